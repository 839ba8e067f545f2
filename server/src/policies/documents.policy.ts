import type { Configuration } from '../../../codegen/model/configuration';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { RequestAccount } from '../plugins/auth';
import { HttpProblem } from '../problem';
import { canShareAndDownload } from './roles.policy';

/**
 * The rules of documents and their versions (explorer.md §4–§6). What they look at is given as structural types, as
 * policies do not depend on the layers below; the viewer lists are the configuration the app receives, so that the
 * server refuses exactly what the app hides.
 */
export interface DocumentFacts {
  disabled: boolean;
  agreed: boolean;
}

export interface DirectoryUploadFacts {
  allowUploadDocuments: boolean;
}

/** A version's file as the rules see it: its extension, lower case with the dot. */
export interface FileFacts {
  extension: string;
}

/** A file of an undownloadable extension is given to nobody: neither downloaded, viewed, zipped nor shared. */
export function isDownloadableFile(file: FileFacts, viewers: Configuration): boolean {
  return !viewers.undownloadableExtensions.extensions.includes(file.extension.toLowerCase());
}

/** Download of a document: STAFF, ADMINISTRATOR, DEVELOPER only, and never of an undownloadable extension. */
export function canDownloadDocument(account: RequestAccount, file: FileFacts, viewers: Configuration): boolean {
  return canShareAndDownload(account) && isDownloadableFile(file, viewers);
}

/**
 * A view (a preview, a viewer, an archive's listing) is a right of its own (docs/access-control.md, «View» versus
 * «View + Download»): every account that may read the document views it, without the download role, when the
 * extension is in the browser, office, archive or model lists (explorer.md §5) or, as the product shows drawings too,
 * the drawing list (docs/viewers.md), and is not undownloadable. Taking the original away stays with
 * `canDownloadDocument`.
 */
export function canViewDocument(file: FileFacts, viewers: Configuration): boolean {
  const { browser, collabora, dwgViewer, archiveViewer, tanglViewer } = viewers.documentViewer;
  const viewable = [browser, collabora, dwgViewer, archiveViewer, tanglViewer].some((viewer) =>
    viewer.extensions.includes(file.extension.toLowerCase()),
  );
  return viewable && isDownloadableFile(file, viewers);
}

/** An archive the archive browser lists (platform.md §2.9): an extension of the configuration's archive list. */
export function isArchiveFile(file: FileFacts, viewers: Configuration): boolean {
  return viewers.documentViewer.archiveViewer.extensions.includes(file.extension.toLowerCase());
}

/**
 * A document the office viewer shows (platform.md §2.7): an extension of the configuration's office list, which holds
 * only `.pdf` where LibreOffice cannot convert the others (application.handlers.ts).
 */
export function isOfficeFile(file: FileFacts, viewers: Configuration): boolean {
  return viewers.documentViewer.collabora.extensions.includes(file.extension.toLowerCase());
}

/** A drawing the drawing viewer shows: an extension of the configuration's drawing list (`.dwg`, `.dxf`). */
export function isDrawingFile(file: FileFacts, viewers: Configuration): boolean {
  return viewers.documentViewer.dwgViewer.extensions.includes(file.extension.toLowerCase());
}

/**
 * Whether a viewer shows the file's own bytes (an image of the browser list, a PDF, a DXF), so that an inline view
 * sends the original. An office document or a DWG is viewed as its rendition only (getVersionPdf, getVersionDrawing),
 * and an archive through its listing: their originals stay with the download right.
 */
export function isShownAsItIs(file: FileFacts, viewers: Configuration): boolean {
  const extension = file.extension.toLowerCase();
  return viewers.documentViewer.browser.extensions.includes(extension) || extension === '.pdf' || extension === '.dxf';
}

export const downloadRefused = () =>
  new HttpProblem(
    403,
    ProblemCode.YouAreNotAllowedToDownloadDocument,
    'You are not allowed to download this document.',
  );
export const viewRefused = () =>
  new HttpProblem(403, ProblemCode.YouAreNotAllowedToViewDocument, 'You are not allowed to view this document.');

/** Throws the contract's 403 for a refused download or, with `inline`, a refused view. */
export function ensureCanReceive(
  account: RequestAccount,
  file: FileFacts,
  viewers: Configuration,
  inline: boolean,
): void {
  if (inline && !(canViewDocument(file, viewers) && isShownAsItIs(file, viewers))) throw viewRefused();
  if (!inline && !canDownloadDocument(account, file, viewers)) throw downloadRefused();
}

/**
 * Documents and their new versions go only into a directory that allows document uploads; any role may upload
 * (explorer.md §6 limits only sharing and downloads). CreateFiles and UpdateFiles there are the operation table's
 * (operation-rights.ts), checked before this.
 */
export function ensureCanUploadInto(_account: RequestAccount, directory: DirectoryUploadFacts): void {
  if (!directory.allowUploadDocuments)
    throw new HttpProblem(403, ProblemCode.NotAllowedUploadDocument, 'Here not allowed to upload documents');
}

/**
 * A blocked (disabled) or agreed document cannot be renamed, deleted, moved or get a new version (explorer.md §4);
 * blocked is reported first, as its badge comes first.
 */
export function ensureDocumentChangeable(document: DocumentFacts): void {
  if (document.disabled) throw new HttpProblem(409, ProblemCode.DocumentDisabled, 'The document is blocked.');
  if (document.agreed)
    throw new HttpProblem(409, ProblemCode.DocumentAgreed, "The document agreed and can't be changed.");
}
