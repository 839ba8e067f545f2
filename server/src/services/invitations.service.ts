import type { Invite } from '../../../codegen/model/invite';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { Role } from '../../../codegen/model/role';
import type { User } from '../../../codegen/model/user';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import type { Mailer } from '../plugins/mailer';
import { isElevated } from '../policies/roles.policy';
import { forbidden, HttpProblem, incorrectParam } from '../problem';
import {
  deleteAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  updateAccount,
  type StoredAccountState,
} from '../repositories/accounts.repository';
import { insertCredential } from '../repositories/credentials.repository';
import {
  acceptInvitation,
  deleteInvitation,
  findPendingInvitation,
  insertInvitation,
} from '../repositories/invitations.repository';
import {
  existingSecurityGroupIds,
  joinSecurityGroups,
  replaceMemberships,
  securityGroupIdsOf,
} from '../repositories/security-groups.repository';
import { invitationMail } from './invitation-mail';
import { createPasswordLink, PASSWORD_LINK_DAYS, setPasswordUrl } from './password-links.service';
import { ensureMayGiveRoles, toUser } from './users.service';

/**
 * Invitations by e-mail (platform.md §2.4, §5; explorer.md §6; docs/server.md «Invitations»): the account is made
 * Limited with its roles and groups, the e-mail is sent, and the first sign-in makes it Enabled.
 */
export interface InvitationSettings {
  db: Db;
  mailer: Mailer;
  /** The local provider's issuer, whose page sets the password; null with an external provider. */
  localIssuer: string | null;
  /** Where the app is, for an invitation to sign in through an external provider. */
  appUrl: string;
}

const userAlreadyExists = () =>
  new HttpProblem(409, ProblemCode.UserAlreadyExists, 'An account with this e-mail address already exists.');
const sendEmailFailed = () =>
  new HttpProblem(502, ProblemCode.SendEmailFailed, 'The invitation e-mail could not be sent; nothing was created.');

/** The groups the invitation may give: any existing one for administrators and developers, else the inviter's own. */
async function ensureMayGiveGroups(db: Db, inviter: RequestAccount, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  if (isElevated(inviter)) {
    const existing = await existingSecurityGroupIds(db, groupIds);
    const unknown = groupIds.filter((id) => !existing.has(id));
    if (unknown.length > 0) throw incorrectParam(`No security group has the id ${unknown.join(', ')}.`);
    return;
  }
  const own = await securityGroupIdsOf(db, inviter.id);
  if (groupIds.some((id) => !own.has(id)))
    throw forbidden('Only the security groups the inviter belongs to may be given.');
}

const fullName = (invite: Invite) =>
  [invite.familyName, invite.givenName, invite.middleName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export async function inviteUser(settings: InvitationSettings, inviter: RequestAccount, invite: Invite): Promise<User> {
  const { db } = settings;
  if (inviter.readOnly) throw forbidden('A limited account does not invite.');
  const email = invite.email.trim().toLowerCase();
  const roles = [...new Set(invite.roles.length > 0 ? invite.roles : [Role.User])];
  ensureMayGiveRoles(inviter, roles);
  const groupIds = [...new Set((invite.securityGroupIds ?? []).map((id) => id.toLowerCase()))];
  await ensureMayGiveGroups(db, inviter, groupIds);
  if (await findAccountByEmail(db, email)) throw userAlreadyExists();

  const id = crypto.randomUUID();
  const displayName = fullName(invite);
  const now = new Date();
  const token = await db.transaction().execute(async (trx) => {
    await insertAccount(trx, { id, displayName, email, roles, status: UserStatus.Limited }, now.toISOString());
    await replaceMemberships(trx, id, groupIds);
    await insertInvitation(trx, { accountId: id, email, invitedBy: inviter.id }, now.toISOString());
    if (settings.localIssuer === null) return null;
    await insertCredential(trx, { accountId: id, login: email, passwordHash: null }, now.toISOString());
    return createPasswordLink(trx, id, now);
  });

  const mail = invitationMail({
    to: email,
    inviteeName: [invite.givenName.trim(), invite.middleName?.trim() ?? ''].filter(Boolean).join(' '),
    inviterName: inviter.displayName,
    link:
      token === null || settings.localIssuer === null ? settings.appUrl : setPasswordUrl(settings.localIssuer, token),
    kind: token === null ? 'sign-in' : 'set-password',
    login: email,
    days: PASSWORD_LINK_DAYS,
  });
  try {
    await settings.mailer.send(mail);
  } catch (error) {
    // Not half-made: without its e-mail the invitation goes entirely (credentials and links go with the account).
    await db.transaction().execute(async (trx) => {
      await replaceMemberships(trx, id, []);
      await deleteInvitation(trx, id);
      await deleteAccount(trx, id);
    });
    throw Object.assign(sendEmailFailed(), { cause: error });
  }
  const created = await findAccount(db, id);
  if (!created) throw new Error('The invited account vanished.');
  return toUser(created);
}

/**
 * The invited person's first sign-in accepts the invitation: the account becomes Enabled. With an external provider
 * the person arrives under the provider's own subject, matched by e-mail: that account takes the invited one's roles,
 * profile and groups, and the invited placeholder goes.
 */
export async function acceptPendingInvitation(
  db: Db,
  account: RequestAccount,
  stored: StoredAccountState,
): Promise<StoredAccountState> {
  const invitation = await findPendingInvitation(db, account.id, account.email);
  if (!invitation) return stored;
  const invited = await findAccount(db, invitation.accountId);
  if (!invited) return stored;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (invited.id !== account.id) {
      const { roles, company, department, title, location, mobile, phone, disableEmailNotifications } = invited;
      const profile = { roles, company, department, title, location, mobile, phone, disableEmailNotifications };
      await updateAccount(trx, account.id, profile, now);
      await joinSecurityGroups(trx, account.id, [...(await securityGroupIdsOf(trx, invited.id))]);
      await replaceMemberships(trx, invited.id, []);
      await acceptInvitation(trx, invited.id, account.id, now);
      await deleteAccount(trx, invited.id);
    } else {
      await acceptInvitation(trx, invited.id, account.id, now);
    }
    await updateAccount(trx, account.id, { status: UserStatus.Enabled }, now);
  });
  return { roles: invited.roles, status: UserStatus.Enabled };
}
