import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';

/** What the services of security groups, points and settings act with: the account, the database, the log, the time. */
export interface AdminContext {
  account: RequestAccount;
  db: Db;
  log: FastifyBaseLogger;
  now: Date;
}

export function adminContext(request: FastifyRequest): AdminContext {
  return { account: request.account, db: request.server.db, log: request.log, now: request.server.clock() };
}
