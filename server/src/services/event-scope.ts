import { EventType } from '../../../codegen/model/eventType';

/** An event as the log keeps it (db/schema.ts EventTable), its details parsed. */
export interface LoggedEvent {
  id: string;
  type: EventType;
  accountId: string;
  directoryId: string | null;
  documentId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/**
 * Where an event belongs and what it is about (docs/notifications.md):
 * - `directoryId`: the directory the event happened in, the one subscriptions are matched on: a document's directory,
 *   the parent of a created, renamed, deleted or moved directory (null at the top level), the loaded directory itself;
 * - `subject`: the element concerned, a document or a directory;
 * - `previousDirectoryId`: where a moved element came from.
 */
export interface EventScope {
  directoryId: string | null;
  subject: { kind: 'document' | 'directory'; id: string };
  previousDirectoryId: string | null;
  itemName: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The events about a directory itself rather than a document in it; a permanent deletion says which it was. */
function isAboutDirectory(event: LoggedEvent): boolean {
  switch (event.type) {
    case EventType.CreateDirectory:
    case EventType.UploadDirectory:
    case EventType.DeleteDirectory:
    case EventType.RenameDirectory:
    case EventType.FetchDirectory:
      return true;
    case EventType.MoveFiles:
      return event.documentId === null;
    case EventType.DeleteElementPermanently:
      return event.details['elementType'] === 'Directory';
    default:
      return false;
  }
}

/** The scope of a logged event; null for an event that names no element (none is written so today). */
export function scopeOfEvent(event: LoggedEvent): EventScope | null {
  const { details } = event;
  const itemName = text(details['name']) ?? text(details['to']);
  if (!isAboutDirectory(event)) {
    if (!event.documentId) return null;
    return {
      directoryId: event.directoryId,
      subject: { kind: 'document', id: event.documentId },
      previousDirectoryId: event.type === EventType.MoveFiles ? text(details['fromDirectoryId']) : null,
      itemName,
    };
  }
  if (!event.directoryId) return null;
  const subject = { kind: 'directory' as const, id: event.directoryId };
  if (event.type === EventType.FetchDirectory)
    return { directoryId: event.directoryId, subject, previousDirectoryId: null, itemName };
  if (event.type === EventType.MoveFiles)
    return {
      directoryId: text(details['toDirectoryId']),
      subject,
      previousDirectoryId: text(details['fromDirectoryId']),
      itemName,
    };
  return { directoryId: text(details['parentId']), subject, previousDirectoryId: null, itemName };
}
