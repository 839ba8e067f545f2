import type { Account } from '../../../codegen/model/account';

/**
 * Who is offered the create-root-directory buttons. The specification leaves the allowed roles open (explorer.md §6);
 * we allow the elevated roles, administrator and developer (docs/architecture.md, "Creating top-level directories").
 * The specification also writes roles in upper case, so they are compared without case.
 */
const ROOT_CREATOR_ROLES: ReadonlySet<string> = new Set(['administrator', 'developer']);

export function canCreateRootDirectories(account: Pick<Account, 'roles'>): boolean {
  return account.roles.some((role) => ROOT_CREATOR_ROLES.has(role.toLowerCase()));
}
