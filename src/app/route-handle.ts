import type { UIMatch } from 'react-router';
import type { RouteMeta, RouteName } from '../shared/routes/routes';

/** What every route of the table carries in react-router's `handle`. */
export interface RouteHandle {
  name: RouteName;
  meta: RouteMeta;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'meta' in value;
}

/** The handle of the deepest matched route of the table. */
export function currentRouteHandle(matches: UIMatch[]): RouteHandle | undefined {
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}
