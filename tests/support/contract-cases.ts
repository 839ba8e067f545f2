import type { ContractOperation, ExampleObject, JsonObject, MediaTypeObject } from '../../mocks/contract-document';

export interface RequestChoice {
  contentType: string;
  exampleName: string;
  example: ExampleObject;
  media: MediaTypeObject;
}

export interface ContractCase {
  /** Readable name: operationId, status, example names. */
  title: string;
  operation: ContractOperation;
  status: number;
  /** Named response example asked of the mock with `Prefer: example=…`; absent for bodiless or binary answers. */
  responseExample?: { name: string; value: unknown };
  responseContentTypes: string[];
  request?: RequestChoice;
}

function requestChoices(operation: ContractOperation): RequestChoice[] {
  const content = operation.requestBody?.content ?? {};
  return Object.entries(content).flatMap(([contentType, media]) =>
    Object.entries(media.examples ?? {}).map(([exampleName, example]) => ({
      contentType,
      exampleName,
      example,
      media,
    })),
  );
}

/**
 * Every documented response status and example of every operation, each paired with a request example;
 * request examples not used that way are sent once more against the first success status, so every request
 * example and every response example is exercised at least once.
 */
export function contractCases(operations: ContractOperation[]): ContractCase[] {
  const cases: ContractCase[] = [];
  for (const operation of operations) {
    const requests = requestChoices(operation);
    const firstRequest = requests[0];
    const statuses = Object.keys(operation.responses).sort();
    for (const status of statuses) {
      const response = operation.responses[status];
      if (!response) continue;
      const contentTypes = Object.keys(response.content ?? {});
      const examples = Object.entries(response.content ?? {}).flatMap(([, media]) =>
        Object.entries(media.examples ?? {}).map(([name, example]) => ({ name, value: example.value })),
      );
      const base = {
        operation,
        status: Number(status),
        responseContentTypes: contentTypes,
        ...(firstRequest ? { request: firstRequest } : {}),
      };
      if (examples.length === 0) {
        cases.push({ ...base, title: `${operation.operationId} ${status}` });
      }
      for (const example of examples) {
        cases.push({ ...base, title: `${operation.operationId} ${status} ${example.name}`, responseExample: example });
      }
    }
    const successStatus = statuses.find((status) => status.startsWith('2'));
    const successResponse = successStatus ? operation.responses[successStatus] : undefined;
    for (const request of requests.slice(1)) {
      if (!successStatus || !successResponse) break;
      cases.push({
        title: `${operation.operationId} ${successStatus} with request ${request.contentType} ${request.exampleName}`,
        operation,
        status: Number(successStatus),
        responseContentTypes: Object.keys(successResponse.content ?? {}),
        request,
      });
    }
  }
  return cases;
}

function isBinaryProperty(schema: JsonObject | undefined): boolean {
  if (!schema) return false;
  if (schema['format'] === 'binary') return true;
  const items = schema['items'];
  return typeof items === 'object' && items !== null && !Array.isArray(items) && items['format'] === 'binary';
}

/** Builds the multipart body of an example: file fields become small files named after the example's text. */
function multipartBody(request: RequestChoice, resolveSchema: (node: unknown) => JsonObject): FormData {
  const form = new FormData();
  const schema = resolveSchema(request.media.schema);
  const properties = (schema['properties'] ?? {}) as Record<string, JsonObject>;
  const value = (request.example.value ?? {}) as Record<string, unknown>;
  for (const [field, fieldValue] of Object.entries(value)) {
    const binary = isBinaryProperty(properties[field]);
    const contentType = request.media.encoding?.[field]?.contentType ?? 'application/octet-stream';
    const items = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
    for (const item of items) {
      if (binary) form.append(field, new Blob([String(item)], { type: contentType }), String(item));
      else form.append(field, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

export function buildRequest(
  origin: string,
  testCase: ContractCase,
  resolveSchema: (node: unknown) => JsonObject,
): BuiltRequest {
  const { operation } = testCase;
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json, */*' };
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    const value = typeof parameter.example === 'object' ? JSON.stringify(parameter.example) : String(parameter.example);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) headers['Authorization'] = 'Bearer contract-test-token';
  headers['Prefer'] = testCase.responseExample
    ? `code=${testCase.status}, example=${testCase.responseExample.name}`
    : `code=${testCase.status}`;

  let body: BodyInit | undefined;
  const { request } = testCase;
  if (request) {
    if (request.contentType === 'multipart/form-data') {
      body = multipartBody(request, resolveSchema);
    } else {
      headers['Content-Type'] = request.contentType;
      body = JSON.stringify(request.example.value);
    }
  }
  const search = query.toString();
  return {
    url: `${origin}/v1${path}${search ? `?${search}` : ''}`,
    init: { method: operation.method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) },
  };
}
