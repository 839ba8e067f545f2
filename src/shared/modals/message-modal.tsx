import { randomId } from '@mantine/hooks';
import { openModals } from './modal-host';
import type { ReactNode } from 'react';
import { sharedModalSettings } from './shared-modal-settings';

/** A modal with a message and an OK button; resolves when it closes, however it is closed. */
export async function openMessageModal(title: ReactNode, message: ReactNode): Promise<void> {
  // The dialog's content comes with the modal, not with the explorer's first load.
  const [modals, { MessageContent }] = await Promise.all([openModals(), import('./MessageContent')]);
  return new Promise((resolve) => {
    const modalId = randomId('message-');
    modals.open({
      ...sharedModalSettings(),
      modalId,
      title,
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
