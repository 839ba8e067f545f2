import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../../../codegen/model/fieldError';
import { validationFailed } from '../problem';
import type { BlobStorage, StoredBlob } from '../storage/blob-storage';
import { bodyField, keepingBlobs, receiveMultipartForm, removeFiles, type UploadedFile } from './multipart-form';

/** The contract's file field of both upload forms. */
const FILE_FIELD = 'file';

/**
 * The parser's limits for one upload form: one file of any size (4294967295 bytes per upload queue is the app's limit,
 * explorer.md §9, and a single file may be as large), and a few short text fields (ids).
 */
const LIMITS = { files: 1, fields: 8, fieldSize: 1024 } as const;

/**
 * Reads a multipart upload form (explorer.md §7: a `file` part and text fields), the file streamed into the blob
 * storage (multipart-form.ts), and validates the text fields with the contract's generated schema.
 *
 * The stored blob is the caller's from then on: it must remove it if it does not keep it. If anything fails here — a
 * missing or invalid field, a request cut short, a disk error — the blob is removed before the error is thrown.
 */
export async function receiveUploadForm<Fields extends z.ZodObject>(
  request: FastifyRequest,
  storage: BlobStorage,
  fieldsSchema: Fields,
): Promise<{ fields: z.infer<Fields>; file: UploadedFile }> {
  const form = await receiveMultipartForm(request, storage, { fileField: FILE_FIELD, limits: LIMITS });
  const [file] = form.files;
  const errors: FieldError[] = [...form.errors];
  for (const name of form.truncated) errors.push({ field: bodyField(name), message: 'is too long' });

  if (!file && !form.values.has(FILE_FIELD))
    errors.push({ field: bodyField(FILE_FIELD), message: `must have required property '${FILE_FIELD}'` });
  if (!file && form.values.has(FILE_FIELD)) errors.push({ field: bodyField(FILE_FIELD), message: 'must be a file' });

  // Only the contract's fields, as text: an unnamed or unknown part is refused as the folder form refuses it, rather
  // than dropped unread by the schema (folder-upload-form.ts).
  const known = new Set(Object.keys(fieldsSchema.shape));
  const single: Record<string, unknown> = {};
  for (const [name, list] of form.values) {
    if (name === FILE_FIELD) continue;
    if (!known.has(name)) {
      errors.push({ field: bodyField(name), message: 'is not a field of this form' });
      continue;
    }
    if (list.some((value) => typeof value !== 'string'))
      errors.push({ field: bodyField(name), message: 'must be text' });
    if (list.length > 1) errors.push({ field: bodyField(name), message: 'must be given once' });
    single[name] = list[0];
  }
  const parsed = fieldsSchema.safeParse(single);
  if (!parsed.success)
    errors.push(
      ...parsed.error.issues.map((issue) => ({
        field: bodyField(issue.path.map(String).join('.')),
        message: issue.message,
      })),
    );

  if (errors.length > 0 || !file || !parsed.success) {
    await removeFiles(storage, form.files);
    throw validationFailed('The request is not valid.', errors);
  }
  return { fields: parsed.data, file };
}

/**
 * Runs what keeps an uploaded blob (the transaction that records it); if that fails, the blob is removed, so that a
 * refused or failed upload leaves no orphan behind.
 */
export function keepingBlob<T>(storage: BlobStorage, blob: StoredBlob, action: () => Promise<T>): Promise<T> {
  return keepingBlobs(storage, [blob], action);
}
