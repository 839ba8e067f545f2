import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OfficeSession } from '../../../codegen/model/officeSession';
import type { OperationHandler } from '../app';
import { openOfficeSession } from '../services/office-session.service';
import {
  DXF_RENDITION,
  PDF_RENDITION,
  type RenditionKind,
  versionRendition,
} from '../services/version-rendition.service';
import { sendVersionFile } from './file-replies';
import { documentContextOf } from './request-context';

// Parameters are validated against the contract by Fastify before a handler runs.
type VersionParams = { id: string; index: number };

/** How long a viewer waits before asking again about a conversion that waits or runs. */
const RETRY_AFTER_SECONDS = 2;

async function sendRendition(request: FastifyRequest, reply: FastifyReply, kind: RenditionKind) {
  const { id, index } = request.params as VersionParams;
  const context = { ...documentContextOf(request), conversions: request.server.conversions };
  const rendition = await versionRendition(context, kind, {
    documentId: id,
    index,
    rangeHeader: request.headers.range,
  });
  if (rendition.kind === 'file') return sendVersionFile(reply, rendition.file, 'inline');
  return reply
    .status(202)
    .header('Retry-After', RETRY_AFTER_SECONDS)
    .header('Cache-Control', 'no-store')
    .send({ data: rendition.preparation });
}

/** The editor's interface in the language the browser asks for, of the two the app speaks. */
function editorLanguage(acceptLanguage: string | undefined): string {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'ru';
}

/**
 * Operations of the `office` tag: the office viewer's PDF and the drawing viewer's DXF (docs/viewers.md), and the
 * office editor's session (docs/office-editing.md).
 */
export const officeHandlers: Record<string, OperationHandler> = {
  getOfficeSession: (request): Promise<OfficeSession> => {
    const { id, index } = request.params as VersionParams;
    const { masterVersionIndex } = request.query as { masterVersionIndex?: number };
    const { office } = request.server;
    // Listed among the unavailable operations (501) when no editor is configured: never reached without one.
    if (!office) throw new Error('No office editor is configured.');
    return openOfficeSession(documentContextOf(request), office, {
      documentId: id,
      index,
      masterVersionIndex,
      lang: editorLanguage(request.headers['accept-language']),
      now: request.server.clock(),
    });
  },
  getVersionPdf: (request, reply) => sendRendition(request, reply, PDF_RENDITION),
  getVersionDrawing: (request, reply) => sendRendition(request, reply, DXF_RENDITION),
};
