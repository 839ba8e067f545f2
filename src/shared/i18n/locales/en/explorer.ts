import type { DeepStringRecord } from '../../deep-string-record';
import type { ruExplorer } from '../ru/explorer';

export const enExplorer: DeepStringRecord<typeof ruExplorer> = {
  title: 'explorer',
};
