import type { Document } from '../../../codegen/model/document';
import type { ExplorerSort } from '../../../codegen/model/explorerSort';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { nameCollator } from '../mappers/names';

/**
 * What a server process keeps of listings: about twelve directories of 10,000 documents (1 KB of JSON each), a
 * fraction of the memory a server process is given (docs/scaling.md).
 */
export const DOCUMENT_LISTINGS_BYTES = 128 * 1024 * 1024;

/** What the explorer's orders and filters read of a document, beside its JSON text as the contract has it. */
export interface ListedDocument {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  agreed: boolean;
  /** 'In work' as the badge means it: remarks, neither blocked nor agreed (explorer.md §4 Document). */
  inWork: boolean;
  /** Its JSON text in UTF-8, as it is sent: a load copies bytes instead of encoding 10 MB of text again. */
  json: Buffer;
}

type Facts = Omit<ListedDocument, 'json'>;
type Compare = (a: ListedDocument, b: ListedDocument) => number;

const factsOf = (document: Document): Facts => ({
  id: document.id,
  name: document.name,
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
  agreed: document.agreed,
  inWork: !document.disabled && !document.agreed && document.comments.length > 0,
});

/**
 * The order a listing keeps its documents in: by name as the explorer orders names (case, accents ignored, numbers
 * by value), then by the name's exact text and by id, so that names the collator holds equal («Лист 2», «Лист 02») come
 * in one order however the database returned them. A listing patched after a change is then the very listing a build
 * makes, and so is every order sorted from it (their sort is stable).
 */
