import { z } from 'zod/mini';
import { ProblemCode } from '../../codegen/model/problemCode';
import type { ProblemBody } from './problem.schema';

/**
 * The contract's Problem schema (`problem.schema.ts`) once more, in zod/mini: the app reads every error through it,
 * so it is in the explorer's first load, where zod's full API would add some 17 kB gzip for this one schema (its
 * schemas carry every method; mini's are plain functions the bundler leaves out when unused).
 * `problem.schema.test.ts` checks that both describe the same JSON.
 */
export const problemMiniSchema = z.object({
  type: z.string(),
  title: z.enum(ProblemCode),
  status: z.int().check(z.gte(400), z.lte(599)),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  allowedName: z.optional(z.string()),
  isSkeletonEntity: z.optional(z.boolean()),
  existingDirectoryId: z.optional(z.uuid()),
  moveConflict: z.optional(
    z.object({
      count: z.int().check(z.gte(1)),
      sourceName: z.string(),
      targetName: z.string(),
      names: z.array(z.string()),
    }),
  ),
  errors: z.optional(
    z.array(
      z.object({
        field: z.string(),
        message: z.string(),
        rule: z.optional(z.string()),
        limit: z.optional(z.number()),
      }),
    ),
  ),
}) satisfies z.ZodMiniType<ProblemBody>;

/** Whether a response body is a problem of the contract (e.g. to pick the catalogue code out of an error). */
export function parseProblem(body: unknown): ProblemBody | undefined {
  const result = problemMiniSchema.safeParse(body);
  return result.success ? result.data : undefined;
}
