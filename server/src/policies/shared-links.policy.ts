import type { RequestAccount } from '../plugins/auth';
import { isElevated } from './roles.policy';

/**
 * Who manages shared links (docs/server.md, Shared links): each account its own; administrators and developers every
 * account's, as they answer for what leaves the installation.
 */

/** Whose links the account lists: its own id, or undefined for everyone's. */
export function managedLinkCreator(account: RequestAccount): string | undefined {
  return isElevated(account) ? undefined : account.id;
}

/** Whether the account may revoke a link made by `creatorId`. */
export function canRevokeSharedLink(account: RequestAccount, creatorId: string): boolean {
  return isElevated(account) || creatorId === account.id;
}
