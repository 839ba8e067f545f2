import { sql, type SqlBool } from 'kysely';

/**
 * Which documents a read of their versions or remarks is about: these ids, or those in a directory and not in the
 * trash. A directory's are selected by the directory, not by their ids: a statement takes at most 32,766 bound values
 * on SQLite and 65,535 on PostgreSQL, so a directory of more documents could not be listed by ids at all.
 */
export type DocumentsAmong = readonly string[] | { directoryId: string };

/** No document at all: the statement need not run. */
export const isNone = (among: DocumentsAmong): boolean => Array.isArray(among) && among.length === 0;

/** For a read joined to the documents: those it is about. */
export const amongDocuments = (among: DocumentsAmong) =>
  'directoryId' in among
    ? sql<SqlBool>`${sql.ref('documents.parent_id')} = ${among.directoryId} and ${sql.ref('documents.deleted_at')} is null`
    : sql<SqlBool>`${sql.ref('documents.id')} in (${sql.join(among)})`;
