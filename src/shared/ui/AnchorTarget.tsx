import { useLayoutEffect, type Ref } from 'react';

export interface AnchorTargetProps {
  /** The element the popover or menu opens from, rendered elsewhere (by the first load's trigger). */
  element: HTMLElement | null;
  /** Set by Mantine's `Popover.Target` / `Menu.Target`, which clones its child with its ref. */
  ref?: Ref<HTMLElement>;
}

function assign(ref: Ref<HTMLElement> | undefined, element: HTMLElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * The child of a Mantine `Popover.Target` or `Menu.Target` that hands it an element rendered outside the popover: the
 * trigger stays in the explorer's first load while the popover with floating-ui comes when first wanted
 * (`useOverlayTrigger`). Mantine then positions the dropdown at that element, leaves clicks on it to the trigger's own
 * handler and returns the focus to it. Renders nothing; the trigger carries its own ARIA state.
 */
export function AnchorTarget({ element, ref }: AnchorTargetProps) {
  useLayoutEffect(() => {
    assign(ref, element);
    return () => {
      assign(ref, null);
    };
  }, [ref, element]);
  return null;
}
