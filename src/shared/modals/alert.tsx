import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { MessageContent } from './MessageContent';
import { ModalTitle } from './ModalTitle';
import { sharedModalSettings } from './shared-modal-settings';

/** Shows a message with an OK button; resolves when the modal closes, however it is closed. */
export function alert(message: string, title?: string): Promise<void> {
  return new Promise((resolve) => {
    const modalId = randomId('alert-');
    modals.open({
      ...sharedModalSettings(),
      modalId,
      title: title ?? <ModalTitle i18nKey="modals.alertTitle" />,
      onClose: () => {
        resolve();
      },
      children: (
        <MessageContent
          onOk={() => {
            modals.close(modalId);
          }}
        >
          {message}
        </MessageContent>
      ),
    });
  });
}
