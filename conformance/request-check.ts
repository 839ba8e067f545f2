import { pathParameters, type OperationModel, type Schema } from './contract-model';
import type { KitRequest } from './kit-client';
import { schemaComplaint } from './response-check';

/** Why a parameter's text fails its schema, read as text or, as servers coerce it, as a number or a boolean. */
function parameterValueComplaint(schema: Schema, text: string): string | null {
  const asText = schemaComplaint(schema, text);
  if (asText === null) return asText;
  if (/^-?\d+(\.\d+)?$/.test(text)) return schemaComplaint(schema, Number(text));
  if (text === 'true' || text === 'false') return schemaComplaint(schema, text === 'true');
  return asText;
}

function parameterComplaints(operation: OperationModel, request: KitRequest): string[] {
  const [path = '', query = ''] = request.path.split('?');
  const inPath = pathParameters(operation, path);
  if (!inPath) return [`the path ${path} does not match ${operation.path}`];
  const values = new Map<string, string>([...inPath].map(([name, value]) => [`path:${name}`, value]));
  for (const [name, value] of new URLSearchParams(query)) values.set(`query:${name}`, value);
  return operation.parameters.flatMap((parameter) => {
    if (parameter.in === 'header') return [];
    const value = values.get(`${parameter.in}:${parameter.name}`);
    if (value === undefined)
      return parameter.required ? [`the ${parameter.in} parameter ${parameter.name} is missing`] : [];
    const complaint = parameterValueComplaint(parameter.schema, value);
    return complaint === null ? [] : [`${parameter.in} parameter ${parameter.name}: ${complaint}`];
  });
}

function bodyComplaints(operation: OperationModel, request: KitRequest): string[] {
  const mediaTypes = Object.keys(operation.body);
  if (request.json !== undefined) {
    const schema = operation.body['application/json'];
    if (!schema) return [`a JSON body, where the operation takes ${mediaTypes.join(' or ') || 'none'}`];
    const complaint = schemaComplaint(schema, request.json);
    return complaint === null ? [] : [`body: ${complaint}`];
  }
  if (request.form) {
    const schema = operation.body['multipart/form-data'];
    if (!schema) return [`a multipart body, where the operation takes ${mediaTypes.join(' or ') || 'none'}`];
    const required = (schema['required'] as string[] | undefined) ?? [];
    const form = request.form;
    return required.filter((name) => !form.has(name)).map((name) => `the form field ${name} is missing`);
  }
  return operation.bodyRequired ? ['the required body is missing'] : [];
}

/**
 * Why a request the kit means to be accepted breaks the contract itself, or null. A kit that sent such a request
 * would blame the server for its own mistake, so these are reported as the kit's.
 */
export function requestComplaint(operation: OperationModel, request: KitRequest): string | null {
  const complaints = [...parameterComplaints(operation, request), ...bodyComplaints(operation, request)];
  return complaints.length === 0 ? null : `the kit's own request breaks the contract: ${complaints.join('; ')}`;
}
