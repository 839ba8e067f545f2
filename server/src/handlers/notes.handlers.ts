import type { AgreeDocument200 } from '../../../codegen/model/agreeDocument200';
import type { CreateDocumentNotes201 } from '../../../codegen/model/createDocumentNotes201';
import type { CreateNoteCommentRequest } from '../../../codegen/model/createNoteCommentRequest';
import type { CreateNotesRequest } from '../../../codegen/model/createNotesRequest';
import type { DisagreeDocument200 } from '../../../codegen/model/disagreeDocument200';
import type { Note } from '../../../codegen/model/note';
import type { OperationHandler } from '../app';
import { agreeDocument, disagreeDocument } from '../services/agreement.service';
import { createNoteComment, createNotes, toggleNote } from '../services/notes.service';
import { documentContextOf } from './request-context';

// Parameters and JSON bodies are validated against the contract by Fastify before a handler runs.
type IdParams = { id: string };
type NoteParams = { id: string; noteId: string };

const contextOf = documentContextOf;

/** Operations of the `notes` tag: remarks, their comments, and agreement (explorer.md §4, §7). */
export const notesHandlers: Record<string, OperationHandler> = {
  createDocumentNotes: async (request, reply) => {
    const { id } = request.params as IdParams;
    const { comments } = request.body as CreateNotesRequest;
    const answer: CreateDocumentNotes201 = { data: await createNotes(contextOf(request), id, comments) };
    return reply.status(201).send(answer);
  },
  toggleDocumentNote: (request): Promise<Note> => {
    const { id, noteId } = request.params as NoteParams;
    return toggleNote(contextOf(request), id, noteId);
  },
  createNoteComment: async (request, reply) => {
    const { id, noteId } = request.params as NoteParams;
    const { comment } = request.body as CreateNoteCommentRequest;
    return reply.status(201).send(await createNoteComment(contextOf(request), id, noteId, comment));
  },
  agreeDocument: async (request): Promise<AgreeDocument200> => ({
    data: await agreeDocument(contextOf(request), (request.params as IdParams).id),
  }),
  disagreeDocument: async (request): Promise<DisagreeDocument200> => ({
    data: await disagreeDocument(contextOf(request), (request.params as IdParams).id),
  }),
};
