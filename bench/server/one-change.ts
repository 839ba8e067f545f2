import type { Db } from '../../server/src/db/database';
import { get } from './bench-http';
import { checkLoad, percentile, TIMED_CALLS, WARM_UP_CALLS, type FetchSample } from './measurements';

/**
 * «The load after one document changed» of bench/server.bench.ts: before each timed load one document of the big
 * directory is renamed straight in the database, as a request of another server process would (the database's
 * triggers count it and record it, migrations 0018 and 0020), so that every load finds the directory one change
 * further than what the server keeps. The rename moves the document in the A–Z order.
 */

/** Renames one of the directory's documents per call, each time another one, under a name never used before. */
export async function documentRenamer(db: Db, directoryId: string): Promise<() => Promise<void>> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('parent_id', '=', directoryId)
    .orderBy('id')
    .limit(100)
    .execute();
  let round = 0;
  return async () => {
    round += 1;
    const id = rows[(round * 37) % rows.length]?.id;
    if (!id) throw new Error('The big directory has no documents.');
    // Spread over the alphabet, so that the document lands elsewhere in the A–Z order each time.
    const name = `${String((round * 7919) % 10_000).padStart(5, '0')} правка ${String(round)} ${String(Date.now())}.pdf`;
    await db
      .updateTable('documents')
      .set({ name, name_key: name.toLowerCase(), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  };
}

/** fetchDirectory over HTTP as in measureFetch, each call (warm-up ones too) after one change made by `change`. */
export async function measureFetchAfterChange(
  url: string,
  token: string,
  change: () => Promise<void>,
): Promise<FetchSample> {
  for (let call = 0; call < WARM_UP_CALLS; call += 1) {
    await change();
    checkLoad(await get(url, token));
  }
  const times: number[] = [];
  let bytes = 0;
  for (let call = 0; call < TIMED_CALLS; call += 1) {
    await change();
    const reply = await get(url, token);
    if (reply.status !== 200) throw new Error(`fetchDirectory answered ${String(reply.status)}.`);
    times.push(reply.ms);
    bytes = reply.body.length;
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}
