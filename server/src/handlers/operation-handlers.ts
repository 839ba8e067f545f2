import type { OperationHandler } from '../app';
import { applicationHandlers } from './application.handlers';
import { archivesHandlers } from './archives.handlers';
import { directoryHandlers } from './directories.handlers';
import { directoryDownloadHandlers } from './directory-download.handlers';
import { directoryLoadHandlers } from './directory-load.handlers';
import { documentsHandlers } from './documents.handlers';
import { explorerHandlers } from './explorer.handlers';
import { listenerHandlers } from './listeners.handlers';
import { modelsHandlers } from './models.handlers';
import { notesHandlers } from './notes.handlers';
import { notificationsHandlers } from './notifications.handlers';
import { officeHandlers } from './office.handlers';
import { pinHandlers } from './pins.handlers';
import { sharingHandlers } from './sharing.handlers';
import { relatedHandlers } from './related.handlers';
import { securityGroupsHandlers } from './security-groups.handlers';
import { settingsHandlers } from './settings.handlers';
import { skeletonHandlers } from './skeleton.handlers';
import { statisticsHandlers } from './statistics.handlers';
import { trashHandlers } from './trash.handlers';
import { usersHandlers } from './users.handlers';
import { versionsHandlers } from './versions.handlers';

/** Every implemented operation of the contract by operationId; the rest answer 501 (docs/server.md lists them). */
export const operationHandlers: Readonly<Record<string, OperationHandler>> = {
  ...applicationHandlers,
  ...directoryHandlers,
  ...directoryLoadHandlers,
  ...pinHandlers,
  ...documentsHandlers,
  ...versionsHandlers,
  ...trashHandlers,
  ...listenerHandlers,
  ...notificationsHandlers,
  ...directoryDownloadHandlers,
  ...sharingHandlers,
  ...explorerHandlers,
  ...notesHandlers,
  ...relatedHandlers,
  ...usersHandlers,
  ...securityGroupsHandlers,
  ...settingsHandlers,
  ...skeletonHandlers,
  ...statisticsHandlers,
  ...archivesHandlers,
  ...officeHandlers,
  ...modelsHandlers,
};
