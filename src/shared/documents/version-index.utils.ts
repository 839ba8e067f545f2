import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import { routePath } from '../routes/routes';

/** The head version, as the contract's `-1`. */
export const HEAD_VERSION = -1;

/** The draft, as the contract's `-2` (`SpecialVersionIndex.Draft`): the office screen edits it (platform.md §4). */
export const DRAFT_VERSION: number = SpecialVersionIndex.Draft;

/**
 * The version a viewer's route asks for (platform.md §2.6, §2.7): a whole number from the path, or the head version
 * when the index is missing or not a number.
 */
export function requestedVersionIndex(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return HEAD_VERSION;
  const index = Number(raw);
  return Number.isSafeInteger(index) ? index : HEAD_VERSION;
}

/**
 * The version the office screen's route asks for: the draft for `-2` (an edit session, platform.md §4), else as
 * `requestedVersionIndex` reads it. Other screens have no draft to show (the overview refuses -2).
 */
export function officeVersionIndex(raw: string | undefined): number {
  return raw === String(DRAFT_VERSION) ? DRAFT_VERSION : requestedVersionIndex(raw);
}

/**
 * The office route's `masterVersionIndex` query parameter (platform.md §2.7): the version a new draft is based on, a
 * whole number; undefined when absent or unreadable, which the server takes as the head.
 */
export function masterVersionIndexParam(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const index = Number(raw);
  return Number.isSafeInteger(index) ? index : undefined;
}

/**
 * The office screen editing a document's draft: the route with the draft's index and, when a draft is to be made
 * from a particular version (the pencil of a viewed version), `?masterVersionIndex=`. An existing draft needs none.
 */
export function draftEditorPath(documentId: string, masterVersionIndex?: number): string {
  const path = routePath('document.office', { documentId, versionIndex: DRAFT_VERSION });
  return masterVersionIndex === undefined ? path : `${path}?masterVersionIndex=${String(masterVersionIndex)}`;
}
