import { enDirectoryPanels } from '../en/directory-panels';
import { ruDirectoryPanels } from '../ru/directory-panels';

/** The directory panels' texts (properties, notification subscriptions). */
export const directoryPanelsTexts = {
  ru: { directoryPanels: ruDirectoryPanels },
  en: { directoryPanels: enDirectoryPanels },
};
