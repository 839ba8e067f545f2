import { enArchiveBrowser } from '../en/archive-browser';
import { ruArchiveBrowser } from '../ru/archive-browser';

/** The archive browser's texts. */
export const archiveBrowserTexts = {
  ru: { archiveBrowser: ruArchiveBrowser },
  en: { archiveBrowser: enArchiveBrowser },
};
