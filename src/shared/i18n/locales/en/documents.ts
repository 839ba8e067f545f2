import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocuments } from '../ru/documents';

export const enDocuments: DeepStringRecord<typeof ruDocuments> = {
  badge: {
    disabled: 'The document is blocked',
    agreed: 'The document is agreed',
    inWork: 'The document is in work: it has remarks',
  },
};
