import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { open, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LocalDiskStorage } from '../../server/src/storage/local-disk-storage';
import { type Child } from './bench-child';
import { DOCUMENTS, DIRECTORIES } from './seed-big-directory';
import { type Asks, GZIP_FILE, type Reply, get, upload } from './bench-http';
import { timeWebdavPut } from './webdav-put';

/** The measurements of bench/server.bench.ts: fetch latency, copy and upload throughput, the server's RSS. */

export const WARM_UP_CALLS = 3;
export const TIMED_CALLS = 20;
export const RSS_INTERVAL_MS = 100;
export const MB = 1e6;
export const FILE_BYTES = 1024 ** 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Nearest-rank percentile: of 20 calls, p50 is the 10th and p95 the 19th fastest. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export interface FetchSample {
  p50: number;
  p95: number;
  bytes: number;
}

/** Checks once that the load is the 10,000 children, so that a refusal is never timed as a fast answer. */
export function checkLoad(reply: Reply): void {
  if (reply.status !== 200)
    throw new Error(`fetchDirectory answered ${String(reply.status)}: ${reply.body.toString()}`);
  const text = (
    reply.encoding === 'br'
      ? brotliDecompressSync(reply.body)
      : reply.encoding === 'gzip' || reply.encoding === GZIP_FILE
        ? gunzipSync(reply.body)
        : reply.body
  ).toString();
  const { data } = JSON.parse(text) as {
    data: { childrenDocuments: unknown[]; childrenDirectories: unknown[] };
  };
  if (data.childrenDocuments.length !== DOCUMENTS || data.childrenDirectories.length !== DIRECTORIES)
    throw new Error(
      `fetchDirectory gave ${String(data.childrenDocuments.length)} documents and ${String(data.childrenDirectories.length)} directories.`,
    );
}

export async function measureFetch(url: string, token: string, asks: Asks = {}): Promise<FetchSample> {
  for (let call = 0; call < WARM_UP_CALLS; call += 1) checkLoad(await get(url, token, asks));
  const times: number[] = [];
  let bytes = 0;
  for (let call = 0; call < TIMED_CALLS; call += 1) {
    const reply = await get(url, token, asks);
    if (reply.status !== 200) throw new Error(`fetchDirectory answered ${String(reply.status)}.`);
    times.push(reply.ms);
    bytes = reply.body.length;
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** The child's resident memory in bytes, read by the kernel's account: no cooperation of its busy event loop needed. */
export function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    // The server is gone: its upload fails and says so; a throw in the sampling timer would skip the clean-up.
    return 0;
  }
}

export function sampleRss(pid: number): () => number[] {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), RSS_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    samples.push(rssOf(pid));
    return samples;
  };
}

/** A file of random bytes (incompressible, nothing for a file system to deduplicate), written in 16 MiB pieces. */
export async function writeRandomFile(path: string, bytes: number): Promise<void> {
  const piece = Buffer.alloc(16 * 1024 * 1024);
  const handle = await open(path, 'w');
  try {
    for (let written = 0; written < bytes; written += piece.length) {
      randomFillSync(piece);
      await handle.write(piece, 0, Math.min(piece.length, bytes - written));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The reference: a plain stream copy, fsync'd before close as the server's blob writes are (`flush`). */
export async function timeCopy(source: string, target: string): Promise<number> {
  const started = performance.now();
  await pipeline(createReadStream(source), createWriteStream(target, { flags: 'wx', flush: true }));
  const ms = performance.now() - started;
  await unlink(target);
  return ms;
}

/** What hashing alone costs (the server computes every blob's SHA-256 as it writes), reading the same cached file. */
export async function timeHash(source: string): Promise<number> {
  const started = performance.now();
  const hash = createHash('sha256');
  await pipeline(createReadStream(source), hash);
  hash.digest('hex');
  return performance.now() - started;
}

/**
 * The server's own blob write (LocalDiskStorage: SHA-256 and size as the bytes pass, fsync, rename) in this process,
 * without HTTP and multipart: what is left between it and the upload is the transport.
 */
export async function timeStorageWrite(source: string, storage: LocalDiskStorage): Promise<number> {
  const started = performance.now();
  const { key } = await storage.write(createReadStream(source));
  const ms = performance.now() - started;
  await storage.remove(key);
  return ms;
}

/**
 * Removes the uploaded blobs between runs, so that the disk holds one 1 GiB upload at a time: this data directory is
 * the bench's own and only its uploads have files (the seeded versions have none); their rows stay, unread.
 */
export async function removeUploadedBlobs(blobDir: string): Promise<void> {
  for (const name of await readdir(blobDir)) {
    if (/^[0-9a-f]{2}$/.test(name)) await rm(join(blobDir, name), { recursive: true, force: true });
  }
}

export interface UploadSample {
  copyMbps: number;
  webdavMbps: number;
  uploadMbps: number;
  hashMbps: number;
  storageMbps: number;
  rssBefore: number;
  rssPeak: number;
  rssSamples: number;
}

export async function measureUpload(
  child: Child,
  token: string,
  paths: {
    source: string;
    copy: string;
    blobDir: string;
    storage: LocalDiskStorage;
    webdav: { port: number; root: string };
  },
  parentId: string,
  run: number,
): Promise<UploadSample> {
  const copyMs = await timeCopy(paths.source, paths.copy);
  const webdavMs = await timeWebdavPut(paths.webdav.port, paths.source, paths.webdav.root);
  const hashMs = await timeHash(paths.source);
  const storageMs = await timeStorageWrite(paths.source, paths.storage);
  const stop = sampleRss(child.pid);
  const reply = await upload(child.origin, token, paths.source, parentId, `bench-1GiB-${String(run)}.bin`);
  const samples = stop();
  if (reply.status !== 201) throw new Error(`The upload answered ${String(reply.status)}: ${reply.body.toString()}`);
  await removeUploadedBlobs(paths.blobDir);
  const rate = (ms: number) => FILE_BYTES / MB / (ms / 1000);
  return {
    copyMbps: rate(copyMs),
    webdavMbps: rate(webdavMs),
    uploadMbps: rate(reply.ms),
    hashMbps: rate(hashMs),
    storageMbps: rate(storageMs),
    rssBefore: samples[0] ?? 0,
    rssPeak: Math.max(...samples),
    rssSamples: samples.length,
  };
}
