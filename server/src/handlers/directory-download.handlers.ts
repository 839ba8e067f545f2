import type { FastifyRequest } from 'fastify';
import type { DownloadableCheck } from '../../../codegen/model/downloadableCheck';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { OperationHandler } from '../app';
import { acceptRequirement } from '../services/download-access.service';
import {
  directoryDownloadable,
  directoryDownloadRequirements,
  openDirectoryZip,
  type DirectoryDownloadContext,
} from '../services/directory-download.service';
import { pathId } from './directories.handlers';
import { sendZip } from './file-replies';
import { documentContextOf } from './request-context';

const contextOf = (request: FastifyRequest): DirectoryDownloadContext => ({
  ...documentContextOf(request),
  limits: request.server.config.archiveLimits,
});

/**
 * Operations of the `directories` tag that download a directory (explorer.md §4 Directory download, §5, §8): whether
 * there is anything to download, the access check and its acceptances, and the zip itself.
 */
export const directoryDownloadHandlers: Record<string, OperationHandler> = {
  getDirectoryDownloadable: (request): Promise<DownloadableCheck> =>
    directoryDownloadable(contextOf(request), pathId(request)),

  getDirectoryDownloadRequirements: (request): Promise<DownloadRequirements> =>
    directoryDownloadRequirements(contextOf(request), pathId(request)),

  acceptDownloadRequirement: async (request, reply) => {
    const { requirementId } = request.params as { requirementId: string };
    const { db, config, clock } = request.server;
    await acceptRequirement(db, request.account, config.downloadRequirements, requirementId, clock());
    return reply.status(204).send();
  },

  downloadDirectory: async (request, reply) => {
    const { documentsOnly } = request.query as { documentsOnly?: boolean };
    const { fileName, zip } = await openDirectoryZip(contextOf(request), pathId(request), {
      documentsOnly: documentsOnly === true,
      headOnly: request.method === 'HEAD',
    });
    return sendZip(reply, zip, fileName);
  },
};
