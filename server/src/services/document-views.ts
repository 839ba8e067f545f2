import type { Document } from '../../../codegen/model/document';
import { toDocument, type DocumentRecord, type ParentDirectory, type VersionRecord } from '../mappers/document.mapper';
import type { NoteRecord } from '../mappers/note.mapper';
import type { DocumentsAmong } from '../repositories/documents-among';
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

/** The versions and the remarks of some documents, by document. */
export interface DocumentContents {
  versions: ReadonlyMap<string, VersionRecord[]>;
  notes: ReadonlyMap<string, NoteRecord[]>;
}

/** The versions and the remarks with comments of the documents, in one query each however many they are. */
export async function contentsOf(db: Reader, documents: DocumentsAmong): Promise<DocumentContents> {
  // One after the other: within a transaction they share its connection.
  const versions = await listVersions(db, documents);
  const notes = await listNotes(db, documents);
  return { versions: byDocument(versions), notes: byDocument(notes) };
}

/** The documents as the contract has them, in the order given, with their contents read before. */
export const documentsWith = (placed: readonly PlacedDocument[], { versions, notes }: DocumentContents): Document[] =>
  placed.map(({ document, parent }) =>
    toDocument(document, parent, versions.get(document.id) ?? [], notes.get(document.id) ?? []),
  );

/** Documents as the contract has them, in the order given: their versions and remarks read for all of them at once. */
export async function documentsFor(db: Reader, placed: readonly PlacedDocument[]): Promise<Document[]> {
  const ids = placed.map(({ document }) => document.id);
  return documentsWith(placed, await contentsOf(db, ids));
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
