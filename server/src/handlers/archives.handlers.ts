import type { FastifyRequest } from 'fastify';
import type { OperationHandler } from '../app';
import { archiveContent, openArchiveEntry, type ArchiveContext } from '../services/archive-view.service';
import { sendArchiveEntry } from './file-replies';
import { documentContextOf } from './request-context';

// Parameters are validated against the contract by Fastify before a handler runs.
type ListParams = { id: string; index: number };
type DownloadParams = { documentId: string; versionIndex: number };

const contextOf = (request: FastifyRequest): ArchiveContext => ({
  ...documentContextOf(request),
  limits: request.server.config.archiveViewLimits,
});

/** Operations of the `archives` tag: the archive browser (platform.md §2.9). */
export const archivesHandlers: Record<string, OperationHandler> = {
  getArchiveContent: (request) => {
    const { id, index } = request.params as ListParams;
    return archiveContent(contextOf(request), id, index);
  },
  downloadArchiveFile: async (request, reply) => {
    const { documentId, versionIndex } = request.params as DownloadParams;
    const { filePath } = request.query as { filePath: string };
    return sendArchiveEntry(reply, await openArchiveEntry(contextOf(request), documentId, versionIndex, filePath));
  },
};
