import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  toNoteCommentRecord,
  toNoteCommentRow,
  toNoteRecord,
  toNoteRow,
  type NoteCommentRecord,
  type NoteRecord,
} from '../mappers/note.mapper';
import { amongDocuments, isNone, type DocumentsAmong } from './documents-among';

type Executor = Db | Transaction<Database>;

/** The remarks of the documents with their comments, each document's in the order they were added. */
export async function listNotes(db: Executor, documents: DocumentsAmong): Promise<NoteRecord[]> {
  if (isNone(documents)) return [];
  const rows = await db
    .selectFrom('notes')
    .innerJoin('documents', 'documents.id', 'notes.document_id')
    .where(amongDocuments(documents))
    .selectAll('notes')
    .orderBy('notes.document_id')
    .orderBy('notes.position')
    .execute();
  if (rows.length === 0) return [];
  // Joined on the documents rather than listing the remarks' ids, which may be many more than the documents.
  const commentRows = await db
    .selectFrom('note_comments')
    .innerJoin('notes', 'notes.id', 'note_comments.note_id')
    .innerJoin('documents', 'documents.id', 'notes.document_id')
    .where(amongDocuments(documents))
    .selectAll('note_comments')
    .orderBy('note_comments.position')
    .execute();
  const comments = new Map<string, NoteCommentRecord[]>();
  for (const row of commentRows) {
    const list = comments.get(row.note_id) ?? [];
    list.push(toNoteCommentRecord(row));
    comments.set(row.note_id, list);
  }
  return rows.map((row) => toNoteRecord(row, comments.get(row.id) ?? []));
}

/** The remark of this document with its comments; undefined for an unknown one or one of another document. */
export async function findNote(db: Executor, documentId: string, noteId: string): Promise<NoteRecord | undefined> {
  const row = await db
    .selectFrom('notes')
    .selectAll()
    .where('id', '=', noteId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const comments = await db
    .selectFrom('note_comments')
    .selectAll()
    .where('note_id', '=', noteId)
    .orderBy('position')
    .execute();
  return toNoteRecord(row, comments.map(toNoteCommentRecord));
}

/** The position the next remark of the document takes (call it with the document's row locked). */
export async function nextNotePosition(db: Executor, documentId: string): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.max<number | null>('position').as('highest'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  const highest = row?.highest ?? null;
  return highest === null ? 0 : highest + 1;
}

export async function insertNotes(db: Executor, records: readonly NoteRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insertInto('notes').values(records.map(toNoteRow)).execute();
}

/** Flips the remark between open and done in one statement, so that two toggles always flip twice. */
export async function flipNoteDone(db: Executor, noteId: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('notes')
    .set({ is_done: sql<number>`1 - is_done`, updated_at: updatedAt })
    .where('id', '=', noteId)
    .execute();
}

/** Whether the document has a remark not yet done. */
export async function hasOpenNotes(db: Executor, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notes')
    .select('id')
    .where('document_id', '=', documentId)
    .where('is_done', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The position the next comment of the remark takes (call it with the document's row locked). */
export async function nextCommentPosition(db: Executor, noteId: string): Promise<number> {
  const row = await db
    .selectFrom('note_comments')
    .select((eb) => eb.fn.max<number | null>('position').as('highest'))
    .where('note_id', '=', noteId)
    .executeTakeFirst();
  const highest = row?.highest ?? null;
  return highest === null ? 0 : highest + 1;
}

export async function insertNoteComment(db: Executor, record: NoteCommentRecord): Promise<void> {
  await db.insertInto('note_comments').values(toNoteCommentRow(record)).execute();
}
