import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Sign-in comes before anything else of a request. fastify-openapi-glue hands each operation under the contract's
 * `security` its check as the route's preHandler, which Fastify runs only after the body has been parsed and
 * validated: a request without a token but with a bad body was told 400 and what the contract wants of it, before
 * 401. The check is moved to the route's first onRequest hook instead, ahead of the media-type check (preParsing,
 * media-types.ts), the body parsers and the validation. The router gives its routes no other preHandler (the handlers
 * come from the operation resolver), so everything there is the security check; public operations (`security: []`)
 * have none and stay open.
 */
export function authenticateFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || route.preHandler === undefined) return;
    const security = [route.preHandler].flat() as onRequestHookHandler[];
    const others = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...security, ...others];
    delete route.preHandler;
  });
}
