import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { versionsApi } from './versions-api';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { versionExtension } from '../documents/document-state.utils';
import { isUndownloadable } from '../documents/file-type.utils';
import { confirm } from '../modals/confirm';
import { showError } from '../modals/showError';
import { useSession } from '../session/session-context';
import { withBlobProblem } from './blob-error';
import { catalogueError, downloadFileName, findVersion } from './download.utils';
import { saveBlob } from './save-blob';
import { requestVersionAccess } from './version-access';

export interface DocumentDownload {
  /** Downloads a version of the document (the head by default); never rejects, failures are shown. */
  download: (document: Document, versionIndex?: number) => Promise<void>;
}

/**
 * Downloads a document version (explorer.md §5, §8): an undownloadable extension is refused at once; then the server
 * is asked for access and the acceptances it requires (`requestVersionAccess`); then, as every download does, the user
 * confirms with the file's name; then the file is fetched through the mutator (bearer token) and saved. Any failure
 * is shown in the Error dialog.
 */
export async function downloadDocument(
  document: Document,
  versionIndex: number | undefined,
  configuration: Configuration,
  t: TFunction,
): Promise<void> {
  try {
    const version = findVersion(document, versionIndex);
    if (!version) throw new Error('VersionNotFound');
    if (isUndownloadable(versionExtension(version), configuration)) {
      throw catalogueError(ProblemCode.YouAreNotAllowedToDownloadDocument);
    }
    if (!(await requestVersionAccess(document.id, version.index, 'download'))) return;
    const fileName = downloadFileName(document, version);
    const { confirmed } = await confirm({
      message: t('downloads.confirm'),
      items: [fileName],
      okLabel: t('downloads.download'),
    });
    if (!confirmed) return;
    const { downloadVersion } = await versionsApi();
    const blob = await downloadVersion(document.id, version.index, undefined, { responseType: 'blob' });
    saveBlob(blob, fileName);
  } catch (error) {
    await showError(await withBlobProblem(error));
  }
}

/** The document download of the signed-in session (its configuration knows the undownloadable extensions). */
export function useDocumentDownload(): DocumentDownload {
  const { configuration } = useSession();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      download: (document: Document, versionIndex?: number) =>
        downloadDocument(document, versionIndex, configuration, t),
    }),
    [configuration, t],
  );
}
