import type { Configuration } from '../../../codegen/model/configuration';
import type { ViewerExtensions } from '../../../codegen/model/viewerExtensions';
import {
  ARCHIVE_VIEW_OPERATIONS,
  areOperationsAvailable,
  DRAWING_VIEW_OPERATIONS,
  MODEL_ASSEMBLY_OPERATIONS,
  OFFICE_EDIT_OPERATIONS,
  OFFICE_VIEW_OPERATIONS,
} from '../session/operations.utils';

/** The file-type icons of explorer.md §3, by the name of their main extension; `undefined` is the unknown-file icon. */
export const FILE_ICON_KINDS = [
  'doc',
  'pdf',
  'mpp',
  'rvt',
  'dwf',
  'nwc',
  'nwd',
  'pla',
  'pln',
  'json',
  'zip',
  'jpg',
  'xls',
  'dwg',
  'js',
  'png',
  'svg',
  'ppt',
  'txt',
  'exe',
  'psd',
  'gif',
  'ifc',
  'cim',
  'undefined',
] as const;
export type FileIconKind = (typeof FILE_ICON_KINDS)[number];

/**
 * Extensions that share an icon with another one (zip/rar and dwg/dxf by §3; the newer Office formats, their
 * OpenDocument counterparts, which the office editor edits alike, and jpeg too).
 */
const ICON_ALIASES: Readonly<Record<string, FileIconKind>> = {
  docx: 'doc',
  odt: 'doc',
  rtf: 'doc',
  xlsx: 'xls',
  ods: 'xls',
  pptx: 'ppt',
  odp: 'ppt',
  jpeg: 'jpg',
  rar: 'zip',
  dxf: 'dwg',
};

/** Viewer lists of explorer.md §3, used where the configuration gives none (the office list is not shown there). */
export const BROWSER_EXTENSIONS: readonly string[] = ['bmp', 'png', 'gif', 'tiff', 'jpg', 'jpeg', 'svg', 'ico'];
export const MODEL_EXTENSIONS: readonly string[] = ['ifc', 'rvt-tangl', 'cim'];
export const ARCHIVE_EXTENSIONS: readonly string[] = ['zip', 'rar', 'tar', 'tar.gz', 'gz', '7z'];
export const DRAWING_EXTENSIONS: readonly string[] = ['dwg'];

/** Lower case without leading dots: «.PDF» and «pdf» are the same extension. */
export function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase();
}

function isIconKind(value: string): value is FileIconKind {
  return (FILE_ICON_KINDS as readonly string[]).includes(value);
}

/** The extension of a file name, without the dot ('' when it has none): for files not yet uploaded. */
export function fileNameExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

/** The icon of a file by its extension (with or without the dot, any case); unknown ones get `undefined`. */
export function fileIconKind(extension: string): FileIconKind {
  const normalized = normalizeExtension(extension);
  const alias = ICON_ALIASES[normalized];
  if (alias) return alias;
  return normalized !== 'undefined' && isIconKind(normalized) ? normalized : 'undefined';
}

function listed(extension: string, list: readonly string[]): boolean {
  const normalized = normalizeExtension(extension);
  return normalized !== '' && list.some((entry) => normalizeExtension(entry) === normalized);
}

/** The configuration's list, or the §3 list when the configuration's is empty (a deployment that leaves it unset). */
function configured(viewer: ViewerExtensions, fallback: readonly string[]): readonly string[] {
  return viewer.extensions.length > 0 ? viewer.extensions : fallback;
}

/** An image the browser shows itself, previewed in the app (explorer.md §3 browser list). */
export function isBrowserViewable(extension: string): boolean {
  return listed(extension, BROWSER_EXTENSIONS);
}

/**
 * Whether a viewer opens the file: extensions of the browser, office, archive or model lists, case-insensitive
 * (explorer.md §5), and of the drawing list. The lists come from the configuration (`documentViewer.browser`,
 * `.collabora`, `.archiveViewer`, `.tanglViewer`, `.dwgViewer`), each falling back to its §3 list when empty; the
 * office list has no fallback as §3 does not give it. Designed: §5 names no drawing list, but the product shows
 * drawings (DWG and DXF) in its drawing viewer, so the dwg viewer's list counts as one of the viewers' lists too.
 */
export function isViewable(extension: string, configuration: Configuration): boolean {
  const { browser, collabora, archiveViewer, tanglViewer, dwgViewer } = configuration.documentViewer;
  return [
    configured(browser, BROWSER_EXTENSIONS),
    collabora.extensions,
    configured(archiveViewer, ARCHIVE_EXTENSIONS),
    configured(tanglViewer, MODEL_EXTENSIONS),
    configured(dwgViewer, DRAWING_EXTENSIONS),
  ].some((list) => listed(extension, list));
}

