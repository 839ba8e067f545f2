import { describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { ExplorerSort } from '../../codegen/model/explorerSort';
import type { DirectoryRecord } from '../src/mappers/directory.mapper';
import { nameCollator } from '../src/mappers/names';
import {
  compareListed,
  DocumentListing,
  DocumentListings,
  type ListedDocument,
  type ListingChanges,
  type ListingSource,
} from '../src/services/document-listings';

/**
 * A listing patched after a change (services/document-listings.ts) must be the listing a build makes of the same
 * documents, byte for byte, in every order: its text, its whole-text fast path and the orders it had sorted already.
 */

type Compare = (a: ListedDocument, b: ListedDocument) => number;
const byName: Compare = (a, b) => nameCollator.compare(a.name, b.name);
const byText =
  (pick: (item: ListedDocument) => string, direction: 1 | -1): Compare =>
  (a, b) =>
    direction * pick(a).localeCompare(pick(b)) || byName(a, b);
/** The explorer's orders as services/directory-load.service.ts has them. */
const ORDERS: [ExplorerSort, Compare][] = [
  [ExplorerSort.NameAscending, byName],
  [ExplorerSort.NameDescending, (a, b) => byName(b, a)],
  [ExplorerSort.UpdatedAscending, byText((item) => item.updatedAt, 1)],
  [ExplorerSort.UpdatedDescending, byText((item) => item.updatedAt, -1)],
  [ExplorerSort.CreatedDescending, byText((item) => item.createdAt, -1)],
  [ExplorerSort.CreatedAscending, byText((item) => item.createdAt, 1)],
];

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Names the collator holds equal (numbers by value, case and «ё» ignored), and times that repeat: ties everywhere.
const NAMES = [
  'Лист 2.pdf',
  'Лист 02.pdf',
  'лист 2.pdf',
  'Ёлка.dwg',
  'Елка.dwg',
  'A.pdf',
  'a.PDF',
  'План.pdf',
  'Б.pdf',
];
const TIMES = ['2026-11-27T10:00:00.000Z', '2026-11-27T11:00:00.000Z', '2026-11-28T09:30:00.000Z'];

function documentOf(id: string, next: () => number): Document {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return {
    id,
    name: pick(NAMES),
    createdAt: pick(TIMES),
    updatedAt: pick(TIMES),
    disabled: next() < 0.2,
    agreed: next() < 0.3,
    comments: next() < 0.4 ? [{ id: `${id}-note` }] : [],
    metadata: [{ key: 'n', value: 'ж'.repeat(Math.floor(next() * 5)) }],
  } as unknown as Document;
}

const built = (documents: readonly Document[]) => DocumentListing.of([...documents].sort(compareListed));
const texts = (items: readonly ListedDocument[]) => items.map((item) => item.json.toString());

function expectSame(patched: DocumentListing, rebuilt: DocumentListing): void {
  expect(texts(patched.documents)).toEqual(texts(rebuilt.documents));
  const facts = (items: readonly ListedDocument[]) =>
    items.map((item) => [item.id, item.name, item.createdAt, item.updatedAt, item.agreed, item.inWork]);
  expect(facts(patched.documents)).toEqual(facts(rebuilt.documents));
  expect(patched.bytes).toBe(rebuilt.bytes);
  for (const [sort, compare] of ORDERS) {
    expect(texts(patched.inOrder(sort, compare)), String(sort)).toEqual(texts(rebuilt.inOrder(sort, compare)));
    expect(patched.wholeTextIn(sort)?.toString(), String(sort)).toBe(rebuilt.wholeTextIn(sort)?.toString());
  }
}

describe('DocumentListing.patched', () => {
  it('gives what a build of the same documents gives, in every order, after random changes', () => {
    for (let trial = 0; trial < 300; trial += 1) {
      const next = random(trial + 1);
      let serial = 0;
      const fresh = () => documentOf(`d${String((serial += 1)).padStart(4, '0')}`, next);
      let documents = Array.from({ length: Math.floor(next() * 30) }, fresh);
      let listing = built(documents);
      // Some orders sorted before the change (merged by the patch), others not yet (sorted afterwards).
      for (const [sort, compare] of ORDERS) if (next() < 0.6) listing.inOrder(sort, compare);
      // Several changes one after another, each patched onto the last.
      for (let round = 0; round < 3; round += 1) {
        const changed = new Set<string>();
        const after: Document[] = [];
        for (const document of documents) {
          const roll = next();
          if (roll < 0.15) changed.add(document.id);
          else if (roll < 0.35) {
            changed.add(document.id);
            after.push({ ...documentOf(document.id, next), createdAt: document.createdAt });
          } else after.push(document);
        }
        for (let added = Math.floor(next() * 4); added > 0; added -= 1) {
          const document = fresh();
          changed.add(document.id);
          after.push(document);
        }
        // A change of a document that is not (and was not) in the directory: moved through, or another's.
        changed.add('elsewhere');
        const now = after.filter((document) => changed.has(document.id));
        const patched = listing.patched(changed, now);
        expectSame(patched, built(after));
        [documents, listing] = [after, patched];
      }
    }
  });

  it('keeps the A–Z text whole when nothing but one document changed', () => {
    const next = random(7);
    const documents = Array.from({ length: 50 }, (_, index) => documentOf(`d${String(index)}`, next));
    const listing = built(documents);
    listing.inOrder(ExplorerSort.NameAscending, byName);
    const renamed = { ...documents[10], name: 'Ω последний.pdf' } as Document;
    const patched = listing.patched(new Set([renamed.id]), [renamed]);
    const whole = patched.wholeTextIn(ExplorerSort.NameAscending);
    expect(whole?.toString()).toBe(
      texts(built([...documents.slice(0, 10), renamed, ...documents.slice(11)]).documents).join(','),
    );
    expect((JSON.parse(`[${whole?.toString() ?? ''}]`) as Document[]).at(-1)).toMatchObject({
      name: 'Ω последний.pdf',
    });
  });
});

const directory = (id: string, contentsStamp: number): DirectoryRecord => ({
  id,
  name: id,
  parentId: null,
  skeletonEntityId: null,
  metadata: [],
  allowUploadDocuments: true,
  allowCreateDirectory: true,
  depth: 0,
  ancestorIds: [],
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
  contentsStamp,
});

/** A directory's documents as a database would give them, each change counted and recorded, with its calls counted. */
function fakeDirectory() {
  const next = random(11);
  const documents = new Map<string, Document>();
  const changes: { stamp: number; id: string }[] = [];
  const calls = { all: 0, changed: 0, stampNow: 0 };
  let stamp = 0;
  const state = {
    calls,
    get stamp() {
      return stamp;
    },
    change(id: string, remove = false) {
      stamp += 1;
      if (remove) documents.delete(id);
      else documents.set(id, documentOf(id, next));
      changes.push({ stamp, id });
    },
    /** The rows of stamps up to this one are pruned. */
    prune(upTo: number) {
      changes.splice(0, changes.filter((change) => change.stamp <= upTo).length);
    },
    source: {
      all: () => {
        calls.all += 1;
        return Promise.resolve([...documents.values()].sort(compareListed));
      },
      changedBetween: (after: number, upTo: number): Promise<ListingChanges | undefined> => {
        calls.changed += 1;
        const rows = changes.filter((change) => change.stamp > after && change.stamp <= upTo);
        if (new Set(rows.map((row) => row.stamp)).size !== upTo - after) return Promise.resolve(undefined);
        const changed = new Set(rows.map((row) => row.id));
        return Promise.resolve({ changed, documents: [...changed].flatMap((id) => documents.get(id) ?? []) });
      },
      stampNow: () => {
        calls.stampNow += 1;
        return Promise.resolve(stamp);
      },
    } satisfies ListingSource,
  };
  return state;
}

describe('DocumentListings with the changes the database recorded', () => {
  it('patches a kept listing after changes, builds it again when their rows are gone', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const fake = fakeDirectory();
    for (const id of ['a', 'b', 'c', 'd']) fake.change(id);
    const current = () => listings.of(directory('d', fake.stamp), fake.source);
    const expectCurrent = async () => {
      expectSame(await current(), DocumentListing.of(await fake.source.all()));
    };

    await expectCurrent();
    expect(fake.calls.all).toBe(2);
    fake.change('b');
    fake.change('e');
    fake.change('a', true);
    await expectCurrent();
    // Patched: one read of the changes, no build (the second `all` is the test's own).
    expect(fake.calls).toMatchObject({ all: 3, changed: 1 });
    fake.change('c');
    fake.prune(fake.stamp);
    await expectCurrent();
    expect(fake.calls).toMatchObject({ all: 5, changed: 2 });
  });

  it('lets loads at the same stamp wait for one patch', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const fake = fakeDirectory();
    fake.change('a');
    await listings.of(directory('d', fake.stamp), fake.source);
    fake.change('b');
    const [one, two] = await Promise.all([
      listings.of(directory('d', fake.stamp), fake.source),
      listings.of(directory('d', fake.stamp), fake.source),
    ]);
    expect(one).toBe(two);
    expect(fake.calls).toMatchObject({ all: 1, changed: 1 });
  });

  it('serves a load that read an older stamp from the newer listing kept meanwhile, once the stamp says it is current', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const fake = fakeDirectory();
    fake.change('a');
    const read = fake.stamp;
    fake.change('b');
    const newer = await listings.of(directory('d', fake.stamp), fake.source);
    expect(await listings.of(directory('d', read), fake.source)).toBe(newer);
    expect(fake.calls).toMatchObject({ all: 1, stampNow: 1 });
    // Changed again since: patched to the stamp as committed now, not built again at the older one.
    fake.change('c');
    const patched = await listings.of(directory('d', read), fake.source);
    expectSame(patched, DocumentListing.of(await fake.source.all()));
    expect(fake.calls).toMatchObject({ all: 2, changed: 1, stampNow: 2 });
  });

  it('builds again when the listing it would patch failed to build', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const fake = fakeDirectory();
    fake.change('a');
    const failing = { ...fake.source, all: () => Promise.reject(new Error('lost')) };
    const first = listings.of(directory('d', fake.stamp), failing);
    fake.change('b');
    const second = listings.of(directory('d', fake.stamp), fake.source);
    await expect(first).rejects.toThrow('lost');
    expectSame(await second, DocumentListing.of(await fake.source.all()));
    expect(fake.calls.changed).toBe(0);
  });
});
