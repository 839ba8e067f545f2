import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryChooser } from '../ru/directory-chooser';

export const enDirectoryChooser: DeepStringRecord<typeof ruDirectoryChooser> = {
  expand: 'Expand “{{name}}”',
  collapse: 'Collapse “{{name}}”',
  loading: 'Loading directories…',
  empty: 'No directories',
};
