import fc from 'fast-check';
import type { OperationModel, Schema } from '../../../conformance/contract-model';
import { ANY_STRING, arbitraryFor, type IdPool } from './schema-arbitrary';

export type Caller = 'admin' | 'staff' | 'user' | 'none' | 'forged';

/** One generated request: who sends it, and what exactly goes on the wire. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

/** A multipart form of these text fields and files, as a browser would send it. */
function multipartBody(fields: [string, string][], files: [string, string, Buffer][]): Buffer {
  const parts = [
    ...fields.map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(([name, fileName, content]) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName.replaceAll('"', '%22').replaceAll('\r', '').replaceAll('\n', '')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  ];
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/**
 * Percent-encodes as a browser would, except that a lone surrogate (which UTF-8 cannot hold) goes out as the bytes a
 * sloppy client would send (WTF-8, so invalid UTF-8 on the wire).
 */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (unit) => {
      const code = unit.charCodeAt(0);
      if (unit.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit);
      return ['%ED', 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)]
        .map((byte) => (typeof byte === 'string' ? byte : `%${byte.toString(16).toUpperCase()}`))
        .join('');
    }).join('');
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A form for a multipart operation: its fields mostly as the schema has them, now and then missing or foreign. */
function multipartArbitrary(schema: Schema, pool: IdPool): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
  const fileFields = Object.entries(properties).filter(
    ([, property]) =>
      property['format'] === 'binary' || (property['items'] as Schema | undefined)?.['format'] === 'binary',
  );
  const textFields = Object.entries(properties).filter(([name]) => !fileFields.some(([file]) => file === name));
  const fileName = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('АР-01 План.pdf', 'model.ifc', 'a.txt') },
    { weight: 2, arbitrary: ANY_STRING },
  );
  const file = fc.tuple(
    fileName,
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc
    .record({
      fields: fc.tuple(
        ...textFields.map(([name, property]) =>
          fc.option(
            arbitraryFor(property, pool).map((value): [string, string] => [name, asText(value)]),
            { freq: 8 },
          ),
        ),
      ),
      files: fc.array(file, { minLength: 0, maxLength: 3 }),
      foreign: fc.option(
        fc.tuple(
          ANY_STRING.filter((name) => !name.includes('"')),
          ANY_STRING,
        ),
        { freq: 6 },
      ),
    })
    .map(({ fields, files, foreign }) => {
      const fileField = fileFields[0]?.[0] ?? 'file';
      const text = fields.filter((field): field is [string, string] => field !== null);
      if (foreign) text.push(foreign);
      return {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: multipartBody(
          text.map(([name, value]) => [name.replaceAll('"', ''), value.replaceAll('\r\n', '\n')]),
          files.map(([name, content]) => [fileField, name, content]),
        ),
      };
    });
}

/** A value with one property dropped or replaced by anything: what a client with a bug sends. */
const broken = (value: unknown, other: unknown, index: number) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return other;
  const keys = Object.keys(value);
  if (keys.length === 0) return other;
  const key = keys[index % keys.length] ?? '';
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    index % 2 === 0
      ? entries.filter(([name]) => name !== key)
      : entries.map(([name, item]) => [name, name === key ? other : item]),
  );
};

function bodyArbitrary(
  operation: OperationModel,
  pool: IdPool,
): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const junk = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
    fc
      .constantFrom('{"name":', '[', '{"a":1}}', 'nul', '\u0000')
      .map((payload) => ({ contentType: 'application/json', payload })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          `multipart/form-data; boundary=${BOUNDARY}`,
          'application/octet-stream',
        ),
        ANY_STRING,
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  );
  const json = operation.body['application/json'];
  const multipart = operation.body['multipart/form-data'];
  const options: fc.WeightedArbitrary<{ contentType?: string; payload?: string | Buffer }>[] = [
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  if (json) {
    const valid = arbitraryFor(json, pool);
    options.push(
      {
        weight: 8,
        arbitrary: valid.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.jsonValue({ maxDepth: 2 }), fc.nat()).map(([value, other, index]) => ({
          contentType: 'application/json',
          payload: JSON.stringify(broken(value, other, index)),
        })),
      },
    );
  }
  if (multipart) options.push({ weight: 8, arbitrary: multipartArbitrary(multipart, pool) });
  return fc.oneof(...options);
}

function parameterValue(schema: Schema, pool: IdPool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: arbitraryFor(schema, pool).map(asText) },
    { weight: 1, arbitrary: ANY_STRING },
  );
}

/** Requests for one operation: callers, parameters, media types and bodies, valid and broken. */
export function requestArbitrary(operation: OperationModel, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  return fc
    .record({
      caller: fc.constantFrom<Caller>('admin', 'admin', 'admin', 'staff', 'staff', 'user', 'none', 'forged'),
      path: fc.tuple(...pathParameters.map((parameter) => parameterValue(parameter.schema, pool))),
      query: fc.tuple(
        ...queryParameters.map((parameter) =>
          fc.option(parameterValue(parameter.schema, pool), { freq: parameter.required ? 10 : 2 }),
        ),
      ),
      headers: fc.tuple(
        ...headerParameters.map((parameter) => fc.option(parameterValue(parameter.schema, pool), { freq: 2 })),
      ),
      body: bodyArbitrary(operation, pool),
    })
    .map(({ caller, path, query, headers, body }) => {
      let url = `/v1${operation.path}`;
      pathParameters.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, percentEncoded(path[index] ?? ''));
      });
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = query[index];
        if (value !== null && value !== undefined) search.append(parameter.name, value);
      });
      const searchText = search.toString();
      const requestHeaders: Record<string, string> = {};
      headerParameters.forEach((parameter, index) => {
        const value = headers[index];
        // Header values cannot carry line breaks or non-Latin-1 text on the wire.
        if (value !== null && value !== undefined && /^[\t\x20-\x7e]*$/.test(value))
          requestHeaders[parameter.name] = value;
      });
      if (body.contentType) requestHeaders['content-type'] = body.contentType;
      return {
        caller,
        method: operation.method,
        url: searchText ? `${url}?${searchText}` : url,
        headers: requestHeaders,
        payload: body.payload,
      };
    });
}
