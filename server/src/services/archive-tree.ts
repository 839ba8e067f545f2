import type { ArchiveDirectory } from '../../../codegen/model/archiveDirectory';
import type { ArchiveFile } from '../../../codegen/model/archiveFile';
import { nameCollator } from '../mappers/names';

/** An entry with its name decoded: what the tree shows, and the name that finds it in the archive again. */
export interface DecodedEntry {
  kind: 'file' | 'directory';
  /** The name to show, decoded from UTF-8 or a legacy charset. */
  name: string;
  /** The name bsdtar matches when it unpacks the entry; undefined when none can be given to it. */
  entryName: string | undefined;
  size: number;
}

/** A file of the listing by the `path` the app downloads it with. */
export interface IndexedFile {
  name: string;
  entryName: string | undefined;
  size: number;
}

/** An archive's contents: the tree the app browses, its files by path, and what the limits look at. */
export interface ArchiveIndex {
  root: ArchiveDirectory;
  files: ReadonlyMap<string, IndexedFile>;
  entryCount: number;
  declaredBytes: number;
}

/**
 * The segments of an entry's path that name a place inside the archive: empty segments (`a//b`, a leading `/`), `.`
 * and `..` are dropped, so that no path of the listing can leave the archive, whatever the entry is called.
 */
export function safeSegments(name: string): string[] {
  return name.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The segments of a path the app asks for, or undefined when it climbs (`..`) or is empty. */
export function requestedSegments(path: string): string[] | undefined {
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.length === 0 || segments.includes('..') ? undefined : segments;
}

interface DirectoryNode {
  name: string;
  files: ArchiveFile[];
  directories: Map<string, DirectoryNode>;
}

const newNode = (name: string): DirectoryNode => ({ name, files: [], directories: new Map() });

function directoryAt(root: DirectoryNode, segments: readonly string[]): DirectoryNode {
  let node = root;
  for (const segment of segments) {
    let child = node.directories.get(segment);
    if (!child) {
      child = newNode(segment);
      node.directories.set(segment, child);
    }
    node = child;
  }
  return node;
}

const byName = (a: { name: string }, b: { name: string }) => nameCollator.compare(a.name, b.name);

function toDirectory(node: DirectoryNode): ArchiveDirectory {
  return {
    name: node.name,
    documents: [...node.files].sort(byName),
    directories: [...node.directories.values()].map(toDirectory).sort(byName),
  };
}

/**
 * The tree of an archive named `rootName` (platform.md §2.9): directories as listed or implied by their files'
 * paths, subdirectories and files each sorted by name. Two entries at one path (an archive that holds a file twice,
 * or `../a` beside `a`) show the first, which is also the one unpacked.
 */
export function archiveIndex(rootName: string, entries: readonly DecodedEntry[]): ArchiveIndex {
  const root = newNode(rootName);
  const files = new Map<string, IndexedFile>();
  let declaredBytes = 0;
  for (const entry of entries) {
    const segments = safeSegments(entry.name);
    if (entry.kind === 'directory') {
      directoryAt(root, segments);
      continue;
    }
    declaredBytes += entry.size;
    const name = segments.pop();
    if (name === undefined) continue;
    const path = [...segments, name].join('/');
    if (files.has(path)) continue;
    files.set(path, { name, entryName: entry.entryName, size: entry.size });
    directoryAt(root, segments).files.push({ name, path, size: entry.size });
  }
  return { root: toDirectory(root), files, entryCount: entries.length, declaredBytes };
}
