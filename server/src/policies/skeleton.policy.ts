import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem } from '../problem';

/**
 * The structure's own rules (platform.md §2.4, §5; docs/structure.md). A pin belongs to a directory that exists once:
 * the directory of an entity that is not creatable and has no creatable ancestor. A creatable entity's directories are
 * many (one per «Add {name}»), so the structure editor hides the pin for it and for everything below it, and the
 * server refuses it the same way.
 */
export function ensurePinnable(
  entity: { isCreatable: boolean; isPinned: boolean },
  ancestors: readonly { isCreatable: boolean }[],
): void {
  if (!entity.isPinned) return;
  if (entity.isCreatable || ancestors.some((ancestor) => ancestor.isCreatable))
    throw new HttpProblem(
      400,
      ProblemCode.IncorrectParam,
      'A creatable entity, or one below a creatable entity, cannot be pinned.',
    );
}
