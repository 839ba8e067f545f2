import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  type MultipartUpload,
  type _Object as ListedObject,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobNotFoundError, type BlobStorage, type ByteRange, type LocalFile, type StoredBlob } from './blob-storage';
import { measuringStream } from './measuring-stream';
import { pipeIntoFile } from './pipe-into-file';

/** Where the blobs live on S3 or an S3-compatible server (BLOB_STORAGE=s3, docs/scaling.md). */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own endpoint for the region when absent. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Static credentials; the SDK's default chain (environment, profile, instance or task role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every object key, empty or ending in `/`, so that one bucket can be shared. */
  prefix: string;
}

export interface S3StorageOptions {
  /** Where cleanups that could not be done, and what the server cannot do, are told; nowhere by default. */
  warn?: (message: string) => void;
  /** Bytes per multipart part (5 MiB at least); each write holds `partSize × queueSize` in memory at most. */
  partSize?: number;
  /** Parts uploaded at once by one write. */
  queueSize?: number;
  /** The longest a write may take before it is abandoned; see `keysWrittenBefore` for why there is a limit. */
  maxWriteMs?: number;
  /** Keys per page of a listing (S3's 1,000 by default). */
  listPageSize?: number;
}

/** Keys are the storage's own v4 UUIDs, as on local disk; anything else is refused before it reaches S3. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MIB = 1024 * 1024;
/** 8 MiB parts, two at a time: 16 MiB of memory per upload in flight, 80 GB (10,000 parts) per object at most. */
const DEFAULT_PART_SIZE = 8 * MIB;
const DEFAULT_QUEUE_SIZE = 2;
const DEFAULT_MAX_WRITE_MS = 24 * 60 * 60 * 1000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const named = (error: unknown, ...names: string[]) => error instanceof S3ServiceException && names.includes(error.name);
/** Whether `Content-Range: bytes a-b/size` is the range asked for, its end cut at the object's last byte as S3 does. */
function servesRange(contentRange: string | undefined, range: ByteRange): boolean {
  const served = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  return served !== null && Number(served[1]) === range.start && Number(served[2]) <= range.end;
}
const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Blobs as objects of one bucket, `<prefix><key>`. A write is a multipart upload (one PUT when it fits in a part)
 * hashed on the way, and an object exists only once the upload completed, so a cut-short write never shows as a blob;
 * its parts are aborted at once, or by `removeUnfinishedWrites` when the process died first.
 */
export class S3BlobStorage implements BlobStorage {
  private readonly warn: (message: string) => void;
  private readonly partSize: number;
  private readonly queueSize: number;
  private readonly maxWriteMs: number;
  private readonly listPageSize: number | undefined;
  private unlistableUploadsTold = false;

  private constructor(
    /** The SDK client, open until `close`; the tests watch the calls it sends. */
    readonly client: S3Client,
    private readonly settings: S3StorageSettings,
    options: S3StorageOptions,
  ) {
    this.warn = options.warn ?? (() => undefined);
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    this.queueSize = options.queueSize ?? DEFAULT_QUEUE_SIZE;
    this.maxWriteMs = options.maxWriteMs ?? DEFAULT_MAX_WRITE_MS;
    this.listPageSize = options.listPageSize;
  }

