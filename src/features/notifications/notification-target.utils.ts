import { EventType } from '../../../codegen/model/eventType';
import type { Notification } from '../../../codegen/model/notification';
import { routePath } from '../../shared/routes/routes';

/** Events after which the element is in the trash bin, or gone for good: the bin is where it can be looked for. */
const DELETIONS: ReadonlySet<EventType> = new Set([
  EventType.DeleteDirectory,
  EventType.DeleteDocument,
  EventType.DeleteElementPermanently,
]);

/**
 * Where a notification leads: a document event to the document's panel in its directory, a directory event to the
 * directory the event happened in (the parent of the created, renamed or moved directory; the root at the top level),
 * a deletion to the trash bin.
 */
export function notificationTarget(
  notification: Pick<Notification, 'eventType' | 'directoryId' | 'documentId'>,
): string {
  const { eventType, directoryId, documentId } = notification;
  if (DELETIONS.has(eventType)) return routePath('home.deleted');
  if (documentId !== null && directoryId !== null) {
    return routePath('home.directories.document', { directoryId, documentId });
  }
  return routePath('home.directory', { directoryId: directoryId ?? undefined });
}
