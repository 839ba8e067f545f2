import { enDirectoryChooser } from '../en/directory-chooser';
import { ruDirectoryChooser } from '../ru/directory-chooser';

/** The directory chooser's texts (move, upload and restore targets). */
export const directoryChooserTexts = {
  ru: { directoryChooser: ruDirectoryChooser },
  en: { directoryChooser: enDirectoryChooser },
};
