import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/app';

/** A JSON schema of the contract, its `$ref`s resolved. */
export type Schema = Record<string, unknown>;

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** What the contract says one status of an operation answers: its media types and their schemas. */
export interface ResponseModel {
  content: Record<string, Schema | undefined>;
}

export interface OperationModel {
  operationId: string;
  method: string;
  /** The contract's path, `{name}` for parameters. */
  path: string;
  /** No sign-in at all (`security: []`). */
  public: boolean;
  parameters: ParameterModel[];
  /** Media type → schema of the request body; empty when it takes none. */
  body: Record<string, Schema>;
  bodyRequired: boolean;
  responses: Record<string, ResponseModel>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Resolves local `$ref`s ('#/components/…') everywhere below `value`. The contract has no recursive schema; a
 * reference met again on its own path is left as it is rather than looping.
 */
function resolve(root: Json, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(root, item, seen));
  if (!isObject(value)) return value;
  const ref = value['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return {};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
    const siblings = Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$ref'));
    const resolved = resolve(root, target, [...seen, ref]);
    return isObject(resolved) ? { ...resolved, ...(resolve(root, siblings, seen) as Json) } : resolved;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(root, item, seen)]));
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of openapi/v1.yaml as the fuzzer needs it. */
export function loadContractOperations(): OperationModel[] {
  const root = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json;
  const paths = resolve(root, root['paths']) as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) => {
    const shared = (item['parameters'] as ParameterModel[] | undefined) ?? [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isObject(operation)) return [];
      const body = isObject(operation['requestBody']) ? operation['requestBody'] : undefined;
      const content = (body?.['content'] as Record<string, { schema?: Schema }> | undefined) ?? {};
      const responses = operation['responses'] as Record<string, Json | undefined>;
      return [
        {
          operationId: String(operation['operationId']),
          method: method.toUpperCase(),
          path,
          public: Array.isArray(operation['security']) && operation['security'].length === 0,
          parameters: [...shared, ...((operation['parameters'] as ParameterModel[] | undefined) ?? [])].map(
            (parameter) => ({ ...parameter, required: parameter.required, schema: parameter.schema }),
          ),
          body: Object.fromEntries(
            Object.entries(content).map(([mediaType, entry]) => [mediaType, entry.schema ?? {}]),
          ),
          bodyRequired: body?.['required'] === true,
          responses: Object.fromEntries(
            Object.entries(responses).map(([status, response]) => [
              status,
              {
                content: Object.fromEntries(
                  Object.entries((response?.['content'] as Record<string, { schema?: Schema }> | undefined) ?? {}).map(
                    ([mediaType, entry]) => [mediaType, entry.schema],
                  ),
                ),
              },
            ]),
          ),
        },
      ];
    });
  });
}
