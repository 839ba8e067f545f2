/** The directory tree chooser shared by the restore dialog, the move master and the document modal. */
export const ruDirectoryChooser = {
  expand: 'Развернуть «{{name}}»',
  collapse: 'Свернуть «{{name}}»',
  loading: 'Загрузка каталогов…',
  empty: 'Каталогов нет',
} as const;
