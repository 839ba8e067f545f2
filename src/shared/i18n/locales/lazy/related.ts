import { enRelated } from '../en/related';
import { ruRelated } from '../ru/related';

/** The related documents screen's texts. */
export const relatedTexts = {
  ru: { related: ruRelated },
  en: { related: enRelated },
};
