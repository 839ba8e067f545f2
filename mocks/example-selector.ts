import type { ContractOperation } from './contract-document';

export interface MockRequest {
  method: string;
  /** Path inside the API, without the /v1 prefix and without the query. */
  path: string;
  /** The `sub` of the bearer token, when the token is a JWT. */
  subject?: string;
}

interface CompiledOperation {
  operation: ContractOperation;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

function compile(operation: ContractOperation): CompiledOperation {
  const names: string[] = [];
  const source = operation.path
    .split('/')
    .map((segment) => {
      const match = /^\{(.+)\}$/.exec(segment);
      if (!match?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]);
      return '([^/]+)';
    })
    .join('/');
  return {
    operation,
    pattern: new RegExp(`^${source}$`),
    names,
    literalSegments: operation.path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
  };
}

/**
 * Makes the static mock answer like a small real project: among the documented examples of an operation's success
 * response it picks the one that mentions the ids of the request (path parameters, and the signed-in account's id),
 * e.g. GET /documents/{id} answers the example of that document, GET /application the account that signed in, and
 * a `root` parameter picks the example named Root. Without a better match Prism's default (the first) stays.
 */
export function createExampleSelector(operations: ContractOperation[]): (request: MockRequest) => string | undefined {
  const compiled = operations.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);
  return (request) => {
    const method = request.method.toLowerCase();
    for (const candidate of compiled) {
      if (candidate.operation.method !== method) continue;
      const match = candidate.pattern.exec(request.path);
      if (!match) continue;
      const values = match.slice(1).map((value) => decodeURIComponent(value));
      return pickExample(candidate.operation, values, request.subject);
    }
    return undefined;
  };
}

function pickExample(operation: ContractOperation, values: string[], subject: string | undefined): string | undefined {
  const status = Object.keys(operation.responses).find((code) => code.startsWith('2'));
  const media = status ? operation.responses[status]?.content?.['application/json'] : undefined;
  const examples = Object.entries(media?.examples ?? {});
  if (examples.length < 2) return undefined;
  if (values.length === 0 && !subject) return undefined;
  const score = ([name, example]: (typeof examples)[number]): number => {
    const text = JSON.stringify(example.value);
    // An example that is the entity itself (its `id`, bare or in the `{ data }` envelope) wins; otherwise how often
    // it names the value: a directory's own children name it as parent, parent directory and ancestor, a deeper
    // level only as an ancestor, so GET …/{id}/children picks that directory's level.
    const mentions = (value: string): number => {
      if (value === 'root') return Number(/root/i.test(name));
      return (ownId(example.value) === value ? 1000 : 0) + text.split(`"${value}"`).length - 1;
    };
    // The request's own ids outweigh the account's: GET /documents/{id} shows that document whoever asks.
    const byParameters = values.reduce((sum, value) => sum + mentions(value), 0) * 100;
    return byParameters + (subject && mentions(subject) > 0 ? 1 : 0);
  };
  let best: { name: string; score: number } | undefined;
  for (const entry of examples) {
    const entryScore = score(entry);
    if (entryScore > 0 && (!best || entryScore > best.score)) best = { name: entry[0], score: entryScore };
  }
  return best?.name;
}

/** The `sub` claim of a bearer JWT, read without verification: the mock only uses it to pick an example. */
/** The `id` of an example that is one entity, bare, wrapped in `{ data }`, or the `directory` of a directory load. */
function ownId(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('id' in value) return value.id;
  if ('directory' in value) return ownId(value.directory);
  return 'data' in value ? ownId(value.data) : undefined;
}

export function bearerSubject(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string')
      return claims.sub;
  } catch {
    return undefined;
  }
  return undefined;
}
