import type { DeepStringRecord } from '../../deep-string-record';
import type { ruAccess } from '../ru/access';

export const enAccess: DeepStringRecord<typeof ruAccess> = {
  title: 'Access settings: {{name}}',
  close: 'Close',
  loading: 'Loading the security points…',
  showAll: 'Show all',
  ownOnly: 'Own only',
  listLabel: 'Security groups of the directory',
  empty: 'No security points.',
  emptyOwn: 'The directory has no security points of its own.',
  own: 'Own',
  inherited: 'Inherited from «{{name}}»',
  priority: 'Priority {{priority}}',
  remove: 'Remove the group «{{name}}»',
  addGroup: 'Add a group',
  addGroupPlaceholder: 'Choose a group',
  noGroupsToAdd: 'No groups to add',
  groupsLoading: 'Loading the groups…',
  add: 'Add',
  save: 'Save',
  saved: 'Saved.',
  cancel: 'Cancel',
};
