import type { MoveRequest } from '../../../codegen/model/moveRequest';
import type { MoveResult } from '../../../codegen/model/moveResult';
import type { OperationHandler } from '../app';
import type { MovePlace } from '../policies/moves.policy';
import { moveItems } from '../services/moves.service';
import { documentContextOf } from './request-context';

// Validated by Fastify against the contract, whose source may be `root` (the top level) and target `root` or `null`
// (explorer.md §5: refused by the move policy with their own codes); `rename` defaults to false.
const ROOT_PLACE = 'root';
const NO_PLACE = 'null';

type MoveParams = { source: string; target: string };
type MoveQuery = { rename: boolean };

function targetOf(target: string): MovePlace {
  if (target === ROOT_PLACE) return { kind: 'root' };
  if (target === NO_PLACE) return { kind: 'none' };
  return { kind: 'directory', id: target };
}

/** Operations of the `explorer` tag (explorer.md §4 Move, §7). */
export const explorerHandlers: Record<string, OperationHandler> = {
  moveItems: (request): Promise<MoveResult> => {
    const { source, target } = request.params as MoveParams;
    const { rename } = request.query as MoveQuery;
    return moveItems(
      documentContextOf(request),
      { sourceId: source === ROOT_PLACE ? null : source, target: targetOf(target) },
      request.body as MoveRequest,
      rename,
    );
  },
};
