import { randomId } from '@mantine/hooks';
import { openModals } from './modal-host';
import { initialCheckboxValues, type ConfirmOptions, type ConfirmResult } from './confirm-options';
import { ModalTitle } from './ModalTitle';
import { sharedModalSettings } from './shared-modal-settings';

export type { ConfirmCheckbox, ConfirmOptions, ConfirmResult } from './confirm-options';

/**
 * Asks the user to confirm (explorer.md §2 Modals). Resolves once the modal closes: confirmed only through the OK
 * button; cancel, the cross, Escape and a click outside all resolve `confirmed: false`. The checkbox values come back
 * either way.
 */
export async function confirm(options: ConfirmOptions): Promise<ConfirmResult> {
  // The dialog's content comes with the modal, not with the explorer's first load.
  const [modals, { ConfirmContent }] = await Promise.all([openModals(), import('./ConfirmContent')]);
  return new Promise((resolve) => {
    const modalId = randomId('confirm-');
    // Mantine calls onClose for every way of closing, so the result is settled there, once.
    let result: ConfirmResult = { confirmed: false, checkboxes: initialCheckboxValues(options.checkboxes) };
    const { signal } = options;
    if (signal?.aborted) {
      resolve(result);
      return;
    }
    signal?.addEventListener(
      'abort',
      () => {
        modals.close(modalId);
      },
      { once: true },
    );
    modals.open({
      ...sharedModalSettings(),
      modalId,
      title: options.title ?? <ModalTitle i18nKey="modals.confirmTitle" />,
      onClose: () => {
        resolve(result);
      },
      children: (
        <ConfirmContent
          options={options}
          onCheckboxesChange={(checkboxes) => {
            result = { confirmed: false, checkboxes };
          }}
          onConfirm={(checkboxes) => {
            result = { confirmed: true, checkboxes };
            modals.close(modalId);
          }}
          onCancel={() => {
            modals.close(modalId);
          }}
        />
      ),
    });
  });
}
