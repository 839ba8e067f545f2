import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDownloads } from '../ru/downloads';

export const enDownloads: DeepStringRecord<typeof ruDownloads> = {
  title: 'downloads',
};
