import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { contentsStampOf } from '../repositories/directories.repository';
import { documentsChangedBetween } from '../repositories/directory-document-changes.repository';
import { listDocumentsIn } from '../repositories/directory-contents.repository';
import { findDocuments } from '../repositories/documents.repository';
import { documentsFor } from './document-views';
import { compareListed, type ListingSource } from './document-listings';

/**
 * At most this many recorded changes are read again one by one; beyond, the listing is built again (reading a few
 * thousand documents by id costs about what reading the directory's costs).
 */
export const CHANGES_PATCHED = 2000;

/**
 * The child documents of a visible directory for its kept listing (services/document-listings.ts), as the contract has
 * them (with their remarks, for badges and filters): all of them in the listing's order, or those the database
 * recorded as changed between two contents stamps, read now. Both read them the same way (documentsFor), so a patched
 * listing holds the same bytes a build would.
 */
export function directoryDocuments(db: Db, directory: DirectoryRecord): ListingSource {
  const parent = {
    id: directory.id,
    depth: directory.depth,
    ancestorIds: directory.ancestorIds,
    allowUploadDocuments: directory.allowUploadDocuments,
  };
  return {
    all: async () => {
      const records = await listDocumentsIn(db, [directory.id]);
      const documents = await documentsFor(
        db,
        records.map((document) => ({ document, parent })),
      );
      return documents.sort(compareListed);
    },
    changedBetween: async (after, upTo) => {
      const changed = await documentsChangedBetween(db, directory.id, after, upTo, CHANGES_PATCHED);
      if (!changed) return undefined;
      // Whatever they were, those in the directory and not in the trash now are listed as they are now.
      const records = (await findDocuments(db, [...changed])).filter(
        (record) => record.parentId === directory.id && record.deletedAt === null,
      );
      const documents = await documentsFor(
        db,
        records.map((document) => ({ document, parent })),
      );
      return { changed, documents };
    },
    stampNow: () => contentsStampOf(db, directory.id),
  };
}
