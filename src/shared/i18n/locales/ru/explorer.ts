/** Texts of explorer (filled in by its feature). */
export const ruExplorer = {
  title: 'explorer',
} as const;
