import type { User } from '../../../codegen/model/user';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import { nameCollator } from '../mappers/names';
import { listAccounts, type KnownAccount } from '../repositories/accounts.repository';

/**
 * The address of an account that has none: the contract's User needs one, and an account seen without an e-mail claim
 * (or with one that is not an address) still has to be listed, as it may be a group member. The reserved `.invalid`
 * top-level domain (RFC 2606) says plainly that there is no address, and no mail can ever be delivered to it.
 */
export const noEmailAddress = (accountId: string) => `${accountId}@no-email.invalid`;

function toUser(account: KnownAccount): User {
  return {
    id: account.id,
    email: account.email ?? noEmailAddress(account.id),
    displayName: account.displayName,
    company: null,
    department: null,
    title: null,
    location: null,
    mobile: null,
    phone: null,
    status: UserStatus.Enabled,
    roles: account.roles,
    disableEmailNotifications: false,
  };
}

/** Every known account (signed in once, or registered at start), by display name. */
export async function listUsers(db: Db): Promise<User[]> {
  const accounts = await listAccounts(db);
  return accounts
    .sort((a, b) => nameCollator.compare(a.displayName, b.displayName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(toUser);
}
