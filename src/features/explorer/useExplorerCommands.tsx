import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFetchDirectoryQueryOptions } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { useDirectoryModal } from '../../shared/directory-modal/useDirectoryModal';
import { useDirectoryDownload } from '../../shared/downloads/useDirectoryDownload';
import { useDocumentDownload } from '../../shared/downloads/useDocumentDownload';
import { useViewDocument } from '../../shared/downloads/useViewDocument';
import { useModelAssembly } from '../../shared/model-assembly/useModelAssembly';
import type { MoveItemsControl } from '../../shared/moves/useMoveItems';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { routePath } from '../../shared/routes/routes';
import { useShareDialog } from '../../shared/sharing/useShareDialog';
import type { MenuAction } from './ExplorerContextMenu';
import { splitExplorerItems, type ExplorerItem } from './explorer-items.utils';
import type { UploadRequest } from './MasterUploader';
import type { useExplorerActions } from './useExplorerActions';

export interface ExplorerCommandsOptions {
  /** The directory shown; null at the root. */
  shown: Directory | null;
  selectedItems: readonly ExplorerItem[];
  actions: ReturnType<typeof useExplorerActions>;
  moves: MoveItemsControl;
  onRename: (document: Document) => void;
  onUpload: (request: UploadRequest) => void;
  /** Opens the access viewer of a directory. */
  onAccess: (directory: Directory) => void;
}

/**
 * What each menu action does (explorer.md §2, §4): the document's, the directory's and the multi-selection's. Which
 * actions are offered is decided in explorer-menu.utils; this runs them, with the dialogs they need (`elements`).
 */
export function useExplorerCommands({
  shown,
  selectedItems,
  actions,
  moves,
  onRename,
  onUpload,
  onAccess,
}: ExplorerCommandsOptions) {
  const { t } = useTranslation();
  const { navigate } = useAppNavigation();
  const queryClient = useQueryClient();
  const directoryModal = useDirectoryModal();
  const { download } = useDocumentDownload();
  const view = useViewDocument();
  const directoryDownload = useDirectoryDownload();
  const share = useShareDialog();
  const modelAssembly = useModelAssembly();

  /** Opening is the same for both kinds; the rest depends on the kind. */
  const runItem = (item: ExplorerItem, action: MenuAction) => {
    if (action === 'open' || action === 'openInNewTab') actions.open(item, action === 'openInNewTab');
    else if (item.kind === 'document') runDocument(item, action);
    else runDirectory(item, action);
  };

  const runDocument = (item: Extract<ExplorerItem, { kind: 'document' }>, action: MenuAction) => {
    const { document } = item;
    const params = { directoryId: document.parentId, documentId: document.id };
    switch (action) {
      case 'view':
        void view(document);
        return;
      case 'download':
        void download(document);
        return;
      case 'share':
        share.shareDocument(document);
        return;
      case 'rename':
        onRename(document);
        return;
      case 'move':
        moves.openMoveMaster({ documents: [document], directories: [], sourceId: document.parentId });
        return;
      case 'delete':
        void actions.deleteItems([item]);
        return;
      case 'versions':
        navigate(routePath('home.directories.documents.versions', params));
        return;
      case 'related':
        navigate(routePath('home.directories.documents.related', params));
        return;
    }
  };

  const runDirectory = (item: Extract<ExplorerItem, { kind: 'directory' }>, action: MenuAction) => {
    const { directory } = item;
    const panelParams = { directoryId: directory.parentId ?? undefined, openDirectoryId: directory.id };
    switch (action) {
      case 'createDirectory':
        directoryModal.open({ mode: 'create', parent: directory });
        return;
      case 'uploadDocument':
        onUpload({ target: directory, files: [], folders: [] });
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
        navigate(routePath('home.directory.directories.properties', panelParams));
        return;
      case 'notifications':
        navigate(routePath('home.directory.directories.notifications', panelParams));
        return;
      case 'access':
        onAccess(directory);
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
      case 'assembleModel':
        void modelAssembly.openAssembly(documents);
        return;
      case 'createMergedModel':
        if (shown) modelAssembly.openMergedModel(documents, shown);
        return;
    }
  };

  return {
    runItem,
    runSelection,
    directoryModal,
    directoryDownload,
    elements: (
      <>
        {directoryModal.element}
        {share.element}
        {modelAssembly.element}
      </>
    ),
  };
}
