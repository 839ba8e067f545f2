import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `delayMs`, false as soon as it is not: for what a quick wait should never show
 * (a spinner, a faded screen), so that it does not flash, and the page does no work for it either.
 */
export function useShownAfter(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => {
      setShown(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}
