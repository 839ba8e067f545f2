import type { RequestAccount } from '../plugins/auth';
import { ensure, canShareAndDownload } from './roles.policy';

/**
 * Downloads of directories and the terms that come before any download (explorer.md §4 Directory download, §6;
 * platform.md §5). One rule for versions and directories alike: an account allowed by its role still has to accept
 * every configured requirement, each once, before it receives a file.
 */

/** A requirement as the rules see it: its id and whether this account has accepted its present text. */
export interface RequirementFacts {
  id: string;
  accepted: boolean;
}

/** The answer of an access check: allowed now, or what is still to accept (nothing when refused outright). */
export interface DownloadAccess<T extends RequirementFacts> {
  canDownload: boolean;
  pending: T[];
}

/**
 * Whether the account may receive the file(s) now. A refusal by role or file asks for nothing, since accepting would
 * not change it (the contract's `canDownload: false` with no requirements); otherwise the download waits for the
 * requirements not yet accepted.
 */
export function downloadAccess<T extends RequirementFacts>(
  allowed: boolean,
  requirements: readonly T[],
): DownloadAccess<T> {
  if (!allowed) return { canDownload: false, pending: [] };
  const pending = requirements.filter((requirement) => !requirement.accepted);
  return { canDownload: pending.length === 0, pending };
}

/** Download of a directory's zip: STAFF, ADMINISTRATOR, DEVELOPER only, as for documents. */
export function canDownloadDirectory(account: RequestAccount): boolean {
  return canShareAndDownload(account);
}

/** Throws 403 ForbiddenResourceFailed for a role that may not download directories. */
export function ensureCanDownloadDirectory(account: RequestAccount): void {
  ensure(canDownloadDirectory(account), 'Only staff, administrators and developers download directories.');
}

/**
 * Sharing gives files to anyone holding the link, so it needs the role that downloads (explorer.md §6); whether each
 * chosen item may be given away is the download rule of that item.
 */
export function ensureCanShare(account: RequestAccount): void {
  ensure(canShareAndDownload(account), 'Only staff, administrators and developers share documents and directories.');
}
