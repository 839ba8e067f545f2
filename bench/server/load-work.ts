import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { Role } from '../../codegen/model/role';
import type { Database } from '../../server/src/db/schema';
import type { RequestAccount } from '../../server/src/plugins/auth';
import { directoryLoadJson, loadDirectory } from '../../server/src/services/directory-load.service';
import { DirectoryLoadEvents } from '../../server/src/services/directory-load-events';
import { DOCUMENT_LISTINGS_BYTES, DocumentListings } from '../../server/src/services/document-listings';
import { ACCOUNT_ID } from './bench-child';
import { median } from './measurements';
import { documentRenamer } from './one-change';

/**
 * The explorer's load of the 10,000-item directory in this process, without HTTP, against its raw work: the very SQL
 * statements one load runs (recorded with their parameters, then run again alone) plus one JSON.stringify of the same
 * answer. The load is timed cold (nothing kept: every load reads and serializes its documents), warm (the
 * directory's documents kept by the server's DocumentListings, as a second click finds them) and after one change
 * (the documents kept, and one of them renamed in the database before each load, untimed: bench/server/one-change.ts).
 */

export interface LoadWork {
  coldMs: number;
  warmMs: number;
  changedMs: number;
  rawMs: number;
  statements: number;
}

const ACCOUNT: RequestAccount = { id: ACCOUNT_ID, displayName: 'Бенчмарк', email: null, roles: [Role.Staff] };
const ROUNDS = 15;

async function timed(
  rounds: number,
  work: () => Promise<unknown>,
  before: () => Promise<unknown> = () => Promise.resolve(),
): Promise<number> {
  await before();
  await work();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await before();
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureLoadWork(dataDir: string, directoryId: string): Promise<LoadWork> {
  const recorded: CompiledQuery[] = [];
  let recording = false;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(join(dataDir, 'cde.sqlite')) }),
    log: (event) => {
      if (recording && event.level === 'query') recorded.push(event.query);
    },
  });
  try {
    const load = (listings: DocumentListings) =>
      loadDirectory({ db, listings, loadEvents: new DirectoryLoadEvents() }, ACCOUNT, directoryId);
    const cold = () => load(new DocumentListings(0)).then(directoryLoadJson);
    const warmListings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
    const warm = () => load(warmListings).then(directoryLoadJson);
    const changedListings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
    const changed = () => load(changedListings).then(directoryLoadJson);
    const rename = await documentRenamer(db, directoryId);

    recording = true;
    const answer = JSON.parse((await cold()).toString()) as unknown;
    recording = false;
    const raw = async () => {
      for (const query of recorded) await db.executeQuery(CompiledQuery.raw(query.sql, [...query.parameters]));
      return JSON.stringify(answer);
    };
    return {
      coldMs: await timed(ROUNDS, cold),
      warmMs: await timed(ROUNDS, warm),
      changedMs: await timed(ROUNDS, changed, rename),
      rawMs: await timed(ROUNDS, raw),
      statements: recorded.length,
    };
  } finally {
    await db.destroy();
  }
}
