import type { Document } from '../../../codegen/model/document';
import type { Version } from '../../../codegen/model/version';

/** The mark a document carries in lists and panels (explorer.md §4 Document: badge order). */
export type DocumentBadgeKind = 'disabled' | 'agreed' | 'inWork' | 'none';

/** The first that applies of: disabled (blocked), agreed, in work (has remarks), none. */
export function documentBadge(document: Document): DocumentBadgeKind {
  if (document.disabled) return 'disabled';
  if (document.agreed) return 'agreed';
  if (document.comments.length > 0) return 'inWork';
  return 'none';
}

/**
 * A blocked or agreed document cannot change: no remarks, toggles, comments, delete, move, rename, new version or
 * new related documents (explorer.md §4 Document, §6).
 */
export function isDocumentLocked(document: Document): boolean {
  return document.disabled || document.agreed;
}

/**
 * A version's extension, lower case without the dot («pdf», «tar.gz»). The contract sends it with the dot; a version
 * whose extension is empty falls back to the part of the file name after its last dot.
 */
export function versionExtension(version: Version): string {
  const { extension, fullName } = version.document;
  const raw = extension !== '' ? extension : fullName.includes('.') ? fullName.slice(fullName.lastIndexOf('.')) : '';
  return raw.replace(/^\.+/, '').toLowerCase();
}

/** The current (head) version's extension, lower case without the dot. */
export function documentExtension(document: Document): string {
  return versionExtension(document.version);
}

/** Bytes of the current version's file: a document's size is its head version's (explorer.md §3). */
export function documentSize(document: Document): number {
  return document.version.document.size;
}
