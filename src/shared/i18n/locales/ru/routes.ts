import type { RouteName } from '../../../routes/routes';

/** `home.directories.document` → `home_directories_document`: i18next reads dots in keys as nesting. */
type RouteTitleKey<Name extends string> = Name extends `${infer Head}.${infer Tail}`
  ? `${Head}_${RouteTitleKey<Tail>}`
  : Name;

/**
 * Document titles per route name, the dots of the names replaced by `_` (`home.deleted` → `routes.home_deleted`);
 * `suffix` is the product's short name appended to every title («Корзина — СОД»).
 */
export const ruRoutes = {
  home: 'Главная',
  home_directory: 'Каталог',
  home_directories_document: 'Документ',
  home_directories_documents_versions: 'Версии документа',
  home_directories_documents_versions_version: 'Версия документа',
  home_directories_documents_related: 'Связанные документы',
  home_directory_directories_properties: 'Свойства каталога',
  home_directory_directories_notifications: 'Уведомления каталога',
  home_deleted: 'Корзина',
  'home_shared-links': 'Общие ссылки',
  tangl_viewer: 'Просмотр модели',
  document_overview: 'Просмотр документа',
  document_office: 'Просмотр файла',
  archive_overview: 'Просмотр архива',
  'admin-panel_dashboard': 'Сводка',
  'admin-panel_users': 'Пользователи',
  'admin-panel_security-groups': 'Группы безопасности',
  'admin-panel_settings': 'Настройки',
  'admin-panel_skeleton-editor': 'Редактор структуры',
  'admin-panel_documents': 'Документы',
  'admin-panel_directories': 'Каталоги',
  'admin-panel_logs': 'Журнал событий',
  profile: 'Профиль',
  logout: 'Выход',
  'signin-callback': 'Вход',
  suffix: 'СОД',
} as const satisfies Record<RouteTitleKey<RouteName> | 'suffix', string>;
