import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, stat, statfs } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import { freePort } from '../mocks/free-port';
import { LocalDiskStorage } from '../server/src/storage/local-disk-storage';
import { stopNginx } from './support/nginx';
import { startWebdav } from './server/webdav-put';
import { signToken, startChild, stopChild } from './server/bench-child';
import { DOCUMENTS, DIRECTORIES, seedDatabase } from './server/seed-big-directory';
import { agent } from './server/bench-http';
import { ACCEPT_JSON_OR_GZIP_FILE } from '../src/api/gzip-file';
import { measureLoadWork, type LoadWork } from './server/load-work';
import { documentRenamer, measureFetchAfterChange } from './server/one-change';
import { createDatabase } from '../server/src/db/database';
import {
  WARM_UP_CALLS,
  TIMED_CALLS,
  RSS_INTERVAL_MS,
  MB,
  median,
  type FetchSample,
  measureFetch,
  writeRandomFile,
  type UploadSample,
  measureUpload,
  FILE_BYTES,
} from './server/measurements';

/**
 * How does the reference server (server/) hold up on this machine? Runs it over SQLite in a child process of its own
 * (so that its memory is its own) and measures, over real HTTP on 127.0.0.1:
 * 1. fetchDirectory (the explorer's load) of a directory of 10,000 children (9,000 documents, 1,000 directories,
 *    inserted straight into the database): p50/p95 of 20 calls after warm-up, A-Z and «changed new to old», and A-Z
 *    with one document renamed in the database before each call (server/one-change.ts); and in this process, without
 *    HTTP, the load cold, warm and after one change against its raw work (server/load-work.ts);
 * 2. POST /v1/documents of a 1 GiB file streamed from disk as multipart, against a plain stream copy of the same file
 *    with fsync on the same file system (the server fsyncs its blobs too) and against Debian's nginx accepting the
 *    same file as a WebDAV PUT on the same disk, fsync'd too (bench/server/webdav-put.ts; needs nginx installed); to tell where the difference goes, also
 *    SHA-256 of the file alone and the server's blob write (LocalDiskStorage) in this process, without HTTP;
 * 3. the server's RSS (/proc/<pid>/status, every 100 ms) during that upload: it streams, so memory stays flat.
 * Each figure is the median of 3 runs with min and max; MB are 10^6 bytes. Linux only (/proc). Needs about 3.5 GB free
 * under os.tmpdir() (one 1 GiB file, and one copy of it at a time); everything written there is removed at the end,
 * also on failure or Ctrl-C.
 * Run: npm run bench:server (BENCH_SERVER_LOADS_ONLY=1: the loads alone, without the uploads and nginx; BENCH_RUNS=n:
 * n runs instead of 3)
 */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const LOADS_ONLY = process.env['BENCH_SERVER_LOADS_ONLY'] === '1';

/** What Ctrl-C must stop besides removing the files (the server children stop with their own handlers). */
const stopOnInterrupt: ChildProcess[] = [];

/** The fetchDirectory variants timed: the default order, and the one the explorer offers for «what changed». */
const FETCHES = [
  { label: 'A-Z', query: '', asks: {} },
  { label: 'changed new to old', query: '?sortType=4', asks: {} },
  // As a browser asks for it: brotli (plugins/compression.ts).
  { label: 'A-Z, brotli', query: '', asks: { acceptEncoding: 'br' } },
  // As the app asks for it: a gzip file of the JSON (server/src/handlers/gzip-file.ts).
  { label: 'A-Z, gzip file', query: '', asks: { acceptEncoding: 'br', accept: ACCEPT_JSON_OR_GZIP_FILE } },
] as const;

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

