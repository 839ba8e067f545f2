import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MessageContent } from './MessageContent';
import { sharedModalSettings } from './shared-modal-settings';

/** A modal with a message and an OK button; resolves when it closes, however it is closed. */
export function openMessageModal(title: ReactNode, message: ReactNode): Promise<void> {
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
