import { useCallback, useMemo, useState } from 'react';

export interface OverlayTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface OverlayTrigger {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** The trigger's element, for the lazily loaded overlay's `AnchorTarget`. */
  anchor: HTMLElement | null;
  /** To spread on the trigger: its ref, its ARIA state, a click that toggles, and the preload on pointer or focus. */
  triggerProps: OverlayTriggerProps;
}

/**
 * The first-load half of a menu or popover whose Mantine part is loaded when first wanted (README, Performance:
 * Bundle): the trigger toggles the state, and a pointer on it or the focus starts fetching the overlay's chunk, so
 * that it is usually there by the click.
 */
export function useOverlayTrigger(preload: () => void, popup: 'menu' | 'dialog' = 'menu'): OverlayTrigger {
  const [opened, setOpened] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = useCallback(() => {
    setOpened((current) => !current);
  }, []);
  const triggerProps = useMemo(
    () => ({
      ref: setAnchor,
      'aria-haspopup': popup,
      'aria-expanded': opened,
      onClick: toggle,
      onPointerEnter: preload,
      onFocus: preload,
    }),
    [popup, opened, toggle, preload],
  );
  return { opened, setOpened, anchor, triggerProps };
}
