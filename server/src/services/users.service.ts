import { Role } from '../../../codegen/model/role';
import type { RoleOption } from '../../../codegen/model/roleOption';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { User } from '../../../codegen/model/user';
import type { UserEditInfo } from '../../../codegen/model/userEditInfo';
import type { UserPatch } from '../../../codegen/model/userPatch';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import { nameCollator } from '../mappers/names';
import type { RequestAccount } from '../plugins/auth';
import { ELEVATED_ROLES, isElevated } from '../policies/roles.policy';
import { disabledUser, forbidden, incorrectParam, notFoundUser } from '../problem';
import {
  findAccount,
  listAccounts,
  updateAccount,
  type KnownAccount,
  type StoredAccountState,
} from '../repositories/accounts.repository';
import {
  existingSecurityGroupIds,
  listSecurityGroups,
  replaceMemberships,
  securityGroupsOf,
} from '../repositories/security-groups.repository';

/**
 * The admin panel's users (platform.md §2.4, §3, §7; docs/server.md «Users»): the list, the edit dialog's options,
 * profile, roles and status, and group memberships. The operation table lets only administrators and developers here.
 */

/**
 * The address of an account that has none: the contract's User needs one, and an account seen without an e-mail claim
 * (or with one that is not an address) still has to be listed, as it may be a group member. The reserved `.invalid`
 * top-level domain (RFC 2606) says plainly that there is no address, and no mail can ever be delivered to it.
 */
export const noEmailAddress = (accountId: string) => `${accountId}@no-email.invalid`;

export function toUser(account: KnownAccount): User {
  return {
    id: account.id,
    email: account.email ?? noEmailAddress(account.id),
    displayName: account.displayName,
    company: account.company,
    department: account.department,
    title: account.title,
    location: account.location,
    mobile: account.mobile,
    phone: account.phone,
    status: account.status as UserStatus,
    roles: account.roles,
    disableEmailNotifications: account.disableEmailNotifications,
  };
}

/**
 * The request's account as the database has it (docs/server.md «Users»): its roles, and its status. A Disabled account
 * is refused whatever its token; a Limited one reads only: no elevated role, and its groups give it no operation.
 */
export function accountAsStored(account: RequestAccount, stored: StoredAccountState): RequestAccount {
  if (stored.status === UserStatus.Disabled) throw disabledUser();
  if (stored.status !== UserStatus.Limited) return { ...account, roles: stored.roles };
  return { ...account, roles: stored.roles.filter((role) => !ELEVATED_ROLES.has(role)), readOnly: true };
}

/**
 * An account as the database has it now, for work done on its behalf outside a request (the office hub's commands, the
 * editor's WOPI calls): undefined when unknown; a Disabled one refused (DisabledUser) as `accountAsStored` does.
 */
export async function storedRequestAccount(db: Db, id: string): Promise<RequestAccount | undefined> {
  const stored = await findAccount(db, id);
  if (!stored) return undefined;
  const { displayName, email, roles, status } = stored;
  return accountAsStored({ id, displayName, email, roles }, { roles, status });
}

/** Every known account (signed in once, invited, or the demo's), by display name. */
export async function listUsers(db: Db): Promise<User[]> {
  const accounts = await listAccounts(db);
  return accounts
    .sort((a, b) => nameCollator.compare(a.displayName, b.displayName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(toUser);
}

/** The Russian labels of the roles, in the order the dialogs offer them (the ordinary user first, the default). */
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: 'Пользователь',
  staff: 'Сотрудник',
  'external-user': 'Внешний пользователь',
  'general-contractor': 'Генподрядчик',
  administrator: 'Администратор',
  developer: 'Разработчик',
};
const ALL_ROLES = Object.keys(ROLE_LABELS) as Role[];

/**
 * The roles the account may give (an invitation, the edit dialog): the ordinary ones to everybody who may invite;
 * administrator to administrators and developers; developer to developers only.
 */
export function givableRoles(account: RequestAccount): Role[] {
  const mine = new Set(account.roles);
  return ALL_ROLES.filter(
    (role) => !ELEVATED_ROLES.has(role) || (role === Role.Developer ? mine.has(Role.Developer) : isElevated(account)),
  );
}

export function ensureMayGiveRoles(account: RequestAccount, roles: readonly Role[]): void {
  const givable = new Set(givableRoles(account));
  const refused = roles.filter((role) => !givable.has(role));
  if (refused.length > 0) throw forbidden(`The account may not give the roles ${refused.join(', ')}.`);
}

const option = (role: Role): RoleOption => ({ role, label: ROLE_LABELS[role] });

export async function userEditInfo(db: Db, account: RequestAccount): Promise<UserEditInfo> {
  return {
    roles: ALL_ROLES.map(option),
    invitableRoles: givableRoles(account).map(option),
    securityGroups: await listSecurityGroups(db),
  };
}

async function existingUser(db: Db, id: string): Promise<KnownAccount> {
  const account = await findAccount(db, id.toLowerCase());
  if (!account) throw notFoundUser();
  return account;
}

/**
 * Changes the given fields. Roles are given as invitations give them (givableRoles); nobody limits, disables or
 * takes the elevated roles from their own account, so that an installation never locks its last administrator out.
 */
export async function updateUser(db: Db, actor: RequestAccount, id: string, patch: UserPatch): Promise<User> {
  const account = await existingUser(db, id);
  const { roles, status, displayName, ...rest } = patch;
  if (roles !== undefined) {
    const added = roles.filter((role) => !account.roles.includes(role));
    ensureMayGiveRoles(actor, added);
    const removed = account.roles.filter((role) => !roles.includes(role));
    ensureMayGiveRoles(actor, removed);
  }
  if (account.id === actor.id) {
    if (status !== undefined && status !== UserStatus.Enabled)
      throw incorrectParam('An account cannot limit or disable itself.');
    if (roles !== undefined && account.roles.some((role) => ELEVATED_ROLES.has(role) && !roles.includes(role)))
      throw incorrectParam('An account cannot take its own administrator or developer role.');
  }
  const trimmedName = displayName?.trim();
  if (trimmedName === '') throw incorrectParam('The display name is empty.');
  await updateAccount(
    db,
    account.id,
    {
      ...rest,
      ...(roles === undefined ? {} : { roles: [...new Set(roles)] }),
      ...(status === undefined ? {} : { status }),
      ...(trimmedName === undefined ? {} : { displayName: trimmedName }),
    },
    new Date().toISOString(),
  );
  return toUser(await existingUser(db, account.id));
}

export async function userSecurityGroups(db: Db, id: string): Promise<SecurityGroup[]> {
  const account = await existingUser(db, id);
  return securityGroupsOf(db, account.id);
}

/** Makes the user a member of exactly these groups; an unknown group changes nothing (400 IncorrectParam). */
export async function replaceUserSecurityGroups(db: Db, id: string, groupIds: readonly string[]): Promise<void> {
  const account = await existingUser(db, id);
  const wanted = [...new Set(groupIds.map((groupId) => groupId.toLowerCase()))];
  const existing = await existingSecurityGroupIds(db, wanted);
  const unknown = wanted.filter((groupId) => !existing.has(groupId));
  if (unknown.length > 0) throw incorrectParam(`No security group has the id ${unknown.join(', ')}.`);
  await db.transaction().execute((trx) => replaceMemberships(trx, account.id, wanted));
}
