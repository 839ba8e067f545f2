import type { DeepStringRecord } from '../../deep-string-record';
import type { ruRelated } from '../ru/related';

export const enRelated: DeepStringRecord<typeof ruRelated> = {
  title: 'Related documents',
  loading: 'Loading the related documents',
  listLabel: 'Related documents',
  back: 'Back',
  add: 'Add',
  empty: 'There are no related documents.',
  itemActions: 'Actions with the document “{{name}}”',
  actions: {
    open: 'Open',
    download: 'Download',
    view: 'View',
    remove: 'Remove relation',
  },
  confirmRemove: 'Remove the relation to the document?',
  picker: {
    title: 'Choose documents',
    treeLabel: 'Directories and documents',
    loading: 'Loading…',
    empty: 'Empty',
    current: 'This document',
    alreadyRelated: 'Already related',
    ok: 'Add',
    cancel: 'Cancel',
    close: 'Close',
  },
};
