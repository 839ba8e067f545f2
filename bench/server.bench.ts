import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomFillSync, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, stat, statfs, unlink } from 'node:fs/promises';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import type { Insertable } from 'kysely';
import { buildServer } from '../server/src/app';
import { configFromEnv } from '../server/src/config';
import { createDatabase, migrateToLatest, type Db } from '../server/src/db/database';
import type { DocumentTable, VersionTable } from '../server/src/db/documents.schema';
import { createTokenVerifier } from '../server/src/plugins/auth';
import { LocalDiskStorage } from '../server/src/storage/local-disk-storage';

/**
 * How does the reference server (server/) hold up on this machine? Runs it over SQLite in a child process of its own
 * (so that its memory is its own) and measures, over real HTTP on 127.0.0.1:
 * 1. fetchDirectory (the explorer's load) of a directory of 10,000 children (9,000 documents, 1,000 directories,
 *    inserted straight into the database): p50/p95 of 20 calls after warm-up, A-Z and «changed new to old»;
 * 2. POST /v1/documents of a 1 GiB file streamed from disk as multipart, against a plain stream copy of the same file
 *    with fsync on the same file system (the server fsyncs its blobs too); to tell where the difference goes, also
 *    SHA-256 of the file alone and the server's blob write (LocalDiskStorage) in this process, without HTTP;
 * 3. the server's RSS (/proc/<pid>/status, every 100 ms) during that upload: it streams, so memory stays flat.
 * Each figure is the median of 3 runs with min and max; MB are 10^6 bytes. Linux only (/proc). Needs about 3.5 GB free
 * under os.tmpdir() (one 1 GiB file, and one copy of it at a time); everything written there is removed at the end,
 * also on failure or Ctrl-C.
 * Run: npm run bench:server
 */
const RUNS = 3;
const WARM_UP_CALLS = 3;
const TIMED_CALLS = 20;
const DOCUMENTS = 9000;
const DIRECTORIES = 1000;
const FILE_BYTES = 1024 ** 3;
const RSS_INTERVAL_MS = 100;
/** Rows per INSERT: well below SQLite's limit on the parameters of one statement (17 columns × 500). */
const INSERT_CHUNK = 500;
const ISSUER = 'http://issuer.bench';
const AUDIENCE = 'urn:cde:api';
const ACCOUNT_ID = 'c3000000-0000-4000-8000-0000000000be';
const THIS_FILE = fileURLToPath(import.meta.url);
const MB = 1e6;

/** The fetchDirectory variants timed: the default order, and the one the explorer offers for «what changed». */
const FETCHES = [
  { label: 'A-Z', query: '' },
  { label: 'changed new to old', query: '?sortType=4' },
] as const;

// ---------------------------------------------------------------------------------------------------------------------
// The child: the server, as server/test/fixtures/upload-server.ts runs it.

async function runChild(): Promise<void> {
  const jwks = JSON.parse(process.env['BENCH_JWKS'] ?? '') as JSONWebKeySet;
  const config = {
    ...configFromEnv({ DATA_DIR: process.env['DATA_DIR'], HOST: '127.0.0.1', PORT: '0' }),
    issuer: ISSUER,
  };
  const app = await buildServer({
    config,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: config.audience, jwks }),
  });
  await app.listen({ host: config.host, port: 0 });
  // The parent closing the IPC channel (done, failed or interrupted) ends the server: it never outlives the bench.
  process.once('disconnect', () => {
    void app.close().finally(() => process.exit(0));
  });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? String(address.port) : ''}`);
}

interface Child {
  process: ChildProcess;
  pid: number;
  origin: string;
}

/** Starts the server in a child process over the data directory and waits until it answers. */
async function startChild(dataDir: string, jwks: JSONWebKeySet): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--child'], {
    env: { ...process.env, DATA_DIR: dataDir, BENCH_JWKS: JSON.stringify(jwks) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const { stdout } = child;
  if (!stdout) throw new Error('The server has no stdout.');
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`The server exited before it listened (code ${String(code)}).`));
    });
    // Read to the end, not just to this line, so that nothing the server prints later can fill the pipe and block it.
    createInterface({ input: stdout }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  if (child.pid === undefined) throw new Error('The server has no pid.');
  return { process: child, pid: child.pid, origin: `http://127.0.0.1:${port}` };
}

