import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** The requirements the account has accepted, by id, with the hash of the text it accepted. */
export async function acceptedRequirements(db: Executor, accountId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('download_acceptances')
    .select(['requirement_id', 'text_sha256'])
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((row) => [row.requirement_id, row.text_sha256]));
}

/**
 * Remembers an acceptance; accepting again (the same text twice, or a changed text) replaces the earlier one, also
 * when two requests race, through the primary key.
 */
export async function saveAcceptance(
  db: Executor,
  acceptance: { accountId: string; requirementId: string; textSha256: string; acceptedAt: string },
): Promise<void> {
  await db
    .insertInto('download_acceptances')
    .values({
      account_id: acceptance.accountId,
      requirement_id: acceptance.requirementId,
      text_sha256: acceptance.textSha256,
      accepted_at: acceptance.acceptedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'requirement_id'])
        .doUpdateSet({ text_sha256: acceptance.textSha256, accepted_at: acceptance.acceptedAt }),
    )
    .execute();
}
