import { randomUUID } from 'node:crypto';
import type { Db } from '../server/src/db/database';
import { onBenchDatabases } from './server/bench-databases';
import { loadStatistics, statisticsPeriod } from '../server/src/services/statistics.service';

/**
 * How fast does the dashboard answer over a year of events? Seeds a database with 200,000 events spread over 2025
 * (two thirds directory loads, type 16, as the explorer writes one per opened directory; the rest uploads, downloads,
 * deletions, agreements and other actions of 300 accounts) and 20,000 documents with 30,000 versions in 2,000
 * directories, 100 of them in the trash; then times loadStatistics (the handler's work, without HTTP) for the whole
 * year, one month and one day: the median, min and max of 7 calls after 2 warm-up calls. SQLite in a temporary file
 * always; PostgreSQL too when TEST_DATABASE_URL is set (in a schema of its own, dropped at the end).
 * Run: npx tsx bench/statistics.bench.ts
 */
const EVENTS = 200_000;
const ACCOUNTS = 300;
const DIRECTORIES = 2_000;
const DOCUMENTS = 20_000;
const WARM_UP = 2;
const RUNS = 7;
const YEAR_START = Date.UTC(2025, 0, 1);
const YEAR_MS = 365 * 86_400_000;

/** Event types by share of the log: loads dominate, as in real use. */
const MIX: readonly [type: number, share: number][] = [
  [16, 0.66],
  [10, 0.14],
  [6, 0.08],
  [9, 0.04],
  [1, 0.02],
  [7, 0.02],
  [11, 0.01],
  [17, 0.01],
  [13, 0.01],
  [5, 0.01],
];

/** A deterministic generator, so that every run seeds the same log. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

async function seed(db: Db): Promise<void> {
  const next = random(42);
  const accounts = Array.from({ length: ACCOUNTS }, () => randomUUID());
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const typeOf = () => {
    let roll = next();
    for (const [type, share] of MIX) {
      roll -= share;
      if (roll <= 0) return type;
    }
    return 16;
  };
  const events = Array.from({ length: EVENTS }, () => ({
    id: randomUUID(),
    type: typeOf(),
    account_id: pick(accounts),
    directory_id: null,
    document_id: null,
    details: '{}',
    created_at: new Date(YEAR_START + Math.floor(next() * YEAR_MS)).toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    await insertChunked(events, (chunk) => trx.insertInto('events').values(chunk).execute(), 300);
  });

  const now = new Date().toISOString();
  const tops = Array.from({ length: 20 }, () => randomUUID());
  const directories = Array.from({ length: DIRECTORIES }, (_, index) => {
    const top = tops[index % tops.length] as string;
    const isTop = index < tops.length;
    const id = isTop ? top : randomUUID();
    return {
      id,
      name: `Каталог ${String(index)}`,
      name_key: `каталог ${String(index)}`,
      parent_id: isTop ? null : top,
      skeleton_entity_id: null,
      metadata: '[]',
      allow_upload_documents: 1,
      allow_create_directory: 1,
      depth: isTop ? 0 : 1,
      ancestor_ids: JSON.stringify(isTop ? [] : [top]),
      created_at: now,
      updated_at: now,
      deleted_at: !isTop && index % 20 === 0 ? now : null,
      deleted_by: null,
    };
  });
  const documents = Array.from({ length: DOCUMENTS }, (_, index) => ({
    id: randomUUID(),
    name: `Документ ${String(index)}.pdf`,
    name_key: `документ ${String(index)}.pdf`,
    parent_id: (directories[index % DIRECTORIES] as { id: string }).id,
    author_id: pick(accounts),
    head_index: 0,
    disabled: 0,
    agreed: 0,
    agree_status: -1,
    metadata: '[]',
    created_at: now,
    updated_at: now,
    deleted_at: index % 50 === 0 ? now : null,
    deleted_by: null,
  }));
  const versions = documents.flatMap((document, index) =>
    Array.from({ length: index % 2 === 0 ? 2 : 1 }, (_, version) => ({
      document_id: document.id,
      index: version,
      master_index: version - 1,
      is_active: 1,
      blob_key: randomUUID(),
      size: 100_000 + Math.floor(next() * 10_000_000),
      media_type: 'application/pdf',
      extension: '.pdf',
      name: document.name,
      author_id: document.author_id,
      sha256: '',
      tangl_version_id: null,
      job_id: null,
      upload_state: null,
      created_at: now,
      updated_at: now,
    })),
  );
  await db.transaction().execute(async (trx) => {
    await insertChunked(directories, (chunk) => trx.insertInto('directories').values(chunk).execute(), 200);
    await insertChunked(documents, (chunk) => trx.insertInto('documents').values(chunk).execute(), 200);
    await insertChunked(versions, (chunk) => trx.insertInto('versions').values(chunk).execute(), 200);
  });
}

const PERIODS = [
  { label: 'a year (2025)', from: '2025-1-1', to: '2025-12-31' },
  { label: 'a month (November)', from: '2025-11-1', to: '2025-11-30' },
  { label: 'a day', from: '2025-11-15', to: '2025-11-15' },
] as const;

async function measure(label: string, db: Db): Promise<void> {
  const seeding = performance.now();
  await seed(db);
  console.log(`${label}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  for (const period of PERIODS) {
    const run = () => loadStatistics(db, statisticsPeriod(period.from, period.to));
    for (let index = 0; index < WARM_UP; index += 1) await run();
    const samples: number[] = [];
    let last = await run();
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      last = await run();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)] ?? 0;
    console.log(
      `  ${period.label.padEnd(20)} median ${median.toFixed(1)} ms (min ${(samples[0] ?? 0).toFixed(1)}, max ${(
        samples.at(-1) ?? 0
      ).toFixed(
        1,
      )}); ${String(last.usersCountPerPeriod)} users, ${String(last.downloadedDocumentsCountPerPeriod)} downloads`,
    );
  }
}

await onBenchDatabases('statistics', measure);
