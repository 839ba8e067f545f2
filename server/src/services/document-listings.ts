import type { Document } from '../../../codegen/model/document';
import type { ExplorerSort } from '../../../codegen/model/explorerSort';
import type { DirectoryRecord } from '../mappers/directory.mapper';

/**
 * What a server process keeps of listings: about twelve directories of 10,000 documents (1 KB of JSON each), a
 * fraction of the memory a server process is given (docs/scaling.md).
 */
export const DOCUMENT_LISTINGS_BYTES = 128 * 1024 * 1024;

/** What the explorer's orders and filters read of a document, beside its JSON text as the contract has it. */
export interface ListedDocument {
  name: string;
  createdAt: string;
  updatedAt: string;
  agreed: boolean;
  /** 'In work' as the badge means it: remarks, neither blocked nor agreed (explorer.md §4 Document). */
  inWork: boolean;
  /** Its JSON text in UTF-8, as it is sent: a load copies bytes instead of encoding 10 MB of text again. */
  json: Buffer;
}

/**
 * The documents of one directory, each serialized once; their orders are sorted once, when first asked for. All their
 * JSON is one UTF-8 text, in the order they were built in and separated by commas, each document's `json` a view of
 * it: a load that lists all of them in that order sends the text whole instead of copying each document apart.
 */
export class DocumentListing {
  readonly documents: readonly ListedDocument[];
  private readonly text: Buffer;
  private readonly orders = new Map<ExplorerSort, readonly ListedDocument[]>();
  /** The orders that list the documents as built (their text then is `text` itself). */
  private readonly asBuilt = new Set<ExplorerSort>();

  constructor(documents: readonly Document[]) {
    const texts = documents.map((document) => JSON.stringify(document));
    this.text = Buffer.from(texts.join(','));
    let offset = 0;
    this.documents = documents.map((document, index) => {
      const length = Buffer.byteLength(texts[index] ?? '');
      const json = this.text.subarray(offset, offset + length);
      offset += length + 1;
      return {
        name: document.name,
        createdAt: document.createdAt,
        updatedAt: document.updatedAt,
        agreed: document.agreed,
        inWork: !document.disabled && !document.agreed && document.comments.length > 0,
        json,
      };
    });
  }

  inOrder(sort: ExplorerSort, compare: (a: ListedDocument, b: ListedDocument) => number): readonly ListedDocument[] {
    let ordered = this.orders.get(sort);
    if (!ordered) {
      ordered = [...this.documents].sort(compare);
      this.orders.set(sort, ordered);
      if (ordered.every((document, index) => document === this.documents[index])) this.asBuilt.add(sort);
    }
    return ordered;
  }

  /** The JSON of every document, comma-separated, when `sort` (asked for before with inOrder) lists them as built. */
  wholeTextIn(sort: ExplorerSort): Buffer | undefined {
    return this.asBuilt.has(sort) ? this.text : undefined;
  }

  get bytes(): number {
    return this.text.length;
  }
}

interface Kept {
  key: string;
  listing: Promise<DocumentListing>;
  bytes: number;
}

/** What a directory's documents are made of: their rows (counted by the database) and where the directory sits. */
function keyOf(directory: DirectoryRecord): string {
  return `${String(directory.contentsStamp)}/${String(directory.depth)}/${directory.ancestorIds.join('/')}`;
}

/**
 * The documents of the directories loaded lately, as they were built, for as long as the database counts no change of
 * them (`contents_stamp`, migration 0018) and the directory has not moved: the explorer's load of a big directory
 * reads and serializes its documents once, not on every click. Shared by every account (a document's JSON says nothing
 * of who reads it: whether the account may see the directory's contents is decided on each load). Least recently used
 * listings go first once their bytes pass the capacity; the directory record must be read before the build starts, so
 * that a change made meanwhile leaves a newer stamp and is never hidden behind an older one.
 */
export class DocumentListings {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly capacityBytes: number) {}

  async of(directory: DirectoryRecord, build: () => Promise<Document[]>): Promise<DocumentListing> {
    const key = keyOf(directory);
    const kept = this.kept.get(directory.id);
    if (kept?.key === key) {
      // Map order is the recency order: the one used now goes to the end.
      this.kept.delete(directory.id);
      this.kept.set(directory.id, kept);
      return kept.listing;
    }
    if (kept) this.forget(directory.id);
    const listing = build().then((documents) => new DocumentListing(documents));
    const entry: Kept = { key, listing, bytes: 0 };
    // Loads arriving while it is built wait for the same build.
    this.kept.set(directory.id, entry);
    try {
      const built = await listing;
      if (this.kept.get(directory.id) === entry) this.keep(directory.id, entry, built.bytes);
      return built;
    } catch (error) {
      if (this.kept.get(directory.id) === entry) this.kept.delete(directory.id);
      throw error;
    }
  }

  /** Bytes of the JSON kept now. */
  get size(): number {
    return this.bytes;
  }

  private keep(id: string, entry: Kept, bytes: number): void {
    if (bytes > this.capacityBytes) {
      this.kept.delete(id);
      return;
    }
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.capacityBytes) break;
      this.forget(oldest);
    }
  }

  private forget(id: string): void {
    const entry = this.kept.get(id);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.kept.delete(id);
  }
}
