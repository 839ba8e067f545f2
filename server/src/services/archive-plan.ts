import type { Configuration } from '../../../codegen/model/configuration';
import type { ArchiveLimits } from '../config';
import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { VersionRecord } from '../mappers/document.mapper';
import { nameCollator } from '../mappers/names';
import type { AccessFacts } from '../policies/access.policy';
import { isDownloadableFile } from '../policies/documents.policy';
import { listHeadFiles, type HeadFile } from '../repositories/directory-contents.repository';
import { findLiveDocument } from '../repositories/documents.repository';
import { findVersion } from '../repositories/versions.repository';
import { FolderNames } from './archive-names';
import { downloadFileName } from './document-download';
import { seen, visibleSubtree } from './directory-views.service';

/**
 * What a zip holds, decided before a byte is written (explorer.md §4, §5, §8): folders for the visible directories,
 * and for each document not deleted its head version's file under the document's name (`downloadFileName`, as a
 * single download has it), made safe and unique in its folder. Dummy versions
 * (size 0) and files of an undownloadable extension are left out. Paths use `/` and folders end with one.
 */
export interface ArchiveFolder {
  kind: 'folder';
  path: string;
  mtime: Date;
}

export interface ArchiveFile {
  kind: 'file';
  path: string;
  version: VersionRecord;
  /** The document's directory, for its download event. */
  directoryId: string;
}

export type ArchiveEntry = ArchiveFolder | ArchiveFile;

export interface ArchivePlan {
  /** Every folder before what it holds. */
  entries: ArchiveEntry[];
  files: ArchiveFile[];
  bytes: number;
  /** The documents met, those left out included. */
  documents: number;
  dummies: number;
}

/** Whether there is a zip to make, and if not, why (ArchiveEmpty or ArchiveVeryLarge). */
export type ArchiveVerdict = 'ready' | 'noDocuments' | 'onlyDummies' | 'noneDownloadable' | 'tooLarge';

export function archiveVerdict(plan: ArchivePlan, limits: ArchiveLimits): ArchiveVerdict {
  if (plan.files.length === 0) {
    if (plan.documents === 0) return 'noDocuments';
    return plan.dummies === plan.documents ? 'onlyDummies' : 'noneDownloadable';
  }
  return plan.files.length > limits.maxFiles || plan.bytes > limits.maxBytes ? 'tooLarge' : 'ready';
}

/** The directories and documents under some visible directories, by the directory they are in. */
interface Tree {
  childrenOf: Map<string, DirectoryRecord[]>;
  filesOf: Map<string, HeadFile[]>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) groups.set(value, [...(groups.get(value) ?? []), item]);
  }
  return groups;
}

/** The roots' visible subtrees, without the directories out of the account's reach (docs/access-control.md). */
async function loadTree(
  db: Db,
  facts: AccessFacts,
  roots: readonly DirectoryRecord[],
  withSubdirectories: boolean,
): Promise<Tree> {
  const below: DirectoryRecord[] = [];
  if (withSubdirectories) for (const root of roots) below.push(...seen(facts, await visibleSubtree(db, root.id)));
  const files = await listHeadFiles(db, [...new Set([...roots, ...below].map((directory) => directory.id))]);
  return {
    childrenOf: groupBy(below, (directory) => directory.parentId),
    filesOf: groupBy(files, (file) => file.parentId),
  };
}

/** By name as the explorer orders them, then by id, so that a zip's numbering never changes between downloads. */
const byName =
  <T>(name: (item: T) => string, id: (item: T) => string) =>
  (a: T, b: T) =>
    nameCollator.compare(name(a), name(b)) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
const directoryOrder = byName<DirectoryRecord>(
  (directory) => directory.name,
  (directory) => directory.id,
);
const fileOrder = byName<HeadFile>(
  (file) => file.documentName,
  (file) => file.documentId,
);

class ArchiveBuilder implements ArchivePlan {
  readonly entries: ArchiveEntry[] = [];
  readonly files: ArchiveFile[] = [];
  bytes = 0;
  documents = 0;
  dummies = 0;

  constructor(
    private readonly viewers: Configuration,
    private readonly tree: Tree,
  ) {}

  /** A folder's subfolders first, so that a file never takes the name of a folder beside it. */
  addContents(prefix: string, directoryId: string): void {
    const names = new FolderNames();
    for (const child of [...(this.tree.childrenOf.get(directoryId) ?? [])].sort(directoryOrder))
      this.addFolder(names, prefix, child);
    for (const file of [...(this.tree.filesOf.get(directoryId) ?? [])].sort(fileOrder))
      this.addFile(names, prefix, file);
  }

  addFolder(names: FolderNames, prefix: string, directory: DirectoryRecord): void {
    const path = `${prefix}${names.claim(directory.name, 'folder')}/`;
    this.entries.push({ kind: 'folder', path, mtime: new Date(directory.updatedAt) });
    this.addContents(path, directory.id);
  }

  addFile(names: FolderNames, prefix: string, { head, documentName, parentId }: HeadFile): void {
    this.documents += 1;
    if (head.size === 0) {
      this.dummies += 1;
      return;
    }
    if (!isDownloadableFile(head, this.viewers)) return;
    const file: ArchiveFile = {
      kind: 'file',
      path: `${prefix}${names.claim(downloadFileName(documentName, head), 'file')}`,
      version: head,
      directoryId: parentId,
    };
    this.entries.push(file);
    this.files.push(file);
    this.bytes += head.size;
  }
}

/** The zip of a visible directory: its content at the zip's top, or with `documentsOnly` its own documents only. */
export async function planDirectoryArchive(
  db: Db,
  facts: AccessFacts,
  viewers: Configuration,
  directory: DirectoryRecord,
  documentsOnly: boolean,
): Promise<ArchivePlan> {
  const builder = new ArchiveBuilder(viewers, await loadTree(db, facts, [directory], !documentsOnly));
  builder.addContents('', directory.id);
  return builder;
}

/** The zip of a selection: each directory as a folder with its subtree, and the documents, at the zip's top. */
export async function planSelectionArchive(
  db: Db,
  facts: AccessFacts,
  viewers: Configuration,
  directories: readonly DirectoryRecord[],
  documents: readonly HeadFile[],
): Promise<ArchivePlan> {
  const builder = new ArchiveBuilder(viewers, await loadTree(db, facts, directories, true));
  const names = new FolderNames();
  for (const directory of directories) builder.addFolder(names, '', directory);
  for (const document of documents) builder.addFile(names, '', document);
  return builder;
}

/** The documents of these ids that are visible, each with its head version, in the order given. */
export async function liveHeadFiles(db: Db, documentIds: readonly string[]): Promise<HeadFile[]> {
  const files: HeadFile[] = [];
  for (const id of documentIds) {
    const found = await findLiveDocument(db, id);
    const head = found && (await findVersion(db, id, found.document.headIndex));
    if (found && head)
      files.push({ documentId: id, documentName: found.document.name, parentId: found.parent.id, head });
  }
  return files;
}
