import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadDirectory as requestDirectoryZip,
  getDirectoryDownloadable,
  getDirectoryDownloadRequirements,
} from '../../../codegen/api/directories/directories';
import { versionsApi } from './versions-api';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { alert } from '../modals/alert';
import { confirm } from '../modals/confirm';
import { showError } from '../modals/showError';
import { useSession, type Session } from '../session/session-context';
import { acceptRequirements } from './acceptances';
import { withBlobProblem } from './blob-error';
import {
  checkDirectoryDownload,
  checkDocumentsDownload,
  directoryArchiveName,
  directoryDownloadKey,
  type DirectoryDownloadOptions,
} from './directory-download.utils';
import { catalogueError, downloadFileName } from './download.utils';
import { saveBlob } from './save-blob';
import { requestVersionAccess } from './version-access';

export type { DirectoryDownloadOptions } from './directory-download.utils';

export interface DirectoryDownload {
  /** Downloads a directory (or its own documents) as a zip; never rejects, failures are shown. */
  downloadDirectory: (directory: Directory | null, options: DirectoryDownloadOptions) => Promise<void>;
  /** Downloads selected documents one after another; never rejects, the first failure is shown and stops it. */
  downloadDocuments: (documents: readonly Document[]) => Promise<void>;
}

/**
 * Downloads a directory as a zip (explorer.md §4 Directory download, §5, §8): the checks of `checkDirectoryDownload`;
 * then the server says whether there is anything to download (its message shown if not); then the access check and
 * each acceptance it requires; then the user confirms with the directory's name; then the zip is fetched through the
 * mutator (bearer token) and saved under the directory's name.
 */
async function downloadDirectoryZip(
  directory: Directory | null,
  options: DirectoryDownloadOptions,
  session: Session,
  t: TFunction,
  running: Set<string>,
): Promise<void> {
  const check = checkDirectoryDownload(directory, options, session.account);
  switch (check.kind) {
    case 'root':
      return alert(t('downloads.directory.root'));
    case 'noDocuments':
      return alert(t('downloads.directory.noDocuments'));
    case 'onlyDummies':
      return alert(t('downloads.directory.onlyDummies'));
    case 'refused':
      return showError(catalogueError(ProblemCode.YouAreNotAllowedToDownloadDirectory));
    case 'ask':
      break;
  }
  const target = check.directory;
  const key = directoryDownloadKey(target, options.documentsOnly);
  if (running.has(key)) return alert(t('downloads.directory.inProgress', { name: target.name }));
  running.add(key);
  try {
    const { downloadable, message } = await getDirectoryDownloadable(target.id);
    if (!downloadable) {
      // The server's own words (§4); a bare refusal gets a general text.
      await alert(message !== null && message !== '' ? message : t('downloads.directory.notDownloadable'));
      return;
    }
    const requirements = await getDirectoryDownloadRequirements(target.id);
    if (!(await acceptRequirements(requirements, ProblemCode.YouAreNotAllowedToDownloadDirectory))) return;
    const { confirmed } = await confirm({
      message: t(options.documentsOnly ? 'downloads.directory.confirmDocuments' : 'downloads.directory.confirm'),
      items: [target.name],
      okLabel: t('downloads.download'),
    });
    if (!confirmed) return;
    const zip = await requestDirectoryZip(
      target.id,
      { documentsOnly: options.documentsOnly },
      { responseType: 'blob' },
    );
    saveBlob(zip, directoryArchiveName(target));
  } catch (error) {
    // The zip is asked for as a Blob, so a refusal (ArchiveEmpty, ArchiveVeryLarge…) comes as one and is read here.
    await showError(await withBlobProblem(error));
  } finally {
    running.delete(key);
  }
}

/**
 * Downloads several documents (a multi-selection): the checks of `checkDocumentsDownload`, one confirmation listing
 * the names, then for each document in turn the single-document flow after its confirmation (access, acceptances,
 * fetch, save). A declined acceptance or a failure stops the rest, which would most likely fail alike.
 */
async function downloadSelectedDocuments(documents: readonly Document[], session: Session, t: TFunction) {
  const check = checkDocumentsDownload(documents, session.account, session.configuration);
  switch (check.kind) {
    case 'noDocuments':
      return alert(t('downloads.documents.none'));
    case 'onlyDummies':
      return alert(t('downloads.documents.onlyDummies'));
    case 'refused':
      return showError(catalogueError(ProblemCode.YouAreNotAllowedToDownloadDocument));
    case 'download':
      break;
  }
  const files = check.documents.map((document) => ({ document, version: document.version }));
  const { confirmed } = await confirm({
    message: t('downloads.documents.confirm', { count: files.length }),
    items: files.map(({ document, version }) => downloadFileName(document, version)),
    okLabel: t('downloads.download'),
  });
  if (!confirmed) return;
  for (const { document, version } of files) {
    try {
      if (!(await requestVersionAccess(document.id, version.index, 'download'))) return;
      const { downloadVersion } = await versionsApi();
      const blob = await downloadVersion(document.id, version.index, undefined, { responseType: 'blob' });
      saveBlob(blob, downloadFileName(document, version));
    } catch (error) {
      await showError(await withBlobProblem(error));
      return;
    }
  }
}

/**
 * The directory and multi-document downloads of the signed-in session. A directory download already under way through
 * this hook is not started again (the 'already started' case of explorer.md §8): use one instance per screen.
 */
export function useDirectoryDownload(): DirectoryDownload {
  const session = useSession();
  const { t } = useTranslation();
  // The keys of the downloads under way; one set for the hook's lifetime.
  const [running] = useState(() => new Set<string>());
  return useMemo(
    () => ({
      downloadDirectory: (directory: Directory | null, options: DirectoryDownloadOptions) =>
        downloadDirectoryZip(directory, options, session, t, running),
      downloadDocuments: (documents: readonly Document[]) => downloadSelectedDocuments(documents, session, t),
    }),
    [session, t, running],
  );
}
