import { useLayoutEffect, type RefObject } from 'react';

/**
 * The CSS variable the layout keeps free at the bottom of the screen for the upload queue's window, so that the window
 * never covers the page's controls (the document panel's buttons and remarks, the list's last rows): the explorer's
 * columns end above it and the other pages get as much padding below their content. AppLayout.module.css and
 * ExplorerPage.module.css read it.
 */
export const UPLOAD_QUEUE_SPACE = '--upload-queue-space';

/** The window floats this far above the footer: the space kept also covers the gap. */
const GAP = 12;

/**
 * Keeps `UPLOAD_QUEUE_SPACE` at the height of the element (and the gap) while it is shown, following its resizes
 * (collapsing, rows coming and going), and removes it when the element goes.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!shown || !element) {
      root.style.removeProperty(UPLOAD_QUEUE_SPACE);
      return undefined;
    }
    const reserve = () => {
      root.style.setProperty(UPLOAD_QUEUE_SPACE, `${String(Math.ceil(element.offsetHeight + GAP))}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(UPLOAD_QUEUE_SPACE);
    };
  });
}
