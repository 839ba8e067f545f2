import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem, validationFailed } from '../problem';

/** A name or path of 255 characters or more is refused (explorer.md §5, §9). */
const MAX_PATH_LENGTH = 255;
/** Document names given by hand: 3 to 128 characters (explorer.md §5). */
const MIN_NAME_LENGTH = 3;
const MAX_NAME_LENGTH = 128;

// Control characters would corrupt headers and listings; path separators would turn a name into a path in archives.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
const SEPARATOR = /[/\\]/;

/** Length in Unicode code points, as people count characters (a UTF-16 length counts some twice). */
const length = (text: string) => Array.from(text).length;

/** A name or path of 255 characters or more (explorer.md §5, §9). */
export const maxPathLimit = () =>
  new HttpProblem(400, ProblemCode.MaxPathLimit, 'The maximum path length of 255 characters is exceeded.');

/** Whether a name or path breaks the limit of explorer.md §9, counted in code points. */
export const reachesPathLimit = (text: string) => length(text) >= MAX_PATH_LENGTH;

/**
 * The name a document or version gets from an uploaded file's name. Browsers send the bare name, and the multipart
 * parser already drops any directories a client prefixed; what is left of a path here is dropped too, so that a name
 * is never a path (blobs are stored under their own keys anyway). Control characters are removed and the name
 * trimmed; nothing left, or only dots, is refused with ValidationFailed, and 255 characters or more with MaxPathLimit.
 */
export function uploadedFileName(raw: string, field = 'body.file'): string {
  const base = raw.split(SEPARATOR).pop() ?? '';
  const name = base.replace(CONTROLS, '').normalize('NFC').trim();
  if (name === '' || /^\.+$/.test(name))
    throw validationFailed('The file has no usable name.', [{ field, message: 'must have a file name' }]);
  if (reachesPathLimit(name)) throw maxPathLimit();
  return name;
}

/** A new name for a document: trimmed, then 3 to 128 characters, and neither a path nor control characters. */
export function documentNameFromRequest(raw: string): string {
  const name = raw.normalize('NFC').trim();
  const count = length(name);
  if (count < MIN_NAME_LENGTH || count > MAX_NAME_LENGTH)
    throw validationFailed('The request is not valid.', [
      { field: 'body.name', message: 'must be 3 to 128 characters long after trimming' },
    ]);
  if (SEPARATOR.test(name) || CONTROL.test(name))
    throw validationFailed('The request is not valid.', [
      { field: 'body.name', message: 'must not contain path separators or control characters' },
    ]);
  return name;
}

/** Media types of the usual project files, so that previews get a type whatever the browser declared. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.rtf': 'application/rtf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.tiff': 'image/tiff',
  '.svg': 'image/svg+xml',
  '.ico': 'image/vnd.microsoft.icon',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
  '.7z': 'application/x-7z-compressed',
  '.tar': 'application/x-tar',
  '.gz': 'application/gzip',
  '.tar.gz': 'application/gzip',
  '.ifc': 'application/x-step',
  '.dwg': 'image/vnd.dwg',
  '.dxf': 'image/vnd.dxf',
};

const OCTET_STREAM = 'application/octet-stream';
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/** The file's media type: known from its extension, else the one the client declared if well-formed, else bytes. */
export function mediaTypeOf(extension: string, declared: string | undefined): string {
  const known = MEDIA_TYPES[extension];
  if (known) return known;
  const type = (declared ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  return MEDIA_TYPE.test(type) ? type : OCTET_STREAM;
}
