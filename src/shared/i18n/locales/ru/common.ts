import { ruDocumentPanel } from './document-panel';
import { ruRelated } from './related';
import { ruDocuments } from './documents';
import { ruDownloads } from './downloads';
import { ruSharing } from './sharing';
import { ruDocumentOverview } from './document-overview';
import { ruArchiveBrowser } from './archive-browser';
import { ruDocumentViewer } from './document-viewer';
import { ruSharedLinks } from './shared-links';
import { ruDirectoryTree } from './directory-tree';
import { ruDirectoryModal } from './directory-modal';
import { ruExplorer } from './explorer';
import { ruDirectoryChooser } from './directory-chooser';
import { ruDirectoryPanels } from './directory-panels';
import { ruInvite } from './invite';
import { ruLayout } from './layout';
import { ruRoutes } from './routes';
import { ruTrash } from './trash';
import { ruVersions } from './versions';
import { ruMoves } from './moves';
import { ruUploads } from './uploads';
import { ruModelAssembly } from './model-assembly';
import { ruModelViewer } from './model-viewer';
import { ruAdmin } from './admin';
import { ruUsers } from './users';
import { ruForms } from './forms';
import { ruAccess } from './access';
import { ruNotifications } from './notifications';

/** The default namespace. Plurals use i18next's Intl suffixes: Russian needs `_one`, `_few`, `_many` and `_other`. */
export const ruCommon = {
  ...ruLayout,
  routes: ruRoutes,
  invite: ruInvite,
  trash: ruTrash,
  versions: ruVersions,
  directoryPanels: ruDirectoryPanels,
  directoryChooser: ruDirectoryChooser,
  documentPanel: ruDocumentPanel,
  related: ruRelated,
  documents: ruDocuments,
  downloads: ruDownloads,
  sharing: ruSharing,
  sharedLinks: ruSharedLinks,
  documentOverview: ruDocumentOverview,
  archiveBrowser: ruArchiveBrowser,
  documentViewer: ruDocumentViewer,
  directoryTree: ruDirectoryTree,
  directoryModal: ruDirectoryModal,
  explorer: ruExplorer,
  moves: ruMoves,
  uploads: ruUploads,
  modelAssembly: ruModelAssembly,
  modelViewer: ruModelViewer,
  admin: ruAdmin,
  users: ruUsers,
  forms: ruForms,
  access: ruAccess,
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
