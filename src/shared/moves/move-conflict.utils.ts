import type { MoveConflict } from '../../../codegen/model/moveConflict';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpStatusError } from '../errors/app-error';

/** A name clash the user can resolve, with the server's details when it sent them. */
export interface MoveClash {
  conflict: MoveConflict | undefined;
}

/**
 * The name clash behind a failed move, or undefined for any other failure: only an HTTP 417 whose problem title is
 * MoveFilesFailed opens the movement-error dialog (explorer.md §4 Move, §8); everything else is an ordinary error.
 */
export function moveClashOf(error: unknown): MoveClash | undefined {
  if (!(error instanceof HttpStatusError) || error.status !== 417) return undefined;
  if (error.problem?.title !== ProblemCode.MoveFilesFailed) return undefined;
  return { conflict: error.problem.moveConflict };
}
