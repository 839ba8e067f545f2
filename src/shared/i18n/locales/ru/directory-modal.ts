/** Texts of directory-modal (filled in by its feature). */
export const ruDirectoryModal = {
  title: 'directoryModal',
} as const;
