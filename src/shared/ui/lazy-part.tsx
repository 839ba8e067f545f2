import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadTexts, type TextGroup } from '../i18n/lazy-texts';

/** A lazily loaded part, with a way to start fetching it before it first renders (a pointer heading for its button). */
export type LazyPart<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => void };

/**
 * A part of the app left out of the explorer's first load (README, Performance: Bundle): its chunk is fetched the
 * first time it renders (or is preloaded), together with the texts of the groups named, and it renders once both are
 * there, so it never shows a key. Render it inside a Suspense boundary (`MountOnceOpened` is one).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  ...texts: TextGroup[]
): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadTexts(...texts)]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        // A chunk that failed to arrive (the network, a new release) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}

export interface MountOnceOpenedProps {
  /** Whether the part is wanted now (a dialog open, a window with something to show). */
  opened: boolean;
  children: ReactNode;
}

/**
 * Renders its children from the first time `opened` is true on: a lazily loaded dialog is fetched when it first
 * opens, and then stays mounted, so its closing transition plays and it opens again at once.
 */
export function MountOnceOpened({ opened, children }: MountOnceOpenedProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
