import type { FastifyRequest } from 'fastify';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import type { ShareDocumentRequest } from '../../../codegen/model/shareDocumentRequest';
import type { ShareMultipleRequest } from '../../../codegen/model/shareMultipleRequest';
import type { OperationHandler } from '../app';
import { listSharedLinks, revokeSharedLink, type SharedLinksContext } from '../services/shared-links.service';
import { openSharedLink, shareDocument, shareMultiple, type SharingContext } from '../services/sharing.service';
import { viewerConfiguration } from '../services/viewer-configuration';
import { sendVersionFile, sendZip } from './file-replies';
import { documentContextOf } from './request-context';

const sharingContext = (request: FastifyRequest): SharingContext => ({
  ...documentContextOf(request),
  now: request.server.clock(),
  publicUrl: request.server.config.publicUrl,
});

const linksContext = (request: FastifyRequest): SharedLinksContext => ({
  db: request.server.db,
  account: request.account,
  now: request.server.clock(),
});

/**
 * Operations of the `sharing` tag (explorer.md §2 Share, §6, §9). The JSON bodies are validated against the contract
 * before a handler runs. openSharedLink is public (`security: []` in the contract): it has no account and never reads
 * one.
 */
export const sharingHandlers: Record<string, OperationHandler> = {
  shareDocument: (request): Promise<SharedLink> =>
    shareDocument(sharingContext(request), request.body as ShareDocumentRequest),

  shareMultiple: (request): Promise<SharedLink> =>
    shareMultiple(sharingContext(request), request.body as ShareMultipleRequest),

  getSharedLinks: async (request) => ({ data: await listSharedLinks(linksContext(request)) }),

  revokeSharedLink: async (request, reply) => {
    await revokeSharedLink(linksContext(request), (request.params as { id: string }).id);
    return reply.status(204).send();
  },

  openSharedLink: async (request, reply) => {
    const { token } = request.params as { token: string };
    const { db, blobs, config, clock } = request.server;
    const viewers = viewerConfiguration(config);
    const context = { db, blobs, viewers, requirements: config.downloadRequirements, now: clock() };
    const shared = await openSharedLink(context, token, {
      rangeHeader: request.headers.range,
      headOnly: request.method === 'HEAD',
    });
    return shared.kind === 'file'
      ? sendVersionFile(reply, shared.download, 'attachment')
      : sendZip(reply, shared.zip, shared.fileName);
  },
};
