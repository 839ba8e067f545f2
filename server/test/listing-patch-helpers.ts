import { expect, vi } from 'vitest';
import { ExplorerFilter } from '../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../codegen/model/explorerSort';
import type { Db } from '../src/db/database';
import type { RequestAccount } from '../src/plugins/auth';
import { contentsStampOf } from '../src/repositories/directories.repository';
import { directoryLoadJson, loadDirectory } from '../src/services/directory-load.service';
import { DirectoryLoadEvents } from '../src/services/directory-load-events';
import { DOCUMENT_LISTINGS_BYTES, DocumentListing, DocumentListings } from '../src/services/document-listings';
import type { TestServer } from './directory-helpers';
import { STAFF } from './test-server';

/**
 * The checks of the patched listings' suites (directory-listing-patches*.test.ts): every answer of a load from a kept
 * listing, patched or not, must be byte for byte the answer a load that builds everything afresh gives at that moment.
 */

/** A directory's contents stamp as committed now (migration 0018); the directory must exist. */
export async function stampNow(db: Db, id: string): Promise<number> {
  const stamp = await contentsStampOf(db, id);
  if (stamp === undefined) throw new Error(`No directory ${id}.`);
  return stamp;
}

export const SORTS = Object.values(ExplorerSort);
export const FILTERS = Object.values(ExplorerFilter);

/** STAFF as the server sees the tests' token (plugins/auth.ts): one object per load, as per request (its rights are kept by it). */
const staffAccount = (): RequestAccount => ({
  id: STAFF.id,
  displayName: STAFF.name,
  email: `${STAFF.id.slice(-4)}@sevkvartal.ru`,
  roles: STAFF.roles,
});

/** The explorer's load as the server answers it, in this process, from these listings. */
export async function loadText(
  db: Db,
  listings: DocumentListings,
  id: string,
  sort: ExplorerSort = ExplorerSort.NameAscending,
  filter: ExplorerFilter = ExplorerFilter.ByDefault,
): Promise<string> {
  const stores = { db, listings, loadEvents: new DirectoryLoadEvents() };
  return directoryLoadJson(await loadDirectory(stores, staffAccount(), id, sort, filter)).toString();
}

/** The load built afresh: nothing kept. */
export const rebuiltText = (db: Db, id: string, sort?: ExplorerSort, filter?: ExplorerFilter) =>
  loadText(db, new DocumentListings(DOCUMENT_LISTINGS_BYTES), id, sort, filter);

/** The server's own answer over HTTP (its kept listings, the stamp read with the access stamp). */
export async function httpText(
  server: TestServer,
  id: string,
  sort: ExplorerSort = ExplorerSort.NameAscending,
  filter: ExplorerFilter = ExplorerFilter.ByDefault,
): Promise<string> {
  const url = `/v1/directories/${id}/fetch?sortType=${String(sort)}&filterType=${String(filter)}`;
  const response = await server.call(STAFF, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/**
 * Every order and filter from the kept listings in this process as rebuilt; and the server's own answer over HTTP (its
 * kept listings) in every order and with every filter.
 */
export async function expectAsRebuilt(
  server: TestServer,
  listings: DocumentListings,
  id: string,
  what = '',
): Promise<void> {
  // Built afresh once for all of them: nothing changes between these loads.
  const fresh = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
  for (const sort of SORTS)
    for (const filter of FILTERS) {
      const rebuilt = await loadText(server.app.db, fresh, id, sort, filter);
      const label = `${what} ${String(sort)}/${String(filter)}`;
      expect(await loadText(server.app.db, listings, id, sort, filter), label).toBe(rebuilt);
      if (sort === ExplorerSort.NameAscending || filter === ExplorerFilter.ByDefault)
        expect(await httpText(server, id, sort, filter), `${label}, HTTP`).toBe(rebuilt);
    }
}

/** How `load` came by its documents: patched, built, or kept as it was. */
async function howDone(load: () => Promise<unknown>): Promise<'patched' | 'built' | 'kept'> {
  const builds = vi.spyOn(DocumentListing, 'of');
  const patches = vi.spyOn(DocumentListing.prototype, 'patched');
  try {
    await load();
    if (builds.mock.calls.length > 0) return 'built';
    return patches.mock.calls.length > 0 ? 'patched' : 'kept';
  } finally {
    builds.mockRestore();
    patches.mockRestore();
  }
}

/** How the next load from `listings` came by its documents. */
export const howLoaded = (db: Db, listings: DocumentListings, id: string) => howDone(() => loadText(db, listings, id));

/** How the server's next answer over HTTP came by its documents (its own listings). */
export const howServed = (server: TestServer, id: string) => howDone(() => httpText(server, id));
