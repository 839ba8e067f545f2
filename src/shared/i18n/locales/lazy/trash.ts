import { enTrash } from '../en/trash';
import { ruTrash } from '../ru/trash';

/** The trash bin's texts. */
export const trashTexts = {
  ru: { trash: ruTrash },
  en: { trash: enTrash },
};
