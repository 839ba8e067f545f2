import type { CreateListenerRequest } from '../../../codegen/model/createListenerRequest';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import { EventType } from '../../../codegen/model/eventType';

/** Every event type 1–17 in the order of the panel (explorer.md §3). */
export const EVENT_TYPES: readonly EventType[] = Object.values(EventType).sort((a, b) => a - b);

/** One tick box of the notifications panel: on when a subscription of its type exists. */
export interface EventTypeState {
  type: EventType;
  /** The subscription of this type; undefined when unticked. */
  listener: DirectoryListener | undefined;
  once: boolean;
  /** «Monitor nested events» is the inverse of the listener's `self` (explorer.md §3). */
  monitorNested: boolean;
}

/** The option a user toggles under a ticked type. */
export type ListenerOption = 'once' | 'monitorNested';

/**
 * The state of every event type from the listeners of a directory. An unticked type shows the defaults of a new
 * subscription (not once, nested events monitored), as unticking resets the options (explorer.md §4).
 */
export function eventTypeStates(listeners: readonly DirectoryListener[]): EventTypeState[] {
  const byType = new Map(listeners.map((listener) => [listener.type, listener]));
  return EVENT_TYPES.map((type) => {
    const listener = byType.get(type);
    return { type, listener, once: listener?.once ?? false, monitorNested: !(listener?.self ?? false) };
  });
}

/** True when every event type 1–17 has a subscription, so MarkAll has nothing to do. */
export function allTypesOn(listeners: readonly DirectoryListener[]): boolean {
  const types = new Set(listeners.map((listener) => listener.type));
  return EVENT_TYPES.every((type) => types.has(type));
}

/** The body that subscribes to a type when its box is ticked: the defaults, not once and not only the directory. */
export function subscribeRequest(type: EventType): CreateListenerRequest {
  return { type, once: false, self: false };
}

/** The body of the subscription that replaces `listener` once `option` is set to `value`; the rest is kept. */
export function optionRequest(
  listener: DirectoryListener,
  option: ListenerOption,
  value: boolean,
): CreateListenerRequest {
  return {
    type: listener.type,
    once: option === 'once' ? value : listener.once,
    self: option === 'monitorNested' ? !value : listener.self,
  };
}
