import { openMessageModal } from './message-modal';
import { ModalTitle } from './ModalTitle';

/** Shows a message with an OK button; resolves when the modal closes, however it is closed. */
export function alert(message: string, title?: string): Promise<void> {
  return openMessageModal(title ?? <ModalTitle i18nKey="modals.alertTitle" />, message);
}
