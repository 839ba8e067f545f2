import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocuments } from '../ru/documents';

export const enDocuments: DeepStringRecord<typeof ruDocuments> = {
  title: 'documents',
};
