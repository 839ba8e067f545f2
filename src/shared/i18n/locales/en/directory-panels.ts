import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryPanels } from '../ru/directory-panels';

export const enDirectoryPanels: DeepStringRecord<typeof ruDirectoryPanels> = {
  sections: 'Directory sections',
  properties: 'Properties',
  notifications: 'Notifications',
  topLevel: 'Properties and notifications are available for nested directories',
  loading: 'Loading',
  fields: {
    name: 'Name',
    size: 'Size',
    directoriesCount: 'Total directories',
    documentsCount: 'Total documents',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  notificationsTitle: 'Event notifications',
  markAll: 'Mark all',
  reset: 'Reset',
  eventTypesLabel: 'Event types',
  showOptions: 'Options: {{type}}',
  once: 'Once only',
  monitorNested: 'Monitor nested events',
};
