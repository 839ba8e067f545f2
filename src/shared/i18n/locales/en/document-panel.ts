import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocumentPanel } from '../ru/document-panel';

export const enDocumentPanel: DeepStringRecord<typeof ruDocumentPanel> = {
  title: 'documentPanel',
};
