import type { Insertable, Selectable } from 'kysely';
import type { Note } from '../../../codegen/model/note';
import type { NoteComment } from '../../../codegen/model/noteComment';
import type { NoteCommentTable, NoteTable } from '../db/notes.schema';

/** A comment on a remark as the server works with it. */
export interface NoteCommentRecord {
  id: string;
  noteId: string;
  position: number;
  text: string;
  authorId: string;
  createdAt: string;
}

/** A remark with its comments in the order they were added. */
export interface NoteRecord {
  id: string;
  documentId: string;
  position: number;
  text: string;
  isDone: boolean;
  authorId: string;
  createdAt: string;
  updatedAt: string;
  comments: NoteCommentRecord[];
}

export function toNoteCommentRecord(row: Selectable<NoteCommentTable>): NoteCommentRecord {
  return {
    id: row.id,
    noteId: row.note_id,
    position: row.position,
    text: row.text,
    authorId: row.author_id,
    createdAt: row.created_at,
  };
}

export function toNoteRecord(row: Selectable<NoteTable>, comments: NoteCommentRecord[]): NoteRecord {
  return {
    id: row.id,
    documentId: row.document_id,
    position: row.position,
    text: row.text,
    isDone: row.is_done === 1,
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    comments,
  };
}

export function toNoteRow(record: NoteRecord): Insertable<NoteTable> {
  return {
    id: record.id,
    document_id: record.documentId,
    position: record.position,
    text: record.text,
    is_done: record.isDone ? 1 : 0,
    author_id: record.authorId,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function toNoteCommentRow(record: NoteCommentRecord): Insertable<NoteCommentTable> {
  return {
    id: record.id,
    note_id: record.noteId,
    position: record.position,
    text: record.text,
    author_id: record.authorId,
    created_at: record.createdAt,
  };
}

/** A comment as the contract has it (the author spelled `autorId`, as the product always has). */
export function toNoteComment(record: NoteCommentRecord): NoteComment {
  return { id: record.id, text: record.text, autorId: record.authorId, createdAt: record.createdAt };
}

/** A remark as the contract has it, its comments oldest first. */
export function toNote(record: NoteRecord): Note {
  return {
    id: record.id,
    text: record.text,
    isDone: record.isDone,
    autorId: record.authorId,
    createdAt: record.createdAt,
    comments: [...record.comments].sort((a, b) => a.position - b.position).map(toNoteComment),
  };
}
