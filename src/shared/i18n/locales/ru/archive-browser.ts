/** The archive browser (platform.md §2.9): the folders and files inside an archive document's version. */
export const ruArchiveBrowser = {
  loading: 'Открываем архив…',
  pathLabel: 'Путь в архиве',
  tableLabel: 'Содержимое архива',
  columns: {
    name: 'Имя',
    size: 'Размер',
    actions: 'Действия',
  },
  up: 'На уровень вверх',
  upFromRoot: 'Выйти из архива',
  folder: 'Папка',
  file: 'Файл',
  open: 'Открыть папку «{{name}}» (двойной щелчок или Enter)',
  download: 'Скачать «{{name}}»',
  downloadTooltip: 'Скачать файл',
  empty: 'Папка пуста',
  folderNotFound: 'В архиве нет папки «{{path}}».',
  // The catalogue's ArchiveVeryLarge speaks of downloading a directory; here the archive itself cannot be opened.
  tooLarge: 'Архив слишком велик, чтобы открыть его для просмотра.',
};
