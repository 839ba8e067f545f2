/** The directory tree of the left column (explorer.md §2 Layout, §4 Tree node). */
export const ruDirectoryTree = {
  title: 'Каталоги',
  loading: 'Загрузка каталогов…',
  loadingChildren: 'Загрузка вложенных каталогов…',
  empty: 'Каталогов пока нет',
  expand: 'Развернуть',
  collapse: 'Свернуть',
  createRoot: 'Добавить {{name}}',
  createRootGroup: 'Создание каталогов верхнего уровня',
  loadFailed: 'Не удалось открыть «{{name}}»: {{message}}',
  revealFailed: 'Не удалось показать каталог в дереве: {{message}}',
  closeError: 'Скрыть сообщение',
} as const;
