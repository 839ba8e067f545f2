import fc from 'fast-check';
import type { Schema } from '../../../conformance/contract-model';

/** Ids the fuzzer offers where the contract wants an id, so that requests reach real rows as well as unknown ones. */
export interface IdPool {
  ids: readonly string[];
}

/** Strings a careless or hostile client sends: empty, blank, path steps, controls, bidi and zero-width marks, huge. */
export const HOSTILE_STRINGS = fc.constantFrom(
  '',
  ' ',
  '..',
  '../..',
  'a/b.png',
  'a\\b',
  'plan\u202Egnp.exe',
  'zero\u200Bwidth',
  '\uFEFFbom',
  'lone\uD800surrogate',
  'ctrl\u0007bell',
  'c1\u0085next',
  'nul\u0000byte',
  '%00',
  '%2e%2e',
  'root',
  '-1',
  '0',
  '1e309',
  'null',
  '<script>alert(1)</script>',
  "'; DROP TABLE documents; --",
  'x'.repeat(255),
  'я'.repeat(300),
  '😀'.repeat(130),
);

/** Any string, with the odd characters weighted in. */
export const ANY_STRING = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: HOSTILE_STRINGS },
);

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

function stringFor(schema: Schema, pool: IdPool): fc.Arbitrary<string> {
  const format = schema['format'];
  if (format === 'uuid') return fc.oneof(fc.constantFrom(...pool.ids), fc.uuid());
  if (format === 'date-time')
    return fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (format === 'date')
    return fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (format === 'email') return fc.emailAddress();
  if (format === 'uri') return fc.webUrl();
  if (typeof schema['pattern'] === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema['pattern'])).filter((text) => text.length <= 300);
    } catch {
      // A pattern JavaScript cannot read is left to the plain strings below.
    }
  }
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = Math.min(typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 40, minLength + 40);
  return fc.oneof({ weight: 4, arbitrary: fc.string({ minLength, maxLength }) }, { weight: 1, arbitrary: ANY_STRING });
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : -1000;
  const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : Math.max(min, 0) + 1000;
  return integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true });
}

function objectFor(schema: Schema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  const properties = isObject(schema['properties']) ? (schema['properties'] as Record<string, Schema>) : {};
  const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  const entries = Object.entries(properties);
  if (entries.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  return fc.record(
    Object.fromEntries(entries.map(([name, property]) => [name, arbitraryFor(property, pool, depth + 1)])),
    { requiredKeys: required.filter((name) => name in properties) },
  );
}

function typedFor(type: string, schema: Schema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'string':
      return stringFor(schema, pool);
    case 'array': {
      const items = isObject(schema['items']) ? arbitraryFor(schema['items'], pool, depth + 1) : fc.jsonValue();
      const minLength = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const maxLength = Math.min(typeof schema['maxItems'] === 'number' ? schema['maxItems'] : 4, minLength + 4);
      return schema['uniqueItems'] === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, pool, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values that mostly follow the schema (ids from the pool or fresh, formats and patterns kept, lengths in range), so
 * that requests pass validation and reach the services; the request builder breaks them on purpose as well.
 */
export function arbitraryFor(schema: Schema, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return fc.oneof(
        ...(options as Schema[]).map((option) =>
          arbitraryFor({ ...schema, [key]: undefined, ...option }, pool, depth + 1),
        ),
      );
  }
  const type = schema['type'];
  if (Array.isArray(type)) return fc.oneof(...(type as string[]).map((item) => typedFor(item, schema, pool, depth)));
  if (typeof type === 'string') return typedFor(type, schema, pool, depth);
  if (isObject(schema['properties'])) return objectFor(schema, pool, depth);
  return fc.jsonValue({ maxDepth: 2 });
}
