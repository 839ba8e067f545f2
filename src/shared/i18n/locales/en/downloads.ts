import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDownloads } from '../ru/downloads';

export const enDownloads: DeepStringRecord<typeof ruDownloads> = {
  confirm: 'Download the document?',
  download: 'Download',
  preview: {
    close: 'Close the preview of “{{name}}”',
  },
};
