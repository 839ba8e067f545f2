import { useCallback } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';

/** Whether `target` is where the user already is (path and query compared). */
export function isCurrentLocation(target: string, location: { pathname: string; search: string }): boolean {
  const [path = '', query = ''] = target.split('?');
  const trimmed = (value: string): string => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trimmed(path) === trimmed(location.pathname) && (query ? `?${query}` : '') === location.search;
}

/**
 * Opening a route that is already the current one is skipped (explorer.md §2), so the history gains no duplicate
 * entries; `openInNewTab` opens the same route in another tab.
 */
export function useOpenRoute(): { open: (path: string) => void; openInNewTab: (path: string) => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useHref('/');
  const open = useCallback(
    (path: string) => {
      if (!isCurrentLocation(path, location)) void navigate(path);
    },
    [location, navigate],
  );
  const openInNewTab = useCallback(
    (path: string) => {
      window.open(`${base.replace(/\/$/, '')}${path}`, '_blank', 'noopener');
    },
    [base],
  );
  return { open, openInNewTab };
}
