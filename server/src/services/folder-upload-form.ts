import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../../codegen/model/fieldError';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { uploadDirectoryBody } from '../../../codegen/zod/directories/directories.zod';
import { HttpProblem, validationFailed } from '../problem';
import type { BlobStorage } from '../storage/blob-storage';
import { maxPathLimit } from './document-names';
import { bodyField, receiveMultipartForm, removeFiles, type ReceivedForm, type UploadedFile } from './multipart-form';

/** The files of an uploaded folder as the contract's UploadDirectoryFilesRequest has them, the files stored. */
export interface FolderUploadForm {
  parentDirectoryId: string;
  /** The folder's name as sent. */
  name: string;
  /** In the order sent; `relativePaths` holds the path of each, in the same order. */
  files: UploadedFile[];
  relativePaths: string[];
}

/** At most 1024 files in one folder upload (explorer.md §9). */
export const MAX_FOLDER_FILES = 1024;

const FILES_FIELD = 'files';
const PATHS_FIELD = 'relativePaths';
const KNOWN_FIELDS = new Set(['parentDirectoryId', 'name', PATHS_FIELD, FILES_FIELD]);

/**
 * One path per file and the two single fields. A text field is cut at 2048 bytes: that is more than 255 characters
 * of any script, so a cut value is one the path limit refuses anyway.
 */
const LIMITS = { files: MAX_FOLDER_FILES, fields: MAX_FOLDER_FILES + KNOWN_FIELDS.size, fieldSize: 2048 } as const;

const texts = (values: readonly unknown[] | undefined) =>
  (values ?? []).filter((value): value is string => typeof value === 'string');

/** The form's fields, or the problem with them: ValidationFailed for its shape, MaxPathLimit for a cut value. */
function folderFormOf(form: ReceivedForm): FolderUploadForm {
  const errors: FieldError[] = [...form.errors];
  for (const [name, values] of form.values) {
    if (!KNOWN_FIELDS.has(name)) errors.push({ field: bodyField(name), message: 'is not a field of this form' });
    else if (texts(values).length !== values.length) errors.push({ field: bodyField(name), message: 'must be text' });
  }
  const single = (name: 'parentDirectoryId' | 'name') => {
    const values = texts(form.values.get(name));
    if (values.length === 0) errors.push({ field: bodyField(name), message: `must have required property '${name}'` });
    if (values.length > 1) errors.push({ field: bodyField(name), message: 'must be given once' });
    return values[0] ?? '';
  };
  const parentDirectoryId = single('parentDirectoryId');
  const name = single('name');
  if (parentDirectoryId !== '' && !uploadDirectoryBody.shape.parentDirectoryId.safeParse(parentDirectoryId).success)
    errors.push({ field: bodyField('parentDirectoryId'), message: 'must be an id' });
  const relativePaths = texts(form.values.get(PATHS_FIELD));
  if (form.values.has(FILES_FIELD)) errors.push({ field: bodyField(FILES_FIELD), message: 'must be files' });
  if (relativePaths.length > MAX_FOLDER_FILES)
    errors.push({
      field: bodyField(PATHS_FIELD),
      message: `must NOT have more than ${String(MAX_FOLDER_FILES)} items`,
    });
  else if (form.files.length > 0 && relativePaths.length !== form.files.length)
    errors.push({ field: bodyField(PATHS_FIELD), message: 'must give one path for each file, in their order' });
  if (errors.length > 0) throw validationFailed('The request is not valid.', errors);
  // A folder without files has nothing to upload: the app never sends one (explorer.md §5 EmptyDirectoryUpload).
  if (form.files.length === 0) throw new HttpProblem(400, ProblemCode.EmptyDirectoryUpload, 'The folder is empty.');
  if (form.truncated.has('name') || form.truncated.has(PATHS_FIELD)) throw maxPathLimit();
  return { parentDirectoryId, name, files: form.files, relativePaths };
}

/**
 * Reads the multipart form of a folder upload (explorer.md §4 Folder upload, §9): `parentDirectoryId`, `name`, up to
 * 1024 `files` parts, each streamed into the blob storage as it arrives, and one `relativePaths` part per file, which
 * the app sends after all the files. The stored files are the caller's from then on; if the form is refused here they
 * are removed first, so that nothing is left behind.
 */
export async function receiveFolderForm(request: FastifyRequest, storage: BlobStorage): Promise<FolderUploadForm> {
  const form = await receiveMultipartForm(request, storage, { fileField: FILES_FIELD, limits: LIMITS });
  try {
    return folderFormOf(form);
  } catch (error) {
    await removeFiles(storage, form.files);
    throw error;
  }
}
