/** Texts of related (filled in by its feature). */
export const ruRelated = {
  title: 'related',
} as const;
