/** Texts of documents (filled in by its feature). */
export const ruDocuments = {
  title: 'documents',
} as const;
