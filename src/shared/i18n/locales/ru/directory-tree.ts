/** Texts of directory-tree (filled in by its feature). */
export const ruDirectoryTree = {
  title: 'directoryTree',
} as const;
