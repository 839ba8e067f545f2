import type { ModalSettings } from '@mantine/modals';
import classes from './shared-modal.module.css';

/** Explorer.md §9: the standard modals are 30 % wide and stack above everything else. */
export const SHARED_MODAL_SIZE = '30%';
export const SHARED_MODAL_Z_INDEX = 9999;

/** The Mantine modal settings every shared modal opens with; the CSS module widens it to full width on mobile. */
export function sharedModalSettings(): ModalSettings {
  return {
    size: SHARED_MODAL_SIZE,
    zIndex: SHARED_MODAL_Z_INDEX,
    // Every shared modal has its own labelled Cancel or OK button (Escape and the overlay close it too); the bare
    // cross would be an unnamed button, as these settings are made outside React and cannot translate a label.
    withCloseButton: false,
    classNames: { content: classes['content'], inner: classes['inner'] },
  };
}
