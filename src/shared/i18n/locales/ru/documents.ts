/** Texts shared by every view of a document: its state badge (explorer.md §4 Document). */
export const ruDocuments = {
  badge: {
    disabled: 'Документ заблокирован',
    agreed: 'Документ согласован',
    inWork: 'Документ в работе: есть замечания',
  },
} as const;
