import type { Document } from '../../../codegen/model/document';
import { toDocument, type DocumentRecord, type ParentDirectory } from '../mappers/document.mapper';
import { findLiveParentDirectory } from '../repositories/documents.repository';
import { listNotes } from '../repositories/notes.repository';
import { listVersions } from '../repositories/versions.repository';
import type { DocumentContext } from './document-context';

type Reader = DocumentContext['db'];

/** A document with the directory it is shown in. */
export interface PlacedDocument {
  document: DocumentRecord;
  parent: ParentDirectory;
}

/**
 * Documents as the contract has them, in the order given: their versions and their remarks with comments are read
 * in one query each for all of them, however many a directory holds.
 */
export async function documentsFor(db: Reader, placed: readonly PlacedDocument[]): Promise<Document[]> {
  const ids = placed.map(({ document }) => document.id);
  const versions = byDocument(await listVersions(db, ids));
  const notes = byDocument(await listNotes(db, ids));
  return placed.map(({ document, parent }) =>
    toDocument(document, parent, versions.get(document.id) ?? [], notes.get(document.id) ?? []),
  );
}

function byDocument<T extends { documentId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.documentId);
    if (group) group.push(item);
    else groups.set(item.documentId, [item]);
  }
  return groups;
}

/**
 * Of the documents (not deleted), those whose directory is visible, each with it; every directory is looked up once.
 */
export async function placeVisible(db: Reader, documents: readonly DocumentRecord[]): Promise<PlacedDocument[]> {
  const parents = new Map<string, ParentDirectory | undefined>();
  const placed: PlacedDocument[] = [];
  for (const document of documents) {
    if (!parents.has(document.parentId))
      parents.set(document.parentId, await findLiveParentDirectory(db, document.parentId));
    const parent = parents.get(document.parentId);
    if (parent) placed.push({ document, parent });
  }
  return placed;
}
