import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { carriesBytes, loadContractOperations, pathParameters } from '../conformance/contract-model';
import { GZIP_FILE_TYPE, mediaRange } from '../server/src/handlers/gzip-file';
import { startStandInEditor } from '../e2e/support/stand-in-editor';
import { ensureAppBuild } from './ensure-app-build';

/**
 * The Playwright journeys of e2e/server against the real product (`npm start`): on PostgreSQL (TEST_DATABASE_URL, a
 * schema of its own), and on the embedded SQLite with `prism proxy --errors` between the app and the API, where any
 * request or response that breaks the contract fails the journey. Those two cover both databases and both ways the
 * app reaches the API; `--only sqlite` adds SQLite without the proxy, which the default leaves out to keep CI short.
 */
const RUNS = ['sqlite', 'postgres', 'contract'] as const;
const DEFAULT_RUNS = ['postgres', 'contract'] as const satisfies readonly Run[];
type Run = (typeof RUNS)[number];

/** Positionals go to Playwright as they are: spec files or filters, e.g. `-- e2e/server/office.spec.ts`. */
const { values, positionals } = parseArgs({
  options: { only: { type: 'string', multiple: true } },
  allowPositionals: true,
});
const isRun = (value: string): value is Run => RUNS.some((run) => run === value);
const chosen: Run[] = values.only?.filter(isRun) ?? [...DEFAULT_RUNS];
if (values.only && chosen.length !== values.only.length) {
  console.error(`--only takes ${RUNS.join(', ')}; got ${values.only.join(', ')}`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const PRODUCT_PORT = 8092;
const FRONT_PORT = 8094;
const PRISM_PORT = 8095;
/** Where the product sends mail: the invitation journey starts a real SMTP receiver there (E2E_SMTP_PORT). */
const SMTP_PORT = 8096;
/** A stand-in for the office editor (Collabora Online), which no test machine runs: e2e/support/stand-in-editor.ts. */
const EDITOR_PORT = 8097;
const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Everything a child printed, by child: the contract run reads Prism's findings from it. */
const outputs = new WeakMap<ChildProcess, string[]>();

function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const lines: string[] = [];
  outputs.set(child, lines);
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      lines.push(...String(chunk).split('\n'));
      if (ready.test(output)) resolvePromise(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (process.env['E2E_VERBOSE']) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  child.kill('SIGTERM');
  await exited;
}

function startProduct(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return startChild(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], env, /The app:/);
}

/**
 * The operations whose request or answer is bytes. Prism's proxy reads every body as text (UTF-8), so a PDF, a DWG
 * upload or a zip would reach the other side corrupted; these calls go to the product directly, and their answers are
 * checked by the conformance kit and the server's tests instead.
 */
const byteOperations = loadContractOperations().filter(carriesBytes);
const carriedAsBytes = (method: string, url: string) =>
  byteOperations.some((operation) => operation.method === method && pathParameters(operation, url) !== null);

/** An Accept header without application/gzip (GZIP_FILE_TYPE), whose bytes Prism's proxy would corrupt. */
function withoutGzipFile(accept: string | string[] | undefined): string | string[] | undefined {
  if (typeof accept !== 'string') return accept;
  return accept
    .split(',')
    .filter((range) => mediaRange(range).type !== GZIP_FILE_TYPE)
    .join(',');
}

/** The app's one origin: /v1 through Prism's proxy (which knows no base path, hence the prefix taken off), all else to the product. */
function startFront(productPort: number): Promise<() => Promise<void>> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const toPrism = url.startsWith('/v1/') && !carriedAsBytes(req.method ?? 'GET', url.slice('/v1'.length));
    // Prism reads the product's answer as text and checks it: it gets it uncompressed (Accept-Encoding dropped), and
    // as JSON rather than as fetchDirectory's gzip file (application/gzip taken out of Accept).
    const plainHeaders = Object.fromEntries(
      Object.entries(req.headers)
        .filter(([name]) => name !== 'accept-encoding')
        .map(([name, value]) => [name, name === 'accept' ? withoutGzipFile(value) : value]),
    );
    const upstream = request(
      {
        host: HOST,
        port: toPrism ? PRISM_PORT : productPort,
        method: req.method,
        path: toPrism ? url.slice('/v1'.length) : url,
        headers: toPrism ? plainHeaders : req.headers,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
    req.pipe(upstream);
  });
  // The live channel's WebSocket upgrades (/hubs/…) go to the product as they are: Prism knows no hub.
  const sockets = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = connect(productPort, HOST, () => {
      const headers = Object.entries(req.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((item) => `${name}: ${item}`),
      );
      upstream.write([`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(FRONT_PORT, HOST, () => {
      resolvePromise(
        () =>
          new Promise((closed) => {
            server.closeAllConnections();
            for (const socket of sockets) socket.destroy();
            server.close(() => {
              closed();
            });
          }),
      );
    });
  });
}

/** Runs Playwright without blocking this process, whose event loop serves the front of the contract run. */
async function playwright(baseUrl: string, run: Run): Promise<boolean> {
  console.log(`\n— e2e journeys against the reference server: ${run} —`);
  const child = spawn('npx', ['playwright', 'test', '-c', 'playwright.server.config.ts', ...positionals], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_RUN: run, E2E_SMTP_PORT: String(SMTP_PORT) },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0;
}

async function withPostgresSchema<T>(url: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const schema = `e2e_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const separator = url.includes('?') ? '&' : '?';
    return await work(`${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

async function runJourneys(run: Run): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), `cde-e2e-${run}-`));
  const base = {
    DATA_DIR: dataDir,
    HOST,
    PORT: String(PRODUCT_PORT),
    SMTP_URL: `smtp://${HOST}:${String(SMTP_PORT)}`,
    // The notifications journey waits for its e-mail digest seconds, not the five minutes of an installation.
    NOTIFICATION_DIGEST_SECONDS: '2',
    COLLABORA_URL: `http://${HOST}:${String(EDITOR_PORT)}`,
  };
  try {
    if (run === 'sqlite') {
      const product = await startProduct(base);
      try {
        return await playwright(`http://${HOST}:${String(PRODUCT_PORT)}/0/`, run);
      } finally {
        await stopChild(product);
      }
    }
    if (run === 'postgres') {
      const url = process.env['TEST_DATABASE_URL'];
      if (!url) throw new Error('The PostgreSQL journeys need TEST_DATABASE_URL, as .ci/run sets it.');
      return await withPostgresSchema(url, async (databaseUrl) => {
        const product = await startProduct({ ...base, DATABASE_URL: databaseUrl });
        try {
          return await playwright(`http://${HOST}:${String(PRODUCT_PORT)}/0/`, run);
        } finally {
          await stopChild(product);
        }
      });
    }
    const front = `http://${HOST}:${String(FRONT_PORT)}`;
    const product = await startProduct({ ...base, PUBLIC_URL: front });
    const prism = await startChild(
      process.execPath,
      [
        prismCli,
        'proxy',
        'openapi/v1.yaml',
        `http://${HOST}:${String(PRODUCT_PORT)}/v1`,
        '--errors',
        '--host',
        HOST,
        '--port',
        String(PRISM_PORT),
      ],
      {},
      /Prism is listening/,
    );
    const closeFront = await startFront(PRODUCT_PORT);
    try {
      const passed = await playwright(`${front}/0/`, run);
      // A violation fails the request the app made; a journey that shrugged it off must fail all the same.
      const violations = (outputs.get(prism) ?? []).filter((line) => /Violation|✖\s+error/.test(line));
      if (violations.length > 0) console.error(`Prism found contract violations:\n${violations.join('\n')}`);
      return passed && violations.length === 0;
    } finally {
      await closeFront();
      await stopChild(prism);
      await stopChild(product);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await ensureAppBuild(root, join(root, 'dist'));
const closeEditor = await startStandInEditor(HOST, EDITOR_PORT);
const failed: Run[] = [];
for (const run of chosen) if (!(await runJourneys(run))) failed.push(run);
await closeEditor();
if (failed.length > 0) {
  console.error(`\nThe journeys failed against: ${failed.join(', ')}`);
  process.exit(1);
}
