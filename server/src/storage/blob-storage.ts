import type { Readable } from 'node:stream';

/**
 * How much of a file in transit each stream of an upload holds (the parser's, the hashing's, the file's): a file
 * moves in runs of up to this many bytes, written with one call each, instead of the streams' default 16 KiB, each of
 * which waited for the disk before the next was read. Bounds an upload's memory to a few times this.
 */
export const STREAM_BUFFER_BYTES = 1024 * 1024;

/** What a completed write stored: the key to find it again, its length and its SHA-256 (hex). */
export interface StoredBlob {
  key: string;
  size: number;
  sha256: string;
}

/** Bytes `start` to `end` of a blob, both inclusive, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file contents live, apart from the database that describes them. Keys are chosen by the storage and are
 * opaque to callers: a user-given name never reaches a path or an object key. An implementation on object storage
 * (S3) fills the same interface: `write` as a multipart upload hashed on the way, `read` as a ranged GET.
 */
export interface BlobStorage {
  /**
   * Stores the whole stream under a new key. The blob becomes visible only once every byte is durably written; if the
   * stream errors or is cut short, nothing is left behind and the promise rejects with the stream's error.
   */
  write(stream: Readable): Promise<StoredBlob>;
  /**
   * The blob's content, or a range of it. Resolves once the blob is open, so that a missing blob fails before a
   * response has been started; rejects with a `BlobNotFoundError` then.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * A file on this machine holding the blob, for tools that read files rather than streams (bsdtar seeks in zip and
   * 7z archives); the caller releases it when done with it. An object store downloads the blob to a temporary file,
   * which `release` removes. Rejects with a `BlobNotFoundError` when there is no such blob.
   */
  localFile(key: string): Promise<LocalFile>;
  /** The blob's size, or undefined when there is no blob of that key. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the blob; removing a blob that is not there is not an error (cleanups may run twice). */
  remove(key: string): Promise<void>;
  /** Keys of the complete blobs last written before `before`, for the sweep of blobs no version refers to. */
  keysWrittenBefore(before: Date): AsyncIterable<string>;
  /** Removes what writes begun before `before` and never finished left behind (a killed process); how many. */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** A blob as a local file, until it is released. */
export interface LocalFile {
  path: string;
  release(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`There is no blob ${key}.`);
  }
}
