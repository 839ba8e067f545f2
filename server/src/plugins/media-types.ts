import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler, RouteOptions } from 'fastify';
import { parse } from 'yaml';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem, validationFailed } from '../problem';

/** What the contract declares of an operation's request body: its media types (lower case) and whether it is required. */
export interface BodyRule {
  mediaTypes: readonly string[];
  required: boolean;
}

interface ContractBody {
  required?: boolean;
  content?: Record<string, unknown>;
  $ref?: string;
}

type ContractDocument = {
  paths?: Record<string, Record<string, { operationId?: string; requestBody?: ContractBody } | undefined>>;
  components?: { requestBodies?: Record<string, ContractBody> };
};

/** Each operation's request body, by operationId, read from the contract itself (a `$ref` to a shared one resolved). */
export function requestBodiesOf(contractPath: string): ReadonlyMap<string, BodyRule> {
  const contract = parse(readFileSync(contractPath, 'utf8')) as ContractDocument;
  const shared = contract.components?.requestBodies ?? {};
  const rules = new Map<string, BodyRule>();
  for (const item of Object.values(contract.paths ?? {}))
    for (const operation of Object.values(item)) {
      let body = operation?.requestBody;
      if (body?.$ref) body = shared[body.$ref.split('/').pop() ?? ''];
      if (!operation?.operationId || !body?.content) continue;
      rules.set(operation.operationId, {
        mediaTypes: Object.keys(body.content).map((type) => type.toLowerCase()),
        required: body.required === true,
      });
    }
  return rules;
}

/** The media type of a Content-Type header without its parameters (`application/json; charset=utf-8`), lower case. */
const essenceOf = (header: string) => (header.split(';')[0] ?? '').trim().toLowerCase();

/**
 * Whether the request carries no body, decided as Fastify decides whether to parse one: a length of 0, or neither a
 * length nor chunks when there is no media type either. A request with a media type and no length is read as a body
 * (a stream's length is not known in advance).
 */
function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length === '0') return true;
  return (
    request.headers['content-type'] === undefined &&
    request.headers['transfer-encoding'] === undefined &&
    length === undefined
  );
}

/**
 * Makes Fastify see a request without a body, so that nothing parses one: what the body parser is chosen by is read
 * from the headers after the preParsing hooks (the raw headers, and so the logs, keep what the client sent).
 */
function dropBody(request: FastifyRequest): void {
  request.headers = { 'content-type': undefined, 'content-length': undefined, 'transfer-encoding': undefined };
}

function unsupportedMediaType(rule: BodyRule): HttpProblem {
  const accepted = rule.mediaTypes.join(' or ');
  return new HttpProblem(415, ProblemCode.ValidationFailed, `The request body must be ${accepted}.`, {
    errors: [{ field: 'headers.content-type', message: `must be ${accepted}` }],
  });
}

/**
 * The body is checked against what the contract declares before anything reads it: a media type the operation does
 * not declare answers 415 (else a text/plain or multipart body would reach the handler unvalidated: Fastify validates
 * a body only against the schema of its own media type), a body the contract requires and the request lacks answers
 * 400 ValidationFailed, and an optional body left out is no body at all.
 */
/** Why the body may not be read, or null when it may (an optional body left out is then dropped). */
function bodyProblem(rule: BodyRule, request: FastifyRequest): HttpProblem | null {
  if (hasNoBody(request)) {
    if (rule.required)
      return validationFailed('The request is not valid.', [
        { field: 'body', message: 'is required', rule: 'required' },
      ]);
    dropBody(request);
    return null;
  }
  const header = request.headers['content-type'];
  return header === undefined || !rule.mediaTypes.includes(essenceOf(header)) ? unsupportedMediaType(rule) : null;
}

function checkBody(rule: BodyRule): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const problem = bodyProblem(rule, request);
    if (problem) done(problem);
    else done(null, payload);
  };
}

/** An operation without a request body ignores one sent anyway, whatever its media type: nothing may read it. */
const ignoreBody: preParsingHookHandler = (request, _reply, payload, done) => {
  dropBody(request);
  done(null, payload);
};

const hooksOf = (hooks: RouteOptions['preParsing']) => (hooks === undefined ? [] : [hooks].flat());

/**
 * Holds every operation of the contract to the media types of its request body (docs/server.md «Media types»): the
 * check runs in each route's preParsing hooks, after the sign-in (onRequest) and before any body parser.
 */
export function installMediaTypes(app: FastifyInstance, contractPath: string): void {
  const rules = requestBodiesOf(contractPath);
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string') return;
    const rule = rules.get(operationId);
    route.preParsing = [...hooksOf(route.preParsing), rule ? checkBody(rule) : ignoreBody];
  });
}
