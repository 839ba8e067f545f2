/** Texts shared by every view of a document: its state badge (explorer.md §4 Document). */
export const ruDocuments = {
  badge: {
    disabled: 'Документ заблокирован',
    agreed: 'Документ согласован',
    inWork: 'Документ в работе: есть замечания',
  },
  extension: {
    dropped: 'У имени нет расширения «.{{from}}»: без него система и программы не узнают тип файла.',
    changed: 'Расширение изменится с «.{{from}}» на «.{{to}}»: тип файла от этого не изменится.',
    keep: 'Оставить .{{from}}',
  },
  dummy: {
    version: 'Пустой файл (0 Б): это фиктивная версия, в ней нет содержимого.',
  },
} as const;
