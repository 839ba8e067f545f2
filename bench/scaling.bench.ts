import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../mocks/free-port';
import { CORES, cpuDuring, type CpuShares } from './scaling/cpu-usage';
import { startHelloWorld, load, type LoadResult } from './scaling/load';
import { startProxy } from './scaling/nginx';
import { stopNginx } from './support/nginx';
import { seedThroughApi } from './scaling/seed-through-api';
import { accessToken, median, signInToDemoProject, startProduct, stopProduct } from './support/product';

/**
 * More than one process (issue 20, docs/scaling.md): the reference server over one PostgreSQL and one blob store, as
 * one and as two processes behind Debian's nginx running docs/nginx/cde.conf, under a mixed read workload of
 * autocannon (10 connections, as a staff account that works through a security group); and the 50-item load of one
 * process against Fastify's hello world on the same machine, over PostgreSQL and over SQLite (`npm start`'s
 * installation). Rounds alternate the cases so that the machine's drift spreads over all of them; median (min–max) of
 * the rounds.
 * Needs nginx (Debian's `nginx-light` or `nginx`), Chromium at /usr/bin/chromium (to sign in as a person does) and a
 * PostgreSQL where BENCH_DATABASE_ADMIN_URL (default postgres://cde:cde@127.0.0.1:5432/cde_test) may create the
 * database `cde_bench_scaling`, which is dropped at the end.
 * Run: npm run bench:scaling [-- --rounds 3 --seconds 10]
 */
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : Number(process.argv[index + 1]);
};
const ROUNDS = argument('rounds', 3);
const SECONDS = argument('seconds', 10);
const CONNECTIONS = 10;
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://cde:cde@127.0.0.1:5432/cde_test';
const DATABASE = 'cde_bench_scaling';

const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const show = (results: LoadResult[]) => {
  const rps = results.map((result) => result.rps);
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  const failed = results.flatMap((result) => result.failed);
  return {
    rps: `${median(rps).toFixed(0)} (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})`,
    latency: `${String(median(results.map((result) => result.p50)))} / ${String(median(results.map((result) => result.p99)))} ms`,
    failures: failed.length > 0 ? `${String(failures)} (${failed.join(', ')})` : String(failures),
  };
};

