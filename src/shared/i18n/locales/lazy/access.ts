import { enAccess } from '../en/access';
import { ruAccess } from '../ru/access';

/** The access viewer's texts. */
export const accessTexts = {
  ru: { access: ruAccess },
  en: { access: enAccess },
};
