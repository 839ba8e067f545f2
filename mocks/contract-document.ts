import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi/v1.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ExampleObject {
  summary?: string;
  value?: Json;
}
export interface MediaTypeObject {
  schema?: JsonObject;
  examples?: Record<string, ExampleObject>;
  encoding?: Record<string, { contentType?: string }>;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, JsonObject>;
}
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonObject;
  example?: Json;
}
export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
  'x-designed'?: boolean;
}
export interface ContractOperation extends OperationObject {
  method: HttpMethod;
  path: string;
  parameters: ParameterObject[];
}

export interface ContractDocument {
  raw: JsonObject;
  operations: ContractOperation[];
  schema: (name: string) => JsonObject;
  /** Follows `$ref`s from the contract's root. */
  resolve: (node: unknown) => JsonObject;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s (`#/components/...`) until a concrete object is reached. */
function deref(root: JsonObject, node: unknown): unknown {
  let current = node;
  const seen = new Set<string>();
  while (isObject(current) && typeof current['$ref'] === 'string') {
    const ref = current['$ref'];
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Unresolvable $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((target, key) => (isObject(target) ? target[key] : undefined), root);
    if (current === undefined) throw new Error(`Dangling $ref ${ref}`);
  }
  return current;
}

function derefMediaTypes(root: JsonObject, content: Record<string, MediaTypeObject> | undefined) {
  if (!content) return undefined;
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      {
        ...media,
        examples: media.examples
          ? Object.fromEntries(
              Object.entries(media.examples).map(([name, example]) => [name, deref(root, example) as ExampleObject]),
            )
          : undefined,
      },
    ]),
  );
}

export function loadContract(path = CONTRACT_PATH): ContractDocument {
  // The contract shares records between examples through YAML anchors; allow every alias.
  const raw = parse(readFileSync(path, 'utf8'), { maxAliasCount: -1 }) as JsonObject;
  const paths = raw['paths'] as Record<string, Record<string, unknown>>;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item['parameters'] as unknown[] | undefined) ?? []).map((p) => deref(raw, p) as ParameterObject);
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => deref(raw, p) as ParameterObject);
      const responses = Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => {
          const resolved = deref(raw, response) as ResponseObject;
          return [status, { ...resolved, content: derefMediaTypes(raw, resolved.content) }];
        }),
      );
      const requestBody = operation.requestBody
        ? { ...operation.requestBody, content: derefMediaTypes(raw, operation.requestBody.content) ?? {} }
        : undefined;
      operations.push({
        ...operation,
        ...(requestBody ? { requestBody } : {}),
        responses,
        method,
        path,
        parameters: [...shared, ...own],
      });
    }
  }
  const schemas = (raw['components'] as JsonObject)['schemas'] as Record<string, JsonObject>;
  return {
    raw,
    operations,
    resolve: (node) => deref(raw, node) as JsonObject,
    schema: (name) => {
      const found = schemas[name];
      if (!found) throw new Error(`No schema ${name} in the contract`);
      return found;
    },
  };
}
