import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocumentOverview } from '../ru/document-overview';

export const enDocumentOverview: DeepStringRecord<typeof ruDocumentOverview> = {
  loading: 'Loading the document…',
  relevant: 'Relevant version',
  notRelevant: 'Not the relevant version',
  version: 'Version {{number}}',
  from: 'from {{date}}',
};
