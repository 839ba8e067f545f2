import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import type { Version } from '../../../codegen/model/version';
import { versionExtension } from '../../shared/documents/document-state.utils';
import { isOfficeEditable } from '../../shared/documents/file-type.utils';

/** Which of a version's actions are offered (explorer.md §4 Version actions). */
export interface VersionActionsAllowed {
  makeHead: boolean;
  deactivate: boolean;
  reactivate: boolean;
  publish: boolean;
}

export type VersionRowKind = 'draft' | 'head' | 'older';

export interface VersionRow {
  kind: VersionRowKind;
  version: Version;
}

/** The model synchronisation icon of a version (explorer.md §4 Sync state); `none` when it is no model. */
export type SyncState = 'synced' | 'error' | 'waiting' | 'none';

/** A blocked or agreed document cannot change (explorer.md §4 Document, §6). */
function isLocked(document: Document): boolean {
  return document.disabled || document.agreed;
}

export function isDraft(document: Document, version: Version): boolean {
  return version === document.draft || version.index === SpecialVersionIndex.Draft;
}

export function isHead(document: Document, version: Version): boolean {
  // By index: a row's version may be an equal copy (a refetch) rather than the same object.
  return !isDraft(document, version) && version.index === document.version.index;
}

/** Size 0 marks a dummy version, which has no file to bring back (explorer.md §3). */
export function isDummy(version: Version): boolean {
  return version.document.size === 0;
}

/**
 * The actions a version row offers; none on a blocked or agreed document, nor without UpdateFiles in the document's
 * directory (`mayUpdate`, docs/access-control.md).
 */
export function versionActions(document: Document, version: Version, mayUpdate: boolean): VersionActionsAllowed {
  if (!mayUpdate || isLocked(document))
    return { makeHead: false, deactivate: false, reactivate: false, publish: false };
  const draft = isDraft(document, version);
  const activeOlder = !draft && !isHead(document, version) && version.isActive;
  return {
    makeHead: activeOlder,
    deactivate: activeOlder,
    reactivate: !draft && !version.isActive && !isDummy(version),
    publish: draft,
  };
}

/**
 * A draft «can be published or edited» (explorer.md §4): «edit» opens it in the online office editor, where one is
 * configured that edits the draft's format, for an account that may change the document (UpdateFiles, `mayUpdate`)
 * while it is neither blocked nor agreed, as for the other version actions.
 */
export function canEditDraft(
  document: Document,
  version: Version,
  mayUpdate: boolean,
  configuration: Configuration,
): boolean {
  return (
    mayUpdate &&
    !isLocked(document) &&
    isDraft(document, version) &&
    isOfficeEditable(versionExtension(version), configuration)
  );
}

/**
 * «Загрузить версию» is hidden when the document cannot get a new version (explorer.md §2 Versions screen): blocked or
 * agreed, or the account lacks UpdateFiles in its directory (`mayUpdate`).
 */
export function canUploadVersion(document: Document, mayUpdate: boolean): boolean {
  return mayUpdate && !isLocked(document);
}

/** Newest first: the draft, the head, then the older versions as the server orders them (newest first). */
export function versionRows(document: Document): VersionRow[] {
  const draft: VersionRow[] = document.draft ? [{ kind: 'draft', version: document.draft }] : [];
  return [
    ...draft,
    { kind: 'head', version: document.version },
    ...document.versions.map((version): VersionRow => ({ kind: 'older', version })),
  ];
}

export function syncState(version: Version): SyncState {
  const { tanglVersionId, jobId, uploadState } = version.metadata;
  if (tanglVersionId || uploadState === 'Merged') return 'synced';
  if (uploadState === 'Error') return 'error';
  if (jobId || uploadState) return 'waiting';
  return 'none';
}

/** The row the route highlights: its `versionIndex`, else the head's index; undefined for an unreadable index. */
export function highlightedIndex(document: Document, routeIndex: string | undefined): number | undefined {
  if (routeIndex === undefined) return document.version.index;
  if (!/^-?\d+$/.test(routeIndex)) return undefined;
  return Number(routeIndex);
}

/** Whether a row of the list carries `index` (explorer.md §5: otherwise the version-not-found message). */
export function hasVersionIndex(document: Document, index: number | undefined): boolean {
  return index !== undefined && versionRows(document).some((row) => row.version.index === index);
}
