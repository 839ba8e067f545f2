import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDirectoryTree } from '../ru/directory-tree';

export const enDirectoryTree: DeepStringRecord<typeof ruDirectoryTree> = {
  title: 'directoryTree',
};
