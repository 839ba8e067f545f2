/** The document overview (platform.md §2.6): is this version of the document still the relevant one. */
export const ruDocumentOverview = {
  loading: 'Загружаем документ…',
  relevant: 'Актуальная версия',
  notRelevant: 'Неактуальная версия',
  version: 'Версия {{number}}',
  from: 'от {{date}}',
};
