import { randomId } from '@mantine/hooks';
import { openModals } from '../modals/modal-host';
import { ModalTitle } from '../modals/ModalTitle';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import type { MovementErrorContentProps } from './MovementErrorContent';

/** The user's answer to a name clash: move again renaming the clashing items, or leave everything where it was. */
export type MovementErrorChoice = 'rename' | 'skip';

/**
 * Opens the movement-error dialog (explorer.md §2 Modals, §4 Move) and resolves with the choice once it closes.
 * Only «Переименовать и переместить» resolves `rename`; «Пропустить все», Escape and a click outside all skip.
 */
export async function openMovementError(
  details: Omit<MovementErrorContentProps, 'onRename' | 'onSkipAll'>,
): Promise<MovementErrorChoice> {
  // The dialog's content comes with the modal, not with the explorer's first load.
  const [modals, { MovementErrorContent }] = await Promise.all([openModals(), import('./MovementErrorContent')]);
  return new Promise((resolve) => {
    const modalId = randomId('movement-error-');
    // Mantine calls onClose for every way of closing, so the choice is settled there, once.
    let choice: MovementErrorChoice = 'skip';
    modals.open({
      ...sharedModalSettings(),
      modalId,
      title: <ModalTitle i18nKey="moves.conflict.title" />,
      onClose: () => {
        resolve(choice);
      },
      children: (
        <MovementErrorContent
          {...details}
          onRename={() => {
            choice = 'rename';
            modals.close(modalId);
          }}
          onSkipAll={() => {
            modals.close(modalId);
          }}
        />
      ),
    });
  });
}
