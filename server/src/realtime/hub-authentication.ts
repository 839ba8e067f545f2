import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import type { TokenVerifier } from '../plugins/auth';
import { unauthorized } from '../problem';
import { grantStands } from '../repositories/oidc-payloads.repository';
import { keptSetting } from '../repositories/settings.repository';
import type { HubAccount } from './signalr-connection';

export interface HubAuthenticationOptions {
  verify: TokenVerifier;
  /** Tokens of the local provider stand while their grant does (BuildOptions.localSessions). */
  localSessions: boolean;
}

/**
 * The account of a hub's access token, as for the API: a valid token, a grant that stands, an account not Disabled;
 * the connection is closed with `SignIn` when the token expires. Both hubs (explorer, office) let in alike.
 */
export function hubAuthenticator(
  app: FastifyInstance,
  options: HubAuthenticationOptions,
): (token: string) => Promise<HubAccount> {
  return async (token) => {
    const account = await options.verify(token);
    if (options.localSessions && !(account.grantId !== undefined && (await grantStands(app.db, account.grantId))))
      throw unauthorized();
    const stored = await app.db.selectFrom('accounts').select('status').where('id', '=', account.id).executeTakeFirst();
    if (stored?.status === UserStatus.Disabled) throw unauthorized();
    const { exp } = decodeJwt(token);
    return { id: account.id, ...(exp === undefined ? {} : { expiresAt: new Date(exp * 1000) }) };
  };
}

/** The key of the hubs' connection tokens (connection-tokens.ts), one for every process over the database. */
export async function hubConnectionSecret(db: Db): Promise<Buffer> {
  const value = await keptSetting(db, 'hubs.connectionSecret', () => randomBytes(32).toString('base64'));
  return Buffer.from(value, 'base64');
}
