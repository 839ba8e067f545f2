import type { AppNavigation } from '../routes/app-navigation';
import { useTranslation } from 'react-i18next';
import type { Document } from '../../../codegen/model/document';
import { openMessageModal } from '../modals/message-modal';
import { ModalTitle } from '../modals/ModalTitle';
import { showError } from '../modals/showError';
import { modelViewerPath } from './model-assembly.utils';
import { prepareModels } from './prepareModels';

function SyncingMessage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('modelAssembly.sync.message')}
      {'\n'}
      {name}
    </>
  );
}

/**
 * «View» of one model document (its `version`, the head unless another is given): the model assembly of that one
 * version (explorer.md §4). Ready, the model viewer opens with its model id; still being synchronised, the Sync
 * dialog's message says so with its name, and the model service goes on preparing it. Failures are shown.
 */
export async function openModel(document: Document, navigate: AppNavigation['navigate']): Promise<void> {
  try {
    const { ready } = await prepareModels([document]);
    if (ready.length > 0) navigate(modelViewerPath(ready));
    else
      await openMessageModal(
        <ModalTitle i18nKey="modelAssembly.sync.title" />,
        <SyncingMessage name={document.name} />,
      );
  } catch (error) {
    await showError(error);
  }
}
