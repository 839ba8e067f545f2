/** Texts of downloads (filled in by its feature). */
export const ruDownloads = {
  title: 'downloads',
} as const;
