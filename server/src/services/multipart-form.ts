import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../../codegen/model/fieldError';
import { HttpProblem, validationFailed } from '../problem';
import { STREAM_BUFFER_BYTES, type BlobStorage, type StoredBlob } from '../storage/blob-storage';
import { guardUpload } from './upload-guard';

/** A file part of an upload form, already in the blob storage. */
export interface UploadedFile {
  blob: StoredBlob;
  /** The name the client gave, unsanitised. */
  fileName: string;
  /** The media type the client declared for the part. */
  declaredType: string;
}

/** What the parser takes of one form: file parts, text fields, and bytes per text field. */
export interface FormLimits {
  files: number;
  fields: number;
  fieldSize: number;
}

/** A form as it arrived: the files stored in order, the text fields by name, and the parts that did not belong. */
export interface ReceivedForm {
  files: UploadedFile[];
  /** Every value of each text field, in the order they came (repeated parts form a list). */
  values: Map<string, unknown[]>;
  /** Text fields whose value was cut at `fieldSize`. */
  truncated: Set<string>;
  /** Parts that are not fields of the form. */
  errors: FieldError[];
}

export const bodyField = (name: string) => `body.${name}`;

/** A file stream that failed on its own side (the disk) rather than the client's: then it is the server's failure. */
const isSystemError = (error: unknown) => error instanceof Error && 'syscall' in error;

function cutShort(error: unknown): HttpProblem {
  const message = error instanceof Error ? error.message : 'is not valid';
  return validationFailed('The multipart body is not valid or was cut short.', [{ field: 'body', message }]);
}

/** The parser's refusal of a file part beyond `limits.files`, told as the contract's validation would tell it. */
const isFilesLimit = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_FILES_LIMIT';

/** Reads a part that is not wanted to its end, as the parser cannot go on to the next part before that. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}

/** Removes the blobs of stored files; removing one that is gone is no error. */
export async function removeFiles(storage: BlobStorage, files: readonly UploadedFile[]): Promise<void> {
  for (const file of files) await storage.remove(file.blob.key);
}

/**
 * Reads a multipart form, streaming each part named `fileField` straight into the blob storage — a file is never held
 * in memory — and collecting the text fields. The contract's multipart body schemas are taken off the routes (app.ts),
 * as files are streams, not body values, so the callers check the fields themselves, answering as Fastify would: 400
 * ValidationFailed with `errors`.
 *
 * The stored files are the caller's from then on: it must remove them if it does not keep them. If anything fails
 * here — more files than the limit, a request cut short, a disk error — every file stored so far is removed before the
 * error is thrown.
 */
export async function receiveMultipartForm(
  request: FastifyRequest,
  storage: BlobStorage,
  { fileField, limits }: { fileField: string; limits: FormLimits },
): Promise<ReceivedForm> {
  if (!request.isMultipart())
    throw validationFailed('The request is not valid.', [{ field: 'body', message: 'must be multipart/form-data' }]);

  const releaseUpload = guardUpload(request);
  const form: ReceivedForm = { files: [], values: new Map(), truncated: new Set(), errors: [] };
  const parserLimits = {
    fileSize: Number.MAX_SAFE_INTEGER,
    files: limits.files,
    fields: limits.fields,
    parts: limits.files + limits.fields,
    fieldSize: limits.fieldSize,
  };
  try {
    // The parser's own buffers as large as the storage's (storage/blob-storage.ts): a file flows in megabytes, not in
    // the streams' default 16 KiB, each of which paused the request until the disk had taken it.
    const buffers = { highWaterMark: STREAM_BUFFER_BYTES, fileHwm: STREAM_BUFFER_BYTES };
    for await (const part of request.parts({ limits: parserLimits, ...buffers })) {
      if (part.type === 'field') {
        if (part.valueTruncated) form.truncated.add(part.fieldname);
        form.values.set(part.fieldname, [...(form.values.get(part.fieldname) ?? []), part.value]);
        continue;
      }
      if (part.fieldname !== fileField) {
        form.errors.push({ field: bodyField(part.fieldname), message: 'is not a field of this form' });
        await drain(part.file);
        continue;
      }
      try {
        const blob = await storage.write(part.file);
        // A part sent without a filename parameter (a bare octet-stream) has none, whatever the typings say.
        const fileName = (part.filename as string | undefined) ?? '';
        form.files.push({ blob, fileName, declaredType: part.mimetype });
      } catch (error) {
        throw isSystemError(error) ? error : cutShort(error);
      }
    }
  } catch (error) {
    await removeFiles(storage, form.files);
    if (error instanceof HttpProblem || isSystemError(error)) throw error;
    if (isFilesLimit(error))
      throw validationFailed('The request is not valid.', [
        { field: bodyField(fileField), message: `must NOT have more than ${String(limits.files)} items` },
      ]);
    // The parser's own refusals (limits, malformed or truncated bodies, a client gone) are the request's fault.
    throw cutShort(error);
  } finally {
    releaseUpload();
  }
  return form;
}

/**
 * Runs what keeps uploaded blobs (the transaction that records them); if that fails, the blobs are removed, so that a
 * refused or failed upload leaves no orphan behind.
 */
export async function keepingBlobs<T>(
  storage: BlobStorage,
  blobs: readonly StoredBlob[],
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    for (const blob of blobs) await storage.remove(blob.key);
    throw error;
  }
}
