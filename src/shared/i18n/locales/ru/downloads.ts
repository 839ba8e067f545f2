/** Document download and image preview (explorer.md §2 Modals Preview, §5). */
export const ruDownloads = {
  confirm: 'Скачать документ?',
  download: 'Скачать',
  preview: {
    close: 'Закрыть просмотр «{{name}}»',
  },
} as const;
