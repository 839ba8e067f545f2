import type { Db } from '../db/database';

/** The rows migration 0020's triggers write: the documents each count of a directory's contents stamp was about. */
interface DirectoryDocumentChangeTable {
  directory_id: string;
  stamp: number;
  document_id: string;
}

/** Beside the schema's tables (db/schema.ts), for this repository's queries alone: a type, as withTables wants. */
type ChangesDatabase = { directory_document_changes: DirectoryDocumentChangeTable };

/**
 * The ids of the documents of the directory whose changes the database counted after stamp `after` up to `upTo`;
 * undefined when some of those counts have no rows (pruned already: every count writes at least one row and the
 * triggers prune whole stamps) or when there are more than `limit` rows (a change of that size is read whole).
 */
export async function documentsChangedBetween(
  db: Db,
  directoryId: string,
  after: number,
  upTo: number,
  limit: number,
): Promise<ReadonlySet<string> | undefined> {
  if (upTo - after > limit) return undefined;
  const rows = await db
    .withTables<ChangesDatabase>()
    .selectFrom('directory_document_changes')
    .select(['stamp', 'document_id'])
    .where('directory_id', '=', directoryId)
    .where('stamp', '>', after)
    .where('stamp', '<=', upTo)
    .limit(limit + 1)
    .execute();
  if (rows.length > limit) return undefined;
  const stamps = new Set(rows.map((row) => row.stamp));
  if (stamps.size !== upTo - after) return undefined;
  return new Set(rows.map((row) => row.document_id));
}
