import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../../../codegen/model/fieldError';
import { HttpProblem, validationFailed } from '../problem';
import type { BlobStorage, StoredBlob } from '../storage/blob-storage';

/** The file part of an upload form, already in the blob storage. */
export interface UploadedFile {
  blob: StoredBlob;
  /** The name the client gave, unsanitised. */
  fileName: string;
  /** The media type the client declared for the part. */
  declaredType: string;
}

/** The contract's file field of both upload forms. */
const FILE_FIELD = 'file';

/**
 * The parser's limits for one upload form: one file of any size (4294967295 bytes per upload queue is the app's limit,
 * explorer.md §9, and a single file may be as large), and a few short text fields (ids).
 */
const LIMITS = { fileSize: Number.MAX_SAFE_INTEGER, files: 1, fields: 8, parts: 9, fieldSize: 1024 } as const;

const bodyField = (name: string) => `body.${name}`;

/** A file stream that failed on its own side (the disk) rather than the client's: then it is the server's failure. */
const isSystemError = (error: unknown) => error instanceof Error && 'syscall' in error;

function cutShort(error: unknown): HttpProblem {
  const message = error instanceof Error ? error.message : 'is not valid';
  return validationFailed('The multipart body is not valid or was cut short.', [{ field: 'body', message }]);
}

/** Reads a part that is not wanted to its end, as the parser cannot go on to the next part before that. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}

/**
 * Reads a multipart upload form (explorer.md §7: a `file` part and text fields), streaming the file straight into the
 * blob storage — it is never held in memory — and validating the text fields with the contract's generated schema.
 * The contract's multipart body schema is taken off the route (app.ts), as the file is a stream, not a body value, so
 * the checks that Fastify would have made are made here, answered the same way: 400 ValidationFailed with `errors`.
 *
 * The stored blob is the caller's from then on: it must remove it if it does not keep it. If anything fails here — a
 * missing or invalid field, a request cut short, a disk error — the blob is removed before the error is thrown.
 */
export async function receiveUploadForm<Fields extends z.ZodObject>(
  request: FastifyRequest,
  storage: BlobStorage,
  fieldsSchema: Fields,
): Promise<{ fields: z.infer<Fields>; file: UploadedFile }> {
  if (!request.isMultipart())
    throw validationFailed('The request is not valid.', [{ field: 'body', message: 'must be multipart/form-data' }]);

  const values = new Map<string, unknown[]>();
  const errors: FieldError[] = [];
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated) errors.push({ field: bodyField(part.fieldname), message: 'is too long' });
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        errors.push({ field: bodyField(part.fieldname), message: 'is not a field of this form' });
        await drain(part.file);
        continue;
      }
      try {
        const blob = await storage.write(part.file);
        // A part sent without a filename parameter (a bare octet-stream) has none, whatever the typings say.
        const fileName = (part.filename as string | undefined) ?? '';
        file = { blob, fileName, declaredType: part.mimetype };
      } catch (error) {
        throw isSystemError(error) ? error : cutShort(error);
      }
    }
  } catch (error) {
    if (file) await storage.remove(file.blob.key);
    if (error instanceof HttpProblem || isSystemError(error)) throw error;
    // The parser's own refusals (limits, malformed or truncated bodies, a client gone) are the request's fault.
    throw cutShort(error);
  }

  if (!file && !values.has(FILE_FIELD))
    errors.push({ field: bodyField(FILE_FIELD), message: `must have required property '${FILE_FIELD}'` });
  if (!file && values.has(FILE_FIELD)) errors.push({ field: bodyField(FILE_FIELD), message: 'must be a file' });

  const single: Record<string, unknown> = {};
  for (const [name, list] of values) {
    if (name === FILE_FIELD) continue;
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
    if (file) await storage.remove(file.blob.key);
    throw validationFailed('The request is not valid.', errors);
  }
  return { fields: parsed.data, file };
}

/**
 * Runs what keeps an uploaded blob (the transaction that records it); if that fails, the blob is removed, so that a
 * refused or failed upload leaves no orphan behind.
 */
export async function keepingBlob<T>(storage: BlobStorage, blob: StoredBlob, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    await storage.remove(blob.key);
    throw error;
  }
}
