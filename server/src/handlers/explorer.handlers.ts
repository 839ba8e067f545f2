import type { MoveRequest } from '../../../codegen/model/moveRequest';
import type { MoveResult } from '../../../codegen/model/moveResult';
import type { OperationHandler } from '../app';
import { NO_PLACE, ROOT_PLACE } from '../plugins/move-places';
import type { MovePlace } from '../policies/moves.policy';
import { moveItems } from '../services/moves.service';
import { documentContextOf } from './request-context';

// Validated by Fastify against the contract, widened by the words of move-places.ts; `rename` defaults to false.
type MoveParams = { source: string; target: string };
type MoveQuery = { rename: boolean };

function targetOf(target: string): MovePlace {
  if (target === ROOT_PLACE) return { kind: 'root' };
  if (target === NO_PLACE) return { kind: 'none' };
  return { kind: 'directory', id: target };
}

const contextOf = documentContextOf;

/** Operations of the `explorer` tag (explorer.md §4 Move, §7). */
export const explorerHandlers: Record<string, OperationHandler> = {
  moveItems: (request): Promise<MoveResult> => {
    const { source, target } = request.params as MoveParams;
    const { rename } = request.query as MoveQuery;
    return moveItems(
      contextOf(request),
      { sourceId: source === ROOT_PLACE ? null : source, target: targetOf(target) },
      request.body as MoveRequest,
      rename,
    );
  },
};
