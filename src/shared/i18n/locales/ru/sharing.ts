/** The Share dialog (explorer.md §2 Modals Share, §9 share link lifetime). */
export const ruSharing = {
  title: 'Поделиться',
  documentSubject: 'Документ «{{name}}»',
  itemsSubject: 'Архив «{{name}}»: {{contents}}',
  persistent: 'Постоянная ссылка',
  persistentHint: 'Не ограничена по сроку действия. Без этой отметки ссылка действует 7 дней.',
  create: 'Создать ссылку',
  creating: 'Создаём ссылку…',
  link: 'Ссылка для скачивания',
  copy: 'Копировать',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать ссылку: выделите её и скопируйте вручную.',
  validSevenDays: 'Ссылка действительна 7 дней.',
  validUntil: 'Ссылка действительна 7 дней, до {{date}}.',
  persistentLink: 'Ссылка постоянная: срок её действия не ограничен.',
  retry: 'Повторить',
  close: 'Закрыть',
} as const;