async function main(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).href;
  const dataDir = await mkdtemp(join(tmpdir(), 'cde-scaling-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  const [one, two, nginxOne, nginxTwo] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const proxied = `http://127.0.0.1:${String(nginxTwo)}`;
  // Both processes share the database and the blob directory; people reach them through the proxy.
  const env = { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: proxied };
  const servers: ChildProcess[] = [];
  for (const port of [one, two]) {
    const child = await startProduct(dataDir, port, env, { databaseUrl });
    servers.push(child);
    children.push(child);
    cleanups.push(() => stopProduct(child));
  }
  const nginxPrefix = await mkdtemp(join(tmpdir(), 'cde-nginx-'));
  cleanups.push(() => rm(nginxPrefix, { recursive: true, force: true }));
  const proxies: ChildProcess[] = [];
  for (const [port, upstream, name] of [
    [nginxOne, [one], 'one'],
    [nginxTwo, [one, two], 'two'],
  ] as const) {
    const nginx = await startProxy(join(nginxPrefix, name), port, upstream);
    proxies.push(nginx);
    children.push(nginx);
    cleanups.push(() => stopNginx(nginx));
  }

  // The installation of `npm start` (SQLite, one process), for the same 50-item load.
  const sqliteDir = await mkdtemp(join(tmpdir(), 'cde-scaling-sqlite-'));
  cleanups.push(() => rm(sqliteDir, { recursive: true, force: true }));
  const sqlitePort = await freePort();
  const sqliteOrigin = `http://127.0.0.1:${String(sqlitePort)}`;
  const sqliteProduct = await startProduct(sqliteDir, sqlitePort, {}, { databaseUrl: null });
  children.push(sqliteProduct);
  cleanups.push(() => stopProduct(sqliteProduct));

  // A person signs in through the proxy, which spreads the sign-in's requests over both processes.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: proxied });
  const projectId = await signInToDemoProject(page, 'staff');
  const token = await accessToken(page);
  const sqlitePage = await browser.newPage({ baseURL: sqliteOrigin });
  const sqliteProjectId = await signInToDemoProject(sqlitePage, 'staff');
  const sqliteToken = await accessToken(sqlitePage);
  await browser.close();
  const seeded = await seedThroughApi(proxied, token, projectId, { directories: 5, documents: 45 });
  const sqliteSeeded = await seedThroughApi(sqliteOrigin, sqliteToken, sqliteProjectId, {
    directories: 5,
    documents: 45,
  });

  const headers = { authorization: `Bearer ${token}` };
  const fetch50 = `/v1/directories/${seeded.directoryId}/fetch`;
  const mixed = [
    fetch50,
    `/v1/directories/${projectId}/children`,
    `/v1/documents/${seeded.documentId}`,
    '/v1/application',
    `/v1/directories/${seeded.directoryId}/ancestors/names`,
    '/v1/pinned-directories',
  ];
  const hello = await startHelloWorld();
  children.push(hello.child);
  cleanups.push(() => stopProduct(hello.child));

  const results: Record<string, LoadResult[]> = { hello: [], fetch: [], fetchBrotli: [], sqlite: [], one: [], two: [] };
  const cpuShares: Record<string, CpuShares[]> = {};
  const pid = (child: ChildProcess | undefined) => child?.pid ?? 0;
  const [serverOne, serverTwo, proxyOne, proxyTwo] = [servers[0], servers[1], proxies[0], proxies[1]].map(pid) as [
    number,
    number,
    number,
    number,
  ];
  // Each case's load, and where the machine's CPU went meanwhile.
  const measured = async (
    name: string,
    pids: Parameters<typeof cpuDuring>[0],
    run: () => Promise<LoadResult>,
  ): Promise<void> => {
    const { result, shares } = await cpuDuring(pids, run);
    results[name]?.push(result);
    (cpuShares[name] ??= []).push(shares);
  };
  const options = { connections: CONNECTIONS, seconds: SECONDS };
  // As browsers ask: compressed (the 50-item answer crosses as 3.4 kB instead of 50 kB, and the server pays brotli).
  const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  for (let round = 0; round < ROUNDS; round += 1) {
    await measured('hello', { servers: [pid(hello.child)] }, () => load(hello.origin, ['/'], options));
    await measured('fetch', { servers: [serverOne], database: DATABASE }, () =>
      load(`http://127.0.0.1:${String(one)}`, [fetch50], { ...options, headers }),
    );
    await measured('fetchBrotli', { servers: [serverOne], database: DATABASE }, () =>
      load(`http://127.0.0.1:${String(one)}`, [fetch50], { ...options, headers: browserHeaders }),
    );
    await measured('sqlite', { servers: [pid(sqliteProduct)] }, () =>
      load(sqliteOrigin, [`/v1/directories/${sqliteSeeded.directoryId}/fetch`], {
        ...options,
        headers: { authorization: `Bearer ${sqliteToken}` },
      }),
    );
    await measured('one', { servers: [serverOne], nginxMasters: [proxyOne], database: DATABASE }, () =>
      load(`http://127.0.0.1:${String(nginxOne)}`, mixed, { ...options, headers: browserHeaders }),
    );
    await measured('two', { servers: [serverOne, serverTwo], nginxMasters: [proxyTwo], database: DATABASE }, () =>
      load(proxied, mixed, { ...options, headers: browserHeaders }),
    );
    process.stdout.write(`round ${String(round + 1)} of ${String(ROUNDS)} done\n`);
  }

  const rows: [string, LoadResult[]][] = [
    ['Fastify hello world, one process', results['hello'] ?? []],
    ['fetchDirectory of 50 items, one process, direct', results['fetch'] ?? []],
    ['fetchDirectory of 50 items, one process, direct, compressed', results['fetchBrotli'] ?? []],
    ['fetchDirectory of 50 items, one process over SQLite, direct', results['sqlite'] ?? []],
    ['mixed reads through nginx, one server process', results['one'] ?? []],
    ['mixed reads through nginx, two server processes', results['two'] ?? []],
  ];
  const cpu = cpus();
  console.log(
    `\n${String(cpu.length)} × ${cpu[0]?.model ?? '?'}, Node ${process.version}; ${String(ROUNDS)} rounds of ${String(SECONDS)} s, ${String(CONNECTIONS)} connections\n`,
  );
  console.log('| case | requests/s | latency p50 / p99 | failed |');
  console.log('| --- | --- | --- | --- |');
  for (const [label, values] of rows) {
    const shown = show(values);
    console.log(`| ${label} | ${shown.rps} | ${shown.latency} | ${shown.failures} |`);
  }
  const percent = (name: string, pick: (shares: CpuShares) => number) =>
    `${median((cpuShares[name] ?? []).map(pick)).toFixed(0)} %`;
  console.log(
    `\nWhere the CPU went (median of the rounds, % of one core; this machine has ${String(CORES)} cores, ${String(CORES * 100)} %):\n`,
  );
  console.log('| case | servers | nginx | PostgreSQL | load generator | others | idle |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, name] of [
    ['Fastify hello world, one process', 'hello'],
    ['fetchDirectory of 50 items, one process, direct', 'fetch'],
    ['fetchDirectory of 50 items, one process, direct, compressed', 'fetchBrotli'],
    ['fetchDirectory of 50 items, one process over SQLite, direct', 'sqlite'],
    ['mixed reads through nginx, one server process', 'one'],
    ['mixed reads through nginx, two server processes', 'two'],
  ] as const)
    console.log(
      `| ${label} | ${[
        percent(name, (shares) => shares.servers),
        percent(name, (shares) => shares.nginx),
        percent(name, (shares) => shares.postgres),
        percent(name, (shares) => shares.loadGenerator),
        percent(name, (shares) => shares.others),
        percent(name, (shares) => shares.idle),
      ].join(' | ')} |`,
    );
  const ratio = (a: LoadResult[] = [], b: LoadResult[] = []) =>
    (median(a.map((result) => result.rps)) / median(b.map((result) => result.rps))).toFixed(3);
  console.log(`\n50-item load ÷ hello world: ${ratio(results['fetch'], results['hello'])}×`);
  console.log(`50-item load, compressed, ÷ hello world: ${ratio(results['fetchBrotli'], results['hello'])}×`);
  console.log(`50-item load over SQLite ÷ hello world: ${ratio(results['sqlite'], results['hello'])}×`);
  console.log(`two processes ÷ one: ${ratio(results['two'], results['one'])}×`);
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});
try {
  await main();
} finally {
  await cleanUp();
}
