import type { Readable } from 'node:stream';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { canViewDocument, isOfficeFile, viewRefused } from '../policies/documents.policy';
import { HttpProblem, incorrectParam } from '../problem';
import { findRendition } from '../repositories/renditions.repository';
import type { ByteRange } from '../storage/blob-storage';
import type { DocumentContext } from './document-context';
import { parseRange } from './document-download';
import { openVersionFile, resolveVersion } from './document-versions.service';
import { liveDocument } from './documents.service';
import { ensureRequirementsAccepted } from './download-access.service';
import type { PdfConversionQueue } from './pdf-conversion-queue';

/** The office viewer's PDF of a version (getVersionPdf; docs/viewers.md). */
export interface PdfContext extends DocumentContext {
  conversions: PdfConversionQueue;
}

/** A PDF ready to send, in the shape sendVersionFile takes. */
export interface PdfFile {
  version: { mediaType: string; size: number };
  fileName: string;
  range: ByteRange | undefined;
  stream: Readable;
}

export type VersionPdf = { kind: 'file'; file: PdfFile } | { kind: 'preparing'; preparation: PdfPreparation };

const conversionFailed = (failure: string) => new HttpProblem(422, ProblemCode.DocumentConversionFailed, failure);

/** The document's name with `.pdf` in place of its extension: what the viewer's PDF is saved as. */
export function pdfFileName(documentName: string, extension: string): string {
  const base = documentName.toLowerCase().endsWith(extension) ? documentName.slice(0, -extension.length) : documentName;
  return `${base}.pdf`;
}

/**
 * A PDF version as it is; any other version of the office list as its PDF rendition, converted once (queued here on
 * the first request, answered as `preparing` until done). Viewing is the view right, after the download requirements,
 * as for every viewer.
 */
export async function versionPdf(
  context: PdfContext,
  documentId: string,
  index: number,
  rangeHeader: string | undefined,
): Promise<VersionPdf> {
  const { document, parent } = await liveDocument(context.db, documentId);
  const version = await resolveVersion(context.db, document, index);
  if (!canViewDocument(version, context.viewers)) throw viewRefused();
  if (!isOfficeFile(version, context.viewers))
    throw incorrectParam('The version is neither a PDF nor an office document the server converts.');
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, viewRefused);
  if (version.extension === '.pdf') {
    const file = { version, directoryId: parent.id, documentName: document.name };
    return { kind: 'file', file: await openVersionFile(context, file, rangeHeader, undefined) };
  }
  const rendition = await findRendition(context.db, version.blobKey);
  if (!rendition) {
    const job = { sourceBlobKey: version.blobKey, extension: version.extension };
    return { kind: 'preparing', preparation: context.conversions.request(job) };
  }
  if (rendition.pdfBlobKey === null) throw conversionFailed(rendition.failure);
  const stat = await context.blobs.stat(rendition.pdfBlobKey);
  if (!stat) throw new Error(`The PDF of ${version.blobKey} is missing from the storage.`);
  const range = parseRange(rangeHeader, stat.size);
  return {
    kind: 'file',
    file: {
      version: { mediaType: 'application/pdf', size: stat.size },
      fileName: pdfFileName(document.name, version.extension),
      range,
      stream: await context.blobs.read(rendition.pdfBlobKey, range),
    },
  };
}
