import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem, notFound, validationFailed } from '../problem';

const PROBLEM_JSON = 'application/problem+json';

/** The field a validation error names: the path of the failing value, or the missing property. */
function fieldOf(error: NonNullable<FastifyError['validation']>[number], context: string | undefined): string {
  const missing = error.params['missingProperty'];
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = typeof missing === 'string' ? [path, missing].filter(Boolean).join('.') : path;
  return [context, field].filter(Boolean).join('.');
}

/** The failed keyword and its limit (FieldError.rule, .limit), so that clients translate instead of showing `message`. */
function ruleOf(error: NonNullable<FastifyError['validation']>[number]): { rule: string; limit?: number } {
  const limit = error.params['limit'];
  return { rule: error.keyword, ...(typeof limit === 'number' ? { limit } : {}) };
}

/**
 * Every failure leaves as `application/problem+json` with a code of the catalogue: the app's own problems as they
 * are, request validation as 400 ValidationFailed naming each field, a failed security check as 401 SignIn, an unknown
 * route as 404 NotFound, anything else as 500 Unknown (logged, its details kept from the client).
 */
export function installErrorHandler(
  app: FastifyInstance,
  /** Answers an unknown path that is a page of the web app (its index.html), when the server serves the app. */
  appPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let problem: HttpProblem;
    // The security check's own refusal (a disabled account's 403) comes wrapped in the router's SecurityError.
    const fromSecurity = (error as { errors?: unknown[] }).errors?.find((item) => item instanceof HttpProblem);
    if (error instanceof HttpProblem) {
      problem = error;
    } else if (fromSecurity instanceof HttpProblem) {
      problem = fromSecurity;
    } else if (error.validation) {
      problem = validationFailed(
        'The request is not valid.',
        error.validation.map((item) => ({
          field: fieldOf(item, error.validationContext),
          message: item.message ?? 'is not valid',
          ...ruleOf(item),
        })),
      );
    } else if (error.statusCode === 401) {
      problem = new HttpProblem(401, ProblemCode.SignIn, 'Sign in to continue.');
    } else if (error.statusCode === 413) {
      problem = new HttpProblem(413, ProblemCode.ValidationFailed, 'The request is too large.');
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      problem = new HttpProblem(error.statusCode, ProblemCode.IncorrectParam, error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      problem = new HttpProblem(500, ProblemCode.Unknown, 'Unknown error, reload the page.');
    }
    return reply.status(problem.status).type(PROBLEM_JSON).send(problem.toBody());
  });
  app.setNotFoundHandler(
    (request, reply) =>
      appPage?.(request, reply) ??
      reply
        .status(404)
        .type(PROBLEM_JSON)
        .send(notFound(`${request.method} ${request.url} is not an operation of the API.`).toBody()),
  );
}