  /** A client for the bucket, checked with HeadBucket so that a wrong bucket or credentials stop the start-up. */
  static async open(settings: S3StorageSettings, options: S3StorageOptions = {}): Promise<S3BlobStorage> {
    const client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
      ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      client.destroy();
      const where = settings.endpoint ?? `AWS S3 in ${settings.region}`;
      const status = statusOf(error);
      // HeadBucket answers without a body, so the status is all S3 says: 404 no such bucket, 403 not allowed.
      throw new Error(
        `The S3 bucket ${settings.bucket} at ${where} cannot be used: ${status === undefined ? messageOf(error) : `HeadBucket answered ${String(status)}`}.`,
        { cause: error },
      );
    }
    return new S3BlobStorage(client, settings, options);
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  async write(stream: Readable): Promise<StoredBlob> {
    const key = randomUUID();
    const { stream: measure, measured } = measuringStream();
    const deadline = new AbortController();
    // The parts are left to this method on error: lib-storage's own abort would replace the stream's error with the
    // abort's when the abort fails (as on servers that lack AbortMultipartUpload).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: measure },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: true,
      abortController: deadline,
    });
    // A failing source destroys `measure` with its error, which ends the upload's reading with that error.
    const piping = pipeline(stream, measure);
    const timer = setTimeout(() => {
      deadline.abort();
    }, this.maxWriteMs);
    timer.unref();
    const uploading = upload.done().catch((error: unknown) => {
      // An upload that failed on the S3 side, or ran out of time, stops the reading too, so that `piping` settles
      // whatever lib-storage does with the stream it was reading.
      measure.destroy(error instanceof Error ? error : new Error(messageOf(error)));
      throw error;
    });
    // Both settle before any cleanup, so that no part is still being sent when the upload is aborted. (Past the
    // deadline lib-storage gives up at once, and a part or the completion still in flight may land after the cleanup:
    // the sweep's removeUnfinishedWrites and keysWrittenBefore take what it leaves.)
    const [uploaded, piped] = await Promise.allSettled([uploading, piping]);
    clearTimeout(timer);
    if (uploaded.status === 'fulfilled' && piped.status === 'fulfilled') return { key, ...measured() };
    if (uploaded.status === 'fulfilled') await this.removeQuietly(key);
    else if (upload.uploadId !== undefined) await this.abortQuietly(key, upload.uploadId);
    throw piped.status === 'rejected' ? piped.reason : (uploaded as PromiseRejectedResult).reason;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const objectKey = this.objectKey(key);
    try {
      const { Body, ContentRange } = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${String(range.start)}-${String(range.end)}` } : {}),
        }),
      );
      // In Node.js the body is the response itself: destroying it (a client that went away) closes the connection.
      if (!(Body instanceof Readable)) throw new Error(`GetObject of ${key} answered no stream.`);
      if (range && !servesRange(ContentRange, range)) {
        Body.destroy();
        // Other bytes than those asked for would reach a client under a 206 of the asked range: refused instead.
        throw new Error(
          `The S3 server answered ${ContentRange ?? 'no range'} for bytes ${String(range.start)}-${String(range.end)} of blob ${key}.`,
        );
      }
      return Body;
    } catch (error) {
      // Only NoSuchKey: a missing bucket or a refusal is the installation's fault, not a missing blob.
      if (named(error, 'NoSuchKey')) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  /** Downloads the blob to a file of its own in the system's temporary directory, removed with the directory. */
  async localFile(key: string): Promise<LocalFile> {
    const body = await this.read(key);
    const directory = await mkdtemp(join(tmpdir(), 'cde-s3-blob-'));
    const release = () => rm(directory, { recursive: true, force: true });
    const path = join(directory, key);
    try {
      await pipeIntoFile(body, path);
    } catch (error) {
      await release();
      throw error;
    }
    return { path, release };
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const objectKey = this.objectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      // HEAD has no body to name the error: 404 is the key's, since the bucket was there at start.
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** S3's DeleteObject succeeds for a key that is not there, so a second removal is no error either. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  /**
   * The blobs under the prefix whose write ended before `before`. S3 gives a multipart object the time its upload
   * began as LastModified (its ETag ends in `-<parts>`), so such an object counts as written `maxWriteMs` later, the
   * latest a write may end: else the sweep could take a long upload, just completed, for an orphan before its version
   * is committed. Other objects' LastModified is their PUT's, and objects that are no blob of ours are passed over.
   */
  async *keysWrittenBefore(before: Date): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client, ...(this.listPageSize === undefined ? {} : { pageSize: this.listPageSize }) },
      { Bucket: this.settings.bucket, Prefix: this.settings.prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = this.blobKeyOf(object.Key);
        if (key !== undefined && this.writtenBy(object) < before.getTime()) yield key;
      }
    }
  }

  /**
   * Aborts the multipart uploads of blob keys under the prefix that sent nothing since `before` (a killed process);
   * an upload still sending parts is kept however long ago it began. A server without ListMultipartUploads (s3rver)
   * is told once and left to its own cleanup, rather than failing the sweep of orphan blobs that follows this.
   */
  async removeUnfinishedWrites(before: Date): Promise<number> {
    let removed = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.settings.bucket,
            Prefix: this.settings.prefix,
            MaxUploads: this.listPageSize,
            ...markers,
          }),
        );
      } catch (error) {
        if (statusOf(error) !== 501) throw error;
        this.tellOnce(`The S3 server cannot list unfinished uploads (${messageOf(error)}); none were removed.`);
        return removed;
      }
      for (const upload of page.Uploads ?? []) {
        if (await this.abortIfIdle(upload, before)) removed += 1;
      }
      // A page said truncated but naming no next key would be asked for again and again: the listing ends there.
      if (page.IsTruncated !== true || page.NextKeyMarker === undefined) return removed;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  private async abortIfIdle(upload: MultipartUpload, before: Date): Promise<boolean> {
    const { Key: objectKey, UploadId: uploadId } = upload;
    if (uploadId === undefined || objectKey === undefined || this.blobKeyOf(objectKey) === undefined) return false;
    try {
      if ((await this.lastSent(objectKey, uploadId, upload.Initiated)) >= before.getTime()) return false;
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: objectKey, UploadId: uploadId }),
      );
      return true;
    } catch (error) {
      // Completed or aborted meanwhile, by its writer or another process's sweep: nothing left to remove.
      if (named(error, 'NoSuchUpload')) return false;
      throw error;
    }
  }

  /**
   * When the upload last received a part, or began if it has none. Paged by IsTruncated, not by the SDK's paginator:
   * servers send NextPartNumberMarker on the last page too (moto: 0 after the last), which would page on forever.
   */
  private async lastSent(objectKey: string, uploadId: string, initiated: Date | undefined): Promise<number> {
    let last = initiated?.getTime() ?? 0;
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListPartsCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          UploadId: uploadId,
          PartNumberMarker: marker,
          MaxParts: this.listPageSize,
        }),
      );
      for (const part of page.Parts ?? []) last = Math.max(last, part.LastModified?.getTime() ?? 0);
      if (page.IsTruncated !== true) return last;
      marker = page.NextPartNumberMarker;
    }
  }

  private writtenBy(object: ListedObject): number {
    const modified = object.LastModified?.getTime() ?? Number.POSITIVE_INFINITY;
    return object.ETag?.includes('-') === true ? modified + this.maxWriteMs : modified;
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new BlobNotFoundError(key);
    return `${this.settings.prefix}${key}`;
  }

  /** The blob key of an object key, or undefined when the object is not one of this storage's blobs. */
  private blobKeyOf(objectKey: string | undefined): string | undefined {
    if (objectKey?.startsWith(this.settings.prefix) !== true) return undefined;
    const key = objectKey.slice(this.settings.prefix.length);
    return KEY.test(key) ? key : undefined;
  }

  /** The caller is owed the stream's error, not a cleanup's; what a failed cleanup leaves, the sweep removes. */
  private async abortQuietly(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), UploadId: uploadId }),
      );
    } catch (error) {
      this.warn(`The unfinished upload of blob ${key} could not be aborted: ${messageOf(error)}`);
    }
  }

  private async removeQuietly(key: string): Promise<void> {
    try {
      await this.remove(key);
    } catch (error) {
      this.warn(`The blob ${key} of a failed write could not be removed: ${messageOf(error)}`);
    }
  }

  private tellOnce(message: string): void {
    if (this.unlistableUploadsTold) return;
    this.unlistableUploadsTold = true;
    this.warn(message);
  }
}
