import type { Readable } from 'node:stream';
import type { Configuration } from '../../../codegen/model/configuration';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import {
  canViewDocument,
  type FileFacts,
  isDrawingFile,
  isOfficeFile,
  viewRefused,
} from '../policies/documents.policy';
import { HttpProblem, incorrectParam } from '../problem';
import { findRendition, type RenditionFormat } from '../repositories/renditions.repository';
import type { ByteRange } from '../storage/blob-storage';
import type { DocumentContext } from './document-context';
import { parseRange } from './document-download';
import { openVersionFile, resolveVersion } from './document-versions.service';
import { liveDocument } from './documents.service';
import { ensureRequirementsAccepted } from './download-access.service';
import type { QueuedFormat, RenditionQueue } from './rendition-queue';

/** A viewer's file of a version: the office viewer's PDF, the drawing viewer's DXF (docs/viewers.md). */
export interface RenditionContext extends DocumentContext {
  conversions: RenditionQueue;
}

/** A converted file ready to send, in the shape sendVersionFile takes. */
export interface RenditionFile {
  version: { mediaType: string; size: number };
  fileName: string;
  range: ByteRange | undefined;
  stream: Readable;
}

export type VersionRendition =
  { kind: 'file'; file: RenditionFile } | { kind: 'preparing'; preparation: PdfPreparation };

/** What a viewer takes: the format, its media type, and which files it shows as they are or after a conversion. */
export interface RenditionKind {
  format: QueuedFormat;
  mediaType: string;
  /** Whether the viewer shows this file at all (its extension in the viewer's list). */
  shows(file: FileFacts, viewers: Configuration): boolean;
  notShown: string;
}

export const PDF_RENDITION: RenditionKind = {
  format: 'pdf',
  mediaType: 'application/pdf',
  shows: isOfficeFile,
  notShown: 'The version is neither a PDF nor an office document the server converts.',
};

export const DXF_RENDITION: RenditionKind = {
  format: 'dxf',
  mediaType: 'image/vnd.dxf',
  shows: isDrawingFile,
  notShown: 'The version is neither a DXF nor a DWG drawing.',
};

const conversionFailed = (failure: string) => new HttpProblem(422, ProblemCode.DocumentConversionFailed, failure);

/** The document's name with the format's extension in place of its own: what the viewer's file is saved as. */
export function renditionFileName(documentName: string, extension: string, format: RenditionFormat): string {
  const base = documentName.toLowerCase().endsWith(extension) ? documentName.slice(0, -extension.length) : documentName;
  return `${base}.${format}`;
}

/**
 * A version already in the viewer's format as it is; any other version the viewer shows as its rendition, converted
 * once (queued here on the first request, answered as `preparing` until done). Viewing is the view right, after the
 * download requirements, as for every viewer.
 */
export async function versionRendition(
  context: RenditionContext,
  kind: RenditionKind,
  request: { documentId: string; index: number; rangeHeader: string | undefined },
): Promise<VersionRendition> {
  const { document, parent } = await liveDocument(context.db, request.documentId);
  const version = await resolveVersion(context.db, document, request.index);
  if (!canViewDocument(version, context.viewers)) throw viewRefused();
  if (!kind.shows(version, context.viewers)) throw incorrectParam(kind.notShown);
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, viewRefused);
  if (version.extension.toLowerCase() === `.${kind.format}`) {
    const file = { version, directoryId: parent.id, documentName: document.name };
    return { kind: 'file', file: await openVersionFile(context, file, request.rangeHeader, undefined) };
  }
  const rendition = await findRendition(context.db, version.blobKey, kind.format);
  if (!rendition) {
    const job = { sourceBlobKey: version.blobKey, extension: version.extension, format: kind.format };
    return { kind: 'preparing', preparation: await context.conversions.request(job) };
  }
  if (rendition.blobKey === null) throw conversionFailed(rendition.failure);
  const stat = await context.blobs.stat(rendition.blobKey);
  if (!stat) throw new Error(`The ${kind.format} of ${version.blobKey} is missing from the storage.`);
  const range = parseRange(request.rangeHeader, stat.size);
  return {
    kind: 'file',
    file: {
      version: { mediaType: kind.mediaType, size: stat.size },
      fileName: renditionFileName(document.name, version.extension, kind.format),
      range,
      stream: await context.blobs.read(rendition.blobKey, range),
    },
  };
}
