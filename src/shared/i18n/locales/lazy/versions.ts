import { enVersions } from '../en/versions';
import { ruVersions } from '../ru/versions';

/** The versions screen's texts (the office editor's draft caption uses them too). */
export const versionsTexts = {
  ru: { versions: ruVersions },
  en: { versions: enVersions },
};
