import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';

/**
 * The router as event handlers use it, without re-rendering with every navigation. React Router's hooks
 * (`useNavigate`, `useHref`, `useLocation`, `Link`) read the route's context, which changes on every navigation: each
 * component calling them renders again, memoised or not. The header, the tree's nodes and the explorer only need the
 * router when something is clicked, so they read it here, at that moment (README, Performance).
 */
export interface AppNavigation {
  /** Goes to a path of the app (absolute, as `routePath` makes them). */
  navigate: (path: string, options?: NavigateOptions) => void;
  /** The address of a path of the app, with the app's base: for `href`, and for opening in a new tab. */
  href: (path: string) => string;
  /** The path shown now, read when called. */
  pathname: () => string;
  /** The query shown now ('' or starting with '?'), read when called. */
  search: () => string;
}

const AppNavigationContext = createContext<AppNavigation | null>(null);

/**
 * Provides `useAppNavigation` below it: placed once inside the router, around children made outside it (the route's
 * element), so that its own render on each navigation stops here.
 */
export function AppNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const base = useHref('/').replace(/\/$/, '');
  const latest = useRef({ navigate, pathname, search, base });
  useLayoutEffect(() => {
    latest.current = { navigate, pathname, search, base };
  });
  const navigation = useMemo<AppNavigation>(
    () => ({
      navigate: (path, options) => void latest.current.navigate(path, options),
      href: (path) => `${latest.current.base}${path}`,
      pathname: () => latest.current.pathname,
      search: () => latest.current.search,
    }),
    [],
  );
  return <AppNavigationContext.Provider value={navigation}>{children}</AppNavigationContext.Provider>;
}

/** The router for event handlers (AppNavigation); the same object for the whole life of the app. */
export function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) throw new Error('useAppNavigation is used outside AppNavigationProvider.');
  return navigation;
}
