import { ruDocuments } from './documents';
import { ruDownloads } from './downloads';
import { ruDirectoryTree } from './directory-tree';
import { ruExplorer } from './explorer';
import { ruLayout } from './layout';
import { ruRoutes } from './routes';
import { ruMoves } from './moves';
import { ruUploads } from './uploads';
import { ruModelAssembly } from './model-assembly';
import { ruForms } from './forms';
import { ruNotifications } from './notifications';

/**
 * The default namespace, as the first load has it. Plurals use i18next's Intl suffixes: Russian needs `_one`, `_few`,
 * `_many` and `_other`. Screens loaded when first opened add their own texts to it (`lazy-texts.ts`).
 */
export const ruCommon = {
  ...ruLayout,
  routes: ruRoutes,
  documents: ruDocuments,
  downloads: ruDownloads,
  directoryTree: ruDirectoryTree,
  explorer: ruExplorer,
  moves: ruMoves,
  uploads: ruUploads,
  modelAssembly: ruModelAssembly,
  forms: ruForms,
  notifications: ruNotifications,
  count: {
    files_one: '{{count}} файл',
    files_few: '{{count}} файла',
    files_many: '{{count}} файлов',
    files_other: '{{count}} файла',
    directories_one: '{{count}} каталог',
    directories_few: '{{count}} каталога',
    directories_many: '{{count}} каталогов',
    directories_other: '{{count}} каталога',
    versions_one: '{{count}} версия',
    versions_few: '{{count}} версии',
    versions_many: '{{count}} версий',
    versions_other: '{{count}} версии',
  },
  roles: {
    user: 'Пользователь',
    staff: 'Сотрудник',
    'external-user': 'Внешний пользователь',
    'general-contractor': 'Генподрядчик',
    administrator: 'Администратор',
    developer: 'Разработчик',
  },
  userStatus: {
    '0': 'Ограничен',
    '1': 'Активен',
    '2': 'Заблокирован',
  },
  eventTypes: {
    '1': 'Создание каталога',
    '2': 'Загрузка каталога',
    '3': 'Удаление каталога',
    '4': 'Переименование каталога',
    '5': 'Перемещение файлов',
    '6': 'Загрузка документа',
    '7': 'Удаление документа',
    '8': 'Переименование документа',
    '9': 'Загрузка новой версии документа',
    '10': 'Скачивание документа',
    '11': 'Согласование документа',
    '12': 'Отмена согласования документа',
    '13': 'Добавление замечания к документу',
    '14': 'Добавление комментария к документу',
    '15': 'Окончательное удаление элемента',
    '16': 'Синхронизация каталога',
    '17': 'Изменение статуса',
  },
  size: {
    B: 'Б',
    KB: 'КБ',
    MB: 'МБ',
    GB: 'ГБ',
    TB: 'ТБ',
  },
} as const;
