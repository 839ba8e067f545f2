/**
 * Model assembly and merged models (explorer.md §2 Modals: Sync dialog, merged-model creation dialog; §4 Model
 * assembly). The merged-model dialog's fields are not shown in the specification: ours follow the contract.
 */
export const ruModelAssembly = {
  sync: {
    title: 'Документы синхронизируются',
    message: 'Документы ещё синхронизируются с сервисом моделей, сборка откроется, когда они будут готовы:',
    ok: 'ОК',
    ready: 'Все документы готовы, сборку можно открыть.',
    open: 'Открыть сборку',
  },
  /** ModelUploadState: the model service's state of a version (explorer.md §3 Model sync statuses). */
  states: {
    Waiting: 'В очереди',
    CollectingGeometry: 'Сбор геометрии',
    Processing: 'Обработка данных',
    PreparingModel: 'Подготовка модели',
    Completed: 'Готово',
    Error: 'Ошибка экспорта',
    Sending: 'Отправка модели',
    None: 'Не синхронизирована',
    Imported: 'Импортирована',
    Merged: 'Сборка готова',
  },
  merged: {
    title: 'Создать сводную модель',
    name: 'Название',
    nameHint: 'Расширение .cim будет добавлено автоматически.',
    nameLength: 'должно быть больше 3 и меньше 128 символов',
    description: 'Описание',
    descriptionTooLong: 'Описание не длиннее {{max}} символов',
    directory: 'Каталог',
    documents_one: 'Объединяется {{count}} документ:',
    documents_few: 'Объединяются {{count}} документа:',
    documents_many: 'Объединяются {{count}} документов:',
    documents_other: 'Объединяются {{count}} документа:',
    create: 'Создать',
    cancel: 'Отмена',
  },
} as const;
