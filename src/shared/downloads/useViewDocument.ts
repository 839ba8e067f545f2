import { useCallback } from 'react';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import { versionExtension } from '../documents/document-state.utils';
import { documentViewer } from '../documents/file-type.utils';
import { showError } from '../modals/showError';
import { useAppNavigation, type AppNavigation } from '../routes/app-navigation';
import { routePath } from '../routes/routes';
import { useSession } from '../session/session-context';
import { openModel } from '../model-assembly/openModel';
import { findVersion } from './download.utils';
import { openPreview } from './openPreview';
import { requestVersionAccess } from './version-access';

/** Opens a version of a document in its viewer (the head by default); never rejects, failures are shown. */
export type ViewDocument = (document: Document, versionIndex?: number) => Promise<void>;

/**
 * The viewer screen of a version, for the viewers that are screens of their own (not the preview dialog). A drawing
 * opens on the document viewer's route, whose page shows it as a drawing by its extension.
 */
function viewerPath(viewer: 'archive' | 'office' | 'drawing', document: Document, versionIndex: number): string {
  return viewer === 'archive'
    ? routePath('archive.overview', { directoryId: document.parentId, documentId: document.id, versionIndex })
    : routePath('document.office', { documentId: document.id, versionIndex });
}

/**
 * Opens a version of a document in the app's viewer for its file (the version's own extension: versions may differ):
 * an image in the preview, an archive in the archive browser (platform.md §2.9) below the document's directory, an
 * office document, a PDF or a drawing in the document viewer (platform.md §2.7), each at the version's own index and
 * in this tab; a building model in the model viewer once the model service has it (docs/models.md). The access of those is asked first, as a view, so that a refusal or a declined acceptance leaves the
 * user where they are. Anything else goes to the preview, which refuses it as not viewable.
 */
export async function viewDocument(
  document: Document,
  versionIndex: number | undefined,
  configuration: Configuration,
  navigate: AppNavigation['navigate'],
): Promise<void> {
  const version = findVersion(document, versionIndex);
  const viewer = version ? documentViewer(versionExtension(version), configuration) : undefined;
  if (!version || viewer === undefined || viewer === 'preview') {
    await openPreview(document, versionIndex);
    return;
  }
  try {
    if (!(await requestVersionAccess(document.id, version.index, 'view'))) return;
    if (viewer === 'model') await openModel({ ...document, version }, navigate);
    else navigate(viewerPath(viewer, document, version.index));
  } catch (error) {
    await showError(error);
  }
}

/** `viewDocument` with the signed-in session's viewer lists and the router. */
export function useViewDocument(): ViewDocument {
  const { configuration } = useSession();
  const { navigate } = useAppNavigation();
  return useCallback(
    (document: Document, versionIndex?: number) => viewDocument(document, versionIndex, configuration, navigate),
    [configuration, navigate],
  );
}
