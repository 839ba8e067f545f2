import type { DeepStringRecord } from '../../deep-string-record';
import type { ruDocuments } from '../ru/documents';

export const enDocuments: DeepStringRecord<typeof ruDocuments> = {
  badge: {
    disabled: 'The document is blocked',
    agreed: 'The document is agreed',
    inWork: 'The document is in work: it has remarks',
  },
  extension: {
    dropped: 'The name has no «.{{from}}» extension: without it systems and programs do not know the type of the file.',
    changed: 'The extension changes from «.{{from}}» to «.{{to}}»: the type of the file does not.',
    keep: 'Keep .{{from}}',
  },
  dummy: {
    version: 'An empty file (0 B): this is a dummy version without content.',
  },
};
