import { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { modalsReady } from './modals-ready';

/**
 * Mantine's modals provider, with the modal, focus trap and scroll lock, is not in the explorer's first load (README,
 * Performance: Bundle): `ModalHost` mounts it the first time a shared modal opens (`openModals`), and it then stays.
 */
const ModalsProviderPart = lazy(async () => ({ default: (await import('./ModalsProviderPart')).ModalsProviderPart }));

let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isWanted = () => wanted;

/** Where the app's shared modals show: nothing until the first opens, then Mantine's provider (one per app). */
export function ModalHost() {
  const shown = useSyncExternalStore(subscribe, isWanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProviderPart />
    </Suspense>
  );
}

/** Mantine's `modals`, once a provider listens: every shared modal opens through this. */
export async function openModals(): Promise<typeof modals> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  await modalsReady;
  return modals;
}
