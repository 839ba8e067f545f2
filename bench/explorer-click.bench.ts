import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { createDatabase } from '../server/src/db/database';
import { freePort } from '../mocks/free-port';
import { findAccountByLogin } from '../server/src/oidc/accounts';
import { analyseTrace, printProfile, traceClick } from './click/click-profile';
import {
  clickAndMeasure,
  InFlight,
  parentPath,
  prepareRound,
  tokenExpiresWithin,
  type ClickSample,
} from './click/click-rounds';
import { measureFirstLoad, type LoadWeight } from './click/first-load';
import { PROBE_SCRIPT } from './click/page-probe';
import { printClickTables, printFirstLoadTable, type DatabaseRun } from './click/report';
import { seedClickDirectories, type ClickSeed } from './click/seed-click-directories';
import { DEMO_PROJECT, ROOT, signInToDemoProject, startProduct, stopProduct } from './support/product';

/**
 * What does a user wait for between clicking a directory and seeing its rows? The real product, as `npm start` runs
 * it (scripts/start.ts: the reference server serving the production build of the app, with the local sign-in and the
 * demo), over SQLite and over PostgreSQL; Debian's Chromium at 1440×900, signed in as `staff`, a non-admin account
 * that works in the demo project through a security group («Проектировщики» on the project's structure entity).
 * Inside the demo project, one directory per size (50, 1,000 and 10,000 children; 10 % directories and 90 % documents
 * with a PDF version, as bench/server.bench.ts) is written straight into the running product's database
 * (click/seed-click-directories.ts).
 *
 * A round (click/click-rounds.ts): open the demo project by a full navigation, so that the app starts afresh from the
 * token in storage and its react-query cache is empty (the click below always loads; within 30 s a second visit would
 * be served from the cache without a request); wait for its rows to be painted, open its node in the tree, wait until
 * no request is in flight and the main thread has been idle; then click the directory's node in the tree (a single
 * click on a link, as a user opens a directory) and wait until its first row is painted. One warm-up round per size
 * (it warms the server: JIT, the database's pages), then 5 measured rounds, the sizes taken in turn. Each figure is the
 * median (min–max) of the rounds; all times come from the page's own clock (performance.now()):
 *   click → rows painted          the click event's timeStamp → the first animation frame after the directory's first
 *                                 row is in the DOM has run its style, layout and paint (click/page-probe.ts: a
 *                                 MutationObserver finds the row, requestAnimationFrame, then a MessageChannel message
 *                                 posted from that frame marks the moment the frame's main-thread work is done);
 *   click → request leaves        Resource Timing of the load (GET /v1/directories/{id}/fetch, the explorer's
 *                                 useFetchDirectory): startTime − the click's timeStamp;
 *   server time to first byte     responseStart − requestStart of that entry (the server's work and loopback);
 *   download                      responseEnd − responseStart (brotli, as Chromium asks for it);
 *   parse → rows in the DOM       responseEnd → rows painted (JSON parsing, react-query, React's render of the list
 *                                 and the frame that paints it).
 * The last four add up to the first, apart from the short stall between startTime and requestStart (shown in the
 * detailed table, with the click's Event Timing: input delay, handlers, history.pushState).
 * The first-load weight (click/first-load.ts): the demo project opened cold in a new browser context (empty HTTP cache)
 * with the token in storage, then reloaded; 3 times, the median.
 * Where the time of a click goes (click/click-profile.ts): a performance trace with the V8 sampling profiler of one
 * more click on the smallest directory (50 items by default), on the first database, split at the request, its last
 * byte and the rows; not a measured round (tracing slows the page down).
 *
 * Run: npm run bench:click [-- --only sqlite|postgres] [--sizes 50,1000] [--rounds 5] [--port N (default: a free one)]
 *      [--trace file.json] (writes the profiled click's trace, to open in DevTools' Performance panel).
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://cde:cde@127.0.0.1:5432/postgres) names a role that may create
 * databases; the bench creates cde_bench_click there and drops it at the end. Everything it starts (the product, the
 * browser) is stopped and its temporary directory removed, also on failure and on Ctrl-C.
 */

