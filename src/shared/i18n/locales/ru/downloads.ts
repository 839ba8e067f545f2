/** Document and directory downloads and the image preview (explorer.md §2 Modals Preview, §4, §5). */
export const ruDownloads = {
  confirm: 'Скачать документ?',
  download: 'Скачать',
  preview: {
    close: 'Закрыть просмотр «{{name}}»',
  },
  directory: {
    root: 'В корневом каталоге скачивание не работает. Откройте нужный каталог.',
    noDocuments: 'В каталоге нет документов для скачивания.',
    onlyDummies: 'Все документы каталога — пустые заглушки (размер 0 байт), скачивать нечего.',
    notDownloadable: 'Этот каталог нельзя скачать.',
    inProgress: 'Каталог «{{name}}» уже скачивается. Дождитесь окончания.',
    confirm: 'Скачать каталог со всеми вложенными каталогами одним архивом?',
    confirmDocuments: 'Скачать документы каталога одним архивом (без вложенных каталогов)?',
  },
  documents: {
    none: 'Среди выбранных нет документов для скачивания.',
    onlyDummies: 'Все выбранные документы — пустые заглушки (размер 0 байт), скачивать нечего.',
    confirm_one: 'Скачать {{count}} документ?',
    confirm_few: 'Скачать {{count}} документа?',
    confirm_many: 'Скачать {{count}} документов?',
    confirm_other: 'Скачать {{count}} документа?',
  },
} as const;
