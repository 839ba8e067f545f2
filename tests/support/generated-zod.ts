/// <reference types="vite/client" />
import type { ZodType } from 'zod';

// Every zod module orval generated, merged: names are unique across tags because they start with the operationId.
const modules = import.meta.glob<Record<string, unknown>>('../../codegen/zod/**/*.zod.ts', { eager: true });
const exported = new Map<string, unknown>(Object.values(modules).flatMap((module) => Object.entries(module)));

function isZodType(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

/** The generated schema of one response status, e.g. `getDocument200Response`. */
export function generatedZodSchema(operationId: string, status: number): ZodType {
  const name = `${operationId}${status}Response`;
  const schema = exported.get(name);
  if (!isZodType(schema)) throw new Error(`codegen/zod has no schema ${name}: run npm run codegen`);
  return schema;
}

/** The generated schema of a request body, e.g. `createDirectoryBody`, when the operation has one. */
export function generatedZodBodySchema(operationId: string): ZodType | undefined {
  const schema = exported.get(`${operationId}Body`);
  return isZodType(schema) ? schema : undefined;
}
