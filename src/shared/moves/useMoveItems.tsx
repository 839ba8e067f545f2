import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItems } from '../../../codegen/api/explorer/explorer';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { MoveResult } from '../../../codegen/model/moveResult';
import { errorMessage } from '../errors/error-message';
import { alert } from '../modals/alert';
import { confirm } from '../modals/confirm';
import { showError } from '../modals/showError';
import { lazyPart } from '../ui/lazy-part';
import { applyMoveResult, invalidateMovePlaces, type MovePlaces } from './apply-move-result';
import { moveClashOf } from './move-conflict.utils';
import { canMoveTo, isDropIgnored } from './move-rules.utils';
import { openMovementError } from './openMovementError';

/** The move master (with its directory chooser) comes when it first opens, not with the explorer's first load. */
const MoveMaster = lazyPart(async () => (await import('./MoveMaster')).MoveMaster, 'directoryChooser');

/** Items to move and the directory they are in now (`root` for top-level directories). */
export interface MoveItemsRequest {
  documents: readonly Document[];
  directories: readonly Directory[];
  sourceId: string;
}

export interface UseMoveItemsOptions {
  /** After the items moved (by the master or by `moveTo`), e.g. to clear the selection or follow a moved item. */
  onMoved?: (result: MoveResult, request: MoveItemsRequest, target: Directory) => void;
}

export interface MoveItemsControl {
  /** Opens the move master for the items; the move runs once a target is chosen and confirmed. */
  openMoveMaster: (request: MoveItemsRequest) => void;
  /**
   * Moves the items into the target (the master and drag and drop): a refused target is told with an alert (`null`,
   * the root, included), a directory dropped on itself or its descendant is ignored without a word. Resolves true
   * once the items moved, false when they did not (refused, cancelled, skipped or failed).
   */
  moveTo: (target: Directory | null, request: MoveItemsRequest) => Promise<boolean>;
  /** The move master: render it once, anywhere inside the providers. */
  element: ReactNode;
}

interface MasterState {
  request: MoveItemsRequest | null;
  opened: boolean;
  /** Changes with every opening, so the master starts with no target chosen. */
  generation: number;
}

/** The names the confirmation lists, directories first as the explorer shows them. */
function itemNames(request: MoveItemsRequest): string[] {
  return [...request.directories.map((directory) => directory.name), ...request.documents.map((doc) => doc.name)];
}

/**
 * Moving documents and directories (explorer.md §2 Move master and MovementError, §4 Move, §5): the rules are checked
 * first, the user confirms, then POST /explorer/move/from/{source}/to/{target}. A name clash (417 MoveFilesFailed)
 * opens the movement-error dialog: rename-and-move sends the move again with `rename=true`, skip-all leaves
 * everything where it was. The server moves all or nothing, so the caches change only after a successful answer; a
 * failure reloads the source and target to show what is really there.
 */
export function useMoveItems({ onMoved }: UseMoveItemsOptions = {}): MoveItemsControl {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [master, setMaster] = useState<MasterState>({ request: null, opened: false, generation: 0 });

  const moveTo = useCallback(
    async (target: Directory | null, request: MoveItemsRequest): Promise<boolean> => {
      if (isDropIgnored(target, request.directories)) return false;
      const check = canMoveTo(target, request);
      if (!check.allowed || target === null) {
        if (!check.allowed) await alert(errorMessage(check.messageKey, t));
        return false;
      }

      const names = itemNames(request);
      const { confirmed } = await confirm({
        message: t('moves.confirm.message', { count: names.length, target: target.name }),
        items: names,
        okLabel: t('moves.confirm.ok'),
      });
      if (!confirmed) return false;

      const places: MovePlaces = {
        sourceId: request.sourceId,
        targetId: target.id,
        directoryIds: request.directories.map((directory) => directory.id),
      };
      const body = {
        documentIds: request.documents.map((document) => document.id),
        directoryIds: places.directoryIds.slice(),
      };
      const send = (rename: boolean) => moveItems(places.sourceId, places.targetId, body, { rename });
      const fail = async (error: unknown) => {
        // Nothing moved, but what is cached may be behind the server (e.g. an item already moved elsewhere).
        void invalidateMovePlaces(queryClient, places);
        await showError(error);
        return false;
      };

      let result: MoveResult;
      try {
        result = await send(false);
      } catch (error) {
        const clash = moveClashOf(error);
        if (!clash) return fail(error);
        const choice = await openMovementError({
          count: names.length,
          targetName: target.name,
          conflict: clash.conflict,
        });
        // Skipping all leaves everything where it was, as the server moved nothing.
        if (choice === 'skip') return false;
        try {
          result = await send(true);
        } catch (retryError) {
          return fail(retryError);
        }
      }
      // The cache events apply at once; the reloads they start need not hold up the caller.
      void applyMoveResult(queryClient, places, result);
      onMoved?.(result, request, target);
      return true;
    },
    [t, queryClient, onMoved],
  );

  const openMoveMaster = useCallback((request: MoveItemsRequest) => {
    setMaster((current) => ({ request, opened: true, generation: current.generation + 1 }));
  }, []);
  // The request stays while the master animates out, so its content does not vanish mid-transition.
  const closeMaster = useCallback(() => {
    setMaster((current) => ({ ...current, opened: false }));
  }, []);

  const { request } = master;
  const element =
    request === null ? null : (
      <Suspense fallback={null}>
        <MoveMaster
          key={master.generation}
          items={request}
          opened={master.opened}
          onClose={closeMaster}
          onMove={(target) => {
            // The master gives way to the confirmation and the dialogs that may follow it.
            closeMaster();
            void moveTo(target, request);
          }}
        />
      </Suspense>
    );
  return { openMoveMaster, moveTo, element };
}
