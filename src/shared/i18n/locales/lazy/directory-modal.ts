import { enDirectoryModal } from '../en/directory-modal';
import { ruDirectoryModal } from '../ru/directory-modal';

/** The directory dialog's texts (create, rename, from a structure entity). */
export const directoryModalTexts = {
  ru: { directoryModal: ruDirectoryModal },
  en: { directoryModal: enDirectoryModal },
};
