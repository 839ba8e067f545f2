import { ErrorText } from './ErrorText';
import { openMessageModal } from './message-modal';
import { ModalTitle } from './ModalTitle';

/**
 * The Error notification dialog: the mapped message of any error (or the generic unknown error, or `fallback`) with an
 * OK button. Resolves when the modal closes.
 */
export function showError(error: unknown, fallback?: string): Promise<void> {
  return openMessageModal(<ModalTitle i18nKey="modals.errorTitle" />, <ErrorText error={error} fallback={fallback} />);
}
