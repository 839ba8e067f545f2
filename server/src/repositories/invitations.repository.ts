import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** An invitation waiting for the invited person's first sign-in. */
export interface PendingInvitation {
  accountId: string;
  email: string;
}

export async function insertInvitation(
  db: Executor,
  invitation: { accountId: string; email: string; invitedBy: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      account_id: invitation.accountId,
      email: invitation.email.toLowerCase(),
      invited_by: invitation.invitedBy,
      invited_at: now,
      accepted_at: null,
    })
    .execute();
}

/** The pending invitation of the account itself, or (an external provider's new subject) of its e-mail. */
export async function findPendingInvitation(
  db: Executor,
  accountId: string,
  email: string | null,
): Promise<PendingInvitation | undefined> {
  const row = await db
    .selectFrom('invitations')
    .select(['account_id', 'email'])
    .where('accepted_at', 'is', null)
    .where((eb) =>
      email === null
        ? eb('account_id', '=', accountId)
        : eb.or([eb('account_id', '=', accountId), eb('email', '=', email.toLowerCase())]),
    )
    .orderBy('invited_at', 'desc')
    .executeTakeFirst();
  return row && { accountId: row.account_id, email: row.email };
}

/** The invitation is accepted, by this account (an external provider's subject takes the invited account's place). */
export async function acceptInvitation(db: Executor, invitedId: string, accountId: string, now: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ account_id: accountId, accepted_at: now })
    .where('account_id', '=', invitedId)
    .execute();
}

export async function deleteInvitation(db: Executor, accountId: string): Promise<void> {
  await db.deleteFrom('invitations').where('account_id', '=', accountId).execute();
}