/** Asks the server to close (through the IPC channel) and waits for it; kills it if it does not go within 10 s. */
async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.process.once('exit', () => {
      resolve();
    }),
  );
  if (child.process.connected) child.process.disconnect();
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------------------------
// Seeding: the portable row shapes of server/src/db/schema.ts and documents.schema.ts, written in one transaction.

interface Seeded {
  bigDirectoryId: string;
  uploadDirectoryId: string;
}

function directoryRow(id: string, name: string, parent: { id: string; ancestorIds: string[] } | null, at: string) {
  return {
    id,
    name,
    name_key: name.normalize('NFC').toLowerCase(),
    parent_id: parent?.id ?? null,
    skeleton_entity_id: null,
    metadata: '[]',
    allow_upload_documents: 1,
    allow_create_directory: 1,
    depth: parent ? parent.ancestorIds.length + 1 : 0,
    ancestor_ids: JSON.stringify(parent ? [...parent.ancestorIds, parent.id] : []),
    created_at: at,
    updated_at: at,
    deleted_at: null,
    deleted_by: null,
  };
}

/**
 * Timestamps spread over the past, the changed ones in a scrambled order (7919 is prime to the count), so that
 * «changed new to old» sorts for real instead of meeting rows already in order.
 */
function timesOf(index: number, count: number, now: number) {
  return {
    created: new Date(now - (count - index) * 60_000).toISOString(),
    updated: new Date(now - ((index * 7919) % count) * 1000).toISOString(),
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK)
    result.push(items.slice(start, start + INSERT_CHUNK));
  return result;
}

async function seed(db: Db): Promise<Seeded> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const project = { id: randomUUID(), ancestorIds: [] };
  const big = { id: randomUUID(), ancestorIds: [project.id] };
  const uploads = randomUUID();
  const directories = [
    directoryRow(project.id, 'Проект', null, at),
    directoryRow(big.id, 'Архив чертежей', project, at),
    directoryRow(uploads, 'Загрузки', project, at),
  ];
  const documents: Insertable<DocumentTable>[] = [];
  const versions: Insertable<VersionTable>[] = [];
  const total = DOCUMENTS + DIRECTORIES;
  for (let index = 0; index < total; index += 1) {
    const { created, updated } = timesOf(index, total, now);
    const number = String(index).padStart(5, '0');
    if (index < DIRECTORIES) {
      directories.push({ ...directoryRow(randomUUID(), `Раздел ${number}`, big, created), updated_at: updated });
      continue;
    }
    const id = randomUUID();
    const name = `Документ ${number}.pdf`;
    documents.push({
      id,
      name,
      name_key: name.normalize('NFC').toLowerCase(),
      parent_id: big.id,
      author_id: ACCOUNT_ID,
      head_index: 0,
      disabled: 0,
      agreed: 0,
      agree_status: -1,
      metadata: '[]',
      created_at: created,
      updated_at: updated,
      deleted_at: null,
      deleted_by: null,
    });
    // The head version at index 0; its blob is never read by the load, so no file stands behind the key.
    versions.push({
      document_id: id,
      index: 0,
      master_index: -2147483648,
      is_active: 1,
      blob_key: randomUUID(),
      size: 100_000 + index * 37,
      media_type: 'application/pdf',
      extension: '.pdf',
      name,
      author_id: ACCOUNT_ID,
      sha256: createHash('sha256').update(id).digest('hex'),
      tangl_version_id: null,
      job_id: null,
      upload_state: null,
      created_at: created,
      updated_at: updated,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(directories)) await trx.insertInto('directories').values(chunk).execute();
    for (const chunk of chunks(documents)) await trx.insertInto('documents').values(chunk).execute();
    for (const chunk of chunks(versions)) await trx.insertInto('versions').values(chunk).execute();
  });
  return { bigDirectoryId: big.id, uploadDirectoryId: uploads };
}

