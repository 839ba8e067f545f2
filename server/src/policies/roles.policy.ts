import type { Role } from '../../../codegen/model/role';
import type { RequestAccount } from '../plugins/auth';
import { forbidden } from '../problem';

/**
 * The role rules of the specification (explorer.md §6). The rights of security groups in each directory are decided
 * by access.policy.ts through the operation table (operation-rights.ts); these roles stay as further conditions.
 */
const SHARE_AND_DOWNLOAD: ReadonlySet<Role> = new Set(['staff', 'administrator', 'developer']);
export const ELEVATED_ROLES: ReadonlySet<Role> = new Set(['administrator', 'developer']);

const hasAny = (account: RequestAccount, roles: ReadonlySet<Role>) => account.roles.some((role) => roles.has(role));

/** Share and download of documents and directories: STAFF, ADMINISTRATOR, DEVELOPER only. */
export function canShareAndDownload(account: RequestAccount): boolean {
  return hasAny(account, SHARE_AND_DOWNLOAD);
}

/** Administrators and developers: top-level directories, admin calls. */
export function isElevated(account: RequestAccount): boolean {
  return hasAny(account, ELEVATED_ROLES);
}

/** Throws the contract's 403 ForbiddenResourceFailed unless the rule allows it. */
export function ensure(allowed: boolean, detail?: string): void {
  if (!allowed) throw forbidden(detail);
}
