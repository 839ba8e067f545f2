import { enDocumentViewer } from '../en/document-viewer';
import { ruDocumentViewer } from '../ru/document-viewer';

/** The document viewer's texts (PDFs, office documents, drawings, the office editor). */
export const documentViewerTexts = {
  ru: { documentViewer: ruDocumentViewer },
  en: { documentViewer: enDocumentViewer },
};
