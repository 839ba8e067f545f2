import { uploadDocumentBody } from '../../../codegen/zod/documents/documents.zod';
import type { OperationHandler } from '../app';
import { receiveUploadForm } from '../services/document-upload-form';
import { liveParentDirectory } from '../services/directory-views.service';
import {
  deleteDocuments,
  documentAuthors,
  loadDocument,
  renameDocument,
  uploadDocument,
} from '../services/documents.service';
import { documentFromListing } from './listed-document';
import { documentContextOf } from './request-context';

// Parameters and JSON bodies are validated against the contract by Fastify before a handler runs.
type IdParams = { id: string };

/** The text fields of the upload form; the file part is read as a stream. */
const uploadFields = uploadDocumentBody.omit({ file: true });

const contextOf = documentContextOf;

/** Operations of the `documents` tag (explorer.md §7). */
export const documentsHandlers: Record<string, OperationHandler> = {
  uploadDocument: async (request, reply) => {
    const context = contextOf(request);
    const { fields, file } = await receiveUploadForm(request, context.blobs, uploadFields);
    const document = await uploadDocument(context, fields.parentDirectoryId, file);
    return reply.status(201).send({ data: document });
  },
  getDocument: async (request, reply) => {
    const { db } = request.server;
    const { id } = request.params as IdParams;
    // From its directory's kept listing when that holds it as the database does (listed-document.ts): its JSON as sent.
    const listed = await documentFromListing(request, id.toLowerCase());
    if (listed) return reply.type('application/json; charset=utf-8').send(listed.document.json);
    // A safe request: the document's directory comes from the reads the explorer's load of it shared already.
    return loadDocument(db, id, (parentId) => liveParentDirectory(db, request.account, parentId));
  },
  renameDocument: (request) =>
    renameDocument(contextOf(request), (request.params as IdParams).id, (request.body as { name: string }).name),
  deleteDocument: async (request, reply) => {
    await deleteDocuments(contextOf(request), [(request.params as IdParams).id]);
    return reply.status(204).send();
  },
  deleteDocuments: async (request, reply) => {
    await deleteDocuments(contextOf(request), request.body as string[]);
    return reply.status(204).send();
  },
  getDocumentAuthors: async (request) => ({
    data: await documentAuthors(request.server.db, (request.params as IdParams).id),
  }),
};
