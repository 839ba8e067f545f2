import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteDirectories, deleteDirectory } from '../../../codegen/api/directories/directories';
import { deleteDocument, deleteDocuments, getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import { pinDirectory, unpinDirectory } from '../../../codegen/api/pins/pins';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { applyDirectoryDeleted, applyDirectoryUpdated } from '../../shared/directories/directory-cache';
import { invalidateDirectory } from '../../shared/directories/invalidate-directory';
import { loadDirectoryEarly } from '../../shared/directories/load-directory-early';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import { invalidateTrash } from '../../shared/trash/trash-query-key';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { routePath } from '../../shared/routes/routes';
import {
  explorerItemId,
  explorerItemName,
  splitExplorerItems,
  type ExplorerItem,
  type ExplorerRow,
} from './explorer-items.utils';

/** Where a row leads: a directory's explorer, a document's panel, or the parent directory ('...'). */
export function rowPath(row: ExplorerRow): string {
  switch (row.kind) {
    case 'parent':
      return routePath('home.directory', { directoryId: row.parentId ?? undefined });
    case 'directory':
      return routePath('home.directory', { directoryId: row.directory.id });
    case 'document':
      return routePath('home.directories.document', {
        directoryId: row.document.parentId,
        documentId: row.document.id,
      });
  }
}

/** The side panel's item of the route (a document's, or a directory's properties or notifications), if any. */
export interface ExplorerPanelIds {
  documentId?: string;
  openDirectoryId?: string;
}

/** True when removing `removedId` takes away the directory shown: it is that directory or one of its ancestors. */
export function removesShownDirectory(removedId: string, shown: Directory | null): boolean {
  return shown !== null && (shown.id === removedId || shown.ancestorIds.includes(removedId));
}

/**
 * The explorer's actions on its items: opening (skipped when already the current route), opening in a new tab,
 * deleting one or several items with confirmation, pinning. Caches are brought up to date after each change, and a
 * removed item that is on screen (the directory shown, its panel, a document's panel) takes the user elsewhere.
 */
export function useExplorerActions(shown: Directory | null, panel: ExplorerPanelIds) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { navigate, href, pathname } = useAppNavigation();
  const shownId = shown?.id ?? ROOT_DIRECTORY_ID;

  const open = (row: ExplorerRow, newTab = false) => {
    const path = rowPath(row);
    if (newTab) {
      window.open(href(path), '_blank', 'noopener');
      return;
    }
    if (path === pathname()) return;
    // The directory's load leaves now, not once the new route has rendered.
    if (row.kind === 'directory') loadDirectoryEarly(queryClient, row.directory.id);
    if (row.kind === 'parent') loadDirectoryEarly(queryClient, row.parentId ?? ROOT_DIRECTORY_ID);
    navigate(path);
  };

  /** After items left the directory shown (deleted or moved away): leave the routes that showed them. */
  const leaveRemoved = (ids: ReadonlySet<string>) => {
    const { documentId, openDirectoryId } = panel;
    if (shown && [...ids].some((id) => removesShownDirectory(id, shown))) {
      navigate(routePath('home.directory'));
    } else if ((documentId && ids.has(documentId)) || (openDirectoryId && ids.has(openDirectoryId))) {
      navigate(routePath('home.directory', { directoryId: shown?.id }));
    }
  };

  const deleteItems = async (items: readonly ExplorerItem[]) => {
    if (items.length === 0) return;
    const single = items.length === 1 ? items[0] : undefined;
    const { confirmed } = await confirm({
      message: single
        ? t(single.kind === 'document' ? 'explorer.confirm.deleteDocument' : 'explorer.confirm.deleteDirectory', {
            name: explorerItemName(single),
          })
        : t('explorer.confirm.deleteMany', { count: items.length }),
      items: single ? undefined : items.map(explorerItemName),
      okLabel: t('explorer.actions.delete'),
    });
    if (!confirmed) return;
    const { documents, directories } = splitExplorerItems(items);
    let removed = false;
    try {
      await removeOnServer(documents, directories, shownId);
      removed = true;
    } catch (error) {
      await showError(error);
    } finally {
      directories.forEach((directory) => {
        applyDirectoryDeleted(queryClient, directory);
      });
      documents.forEach((document) => {
        queryClient.removeQueries({ queryKey: getGetDocumentQueryKey(document.id) });
      });
      await Promise.all([invalidateDirectory(queryClient, shownId), invalidateTrash(queryClient)]);
    }
    if (removed) leaveRemoved(new Set(items.map(explorerItemId)));
  };

  const togglePin = async (directory: Directory) => {
    try {
      const updated = directory.isPinned ? await unpinDirectory(directory.id) : await pinDirectory(directory.id);
      applyDirectoryUpdated(queryClient, updated);
    } catch (error) {
      await showError(error);
    }
  };

  return { open, deleteItems, togglePin, leaveRemoved };
}

/**
 * One call for one item; for several, the documents in one call and the directories in another (their common parent
 * is the directory shown). A failure stops before the next call, and the caller reloads to show what happened.
 */
async function removeOnServer(documents: readonly Document[], directories: readonly Directory[], parentId: string) {
  const [onlyDocument] = documents;
  const [onlyDirectory] = directories;
  if (documents.length + directories.length === 1) {
    if (onlyDocument) await deleteDocument(onlyDocument.id);
    if (onlyDirectory) await deleteDirectory(onlyDirectory.id);
    return;
  }
  if (documents.length > 0) await deleteDocuments(documents.map((document) => document.id));
  if (directories.length === 0) return;
  // Top-level directories have no common parent to name in the path: they go one by one.
  if (parentId === ROOT_DIRECTORY_ID) {
    for (const directory of directories) await deleteDirectory(directory.id);
  } else {
    await deleteDirectories(parentId, { directoryIds: directories.map((directory) => directory.id) });
  }
}
