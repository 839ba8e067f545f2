/**
 * Browser APIs that jsdom lacks but Mantine calls: media queries (color scheme, reduced motion, breakpoints), element
 * resizing (ScrollArea, Menu positioning) and scrolling the active option into view (Combobox). Import this module at
 * the top of a component test, before anything renders.
 */

import { configure } from '@testing-library/react';

const noop = () => undefined;

/** A media query answer that never changes; `matches` decides it. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  // The long-deprecated listener methods are still called by some libraries, so the stub keeps them.
  const legacyListeners = { addListener: noop, removeListener: noop };
  return {
    ...legacyListeners,
    matches,
    media: query,
    onchange: null,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  };
}

/** No query matches: the desktop layout, the light scheme and full motion, as in a plain browser. */
const defaultMatchMedia = (query: string) => staticMediaQueryList(query, false);

/**
 * Makes exactly the queries `matches` accepts match (e.g. the mobile breakpoint or reduced motion) until the returned
 * function restores the default.
 */
export function stubMatchMedia(matches: (query: string) => boolean): () => void {
  window.matchMedia = (query: string) => staticMediaQueryList(query, matches(query));
  return () => {
    window.matchMedia = defaultMatchMedia;
  };
}

if (typeof window !== 'undefined') {
  // jsdom declares no matchMedia at all, whatever the DOM types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (!window.matchMedia) window.matchMedia = defaultMatchMedia;

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      // jsdom lays nothing out, so nothing ever resizes.
      observe = noop;
      unobserve = noop;
      disconnect = noop;
    };
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (!window.HTMLElement.prototype.scrollIntoView) window.HTMLElement.prototype.scrollIntoView = noop;
}

// Testing Library turns React's act() checks on only when test globals are enabled; the project keeps them off.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library's one second for findBy/waitFor is too tight on a busy two-core CI machine: a lazily loaded modal or a
// Mantine transition has taken longer there (DirectoryModal's test, CI 2026-11-29). A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });
