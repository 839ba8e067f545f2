/** Texts of document-panel (filled in by its feature). */
export const ruDocumentPanel = {
  title: 'documentPanel',
} as const;
