import type { RouteOptions } from 'fastify';

/** The path's word for the virtual root above the top level, as in `GET /directories/root/children`. */
export const ROOT_PLACE = 'root';
/** What a client's missing target becomes when written into a path. */
export const NO_PLACE = 'null';

type ParamsSchema = { properties?: Record<string, unknown> };

/**
 * A move's path names its source and target by id in the contract. The app names the top level `root` as the source
 * of top-level directories (useMoveItems.tsx), and a target of `root` or `null` must be told apart from a malformed id:
 * the catalogue has CanNotMoveFilesToRootDirectory and IncorrectMoveCollection («The target directory is null.») for
 * them (explorer.md §5). So these words pass the route's validation to the handler; any other value is still checked
 * against the contract's Id.
 */
export function acceptMovePlaceWords(route: RouteOptions): void {
  const schema = route.schema as { operationId?: string; params?: ParamsSchema } | undefined;
  const properties = schema?.operationId === 'moveItems' ? schema.params?.properties : undefined;
  if (!properties) return;
  properties['source'] = { anyOf: [properties['source'], { const: ROOT_PLACE }] };
  properties['target'] = { anyOf: [properties['target'], { enum: [ROOT_PLACE, NO_PLACE] }] };
}
