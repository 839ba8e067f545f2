import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { ErrorText } from './ErrorText';
import { MessageContent } from './MessageContent';
import { ModalTitle } from './ModalTitle';
import { sharedModalSettings } from './shared-modal-settings';

/**
 * The Error notification dialog: the mapped message of any error (or the generic unknown error, or `fallback`) with an
 * OK button. Resolves when the modal closes.
 */
export function showError(error: unknown, fallback?: string): Promise<void> {
  return new Promise((resolve) => {
    const modalId = randomId('error-');
    modals.open({
      ...sharedModalSettings(),
      modalId,
      title: <ModalTitle i18nKey="modals.errorTitle" />,
      onClose: () => {
        resolve();
      },
      children: (
        <MessageContent
          onOk={() => {
            modals.close(modalId);
          }}
        >
          <ErrorText error={error} fallback={fallback} />
        </MessageContent>
      ),
    });
  });
}
