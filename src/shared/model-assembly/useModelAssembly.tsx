import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { showError } from '../modals/showError';
import { useAppNavigation } from '../routes/app-navigation';
import { lazyPart } from '../ui/lazy-part';
import { modelViewerPath, type PreparedModel } from './model-assembly.utils';
import { prepareModels, type PreparedModels } from './prepareModels';

// The dialogs' code comes when one first opens, not with the explorer's first load.
const SyncDialog = lazyPart(async () => (await import('./SyncDialog')).SyncDialog);
const MergedModelDialog = lazyPart(async () => (await import('./MergedModelDialog')).MergedModelDialog);

export interface ModelAssembly {
  /**
   * Prepares the documents' head versions, then opens the model viewer with all their model ids, or, when any is not
   * synchronised yet, the Sync dialog listing those with their states, followed until they are ready. A failed call is shown in the error dialog. Whether the
   * documents may be assembled is the caller's to decide with `canAssembleModels`.
   */
  openAssembly: (documents: Document[]) => Promise<void>;
  /** Opens the merged-model dialog for the documents (see `canCreateMergedModel`), creating in `directory`. */
  openMergedModel: (documents: Document[], directory: Directory) => void;
  /** The versions are being prepared. */
  busy: boolean;
  /** The dialogs: render it once, anywhere inside the providers and the router. */
  element: ReactNode;
}

interface SyncState {
  models: readonly PreparedModel[];
  opened: boolean;
}

interface MergedState {
  documents: readonly Document[];
  directory: Directory;
  opened: boolean;
}

/** Model assembly and merged-model creation (explorer.md §2 Modals, §4 Model assembly) as a hook. */
export function useModelAssembly(): ModelAssembly {
  const { navigate } = useAppNavigation();
  const [busy, setBusy] = useState(false);
  // A second click while the versions are prepared would send them to the model service twice.
  const preparing = useRef(false);
  const [sync, setSync] = useState<SyncState | null>(null);
  const [merged, setMerged] = useState<MergedState | null>(null);
  // Changes with every opening, so that each dialog starts afresh (empty fields, first page of names).
  const [generation, setGeneration] = useState(0);

  const openAssembly = useCallback(
    async (documents: Document[]) => {
      // Nothing to assemble would open an empty viewer.
      if (preparing.current || documents.length === 0) return;
      preparing.current = true;
      setBusy(true);
      let prepared: PreparedModels;
      try {
        prepared = await prepareModels(documents);
      } catch (error) {
        preparing.current = false;
        setBusy(false);
        await showError(error);
        return;
      }
      preparing.current = false;
      setBusy(false);
      if (prepared.waiting.length > 0) {
        setGeneration((current) => current + 1);
        setSync({ models: prepared.models, opened: true });
        return;
      }
      navigate(modelViewerPath(prepared.ready));
    },
    [navigate],
  );

  const openMergedModel = useCallback((documents: Document[], directory: Directory) => {
    setGeneration((current) => current + 1);
    setMerged({ documents, directory, opened: true });
  }, []);

  // The content stays while a dialog animates out, so that it does not vanish mid-transition.
  const closeSync = useCallback(() => {
    setSync((current) => current && { ...current, opened: false });
  }, []);
  // Every document got ready while the dialog was open: the assembly opens from there.
  const openSynced = useCallback(
    (ids: string[]) => {
      setSync((current) => current && { ...current, opened: false });
      navigate(modelViewerPath(ids));
    },
    [navigate],
  );
  const closeMerged = useCallback(() => {
    setMerged((current) => current && { ...current, opened: false });
  }, []);

  const element = (
    <Suspense fallback={null}>
      {sync && <SyncDialog key={`sync-${String(generation)}`} {...sync} onClose={closeSync} onOpen={openSynced} />}
      {merged && <MergedModelDialog key={`merged-${String(generation)}`} {...merged} onClose={closeMerged} />}
    </Suspense>
  );
  return { openAssembly, openMergedModel, busy, element };
}
