import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../services/document-download';
import type { ArchiveEntryDownload } from '../services/archive-view.service';
import type { VersionDownload } from '../services/document-versions.service';
import type { RenditionFile } from '../services/version-rendition.service';
import type { ZipStream } from '../services/zip-archive';

/** A stored file is shown as what it is, never sniffed into something else, and never runs scripts (an SVG). */
function protect(reply: FastifyReply): FastifyReply {
  return reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', 'sandbox');
}

/**
 * Sends a version's file (downloadVersion, a shared document): the document's name (`downloadFileName`) in RFC 5987
 * form, byte ranges offered, the one
 * range asked for as 206 with Content-Range, else the whole file. Inline files keep their media type for viewers.
 */
export function sendVersionFile(
  reply: FastifyReply,
  { version, fileName, range, stream }: VersionDownload | RenditionFile,
  disposition: 'attachment' | 'inline',
): FastifyReply {
  protect(reply)
    .header('Content-Disposition', contentDisposition(disposition, fileName))
    .header('Accept-Ranges', 'bytes')
    .type(disposition === 'inline' ? version.mediaType : 'application/octet-stream');
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${String(range.start)}-${String(range.end)}/${String(version.size)}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.status(200).header('Content-Length', version.size);
  }
  return reply.send(stream);
}

/** Sends a zip as it is written (downloadDirectory, a shared selection), saved under `fileName`. */
export function sendZip(reply: FastifyReply, { stream, size }: ZipStream, fileName: string): FastifyReply {
  protect(reply).header('Content-Disposition', contentDisposition('attachment', fileName)).type('application/zip');
  if (size !== undefined) reply.header('Content-Length', size);
  return reply.status(200).send(stream);
}

/** Sends one file of an archive (downloadArchiveFile) as it is unpacked, saved under its own name. */
export function sendArchiveEntry(reply: FastifyReply, { fileName, size, stream }: ArchiveEntryDownload): FastifyReply {
  protect(reply)
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .type('application/octet-stream');
  if (size !== undefined) reply.header('Content-Length', size);
  return reply.status(200).send(stream);
}

/** Sends a model part's fragments (getModelPartFile): a file for the viewer, never saved by the browser itself. */
export function sendModelPart(reply: FastifyReply, { size, stream }: { size: number; stream: Readable }): FastifyReply {
  return protect(reply)
    .type('application/octet-stream')
    .header('Content-Length', size)
    .header('Cache-Control', 'private, max-age=0, must-revalidate')
    .status(200)
    .send(stream);
}
