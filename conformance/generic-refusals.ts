import { randomUUID } from 'node:crypto';
import { pathParameters, type OperationModel, type ParameterModel } from './contract-model';
import { asList, type Expectation } from './conformance-run';
import type { KitRequest } from './kit-client';
import { schemaComplaint } from './response-check';

export interface Refusal {
  title: string;
  request: KitRequest;
  expectation: Expectation;
}

const MALFORMED = 'not-an-id';

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The refusal the contract documents for this status of the operation, with the codes its examples name. */
function documented(operation: OperationModel, status: number): Expectation | null {
  const response = operation.responses[String(status)];
  if (!response) return null;
  return { status, ...(response.problemCodes.length > 0 ? { code: response.problemCodes } : {}) };
}

/** The path parameters' values in this request, with their contract. */
function pathValues(operation: OperationModel, path: string): { parameter: ParameterModel; value: string }[] {
  const values = pathParameters(operation, path) ?? new Map<string, string>();
  return [...values].flatMap(([name, value]) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? [{ parameter, value }] : [];
  });
}

function withPath(operation: OperationModel, request: KitRequest, values: Record<string, string>): KitRequest {
  const query = request.path.includes('?') ? request.path.slice(request.path.indexOf('?')) : '';
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return { ...request, path: `${path}${query}` };
}

/** The body with one id put in another's place, where a body repeats the path's id (an entity's `id`, a `documentId`). */
function withBodyId(request: KitRequest, from: string, to: string): KitRequest {
  if (request.json !== undefined)
    return { ...request, json: JSON.parse(JSON.stringify(request.json).replaceAll(from, to)) };
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of request.form.entries()) form.append(name, value === from ? to : value);
    return { ...request, form };
  }
  return request;
}

/** A body of the right media type that the operation's schema refuses, when one as plain as `{}` does. */
function brokenBody(operation: OperationModel): unknown {
  const schema = operation.body['application/json'];
  if (!schema || !operation.bodyRequired) return undefined;
  for (const candidate of [{}, []]) if (schemaComplaint(schema, candidate) !== null) return candidate;
  return undefined;
}

/**
 * The refusals every operation documents, made from one of its accepted requests: an ordinary account where only
 * administrators may (403, when the kit has such an account), without a token (401), with an id
 * its pattern refuses (400), with ids that exist nowhere (404), and with a JSON body its schema refuses (400). Each is
 * sent only where the contract declares that status for the operation.
 */
export function genericRefusals(
  operation: OperationModel,
  request: KitRequest,
  accounts: { ordinaryRole: string | null } = { ordinaryRole: null },
): Refusal[] {
  const refusals: Refusal[] = [];
  const forbidden = documented(operation, 403);
  if (operation.adminOnly && forbidden && accounts.ordinaryRole) {
    refusals.push({
      title: 'refuses an ordinary account: 403',
      request: { ...request, as: accounts.ordinaryRole },
      // The account is enabled: of the documented 403s only the refusal of its rights applies.
      expectation: { ...forbidden, code: asList(forbidden.code ?? []).filter((code) => code !== 'DisabledUser') },
    });
  }
  const unauthorized = documented(operation, 401);
  if (!operation.public && unauthorized && request.as !== null) {
    refusals.push({
      title: 'refuses a request without a token',
      request: { ...request, as: null },
      expectation: unauthorized,
    });
  }
  const values = pathValues(operation, request.path);
  const current = Object.fromEntries(values.map(({ parameter, value }) => [parameter.name, value]));
  const badRequest = documented(operation, 400);
  const malformable = values.find(({ parameter }) => schemaComplaint(parameter.schema, MALFORMED) !== null);
  if (badRequest && malformable) {
    refusals.push({
      title: `refuses a malformed ${malformable.parameter.name} («${MALFORMED}»)`,
      request: withPath(operation, request, { ...current, [malformable.parameter.name]: MALFORMED }),
      expectation: badRequest,
    });
  }
  const notFound = documented(operation, 404);
  const ids = values.filter(
    ({ parameter }) =>
      parameter.schema['type'] !== 'integer' && schemaComplaint(parameter.schema, randomUUID()) === null,
  );
  if (notFound && ids.length > 0) {
    const unknown = Object.fromEntries(ids.map(({ parameter }) => [parameter.name, randomUUID()]));
    const unknownRequest = ids.reduce(
      (changed, { parameter, value }) => withBodyId(changed, value, unknown[parameter.name] ?? value),
      withPath(operation, request, { ...current, ...unknown }),
    );
    refusals.push({
      title: `refuses ${ids.map(({ parameter }) => withArticle(parameter.name)).join(' and ')} that exists nowhere`,
      request: unknownRequest,
      expectation: notFound,
    });
  }
  const body = brokenBody(operation);
  if (badRequest && body !== undefined && request.json !== undefined) {
    refusals.push({
      title: `refuses the body ${JSON.stringify(body)}, which its schema does not allow`,
      request: { ...request, json: body },
      expectation: badRequest,
    });
  }
  return refusals;
}
