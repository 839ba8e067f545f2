import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../src/storage/s3-storage';

/**
 * A bucket of its own on an S3-compatible server: s3rver in this process (a free port, a temporary directory), or,
 * when S3_TEST_ENDPOINT names one, that server (moto, MinIO…), with S3_TEST_ACCESS_KEY_ID / S3_TEST_SECRET_ACCESS_KEY
 * (`test` by default) and a bucket made for the run and removed after it.
 */
export interface TestBucket {
  /** The settings of a storage in this bucket, without a prefix. */
  settings: S3StorageSettings;
  /** A client of its own, to look at the bucket beside the storage under test. */
  client: S3Client;
  /** Whether the server has ListMultipartUploads; s3rver 3.7 answers 501 NotImplemented. */
  listsUploads: boolean;
  /** Whether the server has AbortMultipartUpload; s3rver 3.7 answers 405 MethodNotAllowed. */
  abortsUploads: boolean;
  /**
   * Whether the server answers a listing cut into pages: s3rver 3.7 makes its continuation tokens with DES, which
   * the OpenSSL 3 of Node.js 17 and later refuses, so a truncated ListObjectsV2 answers 500 InternalError.
   */
  paginatesListings: boolean;
  /** s3rver in this process, or the server of S3_TEST_ENDPOINT. */
  kind: 's3rver' | 'endpoint';
  /** Every object key under the prefix. */
  objectKeys(prefix: string): Promise<string[]>;
  /** The keys of the unfinished multipart uploads under the prefix (only where `listsUploads`). */
  uploadKeys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Whether the server answers the call at all: a refusal of the call itself (405, 501) says it lacks it. */
async function supports(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    const status = statusOf(error);
    if (status === 405 || status === 501) return false;
    // NoSuchUpload for the made-up upload id: the call exists.
    if (status === 404) return true;
    throw error;
  }
}

async function startServer(bucket: string) {
  const endpoint = process.env['S3_TEST_ENDPOINT'];
  if (endpoint !== undefined && endpoint !== '') {
    const credentials = {
      accessKeyId: process.env['S3_TEST_ACCESS_KEY_ID'] ?? 'test',
      secretAccessKey: process.env['S3_TEST_SECRET_ACCESS_KEY'] ?? 'test',
    };
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    return { kind: 'endpoint' as const, endpoint, credentials, stop: () => Promise.resolve() };
  }
  const directory = await mkdtemp(join(tmpdir(), 'cde-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    kind: 's3rver' as const,
    endpoint: `http://127.0.0.1:${String(port)}`,
    // s3rver checks signatures against this pair of its own.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Lists two probe objects a page of one at a time; a 500 on the first page is s3rver's DES token. */
async function paginates(client: S3Client, bucket: string): Promise<boolean> {
  const keys = ['probe/1', 'probe/2'];
  for (const key of keys) await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
  try {
    await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'probe/', MaxKeys: 1 }));
    return true;
  } catch (error) {
    if (statusOf(error) === 500) return false;
    throw error;
  } finally {
    for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
}

export async function startTestBucket(): Promise<TestBucket> {
  const bucket = `cde-test-${randomUUID().slice(0, 8)}`;
  const server = await startServer(bucket);
  const settings: S3StorageSettings = {
    bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
    prefix: '',
  };
  const client = new S3Client({
    endpoint: server.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  const objectKeys = async (prefix: string) => {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix }))
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key])));
    return keys.sort();
  };
  const uploads = async (prefix: string) =>
    (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }))).Uploads ?? [];
  const listsUploads = await supports(uploads(''));
  const abortsUploads = await supports(
    client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: 'probe', UploadId: 'no-such-upload' })),
  );
  return {
    settings,
    client,
    listsUploads,
    abortsUploads,
    paginatesListings: await paginates(client, bucket),
    kind: server.kind,
    objectKeys,
    uploadKeys: async (prefix) => (await uploads(prefix)).map((upload) => upload.Key ?? '').sort(),
    close: async () => {
      // A server of the environment keeps its buckets: this one is emptied and removed; s3rver goes whole.
      if (process.env['S3_TEST_ENDPOINT']) {
        for (const upload of listsUploads ? await uploads('') : [])
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
        for (const key of await objectKeys(''))
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      }
      client.destroy();
      await server.stop();
    },
  };
}
