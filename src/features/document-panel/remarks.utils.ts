import type { Document } from '../../../codegen/model/document';
import type { Note } from '../../../codegen/model/note';
import type { NoteComment } from '../../../codegen/model/noteComment';

/** One text field of the remark modal; the id keeps a row's field when others are removed. */
export interface RemarkRow {
  id: number;
  value: string;
}

export function firstRemarkRows(): RemarkRow[] {
  return [{ id: 0, value: '' }];
}

/** A new empty row at the end (the add-row button sits on the last row, explorer.md §2 DocumentNoteModel). */
export function addRemarkRow(rows: readonly RemarkRow[]): RemarkRow[] {
  const id = rows.reduce((max, row) => Math.max(max, row.id), -1) + 1;
  return [...rows, { id, value: '' }];
}

/** Removes a row, but at least one row stays. */
export function removeRemarkRow(rows: readonly RemarkRow[], id: number): RemarkRow[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((row) => row.id !== id);
}

export function changeRemarkRow(rows: readonly RemarkRow[], id: number, value: string): RemarkRow[] {
  return rows.map((row) => (row.id === id ? { ...row, value } : row));
}

/** The remarks to add: the values trimmed, empty ones dropped (explorer.md §5 Remarks). */
export function remarkTexts(rows: readonly RemarkRow[]): string[] {
  return rows.map((row) => row.value.trim()).filter((text) => text !== '');
}

/** The comment to send, trimmed; undefined when nothing is left, which is ignored (explorer.md §5). */
export function commentToSend(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** An input method is composing: its Enter confirms the composition, not the comment. */
  isComposing?: boolean;
}

/** Enter without modifiers sends the comment; Shift+Enter (and any other modifier) keeps typing (explorer.md §5). */
export function isSendKey(event: KeyLike): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    event.isComposing !== true
  );
}

/** The document with the created remarks appended. */
export function withAddedNotes(document: Document, notes: readonly Note[]): Document {
  return { ...document, comments: [...document.comments, ...notes] };
}

/** The document with a remark replaced by its new state (e.g. toggled). */
export function withNote(document: Document, note: Note): Document {
  return { ...document, comments: document.comments.map((current) => (current.id === note.id ? note : current)) };
}

/** The document with a comment appended to one remark. */
export function withNoteComment(document: Document, noteId: string, comment: NoteComment): Document {
  return {
    ...document,
    comments: document.comments.map((note) =>
      note.id === noteId ? { ...note, comments: [...note.comments, comment] } : note,
    ),
  };
}
