/** The related documents screen and its select-documents master (explorer.md §2 Related screen, Modals). */
export const ruRelated = {
  title: 'Связанные документы',
  loading: 'Загрузка связанных документов',
  listLabel: 'Связанные документы',
  back: 'Назад',
  add: 'Добавить',
  empty: 'Связанных документов нет.',
  itemActions: 'Действия с документом «{{name}}»',
  actions: {
    open: 'Открыть',
    download: 'Скачать',
    view: 'Просмотреть',
    remove: 'Удалить связь',
  },
  confirmRemove: 'Удалить связь с документом?',
  picker: {
    title: 'Выберите документы',
    treeLabel: 'Каталоги и документы',
    loading: 'Загрузка…',
    empty: 'Пусто',
    current: 'Этот документ',
    alreadyRelated: 'Уже связан',
    ok: 'Добавить',
    cancel: 'Отмена',
    close: 'Закрыть',
  },
} as const;
