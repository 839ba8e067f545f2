import { ProblemCode } from '../../../../codegen/model/problemCode';
import { DRAFT_VERSION, HEAD_VERSION } from '../../../shared/documents/version-index.utils';

/** An invocation of the office hub: its method and arguments (openapi/office-hub.md). */
export interface HubCall {
  method: 'StartEditSession' | 'StartViewSession';
  args: [documentId: string, versionIndex: number];
}

/**
 * The session the office screen starts on the hub (platform.md §4): editing the draft, based on the route's
 * `masterVersionIndex` (the head when absent), when the draft is opened by an account that may write it; else a view
 * session of the version shown — the draft too, for an account that may only read it, which the hub would refuse to
 * edit (ForbiddenResourceFailed) though the server shows it the draft.
 */
export function sessionStartCall(
  documentId: string,
  versionIndex: number,
  masterVersionIndex: number | undefined,
  userCanWrite: boolean,
): HubCall {
  if (versionIndex === DRAFT_VERSION && userCanWrite)
    return { method: 'StartEditSession', args: [documentId, masterVersionIndex ?? HEAD_VERSION] };
  return { method: 'StartViewSession', args: [documentId, versionIndex] };
}

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(ProblemCode));

/**
 * The catalogue code in a hub error (openapi/office-hub.md: the message of a close or completion error is the code),
 * as SignalR wraps it: «Server returned an error on close: Connection closed with an error. SignIn», «An unexpected
 * error occurred invoking 'StartEditSession' on the server. HubException: ForbiddenResourceFailed». The last word that
 * is a code of the catalogue; undefined when there is none (a dropped network, a timeout).
 */
export function hubErrorCode(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const words = message.match(/[\p{L}\p{N}_]+/gu) ?? [];
  return words.findLast((word) => CATALOGUE.has(word));
}

/** The payload of the hub's DraftVersionUpdated event. */
export interface DraftVersionUpdated {
  documentId: string;
  draftIndex: number;
  updatedAt: string;
}

export function isDraftVersionUpdated(value: unknown): value is DraftVersionUpdated {
  if (typeof value !== 'object' || value === null) return false;
  const { documentId, draftIndex, updatedAt } = value as Record<string, unknown>;
  return typeof documentId === 'string' && typeof draftIndex === 'number' && typeof updatedAt === 'string';
}

/**
 * The files of a numbered version never change, and the office session must not be asked again: each answer is a new
 * editor session with a token of its own, and asking it for the draft after a publication would make a new draft.
 */
const NOT_RELOADED = [/\/versions\/\d+\/(download|pdf|drawing)$/, /\/office-session$/];

/**
 * Whether a cached query is reloaded when the document's draft changed (DraftVersionUpdated): every query of the
 * document (`/documents/{id}` itself and what lies below it: its versions, overviews, editing users) but those above.
 */
export function isRefreshedOnDraftUpdate(queryKey: readonly unknown[], documentId: string): boolean {
  const [path] = queryKey;
  if (typeof path !== 'string') return false;
  const own = `/documents/${documentId}`;
  if (path !== own && !path.startsWith(`${own}/`)) return false;
  return !NOT_RELOADED.some((pattern) => pattern.test(path));
}
