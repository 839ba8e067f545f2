import { enSharing } from '../en/sharing';
import { ruSharing } from '../ru/sharing';

/** The share dialog's texts. */
export const sharingTexts = {
  ru: { sharing: ruSharing },
  en: { sharing: enSharing },
};