/**
 * A building model the model viewer opens (explorer.md §3 model list): the configuration's `documentViewer.tanglViewer`
 * list, else the §3 list, case-insensitive. Model assembly and merged models take only such documents.
 */
export function isModelViewable(extension: string, configuration: Configuration): boolean {
  return listed(extension, configured(configuration.documentViewer.tanglViewer, MODEL_EXTENSIONS));
}

/** Download is blocked for the configuration's undownloadable extensions (explorer.md §5; §3 gives no list). */
export function isUndownloadable(extension: string, configuration: Configuration): boolean {
  return listed(extension, configuration.undownloadableExtensions.extensions);
}

/**
 * An archive the archive browser lists (explorer.md §3 archive list, platform.md §2.9): the configuration's
 * `documentViewer.archiveViewer` list, else the §3 list, case-insensitive.
 */
export function isArchiveViewable(extension: string, configuration: Configuration): boolean {
  return listed(extension, configured(configuration.documentViewer.archiveViewer, ARCHIVE_EXTENSIONS));
}

/**
 * The viewers the app has so far: the image preview, the archive browser, the document (PDF) viewer and the drawing
 * viewer (DWG and DXF, on the document viewer's route).
 */
export type DocumentViewer = 'preview' | 'archive' | 'office' | 'drawing' | 'model';

/**
 * A document the document viewer shows (platform.md §2.7): an extension of the configuration's office list
 * (`documentViewer.collabora`, PDF and what the server converts to PDF) while the server serves PDFs (getVersionPdf
 * not among its unavailable operations), or one the online office editor opens (`isOfficeEditable`), which shows it
 * where the server converts nothing. The list has no fallback: the server publishes only what it can show.
 */
export function isOfficeViewable(extension: string, configuration: Configuration): boolean {
  return (
    (listed(extension, configuration.documentViewer.collabora.extensions) &&
      areOperationsAvailable(configuration, OFFICE_VIEW_OPERATIONS)) ||
    isOfficeEditable(extension, configuration)
  );
}

/**
 * A document the online office editor opens on the office screen, in its frame, instead of the app's PDF view
 * (platform.md §2.7): an extension of the configured editor's list (`Configuration.officeEditor.extensions`, from its
 * discovery; PDFs are not there) while the server opens editor sessions. Without an editor (null or absent) none is.
 */
export function isOfficeEditable(extension: string, configuration: Configuration): boolean {
  const editor = configuration.officeEditor;
  return (
    editor !== null &&
    editor !== undefined &&
    listed(extension, editor.extensions) &&
    areOperationsAvailable(configuration, OFFICE_EDIT_OPERATIONS)
  );
}

/**
 * A drawing the drawing viewer shows (DWG or DXF, on the document viewer's route): an extension of the configuration's
 * drawing list (`documentViewer.dwgViewer`, else its §3 list) while the server serves drawings as DXF
 * (getVersionDrawing not among its unavailable operations).
 */
export function isDrawingViewable(extension: string, configuration: Configuration): boolean {
  return (
    listed(extension, configured(configuration.documentViewer.dwgViewer, DRAWING_EXTENSIONS)) &&
    areOperationsAvailable(configuration, DRAWING_VIEW_OPERATIONS)
  );
}

/**
 * Which of the app's viewers opens a file: an image the browser shows itself that the configuration's browser list
 * names too (else its §3 list), an archive while the server lists archives (not among its unavailable operations), a
 * drawing while the server serves its DXF, or a document of the office list while the server serves its PDF (a file
 * of both lists is a drawing, as the document viewer's page decides too), a building model while the server has its
 * model service (the model viewer, docs/models.md); undefined for anything else.
 */
export function documentViewer(extension: string, configuration: Configuration): DocumentViewer | undefined {
  const { browser } = configuration.documentViewer;
  if (isBrowserViewable(extension) && listed(extension, configured(browser, BROWSER_EXTENSIONS))) return 'preview';
  if (isArchiveViewable(extension, configuration) && areOperationsAvailable(configuration, ARCHIVE_VIEW_OPERATIONS)) {
    return 'archive';
  }
  if (isDrawingViewable(extension, configuration)) return 'drawing';
  if (isOfficeViewable(extension, configuration)) return 'office';
  if (isModelViewable(extension, configuration) && areOperationsAvailable(configuration, MODEL_ASSEMBLY_OPERATIONS))
    return 'model';
  return undefined;
}

/**
 * Whether «view» is offered for a file: one of the app's viewers opens it and its extension is not blocked (explorer.md
 * §5). Viewing is a right of its own (the download requirements asked with purpose=view), so it needs no role: the
 * server decides when the viewer asks.
 */
export function isViewOffered(extension: string, configuration: Configuration): boolean {
  return documentViewer(extension, configuration) !== undefined && !isUndownloadable(extension, configuration);
}
