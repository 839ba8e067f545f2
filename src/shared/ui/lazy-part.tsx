import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadTexts, type TextGroup } from '../i18n/lazy-texts';

/**
 * A part of the app left out of the explorer's first load (README, Performance: Bundle): its chunk is fetched the
 * first time it renders, together with the texts of the groups named, and it renders once both are there, so it
 * never shows a key. Render it inside a Suspense boundary (`MountOnceOpened` is one).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  ...texts: TextGroup[]
): ComponentType<Props> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadTexts(...texts)]);
    return { default: component };
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
