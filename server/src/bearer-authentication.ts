import type { FastifyRequest } from 'fastify';
import { UserStatus } from '../../codegen/model/userStatus';
import type { Db } from './db/database';
import { unauthorized } from './problem';
import { accessStampReader } from './repositories/change-stamps.repository';
import { rememberAccount } from './repositories/accounts.repository';
import { grantStands } from './repositories/oidc-payloads.repository';
import { acceptPendingInvitation } from './services/invitations.service';
import { readThrough, type StampedReads } from './db/stamped-reads';
import { accountAsStored } from './services/users.service';
import { bearerToken, type RequestAccount, type TokenVerifier } from './plugins/auth';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** A token of the local provider is good while its grant stands: a logout (or the grant's expiry) ends it. */
async function sessionStands(db: Db, account: RequestAccount): Promise<boolean> {
  return account.grantId !== undefined && (await grantStands(db, account.grantId));
}

/**
 * The contract's `bearerAuth`: the token verified, its local grant standing (`localSessions`), and the account as
 * stored (remembered on first sight, an invitation accepted, a Disabled one refused). A safe request reads the access
 * stamp first, with the grant in the same statement, and then reads through `reads` (db/stamped-reads.ts). When
 * `contentsStampOf` names the directory whose documents the request answers with, that directory's contents stamp is
 * read in the same statement too (`request.contentsStampRead`).
 */
export function bearerAuthentication(options: {
  db: Db;
  verify: TokenVerifier;
  localSessions: boolean;
  reads: StampedReads;
  contentsStampOf?: (request: FastifyRequest) => string | undefined;
}): (request: FastifyRequest) => Promise<void> {
  const { db, verify, localSessions, reads, contentsStampOf } = options;
  const readAccessStamp = accessStampReader(db);
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const verified = await verify(token);
    const safe = SAFE_METHODS.has(request.method);
    if (safe) {
      const grantId = localSessions ? verified.grantId : undefined;
      const directoryId = contentsStampOf?.(request);
      const { stamp, grantStands: stands, contentsStamp } = await readAccessStamp(grantId, directoryId);
      if (localSessions && !stands) throw unauthorized();
      if (directoryId !== undefined) request.contentsStampRead = { directoryId, stamp: contentsStamp };
      reads.observe(stamp);
      readThrough(verified, reads);
    } else if (localSessions && !(await sessionStands(db, verified))) throw unauthorized();
    let stored = await rememberAccount(db, verified);
    if (stored.firstAppearance || stored.status === UserStatus.Limited)
      stored = await acceptPendingInvitation(db, verified, stored);
    request.account = accountAsStored(verified, stored);
    if (safe) readThrough(request.account, reads);
  };
}
