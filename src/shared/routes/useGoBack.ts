import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from './routes';

/**
 * The position of the current entry among the app's own history entries in this tab, which react-router's browser
 * history keeps in `history.state.idx` (0: the first page the app showed here); undefined under another router.
 */
function appHistoryIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  return typeof state.idx === 'number' ? state.idx : undefined;
}

/**
 * The Go back link's action (explorer.md §2): back in history when there is somewhere to go back to, else home. A
 * page opened straight from a link in a new tab has no previous entry; the router's index says so even after the page
 * added entries of its own (the archive browser's folders) and went back through them, where the browser's history
 * length and the location's key no longer do. Without that index: a previous entry or a router key.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const index = appHistoryIndex();
    const hasPrevious = index === undefined ? window.history.length > 1 || key !== 'default' : index > 0;
    if (hasPrevious) void navigate(-1);
    else void navigate(routePath('home.directory'));
  }, [navigate, key]);
}
