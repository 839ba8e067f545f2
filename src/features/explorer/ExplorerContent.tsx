import { memo, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import type { Document } from '../../../codegen/model/document';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { canCreateFromEntityIn, canInPlace } from '../../shared/access/permissions.utils';
import { useMoveItems } from '../../shared/moves/useMoveItems';
import { useListSelection } from '../../shared/selection/useListSelection';
import { canCreateRootDirectories, canShareAndDownload } from '../../shared/session/roles.utils';
import { useCreatableEntities } from '../../shared/skeleton/useCreatableEntities';
import { useScopedState } from '../../shared/state/useScopedState';
import { lazyPart, MountOnceOpened } from '../../shared/ui/lazy-part';
import type { MenuPoint } from '../../shared/ui/PointMenu';
import type { ExplorerMenuState } from './ExplorerContextMenu';
import {
  arrangeExplorerItems,
  explorerItemId,
  explorerItemName,
  type ExplorerRow,
  type ExplorerView,
} from './explorer-items.utils';
import {
  canDeleteItems,
  directoryActions,
  documentActions,
  PARENT_ACTIONS,
  selectionActions,
  toolbarActions,
} from './explorer-menu.utils';
import { ExplorerList } from './ExplorerList';
import { ExplorerSelectionBar } from './ExplorerSelectionBar';
import { ExplorerToolbar } from './ExplorerToolbar';
import type { UploadRequest } from './MasterUploader';
import { PathBar } from './PathBar';
import { shouldFocusSearch } from './search-focus.utils';
import { useExplorerActions } from './useExplorerActions';
import { useExplorerDrag } from './useExplorerDrag';
import { useExplorerCommands } from './useExplorerCommands';
import { useExplorerFileDrop } from './useExplorerFileDrop';
import { useGatingContext } from './useGatingContext';
import classes from './ExplorerContent.module.css';

// The explorer's dialogs come when each first opens, not with the explorer's first load (README, Performance).
const DocumentModal = lazyPart(async () => (await import('./DocumentModal')).DocumentModal);
const MasterUploader = lazyPart(async () => (await import('./MasterUploader')).MasterUploader, 'directoryChooser');
// The context menus too, with Mantine's menu and floating-ui: their chunk comes with the first right-click.
const ExplorerContextMenu = lazyPart(async () => (await import('./ExplorerContextMenu')).ExplorerContextMenu);
const DirectoryAccessViewer = lazyPart(
  async () => (await import('../../shared/access/DirectoryAccessViewer')).DirectoryAccessViewer,
  'access',
);

export interface ExplorerContentProps {
  load: DirectoryLoad;
  /** The route's side panel: a document's, or a directory's properties or notifications. */
  documentId: string | undefined;
  openDirectoryId: string | undefined;
  /** Sort and filter, kept by the page across directories; the search here belongs to this directory. */
  view: ExplorerView;
  onViewChange: (view: ExplorerView) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * The explorer of one loaded directory: path bar, toolbar, selection bar, the list and its menus and modals. Memoised,
 * and without React Router's hooks (AppNavigation): opening another directory renders it once, when that directory's
 * load arrives, not also when the route changes (the page fades the one left meanwhile).
 */
export const ExplorerContent = memo(function ExplorerContent({
  load,
  documentId,
  openDirectoryId,
  view,
  onViewChange,
  searchRef,
}: ExplorerContentProps) {
  const { t } = useTranslation();
  const shown = load.directory;
  const directoryKey = shown?.id ?? 'root';
  const gating = useGatingContext(shown);
  const actions = useExplorerActions(shown, { documentId, openDirectoryId });
  const moves = useMoveItems({
    onMoved: (_result, request) => {
      actions.leaveRemoved(new Set([...request.documents, ...request.directories].map((item) => item.id)));
    },
  });
  // The search, the active row, the menu and the dialogs belong to one directory. The screen stays mounted from one
  // directory to the next (ExplorerPage), so they are scoped to the directory shown.
  const [renaming, setRenaming] = useScopedState<Document | null>(directoryKey, null);
  const [uploadRequest, setUploadRequest] = useScopedState<UploadRequest | null>(directoryKey, null);
  const [accessDirectory, setAccessDirectory] = useScopedState<Directory | null>(directoryKey, null);
  const [search, setSearch] = useScopedState(directoryKey, '');
  const [activeId, setActiveId] = useScopedState<string | null>(directoryKey, null);
  const [menu, setMenu] = useScopedState<ExplorerMenuState | null>(directoryKey, null);
  // What was selected when a rectangle began: ctrl adds the rectangle to it, and shrinking gives rows back.
  const rectangleBase = useRef<readonly string[]>([]);

  // Typing anywhere goes to the search box (explorer.md §2). The character is added here: moving the focus during
  // the keydown does not carry the key's text along to the newly focused field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!shouldFocusSearch(event, event.target)) return;
      event.preventDefault();
      searchRef.current?.focus();
      setSearch((current) => current + event.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [searchRef, setSearch]);

  const items = useMemo(
    () => arrangeExplorerItems(load.childrenDirectories, load.childrenDocuments, { ...view, search }),
    [load, view, search],
  );
  const rows = useMemo<ExplorerRow[]>(
    () => (shown ? [{ kind: 'parent', parentId: shown.parentId }, ...items] : items),
    [shown, items],
  );
  const itemIds = useMemo(() => items.map(explorerItemId), [items]);
  const itemsById = useMemo(() => new Map(items.map((item) => [explorerItemId(item), item])), [items]);
  const selection = useListSelection(shown?.id ?? 'root', itemIds);
  const selectedIds = useMemo(() => new Set(selection.selectedIds), [selection.selectedIds]);
  const selectedItems = useMemo(
    () => selection.selectedIds.flatMap((id) => itemsById.get(id) ?? []),
    [selection.selectedIds, itemsById],
  );

  // Skeleton entities are created under their parent entity's directory; at the top level by elevated roles only.
  const entities = useCreatableEntities(shown ? shown.skeletonEntityId : null);
  const creatableHere =
    shown === null
      ? canCreateRootDirectories(gating.account)
        ? entities
        : []
      : shown.skeletonEntityId !== null && canCreateFromEntityIn(shown)
        ? entities
        : [];
  const buttons = toolbarActions(shown);

  const { runItem, runSelection, directoryModal, directoryDownload, elements } = useExplorerCommands({
    shown,
    selectedItems,
    actions,
    moves,
    onRename: setRenaming,
    onUpload: setUploadRequest,
    onAccess: setAccessDirectory,
  });
  const fileDrop = useExplorerFileDrop(shown, setUploadRequest);
  const drag = useExplorerDrag({
    itemsById,
    shown,
    ancestors: load.ancestors,
    selectedIds,
    canMoveOut: canInPlace(shown, PermissionOperation.DeleteFiles, gating.account),
    moveTo: moves.moveTo,
  });

  const openMenu = (row: ExplorerRow, point: MenuPoint) => {
    if (row.kind === 'parent') {
      setMenu({
        point,
        heading: t('explorer.list.parent'),
        actions: PARENT_ACTIONS,
        onAction: (action) => {
          setMenu(null);
          actions.open(row, action === 'openInNewTab');
        },
      });
      return;
    }
    const id = explorerItemId(row);
    if (selectedIds.has(id) && selectedItems.length > 1) {
      setMenu({
        point,
        heading: t('explorer.selection.count', { count: selectedItems.length }),
        actions: selectionActions(selectedItems, gating, shown),
        onAction: (action) => {
          setMenu(null);
          runSelection(action);
        },
      });
      return;
    }
    setMenu({
      point,
      heading: explorerItemName(row),
      actions:
        row.kind === 'document' ? documentActions(row.document, gating) : directoryActions(row.directory, gating),
      onAction: (action) => {
        setMenu(null);
        runItem(row, action);
      },
    });
  };

  const canDeleteSelection = canDeleteItems(selectedItems, gating);

  return (
    // The element only takes the files dropped anywhere on the explorer; its `display: contents` keeps the page's layout.
    <div className={classes['content']} data-testid="explorer-drop-zone" {...fileDrop}>
      <PathBar ancestors={load.ancestors} directory={shown} />
      <ExplorerToolbar
        view={{ ...view, search }}
        onViewChange={(next) => {
          setSearch(next.search);
          onViewChange({ ...next, search: '' });
        }}
        searchRef={searchRef}
        canUpload={buttons.upload}
        canCreateDirectory={buttons.createDirectory}
        entities={creatableHere}
        onUpload={() => {
          setUploadRequest({ target: shown, files: [], folders: [] });
        }}
        onCreateDirectory={() => {
          directoryModal.open({ mode: 'create', parent: shown });
        }}
        onCreateFromEntity={(entity) => {
          directoryModal.open({ mode: 'create', parent: shown, entity });
        }}
        canOpenAccess={buttons.access}
        onOpenAccess={() => {
          setAccessDirectory(shown);
        }}
        canDownload={canShareAndDownload(gating.account)}
        onDownloadDirectory={(documentsOnly) => {
          void directoryDownload.downloadDirectory(shown, { documentsOnly, documents: load.childrenDocuments });
        }}
      />
      <ExplorerList
        // A list of its own per directory: it opens at the top, with no rectangle or pointer of the one left.
        key={directoryKey}
        rows={rows}
        selectedIds={selectedIds}
        activeId={activeId}
        onActiveChange={setActiveId}
        onSelect={(id, modifiers) => {
          selection.dispatch({ type: 'click', id, ids: itemIds, button: 0, ...modifiers });
        }}
        onRectangleStart={() => {
          rectangleBase.current = selection.selectedIds;
        }}
        onSelectRows={(ids, additive) => {
          selection.dispatch({
            type: 'rectangle',
            ids: itemIds,
            covered: ids,
            base: additive ? rectangleBase.current : [],
          });
        }}
        onSelectAll={() => {
          selection.dispatch({ type: 'selectAll', ids: itemIds });
        }}
        onClear={() => {
          selection.dispatch({ type: 'clear' });
        }}
        onOpen={(row, newTab) => {
          actions.open(row, newTab);
        }}
        onMenu={openMenu}
        onDelete={() => {
          if (canDeleteSelection) void actions.deleteItems(selectedItems);
        }}
        onDragItems={drag.onDragItems}
        canDropOn={drag.canDropOn}
        onDropOn={drag.onDropOn}
        onDragEnd={drag.onDragEnd}
        label={t('explorer.list.label')}
        emptyText={search.trim() === '' ? t('explorer.list.empty') : t('explorer.list.nothingFound')}
      />
      {/* Below the list, so that rows do not move when it appears (a double-click would land on another row). */}
      <ExplorerSelectionBar
        count={selectedItems.length}
        canDelete={canDeleteSelection}
        onDelete={() => void actions.deleteItems(selectedItems)}
        onActions={(event) => {
          const bounds = event.currentTarget.getBoundingClientRect();
          const first = selectedItems[0];
          if (first) openMenu(first, { x: bounds.left, y: bounds.bottom });
        }}
        onClear={() => {
          selection.dispatch({ type: 'clear' });
        }}
      />
      <MountOnceOpened opened={menu !== null}>
        <ExplorerContextMenu
          state={menu}
          onClose={() => {
            setMenu(null);
          }}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={renaming !== null}>
        <DocumentModal
          document={renaming}
          onClose={() => {
            setRenaming(null);
          }}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={uploadRequest !== null}>
        <MasterUploader
          request={uploadRequest}
          onClose={() => {
            setUploadRequest(null);
          }}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={accessDirectory !== null}>
        <DirectoryAccessViewer
          directory={accessDirectory}
          onClose={() => {
            setAccessDirectory(null);
          }}
        />
      </MountOnceOpened>
      {elements}
      {moves.element}
    </div>
  );
});
