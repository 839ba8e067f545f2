import type { DeepStringRecord } from '../../deep-string-record';
import type { ruArchiveBrowser } from '../ru/archive-browser';

export const enArchiveBrowser: DeepStringRecord<typeof ruArchiveBrowser> = {
  loading: 'Opening the archive…',
  pathLabel: 'Path in the archive',
  tableLabel: 'Contents of the archive',
  columns: {
    name: 'Name',
    size: 'Size',
    actions: 'Actions',
  },
  up: 'Up one level',
  upFromRoot: 'Leave the archive',
  folder: 'Folder',
  file: 'File',
  open: 'Open the folder «{{name}}» (double-click or Enter)',
  download: 'Download «{{name}}»',
  downloadTooltip: 'Download the file',
  empty: 'The folder is empty',
  folderNotFound: 'The archive has no folder «{{path}}».',
  tooLarge: 'The archive is too large to be opened for viewing.',
};
