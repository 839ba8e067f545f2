import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

export type SharedLinkKind = 'document' | 'items';

/** A shared link as the server works with it; the token is known only as its hash. */
export interface SharedLinkRecord {
  id: string;
  tokenHash: string;
  kind: SharedLinkKind;
  /** The zip's name of an 'items' link. */
  name: string | null;
  createdBy: string;
  createdAt: string;
  /** Null: persistent. */
  expiresAt: string | null;
}

/** One chosen item of a link, in the order chosen. */
export type SharedItem = { documentId: string; directoryId?: never } | { directoryId: string; documentId?: never };

/** Stores the link with its items; call it inside a transaction, so that no link lacks its items. */
export async function insertSharedLink(
  db: Executor,
  link: SharedLinkRecord,
  items: readonly SharedItem[],
): Promise<void> {
  await db
    .insertInto('shared_links')
    .values({
      id: link.id,
      token_hash: link.tokenHash,
      kind: link.kind,
      name: link.name,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .execute();
  if (items.length === 0) return;
  await db
    .insertInto('shared_link_items')
    .values(
      items.map((item, position) => ({
        link_id: link.id,
        position,
        document_id: item.documentId ?? null,
        directory_id: item.directoryId ?? null,
      })),
    )
    .execute();
}

/** The link whose token has this hash, with the items still there (deleting an item for good removes it). */
export async function findSharedLink(
  db: Executor,
  tokenHash: string,
): Promise<{ link: SharedLinkRecord; items: SharedItem[] } | undefined> {
  const row = await db.selectFrom('shared_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return undefined;
  const itemRows = await db
    .selectFrom('shared_link_items')
    .select(['document_id', 'directory_id'])
    .where('link_id', '=', row.id)
    .orderBy('position')
    .execute();
  const items = itemRows.flatMap((item): SharedItem[] => {
    if (item.document_id !== null) return [{ documentId: item.document_id }];
    return item.directory_id !== null ? [{ directoryId: item.directory_id }] : [];
  });
  return {
    link: {
      id: row.id,
      tokenHash: row.token_hash,
      kind: row.kind === 'items' ? 'items' : 'document',
      name: row.name,
      createdBy: row.created_by,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    },
    items,
  };
}

/** A link that still works, as its list shows it. */
export interface SharedLinkListing {
  id: string;
  kind: SharedLinkKind;
  /** The zip's name, or the document's name of a document link ('' when the document is gone). */
  name: string;
  itemCount: number;
  createdAt: string;
  expiresAt: string | null;
  createdBy: string;
}

/**
 * The links not expired at `now`, newest first: one account's, or everybody's when `createdBy` is undefined. Items
 * deleted for good are gone with their rows; a document link shows its document's present name.
 */
export async function listLiveSharedLinks(
  db: Executor,
  { createdBy, now }: { createdBy: string | undefined; now: string },
): Promise<SharedLinkListing[]> {
  let query = db
    .selectFrom('shared_links as link')
    .leftJoin('shared_link_items as item', 'item.link_id', 'link.id')
    .leftJoin('documents as document', 'document.id', 'item.document_id')
    .select((eb) => [
      'link.id',
      'link.kind',
      'link.name',
      'link.created_at',
      'link.expires_at',
      'link.created_by',
      eb.fn.count<number | string>('item.position').as('item_count'),
      eb.fn.max('document.name').as('document_name'),
    ])
    .where((eb) => eb.or([eb('link.expires_at', 'is', null), eb('link.expires_at', '>', now)]))
    .groupBy(['link.id', 'link.kind', 'link.name', 'link.created_at', 'link.expires_at', 'link.created_by'])
    .orderBy('link.created_at', 'desc')
    .orderBy('link.id');
  if (createdBy !== undefined) query = query.where('link.created_by', '=', createdBy);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'items' ? 'items' : 'document',
    name: row.kind === 'items' ? (row.name ?? '') : (row.document_name ?? ''),
    itemCount: Number(row.item_count),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    createdBy: row.created_by,
  }));
}

/** The creator of the link, if it exists. */
export async function sharedLinkCreator(db: Executor, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('shared_links').select('created_by').where('id', '=', id).executeTakeFirst();
  return row?.created_by;
}

/** Removes the link with its items (on delete cascade). */
export async function deleteSharedLink(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('shared_links').where('id', '=', id).execute();
}

/** Removes the links that expired before `before`, with their items; answers how many went. */
export async function deleteSharedLinksExpiredBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('shared_links')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