export function compareListed(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return (
    nameCollator.compare(a.name, b.name) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Two lists each sorted by `compare` (a total order), as one. */
function merged<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  const result: T[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    const [x, y] = [a[i] as T, b[j] as T];
    if (compare(x, y) <= 0) {
      result.push(x);
      i += 1;
    } else {
      result.push(y);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) result.push(a[i] as T);
  for (; j < b.length; j += 1) result.push(b[j] as T);
  return result;
}

const COMMA = Buffer.from(',');
/** About what a document's JSON takes (1 KB with one version), and some more: the room grows when it is not enough. */
const ROOM_PER_DOCUMENT = 1536;

/** A buffer of at least `needed` bytes (twice the old one, or more) holding the first `used` bytes of `room`. */
function grown(room: Buffer, used: number, needed: number): Buffer {
  const larger = Buffer.allocUnsafeSlow(Math.max(needed, room.length * 2));
  room.copy(larger, 0, 0, used);
  return larger;
}

/**
 * The documents of one directory, each serialized once, in the order compareListed gives; their orders are sorted
 * once, when first asked for. All their JSON is one UTF-8 text, in that order and separated by commas, each document's
 * `json` a view of it: a load that lists all of them in that order sends the text whole instead of copying each
 * document apart.
 */
export class DocumentListing {
  readonly documents: readonly ListedDocument[];
  private readonly orders = new Map<ExplorerSort, { ordered: readonly ListedDocument[]; compare: Compare }>();
  /** The orders that list the documents as built (their text then is `text` itself). */
  private readonly asBuilt = new Set<ExplorerSort>();
  private byId: Map<string, ListedDocument> | undefined;

  private constructor(
    facts: readonly Facts[],
    private readonly text: Buffer,
    lengths: readonly number[],
    /** For a listing patched from another: the documents it no longer lists, and those it lists anew or changed. */
    readonly patch?: { left: readonly string[]; came: readonly string[] },
  ) {
    let offset = 0;
    this.documents = facts.map((fact, index) => {
      const length = lengths[index] ?? 0;
      const json = text.subarray(offset, offset + length);
      offset += length + 1;
      return { ...fact, json };
    });
  }

  /**
   * The documents as given (in the listing's order), serialized. Each document's text is written as UTF-8 straight
   * into one buffer as soon as it is made, and the buffer says how many bytes it took: joining the 10,000 texts into
   * one string, encoding that and measuring each text again walked the 10 MB three more times, and the texts, alive
   * until the end, were copied by the collector (bench:server, the cold load).
   */
  static of(documents: readonly Document[]): DocumentListing {
    let room: Buffer = Buffer.allocUnsafeSlow(documents.length * ROOM_PER_DOCUMENT);
    const lengths: number[] = [];
    let offset = 0;
    for (const document of documents) {
      const part = JSON.stringify(document);
      // A UTF-16 code unit takes at most 3 bytes in UTF-8: with that much room the text is never cut.
      const needed = offset + 1 + part.length * 3;
      if (needed > room.length) room = grown(room, offset, needed);
      if (offset > 0) offset += COMMA.copy(room, offset);
      const length = room.write(part, offset);
      lengths.push(length);
      offset += length;
    }
    // Kept for long: a copy of just the bytes written, not the room around them.
    return new DocumentListing(documents.map(factsOf), Buffer.from(room.subarray(0, offset)), lengths);
  }

  /**
   * This listing after a change of the documents `changed`: they leave it, and `documents` (those of them that are in
   * the directory now, read now) come in at their places. The others keep their bytes; the orders sorted already are
   * merged instead of sorted again. The result is what `of` makes of all the directory's documents in compareListed's
   * order, byte for byte, and so are its orders.
   */
  patched(changed: ReadonlySet<string>, documents: readonly Document[]): DocumentListing {
    const fresh = [...documents]
      .sort(compareListed)
      .map((document) => ({ ...factsOf(document), json: Buffer.from(JSON.stringify(document)) }));
    const all = merged(
      this.documents.filter((document) => !changed.has(document.id)),
      fresh,
      compareListed,
    );
    const parts: Buffer[] = [];
    for (const document of all) {
      if (parts.length > 0) parts.push(COMMA);
      parts.push(document.json);
    }
    const came = new Set(fresh.map((document) => document.id));
    const listing = new DocumentListing(
      all,
      Buffer.concat(parts),
      all.map((document) => document.json.length),
      { left: [...changed].filter((id) => !came.has(id)), came: [...came] },
    );
    listing.mergeOrders(this, changed, fresh.length);
    return listing;
  }

  /**
   * The orders `before` had sorted, for this listing: the documents left in each kept their relative order, and ties
   * of an order come in the listing's order (its sort is stable), so each is the old order without the changed ones
   * merged with the new ones, compared by the order and then by place in the listing.
   */
  private mergeOrders(before: DocumentListing, changed: ReadonlySet<string>, freshCount: number): void {
    if (before.orders.size === 0) return;
    const byId = new Map<string, ListedDocument>();
    const place = new Map<ListedDocument, number>();
    this.documents.forEach((document, index) => {
      byId.set(document.id, document);
      place.set(document, index);
    });
    const fresh = freshCount === 0 ? [] : this.documents.filter((document) => changed.has(document.id));
    for (const [sort, { ordered, compare }] of before.orders) {
      const total: Compare = (a, b) => compare(a, b) || (place.get(a) ?? 0) - (place.get(b) ?? 0);
      const left = ordered.flatMap((document) => (changed.has(document.id) ? [] : (byId.get(document.id) ?? [])));
      this.remember(sort, merged(left, [...fresh].sort(total), total), compare);
    }
  }

  private remember(sort: ExplorerSort, ordered: readonly ListedDocument[], compare: Compare): void {
    this.orders.set(sort, { ordered, compare });
    if (ordered.every((document, index) => document === this.documents[index])) this.asBuilt.add(sort);
  }

  inOrder(sort: ExplorerSort, compare: Compare): readonly ListedDocument[] {
    const kept = this.orders.get(sort);
    if (kept) return kept.ordered;
    const ordered = [...this.documents].sort(compare);
    this.remember(sort, ordered, compare);
    return ordered;
  }

  /** The listed document of that id (the first call maps them). */
  find(id: string): ListedDocument | undefined {
    this.byId ??= new Map(this.documents.map((document) => [document.id, document]));
    return this.byId.get(id);
  }

  /** The JSON of every document, comma-separated, when `sort` (asked for before with inOrder) lists them as built. */
  wholeTextIn(sort: ExplorerSort): Buffer | undefined {
    return this.asBuilt.has(sort) ? this.text : undefined;
  }

  get bytes(): number {
    return this.text.length;
  }
}

/** What a patch needs to know: which documents changed, and those of them in the directory now, read now. */
export interface ListingChanges {
  changed: ReadonlySet<string>;
  documents: readonly Document[];
}

/** Where a directory's documents come from (services/directory-documents.ts). */
export interface ListingSource {
  /** Every document of the directory, read now, in compareListed's order. */
  all: () => Promise<Document[]>;
  /**
   * The documents changed after stamp `after` up to `upTo`, as the database recorded them (migration 0020); undefined
   * when it does not know all of them (rows pruned, or too many to be worth a patch).
   */
  changedBetween?: (after: number, upTo: number) => Promise<ListingChanges | undefined>;
  /** The directory's contents stamp as committed now; undefined for a directory no longer there. */
  stampNow?: () => Promise<number | undefined>;
}

interface Kept {
  stamp: number;
  place: string;
  listing: Promise<DocumentListing>;
  /** The listing once built and kept. */
  built?: DocumentListing;
  bytes: number;
}

const idsOf = (listing: DocumentListing) => listing.documents.map((document) => document.id);

/** Where the directory sits: its documents' JSON says it (depth, ancestorIds). */
const placeOf = (directory: DirectoryRecord) => `${String(directory.depth)}/${directory.ancestorIds.join('/')}`;

/**
 * The documents of the directories loaded lately, as they were built, for as long as the database counts no change of
 * them (`contents_stamp`, migration 0018) and the directory has not moved: the explorer's load of a big directory
 * reads and serializes its documents once, not on every click. After a change, a load reads the documents the
 * database recorded as changed since the listing's stamp (migration 0020) and patches the listing, when it knows all
 * of them; else it builds the listing again. Shared by every account (a document's JSON says nothing of who reads it:
 * whether the account may see the directory's contents is decided on each load). Least recently used listings go
 * first once their bytes pass the capacity. The stamp must be read before the listing is built or patched, so that a
 * change made meanwhile leaves a newer stamp and is never hidden behind an older one: a listing kept under stamp S
 * holds every document as it was at S or later, and those changed after S are recorded after S.
 */
export class DocumentListings {
  private readonly kept = new Map<string, Kept>();
  /**
   * The directory whose kept listing holds each document, for a request that names only the document (its GET): a
   * hint, as the listing it names says whether it holds the document still.
   */
  private readonly holders = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly capacityBytes: number) {}

  async of(directory: DirectoryRecord, from: ListingSource | (() => Promise<Document[]>)): Promise<DocumentListing> {
    const source = typeof from === 'function' ? { all: from } : from;
    const place = placeOf(directory);
    let stamp = directory.contentsStamp;
    const newer = this.kept.get(directory.id);
    if (newer && newer.place === place && newer.stamp > stamp && source.stampNow) {
      // Another load kept a listing newer than the stamp this load read at its start: what is committed now tells
      // whether it is still current, or the listing to patch, rather than building an older one again.
      const now = await source.stampNow();
      if (now !== undefined && now > stamp) stamp = now;
    }
    const kept = this.kept.get(directory.id);
    if (kept && kept.place === place && kept.stamp === stamp) {
      this.touch(directory.id, kept);
      return kept.listing;
    }
    const base = kept && kept.place === place && kept.stamp < stamp ? kept : undefined;
    if (kept) this.forget(directory.id, { replaced: true });
    const listing = base
      ? this.patch(base, stamp, source)
      : source.all().then((documents) => DocumentListing.of(documents));
    const entry: Kept = { stamp, place, listing, bytes: 0 };
    // Loads arriving while it is built wait for the same build.
    this.kept.set(directory.id, entry);
    try {
      const built = await listing;
      if (this.kept.get(directory.id) === entry) this.keep(directory.id, entry, built, kept?.built);
      return built;
    } catch (error) {
      if (this.kept.get(directory.id) === entry) this.kept.delete(directory.id);
      if (kept?.built) this.release(directory.id, idsOf(kept.built));
      throw error;
    }
  }

  /**
   * The listing kept of the directory when it is built and current for the directory's place and contents stamp as
   * given, else undefined: nothing is read or built.
   */
  current(directory: DirectoryRecord): DocumentListing | undefined {
    const kept = this.kept.get(directory.id);
    if (!kept?.built || kept.place !== placeOf(directory) || kept.stamp !== directory.contentsStamp) return undefined;
    this.touch(directory.id, kept);
    return kept.built;
  }

  /** The directory whose kept listing held the document when it was kept (see `holders`). */
  holderOf(documentId: string): string | undefined {
    return this.holders.get(documentId);
  }

  /** Bytes of the JSON kept now. */
  get size(): number {
    return this.bytes;
  }

  /** The listing kept under `base.stamp`, brought to `stamp` by the changes between; built anew when they are unknown. */
  private async patch(base: Kept, stamp: number, source: ListingSource): Promise<DocumentListing> {
    const before = await base.listing.catch(() => undefined);
    const changes = before && (await source.changedBetween?.(base.stamp, stamp));
    if (before && changes) return before.patched(changes.changed, changes.documents);
    return DocumentListing.of(await source.all());
  }

  /** Map order is the recency order: the one used now goes to the end. */
  private touch(id: string, entry: Kept): void {
    this.kept.delete(id);
    this.kept.set(id, entry);
  }

  private keep(id: string, entry: Kept, built: DocumentListing, before: DocumentListing | undefined): void {
    if (built.bytes > this.capacityBytes) {
      this.kept.delete(id);
      if (before) this.release(id, idsOf(before));
      return;
    }
    entry.built = built;
    entry.bytes = built.bytes;
    this.bytes += built.bytes;
    this.hold(id, built, before);
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.capacityBytes) break;
      this.forget(oldest);
    }
  }

  /**
   * The listing's documents held by the directory instead of those of the listing it replaces: after a patch only
   * the documents it was about (a load after a change of a few stays as cheap), after a build every one.
   */
  private hold(id: string, built: DocumentListing, before: DocumentListing | undefined): void {
    if (before && built.patch) {
      this.release(id, built.patch.left);
      for (const documentId of built.patch.came) this.holders.set(documentId, id);
      return;
    }
    if (before) this.release(id, idsOf(before));
    for (const document of built.documents) this.holders.set(document.id, id);
  }

  private release(id: string, documentIds: readonly string[]): void {
    for (const documentId of documentIds) if (this.holders.get(documentId) === id) this.holders.delete(documentId);
  }

  /** Drops the directory's listing; one being replaced hands its documents over to the next (`keep`). */
  private forget(id: string, { replaced = false } = {}): void {
    const entry = this.kept.get(id);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.kept.delete(id);
    if (!replaced && entry.built) this.release(id, idsOf(entry.built));
  }
}
