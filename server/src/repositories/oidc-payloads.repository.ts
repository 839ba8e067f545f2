import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * oidc-provider's models stored in the database (docs/sign-in.md), so that sessions, grants and refresh tokens
 * outlast a restart. The provider hands over JSON payloads with an expiry in seconds; what is expired is never found
 * and is swept now and then.
 */
export interface OidcPayload {
  [key: string]: unknown;
  consumed?: number;
}

function parse(row: { payload: string; consumed_at: string | null } | undefined): OidcPayload | undefined {
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as OidcPayload;
  return row.consumed_at ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : payload;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export async function upsertPayload(
  db: Db,
  model: string,
  id: string,
  payload: OidcPayload,
  expiresInSeconds: number | undefined,
): Promise<void> {
  const values = {
    payload: JSON.stringify(payload),
    grant_id: text(payload['grantId']),
    user_code: text(payload['userCode']),
    uid: text(payload['uid']),
    expires_at: expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000).toISOString() : null,
  };
  await db
    .insertInto('oidc_payloads')
    .values({ model, id, consumed_at: null, ...values })
    .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(values))
    .execute();
}

function live(db: Db, model: string, now = new Date().toISOString()) {
  return db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

export async function findPayload(db: Db, model: string, id: string): Promise<OidcPayload | undefined> {
  return parse(await live(db, model).where('id', '=', id).executeTakeFirst());
}

export async function findPayloadByUid(db: Db, model: string, uid: string): Promise<OidcPayload | undefined> {
  return parse(await live(db, model).where('uid', '=', uid).executeTakeFirst());
}

export async function findPayloadByUserCode(db: Db, model: string, code: string): Promise<OidcPayload | undefined> {
  return parse(await live(db, model).where('user_code', '=', code).executeTakeFirst());
}

export async function consumePayload(db: Db, model: string, id: string): Promise<void> {
  await db
    .updateTable('oidc_payloads')
    .set({ consumed_at: new Date().toISOString() })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function destroyPayload(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
}

/** Ends a grant: the grant itself and every code and token issued under it, whatever their model. */
export async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  await db.deleteFrom('oidc_payloads').where('model', '=', 'Grant').where('id', '=', grantId).execute();
}

/** Whether the grant an access token was issued under still stands (not revoked by a logout, not expired). */
export async function grantStands(db: Db, grantId: string): Promise<boolean> {
  return (await liveGrant(db, grantId).executeTakeFirst()) !== undefined;
}

/** The grant's row while it stands, as a query of its own or a subquery (change-stamps.repository.ts). */
export function liveGrant(db: Db, grantId: string, now?: string) {
  return live(db, 'Grant', now).where('id', '=', grantId);
}

/**
 * The ids among `grantIds` whose grants stand, as a subquery; PostgreSQL only (the ids go as one array parameter, so
 * the statement's text is the same for any number of them).
 */
export function liveGrantIds(db: Db, grantIds: readonly string[], now: string) {
  return live(db, 'Grant', now)
    .clearSelect()
    .select('id')
    .where('id', '=', sql<string>`any(${grantIds}::text[])`);
}

export async function sweepExpiredPayloads(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date().toISOString()).execute();
}
