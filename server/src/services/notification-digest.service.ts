import type { Db } from '../db/database';
import type { Mailer } from '../plugins/mailer';
import { toNotification } from '../repositories/notifications.repository';
import { notificationDigestMail } from './notification-mail';

export interface DigestOptions {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** A digest goes once the oldest notification waiting for it is this old: a burst becomes one mail. */
  delayMs: number;
  log: { warn(object: unknown, message: string): void };
}

/**
 * Takes the account's waiting notifications for its digest. The update re-checks `mail_pending`, so that of two
 * processes sending at once only one mails each notification.
 */
async function claimPending(db: Db, accountId: string) {
  return db
    .updateTable('notifications')
    .set({ mail_pending: 0 })
    .where('account_id', '=', accountId)
    .where('mail_pending', '=', 1)
    .returningAll()
    .execute();
}

/**
 * Sends every digest that is due: one mail per account whose oldest waiting notification is older than the delay,
 * listing all its waiting notifications. An account that has since lost its address or turned mail off gets none; a
 * mail that could not be sent is put back to wait for the next round. Answers the number of mails sent.
 */
export async function sendDueDigests(options: DigestOptions, now: Date): Promise<number> {
  const { db } = options;
  const cutoff = new Date(now.getTime() - options.delayMs).toISOString();
  const due = await db
    .selectFrom('notifications')
    .select('account_id')
    .where('mail_pending', '=', 1)
    .groupBy('account_id')
    .having((eb) => eb.fn.min('created_at'), '<=', cutoff)
    .execute();
  let sent = 0;
  for (const { account_id: accountId } of due) {
    const rows = await claimPending(db, accountId);
    if (rows.length === 0) continue;
    const account = await db
      .selectFrom('accounts')
      .select(['email', 'display_name', 'disable_email_notifications'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account?.email || account.disable_email_notifications === 1) continue;
    const notifications = rows
      .map(toNotification)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    try {
      await options.mailer.send(
        notificationDigestMail({
          to: account.email,
          recipientName: account.display_name,
          notifications,
          appUrl: options.appUrl,
        }),
      );
      sent += 1;
    } catch (error) {
      options.log.warn({ err: error }, 'A notification digest could not be sent; it waits for the next round.');
      await db
        .updateTable('notifications')
        .set({ mail_pending: 1 })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
  }
  return sent;
}
