import type { Account } from '../../../codegen/model/account';

/** Roles that may share and download documents and directories (explorer.md §6). */
const SHARE_AND_DOWNLOAD_ROLES: ReadonlySet<string> = new Set(['staff', 'administrator', 'developer']);

/**
 * Who is offered the create-root-directory buttons. The specification leaves the allowed roles open (explorer.md §6);
 * we allow the elevated roles, administrator and developer (docs/architecture.md, "Creating top-level directories").
 */
const ROOT_CREATOR_ROLES: ReadonlySet<string> = new Set(['administrator', 'developer']);

/** The elevated roles: they see the admin panel, the structure editor and the skeleton entity modal (platform.md §6). */
const ADMIN_PANEL_ROLES: ReadonlySet<string> = new Set(['administrator', 'developer']);

/** The specification also writes roles in upper case (STAFF, ADMINISTRATOR…), so they are compared without case. */
function holdsAny(account: Pick<Account, 'roles'>, roles: ReadonlySet<string>): boolean {
  return account.roles.some((role) => roles.has(role.toLowerCase()));
}

/** Whether the account may share and download (explorer.md §6: STAFF, ADMINISTRATOR, DEVELOPER). */
export function canShareAndDownload(account: Pick<Account, 'roles'>): boolean {
  return holdsAny(account, SHARE_AND_DOWNLOAD_ROLES);
}

/** Whether the account may create top-level directories from creatable root entities. */
export function canCreateRootDirectories(account: Pick<Account, 'roles'>): boolean {
  return holdsAny(account, ROOT_CREATOR_ROLES);
}

/**
 * Whether the account may use the admin panel and the structure editor (platform.md §2.3, §6): administrators and
 * developers, compared without case. The server refuses the admin operations to everyone else as well
 * (docs/access-control.md).
 */
export function canUseAdminPanel(account: Pick<Account, 'roles'>): boolean {
  return holdsAny(account, ADMIN_PANEL_ROLES);
}

/**
 * Administrators and developers hold every right everywhere (docs/access-control.md): they act at the root and may
 * give any security group a point on a directory.
 */
export function holdsEveryRight(account: Pick<Account, 'roles'>): boolean {
  return holdsAny(account, ROOT_CREATOR_ROLES);
}
