import { Alert, Box, LoadingOverlay, Stack, Title } from '@mantine/core';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import { TrashFilter } from '../../../codegen/model/trashFilter';
import { errorMessage } from '../../shared/errors/error-message';
import { RestoreDialog } from './RestoreDialog';
import { TrashContextMenu, type TrashMenuState } from './TrashContextMenu';
import { TrashPagination } from './TrashPagination';
import { TrashSelectionBar } from './TrashSelectionBar';
import { TrashTable } from './TrashTable';
import { TrashToolbar } from './TrashToolbar';
import { clickModifiers } from '../../shared/selection/selection.utils';
import { useTrashActions } from './useTrashActions';
import { useTrashPage } from './useTrashPage';
import { useListSelection } from '../../shared/selection/useListSelection';
import { useTrashView } from './useTrashView';

const NO_ELEMENTS: readonly DeletedElement[] = [];

/** Mantine puts the focus back 10 ms after a menu or modal closes; the screen's own choice must come after it. */
const FOCUS_RETURN_DELAY_MS = 20;

/**
 * The trash bin (route `home.deleted`, explorer.md §2 Trash screen, §4 Trash): the deleted elements a page at a time
 * with search, sort and filter; restore or delete permanently the selected ones; empty the bin.
 */
export function TrashPage() {
  const { t } = useTranslation();
  const view = useTrashView();
  const { data, error, isPending, isFetching, refetch } = useTrashPage(view.query);
  const elements = data?.deletedElements ?? NO_ELEMENTS;
  const rowIds = useMemo(() => elements.map((element) => element.id), [elements]);
  const selection = useListSelection(JSON.stringify(view.query), rowIds);
  const actions = useTrashActions({ query: view.query, page: data, setPage: view.setPage });
  const [menu, setMenu] = useState<TrashMenuState | null>(null);
  const [restoring, setRestoring] = useState<readonly DeletedElement[]>(NO_ELEMENTS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the focus goes back after a dialog: the control that started the action, or the heading when the
  // action removed it (its row or the selection bar left the page). Null after a pointer-only start.
  const focusOrigin = useRef<HTMLElement | null>(null);

  const busy = actions.emptying || actions.deleting;
  const selected = new Set(selection.selectedIds);
  const elementsOf = (ids: readonly string[]) => elements.filter((element) => ids.includes(element.id));
  // A row that is part of the selection acts for the whole selection, any other row for itself.
  const menuTargets = (id: string) => (selected.has(id) ? selection.selectedIds : [id]);

  const startFrom = (origin: EventTarget | null) => {
    focusOrigin.current = origin instanceof HTMLElement ? origin : null;
  };
  const returnFocus = () => {
    const origin = focusOrigin.current;
    focusOrigin.current = null;
    if (!origin) return;
    window.setTimeout(() => {
      const target = origin.isConnected && !origin.hasAttribute('disabled') ? origin : headingRef.current;
      target?.focus({ preventScroll: true });
    }, FOCUS_RETURN_DELAY_MS);
  };

  const deletePermanently = async (ids: readonly string[]) => {
    await actions.deletePermanently(elementsOf(ids));
    returnFocus();
  };
  const emptyBin = async (origin: EventTarget | null) => {
    startFrom(origin);
    await actions.emptyBin();
    returnFocus();
  };

  const emptyText =
    view.query.pattern || view.filter !== TrashFilter.Default ? t('trash.nothingFound') : t('trash.empty');

  return (
    <Stack gap="md" pb="xl">
      <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t('trash.title')}
      </Title>
      <TrashToolbar
        search={view.input}
        onSearchChange={view.setInput}
        onSearchSubmit={() => {
          if (!view.submitSearch()) void refetch();
        }}
        sort={view.sort}
        onSortChange={view.setSort}
        filter={view.filter}
        onFilterChange={view.setFilter}
        onEmptyBin={() => void emptyBin(document.activeElement)}
        disabled={busy}
        emptying={actions.emptying}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : (
        <Box pos="relative">
          <LoadingOverlay
            visible={actions.emptying}
            zIndex={3}
            loaderProps={{ role: 'status', 'aria-label': t('trash.emptying') }}
          />
          <TrashTable
            elements={elements}
            selectedIds={selection.selectedIds}
            loading={isPending}
            busy={isFetching}
            emptyText={emptyText}
            onRowClick={(id, event: MouseEvent) => {
              selection.dispatch({ type: 'click', id, ids: rowIds, button: event.button, ...clickModifiers(event) });
            }}
            onToggle={(id) => {
              selection.dispatch({ type: 'toggle', id, ids: rowIds });
            }}
            onToggleAll={() => {
              const all = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
              selection.dispatch(all ? { type: 'clear' } : { type: 'selectAll', ids: rowIds });
            }}
            onContextMenu={(id, point) => {
              startFrom(null);
              setMenu({ ids: menuTargets(id), ...point });
            }}
            onMenuButton={(id, button) => {
              startFrom(button);
              const rect = button.getBoundingClientRect();
              setMenu({ ids: menuTargets(id), x: rect.left, y: rect.bottom });
            }}
          />
        </Box>
      )}
      <TrashPagination page={view.page} total={data?.totalPages ?? 0} onChange={view.setPage} disabled={busy} />
      <TrashSelectionBar
        count={selection.selectedIds.length}
        disabled={busy}
        onClear={() => {
          selection.dispatch({ type: 'clear' });
        }}
        onDelete={() => {
          startFrom(document.activeElement);
          void deletePermanently(selection.selectedIds);
        }}
        onRestore={() => {
          startFrom(document.activeElement);
          setRestoring(elementsOf(selection.selectedIds));
        }}
      />
      <TrashContextMenu
        state={menu}
        onClose={() => {
          setMenu(null);
        }}
        onRestore={(ids) => {
          setRestoring(elementsOf(ids));
        }}
        onDelete={(ids) => void deletePermanently(ids)}
      />
      <RestoreDialog
        elements={restoring}
        onClose={() => {
          setRestoring(NO_ELEMENTS);
          returnFocus();
        }}
        onRestored={actions.removed}
      />
    </Stack>
  );
}
