import { useEffect } from 'react';

let markReady: () => void = () => undefined;

/** Resolves once a ModalsProvider listens to `modals`' events (`ModalsReady` rendered inside it). */
export const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Rendered inside a ModalsProvider: from its effects on, the provider listens to `modals`' events (it subscribes in
 * a layout effect, which runs before this effect). Component tests that render their own provider render this in it.
 */
export function ModalsReady() {
  useEffect(() => {
    markReady();
  }, []);
  return null;
}
