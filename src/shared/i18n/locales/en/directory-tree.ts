import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryTree } from '../ru/directory-tree';

export const enDirectoryTree: DeepStringRecord<typeof ruDirectoryTree> = {
  title: 'Directories',
  loading: 'Loading directories…',
  loadingChildren: 'Loading subdirectories…',
  empty: 'No directories yet',
  expand: 'Expand',
  collapse: 'Collapse',
  createRoot: 'Add {{name}}',
  createRootGroup: 'Create top-level directories',
  loadFailed: 'Could not open “{{name}}”: {{message}}',
  revealFailed: 'Could not show the directory in the tree: {{message}}',
  closeError: 'Dismiss the message',
};
