import { describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { ExplorerSort } from '../../codegen/model/explorerSort';
import type { DirectoryRecord } from '../src/mappers/directory.mapper';
import { DocumentListings } from '../src/services/document-listings';

const directory = (id: string, contentsStamp = 0, ancestorIds: string[] = []): DirectoryRecord => ({
  id,
  name: id,
  parentId: ancestorIds.at(-1) ?? null,
  skeletonEntityId: null,
  metadata: [],
  allowUploadDocuments: true,
  allowCreateDirectory: true,
  depth: ancestorIds.length,
  ancestorIds,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
  contentsStamp,
});

const document = (name: string, padding = 0) =>
  ({
    id: name,
    name,
    createdAt: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z',
    disabled: false,
    agreed: false,
    comments: [],
    metadata: [{ key: 'x', value: 'x'.repeat(padding) }],
  }) as unknown as Document;

/** A build that counts its calls. */
function builder(documents: Document[]) {
  const calls = { count: 0 };
  return { calls, build: () => Promise.resolve(documents).finally(() => (calls.count += 1)) };
}

describe('DocumentListings', () => {
  it('builds a directory once while its stamp and place stay, and again when either changes', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const { calls, build } = builder([document('Б.pdf'), document('А.pdf')]);
    const first = await listings.of(directory('d'), build);
    expect(await listings.of(directory('d'), build)).toBe(first);
    expect(calls.count).toBe(1);
    await listings.of(directory('d', 1), build);
    expect(calls.count).toBe(2);
    await listings.of(directory('d', 1, ['p']), build);
    expect(calls.count).toBe(3);
    expect(JSON.parse(first.documents[0]?.json.toString() ?? '')).toMatchObject({ name: 'Б.pdf' });
  });

  it('sorts each order once and keeps it', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const listing = await listings.of(directory('d'), builder([document('Б.pdf'), document('А.pdf')]).build);
    let comparisons = 0;
    const byName = (a: { name: string }, b: { name: string }) => {
      comparisons += 1;
      return a.name.localeCompare(b.name);
    };
    const ordered = listing.inOrder(ExplorerSort.NameAscending, byName);
    expect(ordered.map((item) => item.name)).toEqual(['А.pdf', 'Б.pdf']);
    expect(listing.inOrder(ExplorerSort.NameAscending, byName)).toBe(ordered);
    expect(comparisons).toBe(1);
  });

  it('keeps all the documents as one text in the order built, and gives it whole for an order that lists them so', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const built = [document('А.pdf'), document('Б.pdf'), document('В.pdf')];
    const listing = await listings.of(directory('d'), builder(built).build);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    listing.inOrder(ExplorerSort.NameAscending, byName);
    listing.inOrder(ExplorerSort.NameDescending, (a, b) => byName(b, a));
    const whole = listing.wholeTextIn(ExplorerSort.NameAscending);
    expect(JSON.parse(`[${whole?.toString() ?? ''}]`)).toEqual(built);
    expect(listing.wholeTextIn(ExplorerSort.NameDescending)).toBeUndefined();
    // An order not sorted yet is not known to list them as built.
    expect(listing.wholeTextIn(ExplorerSort.CreatedAscending)).toBeUndefined();
    // Each document's JSON is its own part of that text.
    expect(listing.documents.map((item) => JSON.parse(item.json.toString()) as unknown)).toEqual(built);
    expect(listing.bytes).toBe(whole?.length);
  });

  it('writes texts of any size and script whole: the UTF-8 of each document, beyond the room it starts with', async () => {
    const listings = new DocumentListings(16 * 1024 * 1024);
    // Far more than the room kept per document (1.5 kB), in three-byte and four-byte (surrogate pair) characters.
    const built = [document('Ж.pdf'), document('€.pdf'), document('𝄞.pdf')].map((item, index) => ({
      ...item,
      metadata: [{ key: 'x', value: ['Ж', '€', '𝄞'][index]?.repeat(4_000) ?? '' }],
    }));
    const listing = await listings.of(directory('d'), builder(built).build);
    expect(listing.documents.map((item) => item.json.toString())).toEqual(built.map((item) => JSON.stringify(item)));
    expect(listing.bytes).toBe(Buffer.byteLength(built.map((item) => JSON.stringify(item)).join(',')));
  });

  it('lets loads arriving during a build wait for it, and keeps nothing of a failed build', async () => {
    const listings = new DocumentListings(1024 * 1024);
    const { calls, build } = builder([document('А.pdf')]);
    const [a, b] = await Promise.all([listings.of(directory('d'), build), listings.of(directory('d'), build)]);
    expect(a).toBe(b);
    expect(calls.count).toBe(1);

    await expect(listings.of(directory('e'), () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    const again = builder([document('В.pdf')]);
    await listings.of(directory('e'), again.build);
    expect(again.calls.count).toBe(1);
  });

  it('forgets the least recently used listings beyond its capacity, and never keeps one larger than it', async () => {
    const one = Buffer.byteLength(JSON.stringify(document('А.pdf', 1000)));
    const listings = new DocumentListings(Math.floor(one * 2.5));
    const builds = ['a', 'b', 'c'].map(() => builder([document('А.pdf', 1000)]));
    const [a, b, c] = builds;
    if (!a || !b || !c) throw new Error('Three builders were made.');
    await listings.of(directory('a'), a.build);
    await listings.of(directory('b'), b.build);
    await listings.of(directory('a'), a.build);
    await listings.of(directory('c'), c.build);
    expect(listings.size).toBe(2 * one);
    // b was used least recently: it went, a stayed.
    await listings.of(directory('a'), a.build);
    await listings.of(directory('b'), b.build);
    expect([a.calls.count, b.calls.count, c.calls.count]).toEqual([1, 2, 1]);

    const huge = builder([document('А.pdf', one * 3)]);
    await listings.of(directory('h'), huge.build);
    await listings.of(directory('h'), huge.build);
    expect(huge.calls.count).toBe(2);
    expect(listings.size).toBeLessThanOrEqual(Math.floor(one * 2.5));
  });
  it('tells which directory holds a document, while the listing that holds it is kept, patched or built anew', async () => {
    const listings = new DocumentListings(1024 * 1024);
    await listings.of(directory('d'), builder([document('А.pdf'), document('Б.pdf')]).build);
    await listings.of(directory('e'), builder([document('В.pdf')]).build);
    expect(['А.pdf', 'Б.pdf', 'В.pdf', 'Г.pdf'].map((id) => listings.holderOf(id))).toEqual(['d', 'd', 'e', undefined]);

    // Patched: Б.pdf moved from d to e, Г.pdf came into d.
    const moved = { ...document('Б.pdf'), updatedAt: '2026-11-28T00:00:00.000Z' };
    const patch = (id: string, stamp: number, changed: string[], documents: Document[]) =>
      listings.of(directory(id, stamp), {
        all: () => Promise.reject(new Error('patched, not built')),
        changedBetween: () => Promise.resolve({ changed: new Set(changed), documents }),
      });
    await patch('e', 1, ['Б.pdf'], [moved]);
    const d = await patch('d', 1, ['Б.pdf', 'Г.pdf'], [document('Г.pdf')]);
    expect(d.documents.map((item) => item.id)).toEqual(['А.pdf', 'Г.pdf']);
    expect(['А.pdf', 'Б.pdf', 'В.pdf', 'Г.pdf'].map((id) => listings.holderOf(id))).toEqual(['d', 'e', 'e', 'd']);

    // Built anew (the directory moved): what it no longer holds is let go.
    await listings.of(directory('d', 1, ['p']), builder([document('Г.pdf')]).build);
    expect(['А.pdf', 'Г.pdf'].map((id) => listings.holderOf(id))).toEqual([undefined, 'd']);

    // A build that fails lets go of what the listing it replaces held.
    await expect(listings.of(directory('e', 2), () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(['Б.pdf', 'В.pdf'].map((id) => listings.holderOf(id))).toEqual([undefined, undefined]);
  });

  it('lets go of the documents of a listing forgotten for room, and holds none of one larger than its capacity', async () => {
    const one = Buffer.byteLength(JSON.stringify(document('А.pdf', 1000)));
    const listings = new DocumentListings(Math.floor(one * 1.5));
    await listings.of(directory('a'), builder([document('А.pdf', 1000)]).build);
    expect(listings.holderOf('А.pdf')).toBe('a');
    await listings.of(directory('b'), builder([document('Б.pdf', 1000)]).build);
    expect([listings.holderOf('А.pdf'), listings.holderOf('Б.pdf')]).toEqual([undefined, 'b']);
    await listings.of(directory('b', 1), builder([document('Б.pdf', one * 2)]).build);
    expect(listings.holderOf('Б.pdf')).toBeUndefined();
  });

  it('gives the listing kept only while it is built and current for the place and stamp asked, and finds documents in it', async () => {
    const listings = new DocumentListings(1024 * 1024);
    expect(listings.current(directory('d'))).toBeUndefined();
    let release: (documents: Document[]) => void = () => undefined;
    const building = listings.of(directory('d'), () => new Promise<Document[]>((resolve) => (release = resolve)));
    // While it is built there is none to give: the caller reads the database instead of waiting.
    expect(listings.current(directory('d'))).toBeUndefined();
    release([document('А.pdf'), document('Б.pdf')]);
    const listing = await building;
    expect(listings.current(directory('d'))).toBe(listing);
    expect(listings.current(directory('d', 1))).toBeUndefined();
    expect(listings.current(directory('d', 0, ['p']))).toBeUndefined();
    expect(JSON.parse(listing.find('Б.pdf')?.json.toString() ?? '')).toMatchObject({ name: 'Б.pdf' });
    expect(listing.find('В.pdf')).toBeUndefined();
  });
});
