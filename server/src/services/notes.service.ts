import { randomUUID } from 'node:crypto';
import { EventType } from '../../../codegen/model/eventType';
import type { Note } from '../../../codegen/model/note';
import type { NoteComment } from '../../../codegen/model/noteComment';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { toNote, toNoteComment, type NoteCommentRecord, type NoteRecord } from '../mappers/note.mapper';
import { statusWithRemarks } from '../policies/agreement.policy';
import { notFound } from '../problem';
import { updateDocumentStatus } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import {
  findNote,
  flipNoteDone,
  insertNoteComment,
  insertNotes,
  nextCommentPosition,
  nextNotePosition,
} from '../repositories/notes.repository';
import { failingAs, type DocumentContext } from './document-context';
import { lockChangeableDocument, type DocumentTransaction } from './document-lock';

/**
 * Remarks on a document and their comments (explorer.md §2 DocumentNoteModel, §4 Remark, §5, §7). A blocked or
 * agreed document gets none of them, nor may its remarks be toggled. Texts are stored trimmed (the contract already
 * refuses a text of blanks only); a comment keeps its inner line breaks.
 */

const noteNotFound = () => notFound('The remark was not found on this document.');

async function noteOf(trx: DocumentTransaction, documentId: string, noteId: string): Promise<NoteRecord> {
  const note = await findNote(trx, documentId, noteId);
  if (!note) throw noteNotFound();
  return note;
}

/**
 * Adds one open remark per text, in the given order, with event 13 for each. The document's first remark puts it in
 * production (event 17 with the change of status).
 */
export async function createNotes(
  context: DocumentContext,
  documentId: string,
  texts: readonly string[],
): Promise<Note[]> {
  const { db, account } = context;
  const created = await failingAs(context, ProblemCode.AddDocumentNoteFailed, 'The remarks could not be added.', () =>
    db.transaction().execute(async (trx) => {
      const { document, parent } = await lockChangeableDocument(trx, documentId);
      const first = await nextNotePosition(trx, documentId);
      const now = new Date().toISOString();
      const notes: NoteRecord[] = texts.map((text, offset) => ({
        id: randomUUID(),
        documentId,
        position: first + offset,
        text: text.trim(),
        isDone: false,
        authorId: account.id,
        createdAt: now,
        updatedAt: now,
        comments: [],
      }));
      await insertNotes(trx, notes);
      for (const note of notes)
        await recordEvent(trx, {
          type: EventType.AddDocumentNote,
          accountId: account.id,
          directoryId: parent.id,
          documentId,
          details: { noteId: note.id, text: note.text },
        });
      const status = statusWithRemarks(document.status);
      if (status !== document.status) {
        await updateDocumentStatus(trx, documentId, status);
        await recordEvent(trx, {
          type: EventType.ChangeStatus,
          accountId: account.id,
          directoryId: parent.id,
          documentId,
          details: { from: document.status, to: status },
        });
      }
      return notes;
    }),
  );
  return created.map(toNote);
}

/** Flips a remark between open and done. The catalogue has no event for it, so none is recorded. */
export async function toggleNote(context: DocumentContext, documentId: string, noteId: string): Promise<Note> {
  const toggled = await failingAs(
    context,
    ProblemCode.ToggleDocumentNoteFailed,
    'The remark could not be toggled.',
    () =>
      context.db.transaction().execute(async (trx) => {
        await lockChangeableDocument(trx, documentId);
        await noteOf(trx, documentId, noteId);
        await flipNoteDone(trx, noteId, new Date().toISOString());
        return noteOf(trx, documentId, noteId);
      }),
  );
  return toNote(toggled);
}

/** Appends a comment to a remark, open or done, with event 14. */
export async function createNoteComment(
  context: DocumentContext,
  documentId: string,
  noteId: string,
  text: string,
): Promise<NoteComment> {
  const { db, account } = context;
  const comment = await failingAs(context, ProblemCode.CreateResourceFailed, 'The comment could not be added.', () =>
    db.transaction().execute(async (trx) => {
      const { parent } = await lockChangeableDocument(trx, documentId);
      await noteOf(trx, documentId, noteId);
      const record: NoteCommentRecord = {
        id: randomUUID(),
        noteId,
        position: await nextCommentPosition(trx, noteId),
        text: text.trim(),
        authorId: account.id,
        createdAt: new Date().toISOString(),
      };
      await insertNoteComment(trx, record);
      await recordEvent(trx, {
        type: EventType.AddDocumentComment,
        accountId: account.id,
        directoryId: parent.id,
        documentId,
        details: { noteId, commentId: record.id },
      });
      return record;
    }),
  );
  return toNoteComment(comment);
}
