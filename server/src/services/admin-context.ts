import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ProblemCode } from '../../../codegen/model/problemCode';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { HttpProblem } from '../problem';

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

/**
 * Keeps the contract's refusals as they are and turns any other failure into the operation's catalogue code (500),
 * logged with its details, which the client never sees.
 */
export async function failingAs<T>(
  context: AdminContext,
  code: ProblemCode,
  detail: string,
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    context.log.error({ err: error }, detail);
    throw new HttpProblem(500, code, detail);
  }
}
