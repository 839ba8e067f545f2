import { UnstyledButton } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { openModals } from '../modals/modal-host';
import { useTranslation } from 'react-i18next';
import { versionsApi } from './versions-api';
import type { Document } from '../../../codegen/model/document';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { isBrowserViewable } from '../documents/file-type.utils';
import { versionExtension } from '../documents/document-state.utils';
import { SHARED_MODAL_Z_INDEX } from '../modals/shared-modal-settings';
import { showError } from '../modals/showError';
import { BlobImage } from './BlobImage';
import { withBlobProblem } from './blob-error';
import { catalogueError, downloadFileName, findVersion } from './download.utils';
import { requestVersionAccess } from './version-access';

interface PreviewContentProps {
  blob: Blob;
  name: string;
  onClose: () => void;
}

/** The whole window is one button: a click (or Enter, Space) anywhere closes the preview (explorer.md §2 Preview). */
function PreviewContent({ blob, name, onClose }: PreviewContentProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onClose}
      aria-label={t('downloads.preview.close', { name })}
      data-autofocus
      w="100%"
      h="calc(100dvh - 6rem)"
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center', cursor: 'zoom-out' }}
    >
      <BlobImage blob={blob} alt={name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
    </UnstyledButton>
  );
}

/** Shows an image full screen, titled with its name; resolves when it closes (click, Escape). */
export async function showPreview(blob: Blob, name: string): Promise<void> {
  const modals = await openModals();
  return new Promise((resolve) => {
    const modalId = randomId('preview-');
    modals.open({
      modalId,
      fullScreen: true,
      zIndex: SHARED_MODAL_Z_INDEX,
      title: name,
      // The image itself closes the preview; Escape does too.
      withCloseButton: false,
      onClose: () => {
        resolve();
      },
      children: (
        <PreviewContent
          blob={blob}
          name={name}
          onClose={() => {
            modals.close(modalId);
          }}
        />
      ),
    });
  });
}

/**
 * Previews an image version (browser-viewable extensions, explorer.md §3) full screen: access is asked first as for a
 * download, with YouAreNotAllowedToViewDocument on a refusal (explorer.md §5); the file is fetched for display
 * (inline=true) through the mutator, so the bearer token goes along. The head version by default. Failures are shown
 * in the Error dialog; resolves when the preview or the error closes.
 */
export async function openPreview(document: Document, versionIndex?: number): Promise<void> {
  try {
    const version = findVersion(document, versionIndex);
    if (!version) throw new Error('VersionNotFound');
    if (!isBrowserViewable(versionExtension(version))) throw catalogueError(ProblemCode.YouAreNotAllowedToViewDocument);
    if (!(await requestVersionAccess(document.id, version.index, 'view'))) return;
    const { downloadVersion } = await versionsApi();
    const blob = await downloadVersion(document.id, version.index, { inline: true }, { responseType: 'blob' });
    await showPreview(blob, downloadFileName(document, version));
  } catch (error) {
    await showError(await withBlobProblem(error));
  }
}
