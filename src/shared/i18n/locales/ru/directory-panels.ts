/** The directory properties and notifications panels (explorer.md §2, §4). */
export const ruDirectoryPanels = {
  sections: 'Разделы каталога',
  properties: 'Свойства',
  notifications: 'Уведомления',
  topLevel: 'Свойства и уведомления доступны для вложенных каталогов',
  loading: 'Загрузка',
  fields: {
    name: 'Название',
    size: 'Размер',
    directoriesCount: 'Всего каталогов',
    documentsCount: 'Всего документов',
    createdAt: 'Создан',
    updatedAt: 'Изменён',
  },
  notificationsTitle: 'Уведомления о событиях',
  markAll: 'Отметить все',
  reset: 'Сбросить',
  eventTypesLabel: 'Типы событий',
  showOptions: 'Параметры: {{type}}',
  once: 'Только один раз',
  monitorNested: 'Отслеживать вложенные события',
};
