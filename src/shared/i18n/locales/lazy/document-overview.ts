import { enDocumentOverview } from '../en/document-overview';
import { ruDocumentOverview } from '../ru/document-overview';

/** The document overview's texts. */
export const documentOverviewTexts = {
  ru: { documentOverview: ruDocumentOverview },
  en: { documentOverview: enDocumentOverview },
};
