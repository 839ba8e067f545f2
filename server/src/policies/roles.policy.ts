import type { Role } from '../../../codegen/model/role';
import type { RequestAccount } from '../plugins/auth';
import { forbidden } from '../problem';

/**
 * Who may do what, decided here and nowhere else (explorer.md §6). Security groups and per-directory security points
 * (a later issue) will join these rules as further checks on the directory in question, so every rule takes the
 * account first and, where it concerns one, the directory or document.
 */
const SHARE_AND_DOWNLOAD: ReadonlySet<Role> = new Set(['staff', 'administrator', 'developer']);
const ELEVATED: ReadonlySet<Role> = new Set(['administrator', 'developer']);

const hasAny = (account: RequestAccount, roles: ReadonlySet<Role>) => account.roles.some((role) => roles.has(role));

/** Share and download of documents and directories: STAFF, ADMINISTRATOR, DEVELOPER only. */
export function canShareAndDownload(account: RequestAccount): boolean {
  return hasAny(account, SHARE_AND_DOWNLOAD);
}

/** Administrators and developers: top-level directories, admin calls. */
export function isElevated(account: RequestAccount): boolean {
  return hasAny(account, ELEVATED);
}

/** Throws the contract's 403 ForbiddenResourceFailed unless the rule allows it. */
export function ensure(allowed: boolean, detail?: string): void {
  if (!allowed) throw forbidden(detail);
}
