import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
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

const mediaTypeOf = (header: unknown) => (typeof header === 'string' ? (header.split(';')[0] ?? '').trim() : '');

/**
 * Why the answer breaks the contract, or null when it keeps it: a 5xx; a status the operation does not declare; a
 * media type it does not declare for that status; a body missing where one is declared, or present where none is; a
 * JSON body that fails the declared schema.
 */
export function contractComplaint(operation: OperationModel, response: LightMyRequestResponse): string | null {
  const status = String(response.statusCode);
  if (response.statusCode >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const declared =
    operation.responses[status] ?? operation.responses[`${status[0] ?? ''}XX`] ?? operation.responses['default'];
  if (!declared) return `answered ${status}, which the contract does not declare`;
  const mediaTypes = Object.keys(declared.content);
  const mediaType = mediaTypeOf(response.headers['content-type']);
  if (mediaTypes.length === 0) {
    return response.rawPayload.length === 0 ? null : `answered ${status} with a body, where the contract declares none`;
  }
  if (!mediaTypes.includes(mediaType)) return `answered ${status} as «${mediaType}», not ${mediaTypes.join(' or ')}`;
  const schema = declared.content[mediaType];
  if (!schema || !mediaType.endsWith('json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const validate = validatorOf(schema);
  if (validate(body)) return null;
  return `answered ${status} with a body the schema refuses: ${ajv.errorsText(validate.errors)}`;
}
