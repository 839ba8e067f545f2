import { z } from 'zod';
import { ProblemCode } from '../../codegen/model/problemCode';
import type { Problem } from '../../codegen/model/problem';

/**
 * orval's zod output leaves out `application/problem+json` bodies, so the Problem schema is written here.
 * Its codes come from the generated `ProblemCode`, and `problem.schema.test.ts` compares the whole shape with the
 * contract's Problem schema, so it cannot drift from openapi/v1.yaml. The contract and server tests parse with it; the
 * app reads problems with its zod/mini twin (`parse-problem.ts`), which the same test holds to this one.
 */
export const problemCodeSchema = z.enum(ProblemCode);

export const moveConflictSchema = z.object({
  count: z.number().int().min(1),
  sourceName: z.string(),
  targetName: z.string(),
  names: z.array(z.string()),
});

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  rule: z.string().optional(),
  limit: z.number().optional(),
});

export const problemSchema = z.object({
  type: z.string(),
  title: problemCodeSchema,
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  allowedName: z.string().optional(),
  isSkeletonEntity: z.boolean().optional(),
  existingDirectoryId: z.uuid().optional(),
  moveConflict: moveConflictSchema.optional(),
  errors: z.array(fieldErrorSchema).optional(),
}) satisfies z.ZodType<Problem>;

export type ProblemBody = z.infer<typeof problemSchema>;
