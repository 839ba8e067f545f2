export interface ConfirmCheckbox {
  /** The key of the checkbox's value in the result. */
  name: string;
  label: string;
  checked?: boolean;
}

export interface ConfirmOptions {
  message: string;
  /** Defaults to the translated 'Подтверждение'. */
  title?: string;
  /** Listed five at a time with a 'show more' link. */
  items?: readonly string[];
  checkboxes?: readonly ConfirmCheckbox[];
  /** Defaults to the translated 'Да'. */
  okLabel?: string;
  /** Defaults to the translated 'Отмена'. */
  cancelLabel?: string;
  /** Closes the dialog, unconfirmed, when aborted: for a question that stops mattering while it is open. */
  signal?: AbortSignal;
}

export interface ConfirmResult {
  /** False when cancelled or closed by the cross, Escape or a click outside. */
  confirmed: boolean;
  /** The value of every checkbox by name, as it was when the dialog closed. */
  checkboxes: Record<string, boolean>;
}

export function initialCheckboxValues(checkboxes: readonly ConfirmCheckbox[] = []): Record<string, boolean> {
  return Object.fromEntries(checkboxes.map((checkbox) => [checkbox.name, checkbox.checked ?? false]));
}
