import { enSharedLinks } from '../en/shared-links';
import { ruSharedLinks } from '../ru/shared-links';

/** The shared links screen's texts. */
export const sharedLinksTexts = {
  ru: { sharedLinks: ruSharedLinks },
  en: { sharedLinks: enSharedLinks },
};