async function seedDatabase(dataDir: string): Promise<Seeded & { ms: number }> {
  const started = performance.now();
  const db = createDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateToLatest(db);
    return { ...(await seed(db)), ms: performance.now() - started };
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP, as a client on this machine would call the server.

/** Keep-alive, as a browser would: the timings are the server's and the transfer's, not TCP handshakes. */
const agent = new Agent({ keepAlive: true });

interface Reply {
  status: number;
  body: Buffer;
  ms: number;
}

/** The time from sending the request to the last byte of the body (JSON parsing on the client not included). */
async function get(url: string, token: string): Promise<Reply> {
  const started = performance.now();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(url, { agent, headers: { authorization: `Bearer ${token}` } }, resolve)
      .once('error', reject)
      .end();
  });
  const body = await buffer(response);
  return { status: response.statusCode ?? 0, body, ms: performance.now() - started };
}

/** The file streamed from disk between the form's head and tail: never held in memory on this side either. */
async function* multipartBody(head: Buffer, file: string, tail: Buffer): AsyncGenerator<Buffer> {
  yield head;
  for await (const chunk of createReadStream(file)) yield chunk as Buffer;
  yield tail;
}

/** POST /v1/documents as the app sends it (explorer.md §7): the `file` part first, then `parentDirectoryId`. */
async function upload(origin: string, token: string, file: string, parentId: string, name: string): Promise<Reply> {
  const { size } = await stat(file);
  const boundary = `----cde-bench-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="parentDirectoryId"\r\n\r\n${parentId}\r\n` +
      `--${boundary}--\r\n`,
  );
  const started = performance.now();
  const request = httpRequest(`${origin}/v1/documents`, {
    method: 'POST',
    agent,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  const [, reply] = await Promise.all([pipeline(multipartBody(head, file, tail), request), response]);
  const body = await buffer(reply);
  return { status: reply.statusCode ?? 0, body, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------------------------------
// Measurements.

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Nearest-rank percentile: of 20 calls, p50 is the 10th and p95 the 19th fastest. */
function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

interface FetchSample {
  p50: number;
  p95: number;
  bytes: number;
}

/** Checks once that the load is the 10,000 children, so that a refusal is never timed as a fast answer. */
function checkLoad(reply: Reply): void {
  if (reply.status !== 200)
    throw new Error(`fetchDirectory answered ${String(reply.status)}: ${reply.body.toString()}`);
  const { data } = JSON.parse(reply.body.toString()) as {
    data: { childrenDocuments: unknown[]; childrenDirectories: unknown[] };
  };
  if (data.childrenDocuments.length !== DOCUMENTS || data.childrenDirectories.length !== DIRECTORIES)
    throw new Error(
      `fetchDirectory gave ${String(data.childrenDocuments.length)} documents and ${String(data.childrenDirectories.length)} directories.`,
    );
}

async function measureFetch(url: string, token: string): Promise<FetchSample> {
  for (let call = 0; call < WARM_UP_CALLS; call += 1) checkLoad(await get(url, token));
  const times: number[] = [];
  let bytes = 0;
  for (let call = 0; call < TIMED_CALLS; call += 1) {
    const reply = await get(url, token);
    if (reply.status !== 200) throw new Error(`fetchDirectory answered ${String(reply.status)}.`);
    times.push(reply.ms);
    bytes = reply.body.length;
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** The child's resident memory in bytes, read by the kernel's account: no cooperation of its busy event loop needed. */
function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    // The server is gone: its upload fails and says so; a throw in the sampling timer would skip the clean-up.
    return 0;
  }
}

function sampleRss(pid: number): () => number[] {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), RSS_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    samples.push(rssOf(pid));
    return samples;
  };
}

/** A file of random bytes (incompressible, nothing for a file system to deduplicate), written in 16 MiB pieces. */
async function writeRandomFile(path: string, bytes: number): Promise<void> {
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
async function timeCopy(source: string, target: string): Promise<number> {
  const started = performance.now();
  await pipeline(createReadStream(source), createWriteStream(target, { flags: 'wx', flush: true }));
  const ms = performance.now() - started;
  await unlink(target);
  return ms;
}

/** What hashing alone costs (the server computes every blob's SHA-256 as it writes), reading the same cached file. */
async function timeHash(source: string): Promise<number> {
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
async function timeStorageWrite(source: string, storage: LocalDiskStorage): Promise<number> {
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
async function removeUploadedBlobs(blobDir: string): Promise<void> {
  for (const name of await readdir(blobDir)) {
    if (/^[0-9a-f]{2}$/.test(name)) await rm(join(blobDir, name), { recursive: true, force: true });
  }
}

interface UploadSample {
  copyMbps: number;
  uploadMbps: number;
  hashMbps: number;
  storageMbps: number;
  rssBefore: number;
  rssPeak: number;
  rssSamples: number;
}

async function measureUpload(
  child: Child,
  token: string,
  paths: { source: string; copy: string; blobDir: string; storage: LocalDiskStorage },
  parentId: string,
  run: number,
): Promise<UploadSample> {
  const copyMs = await timeCopy(paths.source, paths.copy);
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
    uploadMbps: rate(reply.ms),
    hashMbps: rate(hashMs),
    storageMbps: rate(storageMs),
    rssBefore: samples[0] ?? 0,
    rssPeak: Math.max(...samples),
    rssSamples: samples.length,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The machine, and the report.

/** The mount holding the path (the longest mount point above it) from /proc/self/mountinfo: device and file system. */
async function mountOf(path: string): Promise<{ mountPoint: string; source: string; type: string }> {
  let best = { mountPoint: '', source: '?', type: '?' };
  for (const line of (await readFile('/proc/self/mountinfo', 'utf8')).split('\n')) {
    const [before, after] = line.split(' - ');
    const mountPoint = before?.split(' ')[4];
    const [type, source] = after?.split(' ') ?? [];
    if (!mountPoint || !type || !source) continue;
    const above = path === mountPoint || path.startsWith(mountPoint.endsWith('/') ? mountPoint : `${mountPoint}/`);
    if (above && mountPoint.length >= best.mountPoint.length) best = { mountPoint, source, type };
  }
  return best;
}

async function machineFacts(directory: string): Promise<string> {
  const mount = await mountOf(directory);
  const space = await statfs(directory);
  const free = (space.bavail * space.bsize) / 1e9;
  const cpu = cpus();
  return [
    `Node ${process.version}, ${String(cpu.length)} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1e9).toFixed(1)} GB RAM`,
    `${directory}: ${mount.source} (${mount.type}, mounted on ${mount.mountPoint}), ${free.toFixed(1)} GB free`,
  ].join('\n');
}

function row(label: string, values: readonly number[], digits: number): string {
  const text = (value: number) => value.toFixed(digits);
  return `| ${label} | ${text(median(values))} | ${text(Math.min(...values))} | ${text(Math.max(...values))} |`;
}

function printTable(fetches: Map<string, FetchSample[]>, uploads: readonly UploadSample[]): void {
  const of = (pick: (sample: UploadSample) => number) => uploads.map(pick);
  const rows: [label: string, values: number[], digits: number][] = [];
  for (const [label, samples] of fetches) {
    rows.push([`fetchDirectory, 10,000 children, ${label}: p50 ms`, samples.map((s) => s.p50), 1]);
    rows.push([`fetchDirectory, 10,000 children, ${label}: p95 ms`, samples.map((s) => s.p95), 1]);
  }
  const first = fetches.values().next().value ?? [];
  rows.push(
    ['fetchDirectory response size, MB', first.map((s) => s.bytes / MB), 2],
    ['plain stream copy of 1 GiB + fsync, MB/s', of((s) => s.copyMbps), 0],
    ['POST /v1/documents of 1 GiB (multipart, streamed), MB/s', of((s) => s.uploadMbps), 0],
    ['upload ÷ copy', of((s) => s.uploadMbps / s.copyMbps), 2],
    ['where it goes: SHA-256 of the cached file alone, MB/s', of((s) => s.hashMbps), 0],
    ["where it goes: the server's blob write alone (hash + fsync, no HTTP), MB/s", of((s) => s.storageMbps), 0],
    ['server RSS before the upload, MB', of((s) => s.rssBefore / MB), 0],
    ['server RSS peak during the upload, MB', of((s) => s.rssPeak / MB), 0],
    ['server RSS peak − before, MB', of((s) => (s.rssPeak - s.rssBefore) / MB), 0],
  );
  console.log(
    ['| measure | median | min | max |', '| --- | --- | --- | --- |', ...rows.map((r) => row(...r))].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The bench.

async function signToken(privateKey: CryptoKey): Promise<string> {
  return new SignJWT({ name: 'Бенчмарк', roles: ['staff'], email: 'bench@sevkvartal.ru' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject(ACCOUNT_ID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
}

async function runBench(workDirs: { data: string; files: string }): Promise<void> {
  const [dataStat, filesStat] = await Promise.all([stat(workDirs.data), stat(workDirs.files)]);
  // The comparison is only fair on one device: another disk would measure the disks, not the server.
  if (dataStat.dev !== filesStat.dev) throw new Error('The data directory and the test file are on different devices.');
  const space = await statfs(workDirs.files);
  if (space.bavail * space.bsize < 3.5 * FILE_BYTES) throw new Error(`Not enough free space under ${tmpdir()}.`);
  console.log(await machineFacts(tmpdir()));

  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] };
  const token = await signToken(privateKey);
  const seeded = await seedDatabase(workDirs.data);
  console.log(`Seeded ${String(DOCUMENTS + DIRECTORIES)} children in ${(seeded.ms / 1000).toFixed(1)} s.`);

  const fetches = new Map<string, FetchSample[]>();
  let child = await startChild(workDirs.data, jwks);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const { label, query } of FETCHES) {
        const url = `${child.origin}/v1/directories/${seeded.bigDirectoryId}/fetch${query}`;
        fetches.set(label, [...(fetches.get(label) ?? []), await measureFetch(url, token)]);
      }
    }
  } finally {
    await stopChild(child);
  }

  const source = join(workDirs.files, 'source.bin');
  await writeRandomFile(source, FILE_BYTES);
  const paths = {
    source,
    copy: join(workDirs.files, 'copy.bin'),
    blobDir: join(workDirs.data, 'blobs'),
    storage: await LocalDiskStorage.open(join(workDirs.files, 'blobs')),
  };
  // A fresh server for the uploads: its memory then starts from an idle server, not from the 10,000-item loads.
  child = await startChild(workDirs.data, jwks);
  const uploads: UploadSample[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const sample = await measureUpload(child, token, paths, seeded.uploadDirectoryId, run);
      uploads.push(sample);
      console.log(
        `Upload run ${String(run + 1)}: copy ${sample.copyMbps.toFixed(0)} MB/s, upload ${sample.uploadMbps.toFixed(0)} MB/s, ` +
          `RSS ${(sample.rssBefore / MB).toFixed(0)} → peak ${(sample.rssPeak / MB).toFixed(0)} MB ` +
          `(${String(sample.rssSamples)} samples).`,
      );
    }
  } finally {
    await stopChild(child);
  }
  console.log(
    `\nReference server (SQLite, child process, HTTP on 127.0.0.1), median of ${String(RUNS)} runs; ` +
      `fetch: ${String(TIMED_CALLS)} calls after ${String(WARM_UP_CALLS)} warm-up; server RSS every ${String(RSS_INTERVAL_MS)} ms:\n`,
  );
  printTable(fetches, uploads);
}

async function main(): Promise<void> {
  const workDirs = {
    data: await mkdtemp(join(tmpdir(), 'cde-bench-data-')),
    files: await mkdtemp(join(tmpdir(), 'cde-bench-files-')),
  };
  const removeAll = () => {
    for (const directory of Object.values(workDirs)) rmSync(directory, { recursive: true, force: true });
  };
  // Ctrl-C skips `finally`: the 1 GiB files must go all the same.
  process.once('SIGINT', () => {
    removeAll();
    process.exit(130);
  });
  try {
    await runBench(workDirs);
  } finally {
    agent.destroy();
    removeAll();
  }
}

if (process.argv.includes('--child')) await runChild();
else await main();
