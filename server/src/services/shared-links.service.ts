import { SharedLinkKind } from '../../../codegen/model/sharedLinkKind';
import type { SharedLinkSummary } from '../../../codegen/model/sharedLinkSummary';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { canRevokeSharedLink, managedLinkCreator } from '../policies/shared-links.policy';
import { notFound } from '../problem';
import { accountNames } from '../repositories/accounts.repository';
import {
  deleteSharedLink,
  deleteSharedLinksExpiredBefore,
  listLiveSharedLinks,
  sharedLinkCreator,
} from '../repositories/shared-links.repository';

/** How long an expired link is kept, so that opening it still says «expired» (410) rather than «unknown» (404). */
export const EXPIRED_LINK_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface SharedLinksContext {
  db: Db;
  account: RequestAccount;
  now: Date;
}

/** The links still working that the account may revoke, newest first (GET /shared-links). */
export async function listSharedLinks(context: SharedLinksContext): Promise<SharedLinkSummary[]> {
  const links = await listLiveSharedLinks(context.db, {
    createdBy: managedLinkCreator(context.account),
    now: context.now.toISOString(),
  });
  const names = await accountNames(context.db, [...new Set(links.map((link) => link.createdBy))]);
  return links.map((link) => ({
    id: link.id,
    kind: link.kind === 'items' ? SharedLinkKind.Items : SharedLinkKind.Document,
    name: link.name,
    itemCount: link.itemCount,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    createdBy: { id: link.createdBy, displayName: names.get(link.createdBy) ?? '' },
  }));
}

/**
 * Revokes a link for good (DELETE /shared-links/{id}): its creator, or an administrator or developer; anyone else's
 * link answers 404 as an unknown one, so that ids of other people's links tell nothing.
 */
export async function revokeSharedLink(context: SharedLinksContext, id: string): Promise<void> {
  const creator = await sharedLinkCreator(context.db, id);
  if (creator === undefined || !canRevokeSharedLink(context.account, creator))
    throw notFound('The link was not found.');
  await deleteSharedLink(context.db, id);
}

/** Removes the links that expired more than EXPIRED_LINK_RETENTION_MS ago; answers how many went. */
export function sweepExpiredSharedLinks(db: Db, now: Date): Promise<number> {
  return deleteSharedLinksExpiredBefore(db, new Date(now.getTime() - EXPIRED_LINK_RETENTION_MS).toISOString());
}
