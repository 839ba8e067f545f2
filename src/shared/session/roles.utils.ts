import type { Account } from '../../../codegen/model/account';

/** Roles that may share and download documents and directories (explorer.md §6). */
const SHARE_AND_DOWNLOAD_ROLES: ReadonlySet<string> = new Set(['staff', 'administrator', 'developer']);

/**
 * Whether the account may share and download (explorer.md §6: STAFF, ADMINISTRATOR, DEVELOPER). The specification also
 * writes the roles in upper case, so they are compared without case.
 */
export function canShareAndDownload(account: Pick<Account, 'roles'>): boolean {
  return account.roles.some((role) => SHARE_AND_DOWNLOAD_ROLES.has(role.toLowerCase()));
}
