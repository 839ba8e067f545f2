import { gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OperationModel, Schema } from './contract-model';

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
// OpenAPI's own formats for file bodies: any text passes.
ajv.addFormat('binary', true);
ajv.addFormat('byte', true);

const compiled = new WeakMap<Schema, ValidateFunction>();

function validatorOf(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** An answer as the checks need it, whether it came from `inject` or over the network. */
export interface AnswerLike {
  status: number;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body as text (binary bodies are only measured). */
  text: string;
  byteLength: number;
  /** The body as it came, where the check has it: a gzip file of JSON is read from it. */
  bytes?: Uint8Array;
}

export const mediaTypeOf = (header: unknown) =>
  typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';

/** Where the contract declares this status of the operation: its own entry, a range (`4XX`) or `default`. */
export const declaredResponse = (operation: OperationModel, status: number) => {
  const key = String(status);
  return operation.responses[key] ?? operation.responses[`${key[0] ?? ''}XX`] ?? operation.responses['default'];
};

/** Why a JSON value fails a schema, or null when it passes. */
export function schemaComplaint(schema: Schema, value: unknown): string | null {
  const validate = validatorOf(schema);
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/**
 * Why the answer breaks the contract, or null when it keeps it: a 5xx; a status the operation does not declare; a
 * media type it does not declare for that status; a body missing where one is declared, or present where none is; a
 * JSON body that fails the declared schema.
 */
export function contractComplaint(operation: OperationModel, answer: AnswerLike): string | null {
  const status = String(answer.status);
  if (answer.status >= 500) return `answered ${status}: ${answer.text.slice(0, 300)}`;
  const declared = declaredResponse(operation, answer.status);
  if (!declared) return `answered ${status}, which the contract does not declare`;
  const mediaTypes = Object.keys(declared.content);
  const mediaType = mediaTypeOf(answer.headers['content-type']);
  if (mediaTypes.length === 0) {
    return answer.byteLength === 0 ? null : `answered ${status} with a body, where the contract declares none`;
  }
  if (!mediaTypes.includes(mediaType)) return `answered ${status} as «${mediaType}», not ${mediaTypes.join(' or ')}`;
  const json = declared.content['application/json'];
  if (mediaType === GZIP_FILE && json && answer.bytes) return gzipFileComplaint(json, answer.bytes, status);
  const schema = declared.content[mediaType];
  if (!schema || !mediaType.endsWith('json')) return null;
  return jsonComplaint(schema, answer.text, status, 'a body');
}

/** A gzip file that stands for the answer's JSON (fetchDirectory's, docs/contract.md). */
const GZIP_FILE = 'application/gzip';

/** Why a gzip file of the answer's JSON breaks the contract: not gzip, not JSON inside, or JSON the schema refuses. */
function gzipFileComplaint(schema: Schema, bytes: Uint8Array, status: string): string | null {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch {
    return `answered ${status} with an application/gzip body that is not gzip`;
  }
  return jsonComplaint(schema, text, status, 'a gzip file');
}

function jsonComplaint(schema: Schema, text: string, status: string, what: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with ${what} that is not JSON`;
  }
  const complaint = schemaComplaint(schema, body);
  return complaint === null ? null : `answered ${status} with ${what} the schema refuses: ${complaint}`;
}
