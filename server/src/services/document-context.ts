import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Configuration } from '../../../codegen/model/configuration';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { DownloadRequirementSetting } from '../config';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { HttpProblem, notFound } from '../problem';
import type { BlobStorage } from '../storage/blob-storage';

/**
 * What the documents' services act with: the account, the database, the blobs, the request's log, the viewer
 * configuration the app is given (handlers pass it in, as it is theirs to serve) and the terms a download waits for.
 */
export interface DocumentContext {
  account: RequestAccount;
  db: Db;
  blobs: BlobStorage;
  log: FastifyBaseLogger;
  viewers: Configuration;
  requirements: readonly DownloadRequirementSetting[];
}

export function documentContext(request: FastifyRequest, viewers: Configuration): DocumentContext {
  const { db, blobs, config } = request.server;
  return { account: request.account, db, blobs, log: request.log, viewers, requirements: config.downloadRequirements };
}

export const documentNotFound = () => notFound('The document was not found or was deleted.');
export const versionNotFound = () => notFound('The document version was not found or was deleted.');

export const nameTaken = () =>
  new HttpProblem(409, ProblemCode.DocumentWithNameAlreadyExists, 'A document with this name already exists.');

/** A unique index refused the write: SQLite's and PostgreSQL's codes for it. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return (
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505'
  );
}

/**
 * Keeps the contract's refusals as they are and turns any other failure of an action into its catalogue code (500),
 * logged with its details, which the client never sees.
 */
export async function failingAs<T>(
  context: { log: FastifyBaseLogger },
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
