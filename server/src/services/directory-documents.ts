import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { contentsStampOf } from '../repositories/directories.repository';
import { documentsChangedBetween } from '../repositories/directory-document-changes.repository';
import { listDocumentsIn } from '../repositories/directory-contents.repository';
import { findDocuments } from '../repositories/documents.repository';
import { contentsOf, documentsFor, documentsWith } from './document-views';
import { compareListed, type ListingSource } from './document-listings';

/**
 * At most this many recorded changes are read again one by one; beyond, the listing is built again (reading a few
 * thousand documents by id costs about what reading the directory's costs).
 */
export const CHANGES_PATCHED = 2000;

/**
 * The child documents of a visible directory for its kept listing (services/document-listings.ts), as the contract has
 * them (with their remarks, for badges and filters): all of them in the listing's order, or those the database
 * recorded as changed between two contents stamps, read now. Both shape them the same way (documentsWith), so a patched
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
      // One snapshot (a read transaction; REPEATABLE READ on PostgreSQL, where each statement would see its own): a
      // document moved away or deleted between the reads keeps its versions and remarks in this listing, and one moved
      // in meanwhile is not listed without them. The contents stamp, read before, lets the next load catch up on both.
      const { records, contents } = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          const read = await listDocumentsIn(trx, [directory.id]);
          const among = read.length === 0 ? [] : { directoryId: directory.id };
          return { records: read, contents: await contentsOf(trx, among) };
        });
      const placed = records.map((document) => ({ document, parent }));
      return documentsWith(placed, contents).sort(compareListed);
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
