import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fileURLToPath } from 'node:url';

/** The contract the kit checks against: openapi/v1.yaml of this repository. */
export const CONTRACT_FILE = fileURLToPath(new URL('../openapi/v1.yaml', import.meta.url));

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
  /** The catalogue codes (`title`) of the problem examples the contract gives for this status. */
  problemCodes: string[];
}

export interface OperationModel {
  operationId: string;
  /** The first tag: the contract's group of the operation. */
  tag: string;
  method: string;
  /** The contract's path, `{name}` for parameters. */
  path: string;
  /** No sign-in at all (`security: []`). */
  public: boolean;
  /** The contract says «Administrators and developers only»: an ordinary account is refused with 403. */
  adminOnly: boolean;
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

interface MediaModel {
  schema?: Schema;
  examples?: Record<string, { value?: unknown } | undefined>;
}

function problemCodesOf(media: MediaModel | undefined): string[] {
  const titles = Object.values(media?.examples ?? {}).map((example) =>
    isObject(example?.value) ? example.value['title'] : undefined,
  );
  return [...new Set(titles.filter((title): title is string => typeof title === 'string'))];
}

/** Every operation of openapi/v1.yaml as the fuzzer and the conformance kit need it. */
export function loadContractOperations(file = CONTRACT_FILE): OperationModel[] {
  const root = parse(readFileSync(file, 'utf8')) as Json;
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
          tag: (operation['tags'] as string[] | undefined)?.[0] ?? 'other',
          method: method.toUpperCase(),
          path,
          public: Array.isArray(operation['security']) && operation['security'].length === 0,
          adminOnly: /Administrators and developers only/.test(
            typeof operation['description'] === 'string' ? operation['description'] : '',
          ),
          parameters: [...shared, ...((operation['parameters'] as ParameterModel[] | undefined) ?? [])].map(
            (parameter) => ({ ...parameter, required: parameter.required, schema: parameter.schema }),
          ),
          body: Object.fromEntries(
            Object.entries(content).map(([mediaType, entry]) => [mediaType, entry.schema ?? {}]),
          ),
          bodyRequired: body?.['required'] === true,
          responses: Object.fromEntries(
            Object.entries(responses).map(([status, response]) => {
              const media = (response?.['content'] as Record<string, MediaModel | undefined> | undefined) ?? {};
              return [
                status,
                {
                  content: Object.fromEntries(
                    Object.entries(media).map(([mediaType, entry]) => [mediaType, entry?.schema]),
                  ),
                  problemCodes: problemCodesOf(media['application/problem+json']),
                },
              ];
            }),
          ),
        },
      ];
    });
  });
}

/** The contract's version (info.version). */
export function contractVersion(file = CONTRACT_FILE): string {
  const root = parse(readFileSync(file, 'utf8')) as Json;
  const info = root['info'];
  return isObject(info) ? String(info['version']) : 'unknown';
}

/**
 * The path parameters of a request path (query ignored) by the operation's template, decoded; null when the path is
 * not one of this operation's.
 */
export function pathParameters(operation: OperationModel, path: string): Map<string, string> | null {
  const names: string[] = [];
  const pattern = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path.split('?')[0] ?? '');
  if (!match) return null;
  return new Map(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

const TEXTUAL_MEDIA = /json|^text\//;

const textual = (mediaType: string) => TEXTUAL_MEDIA.test(mediaType);

/**
 * The operation's request or one of its answers is bytes (a file, a PDF, a zip, a multipart upload) rather than JSON or
 * text: a proxy that reads bodies as text, as Prism's does, cannot carry it unchanged. An answer that may come as JSON
 * too (fetchDirectory's gzip file) is text for a client whose Accept leaves the bytes out.
 */
export function carriesBytes(operation: OperationModel): boolean {
  const answers = Object.values(operation.responses).map((response) => Object.keys(response.content));
  return (
    Object.keys(operation.body).some((mediaType) => !textual(mediaType)) ||
    answers.some((mediaTypes) => mediaTypes.length > 0 && !mediaTypes.some(textual))
  );
}
