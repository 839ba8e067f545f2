import type { OperationHandler } from '../app';
import { versionPdf } from '../services/version-pdf.service';
import { sendVersionFile } from './file-replies';
import { documentContextOf } from './request-context';

// Parameters are validated against the contract by Fastify before a handler runs.
type VersionParams = { id: string; index: number };

/** How long a viewer waits before asking again about a conversion that waits or runs. */
const RETRY_AFTER_SECONDS = 2;

/** Operations of the `office` tag: the office viewer's PDF (platform.md §2.7; docs/viewers.md). */
export const officeHandlers: Record<string, OperationHandler> = {
  getVersionPdf: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    const context = { ...documentContextOf(request), conversions: request.server.pdfConversions };
    const pdf = await versionPdf(context, id, index, request.headers.range);
    if (pdf.kind === 'file') return sendVersionFile(reply, pdf.file, 'inline');
    return reply
      .status(202)
      .header('Retry-After', RETRY_AFTER_SECONDS)
      .header('Cache-Control', 'no-store')
      .send({ data: pdf.preparation });
  },
};
