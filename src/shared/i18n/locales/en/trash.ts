import type { DeepStringRecord } from '../../deep-string-record';
import type { ruTrash } from '../ru/trash';

export const enTrash: DeepStringRecord<typeof ruTrash> = {
  title: 'Trash bin',
  tableLabel: 'Deleted items',
  columns: {
    select: 'Selection',
    name: 'Name',
    originalLocation: 'Original location',
    deletedAt: 'Deleted on',
    actions: 'Actions',
  },
  elementType: {
    Directory: 'Directory',
    Document: 'Document',
  },
  selectAll: 'Select every item on the page',
  selectRow: 'Select “{{name}}”',
  rowActions: 'Actions for “{{name}}”',
  empty: 'The trash bin is empty',
  nothingFound: 'Nothing found',
  loading: 'Loading the trash bin…',
  emptying: 'Emptying the trash bin…',
  search: {
    label: 'Search by name',
    placeholder: 'Search by name',
    submit: 'Search',
  },
  sort: {
    label: 'Sort',
    Name: 'By name (A–Z)',
    NameDescending: 'By name (Z–A)',
    DeletionDate: 'Oldest first',
    DeletionDateDescending: 'Newest first',
  },
  filter: {
    label: 'Filter',
    Default: 'All',
    OnlyDirectories: 'Directories only',
    OnlyDocuments: 'Documents only',
  },
  actions: {
    restore: 'Restore',
    deletePermanently: 'Delete permanently',
    emptyBin: 'Empty trash bin',
    clearSelection: 'Clear selection',
  },
  selection: {
    label: 'Selected items',
    count: 'Selected: {{count}}',
  },
  confirmDelete: {
    message: 'Delete the selected items permanently?',
    ok: 'Delete permanently',
  },
  confirmEmpty: {
    message: 'Empty the trash bin? Every item will be deleted permanently.',
    ok: 'Empty',
  },
  pagination: {
    label: 'Trash bin pages',
    page: 'Page {{page}}',
    previous: 'Previous page',
    next: 'Next page',
  },
  restore: {
    title: 'Restore from the trash bin',
    message: 'Where should the selected items be restored?',
    toOriginal: 'Restore to the original directory',
    toOther: 'Restore to another directory',
    cancel: 'Cancel',
    chooseDirectory: 'Choose a directory',
    directoryTree: 'Directory to restore into',
    restoreHere: 'Restore here',
    back: 'Back',
    close: 'Close',
  },
};
