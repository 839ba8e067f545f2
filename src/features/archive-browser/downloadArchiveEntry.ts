import type { TFunction } from 'i18next';
import { downloadArchiveFile } from '../../../codegen/api/archives/archives';
import type { ArchiveFile } from '../../../codegen/model/archiveFile';
import { withBlobProblem } from '../../shared/downloads/blob-error';
import { saveBlob } from '../../shared/downloads/save-blob';
import { requestVersionAccess } from '../../shared/downloads/version-access';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';

/**
 * Downloads one file from inside an archive version (platform.md §2.9): listing the archive was a view, but this
 * gives a file away, so the download right and its acceptances are asked for first, as for the archive itself, and the
 * user confirms with the file's name as every download does (explorer.md §5). The file is saved under its own name.
 * Never rejects: failures are shown in the Error dialog.
 */
export async function downloadArchiveEntry(
  documentId: string,
  versionIndex: number,
  file: ArchiveFile,
  t: TFunction,
): Promise<void> {
  try {
    if (!(await requestVersionAccess(documentId, versionIndex, 'download'))) return;
    const { confirmed } = await confirm({
      message: t('downloads.confirm'),
      items: [file.name],
      okLabel: t('downloads.download'),
    });
    if (!confirmed) return;
    const blob = await downloadArchiveFile(documentId, versionIndex, { filePath: file.path }, { responseType: 'blob' });
    saveBlob(blob, file.name);
  } catch (error) {
    await showError(await withBlobProblem(error));
  }
}
