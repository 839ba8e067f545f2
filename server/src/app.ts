import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ProblemCode } from '../../codegen/model/problemCode';
import type { ServerConfig } from './config';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { operationHandlers } from './handlers/operation-handlers';
import { bearerToken, createTokenVerifier, type RequestAccount, type TokenVerifier } from './plugins/auth';
import { installErrorHandler } from './plugins/error-handler';
import { HttpProblem, unauthorized } from './problem';
import { rememberAccount } from './repositories/accounts.repository';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
  }
  interface FastifyRequest {
    account: RequestAccount;
  }
}

/** The contract itself: routes, parameters and request bodies are validated from it, never from a second copy. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/v1.yaml', import.meta.url));

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface BuildOptions {
  config: ServerConfig;
  /** Verifies access tokens; by default against the configured issuer's JWKS. */
  verifier?: TokenVerifier;
  /** The database; by default the one of the configuration, migrated to the latest schema. */
  db?: Db;
}

function notImplemented(operationId: string): OperationHandler {
  return () =>
    Promise.reject(
      new HttpProblem(501, ProblemCode.Unknown, `The operation ${operationId} is not implemented by this server yet.`),
    );
}

/**
 * The reference server of openapi/v1.yaml: config, database and auth, then every operation of the contract routed by
 * fastify-openapi-glue to its handler by operationId (docs/server.md).
 */
export async function buildServer({ config, verifier, db }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : false,
    ajv: { customOptions: { strict: false, allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  });
  const database = db ?? createDatabase(config);
  if (!db) await migrateToLatest(database);
  app.decorate('db', database);
  app.decorate('config', config);
  app.decorateRequest('account');
  app.addHook('onClose', async () => {
    if (!db) await database.destroy();
  });
  installErrorHandler(app);

  // Responses are checked against the contract by the tests (generated zod schemas); serialising through the
  // contract's response schemas would silently drop what a handler got wrong instead.
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });

  const verify =
    verifier ??
    createTokenVerifier({
      issuer: config.issuer ?? `http://${config.host}:${String(config.port)}/oidc`,
      audience: config.audience,
    });
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    prefix: 'v1',
    operationResolver: (operationId: string) => operationHandlers[operationId] ?? notImplemented(operationId),
    securityHandlers: {
      bearerAuth: async (request: FastifyRequest) => {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw unauthorized();
        request.account = await verify(token);
        await rememberAccount(database, request.account);
      },
    },
  });
  return app;
}
