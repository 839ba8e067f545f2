import type { DeepStringRecord } from '../../deep-string-record';
import type { ruCommon } from '../ru/common';
import { enDocuments } from './documents';
import { enDownloads } from './downloads';
import { enDirectoryTree } from './directory-tree';
import { enExplorer } from './explorer';
import { enLayout } from './layout';
import { enRoutes } from './routes';
import { enMoves } from './moves';
import { enUploads } from './uploads';
import { enModelAssembly } from './model-assembly';
import { enForms } from './forms';
import { enNotifications } from './notifications';

/** English plurals need only `_one` and `_other`. */
export const enCommon: DeepStringRecord<typeof ruCommon> = {
  ...enLayout,
  routes: enRoutes,
  documents: enDocuments,
  downloads: enDownloads,
  directoryTree: enDirectoryTree,
  explorer: enExplorer,
  moves: enMoves,
  uploads: enUploads,
  modelAssembly: enModelAssembly,
  forms: enForms,
  notifications: enNotifications,
  count: {
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    directories_one: '{{count}} directory',
    directories_other: '{{count}} directories',
    versions_one: '{{count}} version',
    versions_other: '{{count}} versions',
  },
  roles: {
    user: 'User',
    staff: 'Staff member',
    'external-user': 'External user',
    'general-contractor': 'General contractor',
    administrator: 'Administrator',
    developer: 'Developer',
  },
  userStatus: {
    '0': 'Limited',
    '1': 'Enabled',
    '2': 'Disabled',
  },
  eventTypes: {
    '1': 'Create directory',
    '2': 'Upload directory',
    '3': 'Delete directory',
    '4': 'Rename directory',
    '5': 'Move files',
    '6': 'Upload document',
    '7': 'Delete document',
    '8': 'Rename document',
    '9': 'Upload document version',
    '10': 'Download document',
    '11': 'Agree document',
    '12': 'Revoke document agreement',
    '13': 'Add document remark',
    '14': 'Add document comment',
    '15': 'Delete element permanently',
    '16': 'Synchronise directory',
    '17': 'Change status',
  },
  size: {
    B: 'B',
    KB: 'KB',
    MB: 'MB',
    GB: 'GB',
    TB: 'TB',
  },
};
