import { AccessPurpose } from '../../../codegen/model/accessPurpose';
import type { DocumentOverview } from '../../../codegen/model/documentOverview';
import type { GetEditingUsers200 } from '../../../codegen/model/getEditingUsers200';
import { uploadDocumentVersionBody } from '../../../codegen/zod/versions/versions.zod';
import type { OperationHandler } from '../app';
import { validationFailed } from '../problem';
import { receiveUploadForm } from '../services/document-upload-form';
import { downloadRequirements, openVersionDownload, uploadVersion } from '../services/document-versions.service';
import {
  destroyVersion,
  editingUsers,
  makeVersionHead,
  publishDraftVersion,
  restoreVersion,
  versionOverview,
} from '../services/version-actions.service';
import { sendVersionFile } from './file-replies';
import { draftPublished } from '../services/office-document';
import { documentContextOf } from './request-context';

// Parameters are validated against the contract by Fastify before a handler runs (index: -2 and up).
type IdParams = { id: string };
type VersionParams = { id: string; index: number };

const uploadFields = uploadDocumentVersionBody.omit({ file: true });

const contextOf = documentContextOf;

/** Operations of the `versions` tag (explorer.md §4 Version actions, §7; platform.md §2.6). */
export const versionsHandlers: Record<string, OperationHandler> = {
  uploadDocumentVersion: async (request, reply) => {
    const context = contextOf(request);
    const { id } = request.params as IdParams;
    const { fields, file } = await receiveUploadForm(request, context.blobs, uploadFields);
    if (fields.documentId !== id) {
      await context.blobs.remove(file.blob.key);
      throw validationFailed('The request is not valid.', [
        { field: 'body.documentId', message: 'must equal the document id of the path' },
      ]);
    }
    return reply.status(201).send(await uploadVersion(context, id, file));
  },
  makeVersionHead: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    await makeVersionHead(contextOf(request), id, index);
    return reply.status(204).send();
  },
  destroyVersion: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    await destroyVersion(contextOf(request), id, index);
    return reply.status(204).send();
  },
  restoreVersion: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    await restoreVersion(contextOf(request), id, index);
    return reply.status(204).send();
  },
  publishDraftVersion: async (request, reply) => {
    const { id } = request.params as IdParams;
    await publishDraftVersion(contextOf(request), id);
    request.server.live.draftChanged(draftPublished(id, request.server.clock()));
    return reply.status(204).send();
  },
  getVersionOverview: (request): Promise<DocumentOverview> => {
    const { id, index } = request.params as VersionParams;
    return versionOverview(request.server.db, id, index);
  },
  getEditingUsers: async (request): Promise<GetEditingUsers200> => ({
    data: await editingUsers(request.server.db, (request.params as IdParams).id, request.server.clock()),
  }),
  getVersionDownloadRequirements: (request) => {
    const { id, index } = request.params as VersionParams;
    const { purpose } = request.query as { purpose?: AccessPurpose };
    return downloadRequirements(contextOf(request), id, index, purpose ?? AccessPurpose.Download);
  },
  downloadVersion: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    const { inline } = request.query as { inline?: boolean };
    const download = await openVersionDownload(contextOf(request), id, index, {
      inline: inline === true,
      rangeHeader: request.headers.range,
      headOnly: request.method === 'HEAD',
    });
    return sendVersionFile(reply, download, inline === true ? 'inline' : 'attachment');
  },
};