function printTable(
  fetches: Map<string, FetchSample[]>,
  work: readonly LoadWork[],
  uploads: readonly UploadSample[],
): void {
  const of = (pick: (sample: UploadSample) => number) => uploads.map(pick);
  const rows: [label: string, values: number[], digits: number][] = [
    ['in process: the load, nothing kept (cold), ms', work.map((w) => w.coldMs), 1],
    ['in process: the load, documents kept (warm), ms', work.map((w) => w.warmMs), 1],
    ['in process: the load after one document changed, ms', work.map((w) => w.changedMs), 1],
    ['in process: its raw work (its SQL statements + one JSON.stringify), ms', work.map((w) => w.rawMs), 1],
    ['cold ÷ raw work', work.map((w) => w.coldMs / w.rawMs), 2],
    ['warm ÷ raw work', work.map((w) => w.warmMs / w.rawMs), 2],
    ['after one change ÷ raw work', work.map((w) => w.changedMs / w.rawMs), 2],
  ];
  for (const [label, samples] of fetches) {
    rows.push([`fetchDirectory, 10,000 children, ${label}: p50 ms`, samples.map((s) => s.p50), 1]);
    rows.push([`fetchDirectory, 10,000 children, ${label}: p95 ms`, samples.map((s) => s.p95), 1]);
  }
  const first = fetches.values().next().value ?? [];
  const brotli = fetches.get('A-Z, brotli') ?? [];
  const gzipFile = fetches.get('A-Z, gzip file') ?? [];
  rows.push(
    ['fetchDirectory response size, MB', first.map((s) => s.bytes / MB), 2],
    ['fetchDirectory response size with brotli, MB', brotli.map((s) => s.bytes / MB), 2],
    ['fetchDirectory response size as a gzip file, MB', gzipFile.map((s) => s.bytes / MB), 2],
  );
  if (uploads.length > 0)
    rows.push(
      ['plain stream copy of 1 GiB + fsync, MB/s', of((s) => s.copyMbps), 0],
      ['POST /v1/documents of 1 GiB (multipart, streamed), MB/s', of((s) => s.uploadMbps), 0],
      ['upload ÷ copy', of((s) => s.uploadMbps / s.copyMbps), 2],
      ["nginx's WebDAV PUT of 1 GiB + fsync (Debian's nginx), MB/s", of((s) => s.webdavMbps), 0],
      ['upload ÷ nginx PUT', of((s) => s.uploadMbps / s.webdavMbps), 2],
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

async function runBench(workDirs: { data: string; files: string }): Promise<void> {
  const [dataStat, filesStat] = await Promise.all([stat(workDirs.data), stat(workDirs.files)]);
  // The comparison is only fair on one device: another disk would measure the disks, not the server.
  if (dataStat.dev !== filesStat.dev) throw new Error('The data directory and the test file are on different devices.');
  const space = await statfs(workDirs.files);
  if (!LOADS_ONLY && space.bavail * space.bsize < 3.5 * FILE_BYTES)
    throw new Error(`Not enough free space under ${tmpdir()}.`);
  console.log(await machineFacts(tmpdir()));

  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] };
  const token = await signToken(privateKey);
  const seeded = await seedDatabase(workDirs.data);
  console.log(`Seeded ${String(DOCUMENTS + DIRECTORIES)} children in ${(seeded.ms / 1000).toFixed(1)} s.`);

  const work: LoadWork[] = [];
  for (let run = 0; run < RUNS; run += 1) work.push(await measureLoadWork(workDirs.data, seeded.bigDirectoryId));
  console.log(`One load runs ${String(work[0]?.statements)} SQL statements.`);

  const fetches = new Map<string, FetchSample[]>();
  const child = await startChild(workDirs.data, jwks);
  // Changes made beside the server, as another server process over the same database would make them.
  const db = createDatabase({ dataDir: workDirs.data, databaseUrl: null });
  try {
    const rename = await documentRenamer(db, seeded.bigDirectoryId);
    for (let run = 0; run < RUNS; run += 1) {
      const url = `${child.origin}/v1/directories/${seeded.bigDirectoryId}/fetch`;
      for (const { label, query, asks } of FETCHES)
        fetches.set(label, [...(fetches.get(label) ?? []), await measureFetch(`${url}${query}`, token, asks)]);
      const changed = await measureFetchAfterChange(url, token, rename);
      fetches.set('A-Z, after one change', [...(fetches.get('A-Z, after one change') ?? []), changed]);
    }
  } finally {
    await db.destroy();
    await stopChild(child);
  }
  const uploads: UploadSample[] = [];
  if (!LOADS_ONLY)
    await measureUploads(workDirs, { jwks, token, uploadDirectoryId: seeded.uploadDirectoryId }, uploads);
  console.log(
    `\nReference server (SQLite, child process, HTTP on 127.0.0.1), median of ${String(RUNS)} runs; ` +
      `fetch: ${String(TIMED_CALLS)} calls after ${String(WARM_UP_CALLS)} warm-up; server RSS every ${String(RSS_INTERVAL_MS)} ms:\n`,
  );
  printTable(fetches, work, uploads);
}

/** The 1 GiB uploads against the plain copy and nginx's PUT, each run into `uploads`. */
async function measureUploads(
  workDirs: { data: string; files: string },
  seeded: { jwks: JSONWebKeySet; token: string; uploadDirectoryId: string },
  uploads: UploadSample[],
): Promise<void> {
  const { jwks, token } = seeded;

  const source = join(workDirs.files, 'source.bin');
  await writeRandomFile(source, FILE_BYTES);
  const webdav = { port: await freePort(), root: join(workDirs.files, 'webdav') };
  const nginx = await startWebdav(join(workDirs.files, 'nginx'), webdav.root, webdav.port);
  stopOnInterrupt.push(nginx);
  const paths = {
    source,
    copy: join(workDirs.files, 'copy.bin'),
    blobDir: join(workDirs.data, 'blobs'),
    storage: await LocalDiskStorage.open(join(workDirs.files, 'blobs')),
    webdav,
  };
  // A fresh server for the uploads: its memory then starts from an idle server, not from the 10,000-item loads.
  const child = await startChild(workDirs.data, jwks);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const sample = await measureUpload(child, token, paths, seeded.uploadDirectoryId, run);
      uploads.push(sample);
      console.log(
        `Upload run ${String(run + 1)}: copy ${sample.copyMbps.toFixed(0)} MB/s, nginx PUT ${sample.webdavMbps.toFixed(0)} MB/s, upload ${sample.uploadMbps.toFixed(0)} MB/s, ` +
          `RSS ${(sample.rssBefore / MB).toFixed(0)} → peak ${(sample.rssPeak / MB).toFixed(0)} MB ` +
          `(${String(sample.rssSamples)} samples).`,
      );
    }
  } finally {
    await stopChild(child);
    await stopNginx(nginx);
  }
}

async function main(): Promise<void> {
  const workDirs = {
    data: await mkdtemp(join(tmpdir(), 'cde-bench-data-')),
    files: await mkdtemp(join(tmpdir(), 'cde-bench-files-')),
  };
  const removeAll = () => {
    for (const directory of Object.values(workDirs)) rmSync(directory, { recursive: true, force: true });
  };
  // Ctrl-C skips `finally`: the 1 GiB files and nginx must go all the same.
  process.once('SIGINT', () => {
    for (const child of stopOnInterrupt) child.kill('SIGKILL');
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

await main();
