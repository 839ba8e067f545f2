import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem, validationFailed } from '../problem';
import { storedName } from './name-rules';

/** A name or path of 255 characters or more is refused (explorer.md §5, §9). */
const MAX_PATH_LENGTH = 255;
/** Document names given by hand: 3 to 128 characters (explorer.md §5). */
const MIN_NAME_LENGTH = 3;
const MAX_NAME_LENGTH = 128;

// Path separators would turn a name into a path in archives (the characters of every name: name-rules.ts).
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
 * is never a path (blobs are stored under their own keys anyway). The rest follows the rule of every name
 * (name-rules.ts: control, bidirectional or zero-width characters are refused with ValidationFailed, not removed, so
 * that the name stored is the one the user sees) and is trimmed; nothing left, or only dots, is refused with
 * ValidationFailed, and 255 characters or more with MaxPathLimit.
 */
export function uploadedFileName(raw: string, field = 'body.file'): string {
  const base = raw.split(SEPARATOR).pop() ?? '';
  const name = storedName(base, field, 'The file name is not valid.');
  if (name === '' || /^\.+$/.test(name))
    throw validationFailed('The file has no usable name.', [
      { field, message: 'must have a file name', rule: 'blank' },
    ]);
  if (reachesPathLimit(name)) throw maxPathLimit();
  return name;
}

/** A new name for a document: the rule of every name (name-rules.ts), trimmed, then 3 to 128 characters, not a path. */
export function documentNameFromRequest(raw: string): string {
  const name = storedName(raw, 'body.name', 'The request is not valid.');
  const count = length(name);
  if (count < MIN_NAME_LENGTH || count > MAX_NAME_LENGTH)
    throw validationFailed('The request is not valid.', [
      {
        field: 'body.name',
        message: 'must be 3 to 128 characters long after trimming',
        ...(count < MIN_NAME_LENGTH
          ? { rule: 'minLength', limit: MIN_NAME_LENGTH }
          : { rule: 'maxLength', limit: MAX_NAME_LENGTH }),
      },
    ]);
  if (SEPARATOR.test(name))
    throw validationFailed('The request is not valid.', [
      { field: 'body.name', message: 'must not contain path separators', rule: 'pathSeparator' },
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