const LOGIN = 'staff';
const VIEWPORT = { width: 1440, height: 900 };
const WARM_UP_ROUNDS = 1;
const FIRST_LOAD_RUNS = 3;
/** The token lasts 10 minutes: a round never starts with less than this left (a renewal would land in the round). */
const TOKEN_MARGIN_MS = 120_000;
const POSTGRES_DATABASE = 'cde_bench_click';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    sizes: { type: 'string', default: '50,1000,10000' },
    rounds: { type: 'string', default: '5' },
    port: { type: 'string' },
    trace: { type: 'string' },
  },
});
const sizes = [...new Set(options.sizes.split(',').map((size) => Number(size.replaceAll('_', ''))))];
const rounds = Number(options.rounds);
const fixedPort = options.port === undefined ? undefined : Number(options.port);
if (sizes.some((size) => !Number.isInteger(size) || size < 1 || size > 100_000) || sizes.length === 0)
  throw new Error(`--sizes takes numbers of children from 1 to 100,000, comma-separated: ${options.sizes}`);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds takes a positive number: ${options.rounds}`);
if (fixedPort !== undefined && (!Number.isInteger(fixedPort) || (fixedPort >= 8092 && fixedPort <= 8097)))
  throw new Error(`--port takes a port number outside 8092–8097 (kept for other work): ${String(options.port)}`);
const KINDS = ['sqlite', 'postgres'] as const;
const kinds = KINDS.filter((kind) => options.only === undefined || options.only === kind);
if (kinds.length === 0) throw new Error(`--only takes sqlite or postgres: ${String(options.only)}`);
const postgresAdminUrl = process.env['BENCH_POSTGRES_URL'] ?? 'postgres://cde:cde@127.0.0.1:5432/postgres';

// ---------------------------------------------------------------------------------------------------------------------
// Clean-up: whatever was started is stopped in reverse order, on success, failure, Ctrl-C or SIGTERM.

const cleanups: { label: string; run: () => Promise<unknown> }[] = [];
function onCleanup(label: string, run: () => Promise<unknown>): () => Promise<void> {
  const entry = { label, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    // Gone from the list: the clean-up (an interruption) has run it, or is running it, already.
    if (index < 0) return;
    cleanups.splice(index, 1);
    await run();
  };
}
let cleaning: Promise<void> | undefined;
let stopping = false;
/** Runs every clean-up once, the last registered first; a second call waits for the first. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let entry = cleanups.pop(); entry; entry = cleanups.pop()) {
      if (stopping) console.error(`  stopping ${entry.label}…`);
      try {
        await entry.run();
      } catch (error) {
        console.error(`Clean-up of ${entry.label} failed:`, error);
      }
    }
  })();
  return cleaning;
}
let interrupted: Promise<never> | undefined;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  // Kept for good (not `once`): Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a
  // second signal without a listener would end it in the middle of its clean-up.
  process.on(signal, () => {
    if (stopping) return;
    console.error(`\n${signal}: stopping…`);
    stopping = true;
    interrupted = cleanUp().then(() => process.exit(code));
  });
}

/** Fails early, with a clear message, when something else listens on the port given. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => {
        reject(new Error(`Port ${String(port)} is in use: pass another with --port.`));
      })
      .listen(port, '127.0.0.1', () => {
        probe.close(() => {
          resolve();
        });
      });
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// One database.

async function withPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    // A database left by an interrupted run goes first.
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_DATABASE}`);
  } finally {
    await admin.end();
  }
  onCleanup(`the database ${POSTGRES_DATABASE}`, async () => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_DATABASE} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${POSTGRES_DATABASE}`;
  return url.href;
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** Signs in (again: the token's cookies and storage are cleared first when `again`). */
async function signIn(context: BrowserContext, page: Page, again: boolean): Promise<void> {
  if (again) {
    await context.clearCookies();
    await page.evaluate('localStorage.clear()');
  }
  await signInToDemoProject(page, LOGIN);
}

async function measureClicks(
  page: Page,
  context: BrowserContext,
  seed: ClickSeed,
): Promise<Map<number, ClickSample[]>> {
  const inFlight = new InFlight(page);
  const samples = new Map<number, ClickSample[]>(seed.cases.map((target) => [target.size, []]));
  for (let round = -WARM_UP_ROUNDS; round < rounds; round += 1) {
    for (const target of seed.cases) {
      if (await tokenExpiresWithin(page, TOKEN_MARGIN_MS)) await signIn(context, page, true);
      await prepareRound(page, inFlight, seed, target);
      const sample = await clickAndMeasure(page, target);
      if (round >= 0) samples.get(target.size)?.push(sample);
      console.log(
        `  ${round < 0 ? 'warm-up' : `round ${String(round + 1)}`}, ${target.label}: rows painted ${sample.rowsPainted.toFixed(0)} ms ` +
          `(request leaves ${sample.requestLeaves.toFixed(0)}, TTFB ${sample.ttfb.toFixed(0)}, download ${sample.download.toFixed(0)}, ` +
          `parse → rows ${sample.parse.toFixed(0)})`,
      );
    }
  }
  return samples;
}

async function profileSmallest(page: Page, seed: ClickSeed): Promise<NonNullable<DatabaseRun['profile']>> {
  const target = seed.cases.reduce((smallest, candidate) => (candidate.size < smallest.size ? candidate : smallest));
  const inFlight = new InFlight(page);
  await prepareRound(page, inFlight, seed, target);
  const { events, result } = await traceClick(page, () => clickAndMeasure(page, target));
  if (options.trace) await writeFile(options.trace, JSON.stringify({ traceEvents: events }));
  const note =
    `one ${target.label} click, traced (tracing slows the page: rows painted after ${result.rowsPainted.toFixed(0)} ms, ` +
    `the request left after ${result.requestLeaves.toFixed(0)} ms)`;
  return { note, parts: analyseTrace(events, target.directoryId, join(ROOT, 'dist/assets')) };
}

async function runDatabase(browser: Browser, kind: 'sqlite' | 'postgres', profile: boolean): Promise<DatabaseRun> {
  // A port the system has free (never one of 8092–8097), unless one is given.
  let port = fixedPort ?? (await freePort());
  while (fixedPort === undefined && port >= 8092 && port <= 8097) port = await freePort();
  if (fixedPort !== undefined) await ensurePortFree(fixedPort);
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const dataDir = await mkdtemp(join(tmpdir(), `cde-bench-click-${kind}-`));
  onCleanup(dataDir, () => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'postgres' ? await withPostgresDatabase() : null;
  const label = databaseUrl ? `PostgreSQL ${await postgresVersion(databaseUrl)}` : 'SQLite';
  console.log(`\n${label}: starting the product on ${baseURL}…`);
  let stopped = false;
  let stop: () => Promise<unknown> = () => Promise.resolve();
  const product = await startProduct(
    dataDir,
    port,
    {},
    {
      databaseUrl,
      onSpawn: (child) => {
        stop = onCleanup('the product', () => {
          stopped = true;
          return stopProduct(child);
        });
      },
    },
  );
  // The product ending by itself fails the run at once, instead of after a round's timeout.
  const productGone = new Promise<never>((_resolve, reject) => {
    product.once('exit', (code, signal) => {
      if (!stopped) reject(new Error(`The product exited (${String(signal ?? code)}) in the middle of the run.`));
    });
  });
  productGone.catch(() => undefined);
  const whileUp = <T>(work: Promise<T>) => Promise.race([work, productGone]);

  const db = createDatabase({ dataDir, databaseUrl });
  let seed: ClickSeed;
  const seedStarted = performance.now();
  try {
    const authorId = findAccountByLogin(LOGIN)?.id ?? '';
    seed = await seedClickDirectories(db, { projectName: DEMO_PROJECT, sizes, authorId, postgres: !!databaseUrl });
  } finally {
    await db.destroy();
  }
  console.log(`Seeded ${sizes.join(', ')} children in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);

  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  const closeContext = onCleanup('the browser context', () => context.close());
  const page = await context.newPage();
  await page.addInitScript(PROBE_SCRIPT);
  await whileUp(signIn(context, page, false));

  console.log('First load (cold, then a reload)…');
  const firstLoads: { cold: LoadWeight; warm: LoadWeight }[] = [];
  for (let run = 0; run < FIRST_LOAD_RUNS; run += 1) {
    if (await tokenExpiresWithin(page, TOKEN_MARGIN_MS)) await signIn(context, page, true);
    const storageState = await context.storageState();
    firstLoads.push(
      await whileUp(measureFirstLoad(browser, { baseURL, viewport: VIEWPORT, storageState }, parentPath(seed))),
    );
  }

  console.log(`Clicks (${String(WARM_UP_ROUNDS)} warm-up and ${String(rounds)} measured rounds per size)…`);
  const clicks = await whileUp(measureClicks(page, context, seed));
  const profileParts = profile ? await whileUp(profileSmallest(page, seed)) : undefined;
  await closeContext();
  await stop();
  return { label, cases: seed.cases, clicks, firstLoads, profile: profileParts };
}

