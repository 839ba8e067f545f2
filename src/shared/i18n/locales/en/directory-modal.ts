import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryModal } from '../ru/directory-modal';

export const enDirectoryModal: DeepStringRecord<typeof ruDirectoryModal> = {
  createTitle: 'New directory',
  createFromEntityTitle: 'Add {{name}}',
  renameTitle: 'Rename directory',
  inParent: 'In “{{name}}”',
  topLevel: 'At the top level',
  name: 'Name',
  metadata: 'Metadata',
  metadataKey: 'Key',
  metadataValue: 'Value',
  metadataKeyRow: 'Key, row {{row}}',
  metadataValueRow: 'Value, row {{row}}',
  removeRow: 'Remove row {{row}}',
  addRow: 'Add field',
  noMetadata: 'No metadata',
  readOnlyMetadata: 'Metadata cannot be changed when renaming.',
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  errors: {
    nameRequired: 'Enter a name',
    nameTooLong: 'The name must be at most {{max}} characters',
    keyRequired: 'Enter a key',
    keyTooLong: 'The key must be at most {{max}} characters',
    valueTooLong: 'The value must be at most {{max}} characters',
  },
};
