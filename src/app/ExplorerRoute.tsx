import { Outlet, useMatches } from 'react-router';
import { ExplorerPage } from '../features/explorer/ExplorerPage';
import { currentRouteHandle } from './route-handle';

/**
 * The parent of the explorer's routes: one explorer stays mounted while the side panel (the child route) changes, so
 * the list keeps its scroll position, sort and filter when a document, its versions or a directory's panel opens.
 */
export function ExplorerRoute() {
  const handle = currentRouteHandle(useMatches());
  return <ExplorerPage panel={handle?.name === 'home.directory' ? undefined : <Outlet />} />;
}
