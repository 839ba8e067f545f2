import type { EventType } from '../../../codegen/model/eventType';
import type { Notification } from '../../../codegen/model/notification';

/** What happened to an element (openapi/explorer-hub.md, ExplorerChanged). */
export type ExplorerChangeKind = 'created' | 'updated' | 'deleted' | 'moved' | 'purged' | 'restored' | 'pinSwitched';

/** The argument of ExplorerChanged: which element changed, how, where it is now and where it came from. */
export interface ExplorerChange {
  change: ExplorerChangeKind;
  elementType: 'Directory' | 'Document';
  elementId: string;
  /** The directory the element is in now (a directory's parent); null at the top level. */
  directoryId: string | null;
  /** Where a moved element came from. */
  previousDirectoryId: string | null;
  /** The logged event (explorer.md §3); null for a restore and a pin switch. */
  eventType: EventType | null;
  actorId: string;
  at: string;
}

/** The explorer hub's server → client events and their arguments; the hub takes no invocations. */
export interface ExplorerHubEvents {
  ExplorerChanged: [change: ExplorerChange];
  NotificationReceived: [notification: Notification];
  NotificationsChanged: [];
}

export type ExplorerHubEventName = keyof ExplorerHubEvents;

export type ExplorerHubHandler<Name extends ExplorerHubEventName> = (...args: ExplorerHubEvents[Name]) => void;

export const EXPLORER_HUB_EVENT_NAMES = [
  'ExplorerChanged',
  'NotificationReceived',
  'NotificationsChanged',
] as const satisfies readonly ExplorerHubEventName[];
