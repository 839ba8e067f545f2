import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';

/** A multi-selection to share as one archive named `name`. */
export interface ShareItems {
  documents: readonly Document[];
  directories: readonly Directory[];
  name: string;
}

/** What the Share dialog was opened for. */
export type ShareRequest = { kind: 'document'; document: Document } | { kind: 'items'; items: ShareItems };
