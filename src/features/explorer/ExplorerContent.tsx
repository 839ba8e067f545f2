import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getFetchDirectoryQueryOptions } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { useDirectoryModal } from '../../shared/directory-modal/useDirectoryModal';
import { openPreview } from '../../shared/downloads/openPreview';
import { useDirectoryDownload } from '../../shared/downloads/useDirectoryDownload';
import { useDocumentDownload } from '../../shared/downloads/useDocumentDownload';
import { useMoveItems } from '../../shared/moves/useMoveItems';
import { useShareDialog } from '../../shared/sharing/useShareDialog';
import { routePath } from '../../shared/routes/routes';
import { useListSelection } from '../../shared/selection/useListSelection';
import { canCreateRootDirectories, canShareAndDownload } from '../../shared/session/roles.utils';
import { useCreatableEntities } from '../../shared/skeleton/useCreatableEntities';
import type { MenuPoint } from '../../shared/ui/PointMenu';
import { ExplorerContextMenu, type ExplorerMenuState, type MenuAction } from './ExplorerContextMenu';
import {
  arrangeExplorerItems,
  explorerItemId,
  explorerItemName,
  splitExplorerItems,
  type ExplorerItem,
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
import { DocumentModal, type DocumentModalRequest } from './DocumentModal';
import { PathBar } from './PathBar';
import { shouldFocusSearch } from './search-focus.utils';
import { useExplorerActions } from './useExplorerActions';
import { useExplorerDrag } from './useExplorerDrag';
import { useGatingContext } from './useGatingContext';

export interface ExplorerContentProps {
  load: DirectoryLoad;
  /** Sort and filter, kept by the page across directories; the search here belongs to this directory. */
  view: ExplorerView;
  onViewChange: (view: ExplorerView) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** The explorer of one loaded directory: path bar, toolbar, selection bar, the list and its menus and modals. */
export function ExplorerContent({ load, view, onViewChange, searchRef }: ExplorerContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gating = useGatingContext();
  const shown = load.directory;
  const actions = useExplorerActions(shown);
  const directoryModal = useDirectoryModal();
  const { download } = useDocumentDownload();
  const directoryDownload = useDirectoryDownload();
  const share = useShareDialog();
  const moves = useMoveItems({
    onMoved: (_result, request) => {
      actions.leaveRemoved(new Set([...request.documents, ...request.directories].map((item) => item.id)));
    },
  });
  const queryClient = useQueryClient();
  const [documentModal, setDocumentModal] = useState<DocumentModalRequest | null>(null);
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [menu, setMenu] = useState<ExplorerMenuState | null>(null);
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
  }, [searchRef]);

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
      : shown.skeletonEntityId !== null && shown.allowCreateDirectory
        ? entities
        : [];
  const buttons = toolbarActions(shown);

  const runDocument = (item: Extract<ExplorerItem, { kind: 'document' }>, action: MenuAction) => {
    const { document } = item;
    const params = { directoryId: document.parentId, documentId: document.id };
    switch (action) {
      case 'open':
        actions.open(item);
        return;
      case 'openInNewTab':
        actions.open(item, true);
        return;
      case 'view':
        void openPreview(document);
        return;
      case 'download':
        void download(document);
        return;
      case 'share':
        share.shareDocument(document);
        return;
      case 'rename':
        setDocumentModal({ mode: 'rename', document });
        return;
      case 'move':
        moves.openMoveMaster({ documents: [document], directories: [], sourceId: document.parentId });
        return;
      case 'delete':
        void actions.deleteItems([item]);
        return;
      case 'versions':
        void navigate(routePath('home.directories.documents.versions', params));
        return;
      case 'related':
        void navigate(routePath('home.directories.documents.related', params));
        return;
    }
  };

  const runDirectory = (item: Extract<ExplorerItem, { kind: 'directory' }>, action: MenuAction) => {
    const { directory } = item;
    const panelParams = { directoryId: directory.parentId ?? undefined, openDirectoryId: directory.id };
    switch (action) {
      case 'open':
        actions.open(item);
        return;
      case 'openInNewTab':
        actions.open(item, true);
        return;
      case 'createDirectory':
        directoryModal.open({ mode: 'create', parent: directory });
        return;
      case 'uploadDocument':
        setDocumentModal({ mode: 'create', directory });
        return;
      case 'downloadDirectory':
        void directoryDownload.downloadDirectory(directory, { documentsOnly: false });
        return;
      case 'downloadDocuments':
        void downloadDocumentsOf(directory);
        return;
      case 'share':
        share.shareItems({ documents: [], directories: [directory], name: directory.name });
        return;
      case 'rename':
        directoryModal.open({ mode: 'rename', directory });
        return;
      case 'move':
        moves.openMoveMaster({
          documents: [],
          directories: [directory],
          sourceId: directory.parentId ?? ROOT_DIRECTORY_ID,
        });
        return;
      case 'delete':
        void actions.deleteItems([item]);
        return;
      case 'pin':
      case 'unpin':
        void actions.togglePin(directory);
        return;
      case 'properties':
        void navigate(routePath('home.directory.directories.properties', panelParams));
        return;
      case 'notifications':
        void navigate(routePath('home.directory.directories.notifications', panelParams));
        return;
    }
  };

  /** The documents of a child directory are not loaded here: its listing is fetched (or read from the cache) first. */
  const downloadDocumentsOf = async (directory: Directory) => {
    const answer = await queryClient.query(getFetchDirectoryQueryOptions(directory.id));
    await directoryDownload.downloadDirectory(directory, {
      documentsOnly: true,
      documents: answer.data.childrenDocuments,
    });
  };

  const drag = useExplorerDrag({ itemsById, shown, ancestors: load.ancestors, selectedIds, moveTo: moves.moveTo });

  const runSelection = (action: MenuAction) => {
    const { documents, directories } = splitExplorerItems(selectedItems);
    switch (action) {
      case 'download':
        void directoryDownload.downloadDocuments(documents);
        return;
      case 'share':
        share.shareItems({ documents, directories, name: shown?.name ?? t('explorer.path.root') });
        return;
      case 'move':
        moves.openMoveMaster({ documents, directories, sourceId: shown?.id ?? ROOT_DIRECTORY_ID });
        return;
      case 'delete':
        void actions.deleteItems(selectedItems);
        return;
    }
  };

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
        actions: selectionActions(selectedItems, gating),
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
        if (row.kind === 'document') runDocument(row, action);
        else runDirectory(row, action);
      },
    });
  };

  const canDeleteSelection = canDeleteItems(selectedItems, gating);

  return (
    <>
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
          if (shown) setDocumentModal({ mode: 'create', directory: shown });
        }}
        onCreateDirectory={() => {
          directoryModal.open({ mode: 'create', parent: shown });
        }}
        onCreateFromEntity={(entity) => {
          directoryModal.open({ mode: 'create', parent: shown, entity });
        }}
        canDownload={canShareAndDownload(gating.account)}
        onDownloadDirectory={(documentsOnly) => {
          void directoryDownload.downloadDirectory(shown, { documentsOnly, documents: load.childrenDocuments });
        }}
      />
      <ExplorerList
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
      <ExplorerContextMenu
        state={menu}
        onClose={() => {
          setMenu(null);
        }}
      />
      <DocumentModal
        request={documentModal}
        onClose={() => {
          setDocumentModal(null);
        }}
      />
      {directoryModal.element}
      {share.element}
      {moves.element}
    </>
  );
}
