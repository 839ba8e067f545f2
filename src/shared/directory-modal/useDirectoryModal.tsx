import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryModalRequest } from './directory-modal-request';
import { lazyPart } from '../ui/lazy-part';

export type { DirectoryModalRequest } from './directory-modal-request';

/** The modal's code comes when it first opens, not with the explorer's first load. */
const DirectoryModal = lazyPart(async () => (await import('./DirectoryModal')).DirectoryModal, 'directoryModal');

export interface DirectoryModalControl {
  /** Opens the modal for a new request; the form starts afresh each time. */
  open: (request: DirectoryModalRequest) => void;
  /** The modal itself: render it once, anywhere inside the providers. */
  element: ReactNode;
}

interface ModalState {
  request: DirectoryModalRequest | null;
  opened: boolean;
  /** Changes with every opening, so the form inside is new each time. */
  generation: number;
}

/**
 * The directory modal as a hook (explorer.md §2 DirectoryModel): `open` it for creating (under a parent or at the top
 * level, optionally from a skeleton entity) or renaming; on success the cache event is applied, the modal closes and
 * the request's `onDone` gets the saved directory.
 */
export function useDirectoryModal(): DirectoryModalControl {
  const [state, setState] = useState<ModalState>({ request: null, opened: false, generation: 0 });

  const open = useCallback((request: DirectoryModalRequest) => {
    setState((current) => ({ request, opened: true, generation: current.generation + 1 }));
  }, []);
  // The request stays while the modal animates out, so its content does not vanish mid-transition.
  const close = useCallback(() => {
    setState((current) => ({ ...current, opened: false }));
  }, []);

  const { request } = state;
  const element =
    request === null ? null : (
      <Suspense fallback={null}>
        <DirectoryModal
          key={state.generation}
          request={request}
          opened={state.opened}
          onClose={close}
          onSaved={(directory: Directory) => {
            close();
            request.onDone?.(directory);
          }}
        />
      </Suspense>
    );
  return { open, element };
}
