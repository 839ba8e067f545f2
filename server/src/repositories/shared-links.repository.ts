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