// ---------------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    // The bench's own handlers close everything in order (the product and the database too).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup('the browser', () => browser.close());
  const load = loadavg().map((value) => value.toFixed(2));
  const cpu = cpus();
  const runs: DatabaseRun[] = [];
  for (const [index, kind] of kinds.entries()) runs.push(await runDatabase(browser, kind, index === 0));

  console.log('\n## Machine\n');
  console.log(
    `${String(cpu.length)} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1e9).toFixed(1)} GB RAM; Node ${process.version}; ` +
      `Chromium ${browser.version()} (headless, ${String(VIEWPORT.width)}×${String(VIEWPORT.height)}); ${runs.map((run) => run.label).join(', ')}; ` +
      `load average ${load.join(' / ')} at the start, ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')} at the end (1 / 5 / 15 min).`,
  );
  for (const run of runs) {
    printClickTables(run, rounds);
    printFirstLoadTable(run);
  }
  const profiled = runs.find((run) => run.profile);
  if (profiled?.profile) {
    console.log(`\n## Where the time goes: ${profiled.profile.note}, ${profiled.label}`);
    printProfile(profiled.profile.parts);
  }
}

try {
  await main();
} catch (error) {
  // Interrupted, the run fails where it stood: the signal's clean-up and exit code are what matter then.
  if (!interrupted) throw error;
} finally {
  await cleanUp();
  if (interrupted) await interrupted;
}
