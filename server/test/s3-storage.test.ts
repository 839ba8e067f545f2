import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3BlobStorage, type S3StorageOptions } from '../src/storage/s3-storage';
import { behavesAsBlobStorage, failingStream, sha256, type BlobStorageUnderTest } from './blob-storage-behaviour';
import { startTestBucket, type TestBucket } from './s3-test-bucket';

const MIB = 1024 * 1024;
const MINUTE = 60_000;

let bucket: TestBucket;
let storage: S3BlobStorage;
let prefix: string;
let warnings: string[];

/** Opens a storage under a prefix of its own, so that each test sees only what it wrote. */
async function openStorage(options: S3StorageOptions = {}): Promise<S3BlobStorage> {
  return S3BlobStorage.open(
    { ...bucket.settings, prefix },
    { partSize: 5 * MIB, warn: (message) => warnings.push(message), ...options },
  );
}

/** The commands the storage's client sends, with their input, in order. */
function recordCommands(client: S3Client): { name: string; input: Record<string, unknown> }[] {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push({ name: context.commandName ?? '', input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return sent;
}

async function keysBefore(from: S3BlobStorage, before: Date): Promise<string[]> {
  const found: string[] = [];
  for await (const key of from.keysWrittenBefore(before)) found.push(key);
  return found.sort();
}

/** 12 MiB that differ from part to part, so that parts out of order would not read back alike. */
const twelveMiB = () => Buffer.from(Array.from({ length: 12 * MIB }, (_, index) => (index * 31 + (index >> 20)) % 251));

beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(async () => {
  await bucket.close();
});
beforeEach(async () => {
  prefix = `cde-${randomUUID().slice(0, 8)}/`;
  warnings = [];
  storage = await openStorage();
});
afterEach(() => {
  storage.close();
});

describe('S3BlobStorage', () => {
  const underTest = (): BlobStorageUnderTest => ({
    storage,
    // Objects under the prefix, and its unfinished uploads where the server can list them.
    leftovers: async () => [
      ...(await bucket.objectKeys(prefix)),
      ...(bucket.listsUploads ? await bucket.uploadKeys(prefix) : []),
    ],
    plantForeign: async (name, content) => {
      await bucket.client.send(
        new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: prefix + name, Body: content }),
      );
    },
    readForeign: async (name) => {
      const { Body } = await bucket.client.send(
        new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: prefix + name }),
      );
      return (await Body?.transformToString()) ?? '';
    },
  });
  behavesAsBlobStorage(underTest);

  it('writes a file larger than a part as a multipart upload that reads back whole and in ranges', async () => {
    const sent = recordCommands(storage.client);
    const content = twelveMiB();
    const stored = await storage.write(Readable.from(content, { objectMode: false, highWaterMark: 64 * 1024 }));

    expect(stored).toMatchObject({ size: content.length, sha256: sha256(content) });
    expect(sent.map((command) => command.name)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    expect(await bucket.objectKeys(prefix)).toEqual([prefix + stored.key]);
    expect(await storage.stat(stored.key)).toEqual({ size: content.length });
    const whole = Buffer.concat(await (await storage.read(stored.key)).toArray());
    expect(sha256(whole)).toBe(stored.sha256);
    // Across the first part's end.
    const across = Buffer.concat(
      await (await storage.read(stored.key, { start: 5 * MIB - 3, end: 5 * MIB + 2 })).toArray(),
    );
    expect(across.equals(content.subarray(5 * MIB - 3, 5 * MIB + 3))).toBe(true);
  });

  it('aborts the multipart upload of a stream that fails halfway, leaves no object and rejects with its error', async () => {
    const sent = recordCommands(storage.client);
    const stream = failingStream(twelveMiB().subarray(0, 7 * MIB));

    await expect(storage.write(stream)).rejects.toThrow('The client went away.');
    expect(await bucket.objectKeys(prefix)).toEqual([]);
    const created = sent.find((command) => command.name === 'CreateMultipartUploadCommand');
    const aborted = sent.filter((command) => command.name === 'AbortMultipartUploadCommand');
    expect(created).toBeDefined();
    expect(aborted.map((command) => command.input['Key'])).toEqual([created?.input['Key']]);
    expect(sent.some((command) => command.name === 'CompleteMultipartUploadCommand')).toBe(false);
    if (bucket.abortsUploads) {
      expect(warnings).toEqual([]);
      if (bucket.listsUploads) expect(await bucket.uploadKeys(prefix)).toEqual([]);
    } else {
      // s3rver answers AbortMultipartUpload with 405: the write still rejects with the stream's error, and says so.
      expect(warnings).toEqual([expect.stringContaining('could not be aborted: MethodNotAllowed')]);
    }
  });

  it('stops reading the stream and rejects when S3 refuses a part', async () => {
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        const { PartNumber } = args.input as { PartNumber?: number };
        if (context.commandName === 'UploadPartCommand' && PartNumber === 2)
          return Promise.reject(new Error('The part was refused.'));
        return next(args);
      },
      { step: 'initialize', name: 'refuseSecondPart' },
    );
    const content = twelveMiB();
    const stream = Readable.from(content, { objectMode: false, highWaterMark: 64 * 1024 });

    await expect(storage.write(stream)).rejects.toThrow('The part was refused.');
    expect(stream.destroyed).toBe(true);
    expect(await bucket.objectKeys(prefix)).toEqual([]);
  });

  it('abandons a write that outlasts its longest time, leaving no object', async () => {
    storage.close();
    storage = await openStorage({ maxWriteMs: 300 });
    // A client that sent a little and then nothing, though its connection stays open.
    const stalled = new Readable({ read: () => undefined });
    stalled.push('the first bytes');

    await expect(storage.write(stalled)).rejects.toMatchObject({ name: 'AbortError' });
    expect(stalled.destroyed).toBe(true);
    expect(await bucket.objectKeys(prefix)).toEqual([]);
  });

  it('counts a multipart object as written when its longest write could have ended', async () => {
    storage.close();
    const maxWriteMs = 10 * MINUTE;
    storage = await openStorage({ maxWriteMs });
    const small = await storage.write(Readable.from(['small']));
    const large = await storage.write(Readable.from(twelveMiB(), { objectMode: false }));
    const { ETag } = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: prefix + large.key }),
    );
    // S3 gives a multipart object the LastModified of its upload's start and an ETag ending in -<parts>; s3rver
    // gives it neither, as it stores the object whole at completion.
    const soon = ETag?.includes('-') === true ? [small] : [small, large];
    expect(await keysBefore(storage, new Date(Date.now() + MINUTE))).toEqual(soon.map((blob) => blob.key).sort());
    expect(await keysBefore(storage, new Date(Date.now() + maxWriteMs + MINUTE))).toEqual(
      [small, large].map((blob) => blob.key).sort(),
    );
  });

  it('lists the blobs page by page', async () => {
    storage.close();
    storage = await openStorage({ listPageSize: 2 });
    const sent = recordCommands(storage.client);
    const written = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((content) => storage.write(Readable.from([content]))),
    );
    sent.length = 0;
    const listing = keysBefore(storage, new Date(Date.now() + MINUTE));
    if (bucket.paginatesListings) {
      expect(await listing).toEqual(written.map((blob) => blob.key).sort());
      expect(sent.filter((command) => command.name === 'ListObjectsV2Command')).toHaveLength(3);
    } else {
      // s3rver cannot make the first page's continuation token (DES under OpenSSL 3): the sweep would fail loudly.
      await expect(listing).rejects.toMatchObject({ name: 'InternalError' });
    }
  });

  it('refuses bytes other than the range asked for, which s3rver sends for bytes=0-0', async () => {
    const stored = await storage.write(Readable.from(['0123456789']));
    const first = storage.read(stored.key, { start: 0, end: 0 });
    if (bucket.kind === 's3rver')
      await expect(first).rejects.toThrow(`The S3 server answered bytes 0-9/10 for bytes 0-0 of blob ${stored.key}.`);
    else expect(await text(await first)).toBe('0');
  });

  it('removes the unfinished uploads of its blobs that sent nothing since the time, and no other', async () => {
    storage.close();
    // Pages of one upload and one part, so that both listings are followed across pages.
    storage = await openStorage({ listPageSize: 1 });
    const { client, settings } = bucket;
    const begin = async (key: string, parts: number) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: settings.bucket, Key: key }));
      for (let part = 1; part <= parts; part += 1)
        await client.send(
          new UploadPartCommand({
            Bucket: settings.bucket,
            Key: key,
            UploadId,
            PartNumber: part,
            Body: Buffer.alloc(5 * MIB),
          }),
        );
    };
    const abandoned = [prefix + randomUUID(), prefix + randomUUID()];
    await begin(abandoned[0] ?? '', 2);
    await begin(abandoned[1] ?? '', 0);
    await begin(`${prefix}not-a-blob`, 1);

    if (bucket.listsUploads) {
      // The upload with parts was sent to just now, and is kept. The one without parts is as old as its start, which
      // is now on S3 but 2010 on moto (it dates every upload so): only then does it go already.
      const minuteAgo = new Date(Date.now() - MINUTE);
      const { Uploads } = await client.send(
        new ListMultipartUploadsCommand({ Bucket: settings.bucket, Prefix: prefix }),
      );
      const partless = Uploads?.find((upload) => upload.Key === abandoned[1])?.Initiated;
      const idle = partless !== undefined && partless < minuteAgo ? 1 : 0;
      expect(await storage.removeUnfinishedWrites(minuteAgo)).toBe(idle);
      expect(await storage.removeUnfinishedWrites(new Date(Date.now() + MINUTE))).toBe(2 - idle);
      expect(await bucket.uploadKeys(prefix)).toEqual([`${prefix}not-a-blob`]);
      expect(warnings).toEqual([]);
    } else {
      // s3rver answers ListMultipartUploads with 501: nothing can be found to abort, which is told once, and the
      // sweep of orphan blobs that follows goes on.
      expect(await storage.removeUnfinishedWrites(new Date(Date.now() + MINUTE))).toBe(0);
      expect(await storage.removeUnfinishedWrites(new Date(Date.now() + MINUTE))).toBe(0);
      expect(warnings).toEqual([expect.stringContaining('cannot list unfinished uploads (NotImplemented')]);
    }
  });

  it('removes the downloaded local file when it is released', async () => {
    const stored = await storage.write(Readable.from(['a zip to seek in']));
    const file = await storage.localFile(stored.key);
    await expect(access(file.path)).resolves.toBeUndefined();
    await file.release();
    await expect(access(file.path)).rejects.toThrow();
  });

  it('refuses to open a bucket that is not there, naming it', async () => {
    await expect(S3BlobStorage.open({ ...bucket.settings, bucket: 'no-such-bucket', prefix: '' })).rejects.toThrow(
      `The S3 bucket no-such-bucket at ${String(bucket.settings.endpoint)} cannot be used: HeadBucket answered 404.`,
    );
  });
});
