import { enDocumentPanel } from '../en/document-panel';
import { ruDocumentPanel } from '../ru/document-panel';

/** The document panel's texts (versions card, remarks, comments). */
export const documentPanelTexts = {
  ru: { documentPanel: ruDocumentPanel },
  en: { documentPanel: enDocumentPanel },
};
