/** The shared links screen: the links that still work, to revoke them (docs/server.md, Shared links). */
export const ruSharedLinks = {
  title: 'Общие ссылки',
  intro:
    'Ссылки для скачивания, которые вы создали и которые ещё действуют. Отозванная ссылка перестаёт работать сразу.',
  introEveryone: 'Действующие ссылки для скачивания всех пользователей. Отозванная ссылка перестаёт работать сразу.',
  loading: 'Загружаем ссылки…',
  empty: 'Действующих ссылок нет.',
  unnamed: 'Документ удалён',
  persistent: 'бессрочно',
  until: 'до {{date}}',
  kind: {
    document: 'Документ',
    items_one: 'Архив: {{count}} элемент',
    items_few: 'Архив: {{count}} элемента',
    items_many: 'Архив: {{count}} элементов',
    items_other: 'Архив: {{count}} элемента',
  },
  columns: {
    name: 'Название',
    contents: 'Содержимое',
    expires: 'Действует до',
    author: 'Автор',
    created: 'Создана',
    actions: 'Действия',
  },
  revoke: {
    button: 'Отозвать',
    label: 'Отозвать ссылку «{{name}}»',
    title: 'Отзыв ссылки',
    message: 'Ссылка перестанет работать для всех, кому она была отправлена. Отозвать её?',
    ok: 'Отозвать',
    done: 'Ссылка «{{name}}» отозвана.',
    failed: 'Не удалось отозвать ссылку: {{message}}',
  },
} as const;
