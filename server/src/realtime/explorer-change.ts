import { EventType } from '../../../codegen/model/eventType';
import { scopeOfEvent, type LoggedEvent } from '../services/event-scope';

/**
 * A change of the explorer's contents, as the explorer hub sends it (openapi/explorer-hub.md): which element, what
 * happened to it, where it is now and where it was.
 */
export interface ExplorerChange {
  change: 'created' | 'updated' | 'deleted' | 'moved' | 'purged' | 'restored' | 'pinSwitched';
  elementType: 'Directory' | 'Document';
  elementId: string;
  /** The directory the element is in now (for a directory: its parent); null at the top level. */
  directoryId: string | null;
  /** Where a moved element came from. */
  previousDirectoryId: string | null;
  /** The logged event, when the change is one (restores and pins are not). */
  eventType: EventType | null;
  actorId: string;
  at: string;
}

const CHANGE_OF: Partial<Record<EventType, ExplorerChange['change']>> = {
  [EventType.CreateDirectory]: 'created',
  [EventType.UploadDirectory]: 'created',
  [EventType.DeleteDirectory]: 'deleted',
  [EventType.RenameDirectory]: 'updated',
  [EventType.MoveFiles]: 'moved',
  [EventType.UploadDocument]: 'created',
  [EventType.DeleteDocument]: 'deleted',
  [EventType.RenameDocument]: 'updated',
  [EventType.UploadDocumentVersion]: 'updated',
  [EventType.AgreeDocument]: 'updated',
  [EventType.DisagreeDocument]: 'updated',
  [EventType.AddDocumentNote]: 'updated',
  [EventType.AddDocumentComment]: 'updated',
  [EventType.DeleteElementPermanently]: 'purged',
  [EventType.ChangeStatus]: 'updated',
};

/** The explorer change of a logged event; none for downloads and loads, which change nothing anybody sees. */
export function changeOfEvent(event: LoggedEvent): ExplorerChange | null {
  const change = CHANGE_OF[event.type];
  const scope = scopeOfEvent(event);
  if (!change || !scope) return null;
  return {
    change,
    elementType: scope.subject.kind === 'document' ? 'Document' : 'Directory',
    elementId: scope.subject.id,
    directoryId: scope.directoryId,
    previousDirectoryId: scope.previousDirectoryId,
    eventType: event.type,
    actorId: event.accountId,
    at: event.createdAt,
  };
}

/** A document changed without a logged event (its draft came or went, or the editor saved into it). */
export function documentUpdated(document: { id: string; parentId: string }, actorId: string, at: Date): ExplorerChange {
  return {
    change: 'updated',
    elementType: 'Document',
    elementId: document.id,
    directoryId: document.parentId,
    previousDirectoryId: null,
    eventType: null,
    actorId,
    at: at.toISOString(),
  };
}
