import { describe, expect, it } from 'vitest';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { EventType } from '../../../codegen/model/eventType';
import { allTypesOn, EVENT_TYPES, eventTypeStates, optionRequest, subscribeRequest } from './listeners.utils';

function listener(type: EventType, fields: Partial<DirectoryListener> = {}): DirectoryListener {
  return { id: `aa-${String(type)}`, type, once: false, self: false, directoryId: 'dir', ...fields };
}

describe('listeners.utils', () => {
  it('lists the 17 event types in order', () => {
    expect(EVENT_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('maps listeners to per-type states, monitor nested being the inverse of self', () => {
    const upload = listener(6);
    const agree = listener(11, { once: true, self: true });
    const states = eventTypeStates([upload, agree]);
    expect(states).toHaveLength(17);
    expect(states[5]).toEqual({ type: 6, listener: upload, once: false, monitorNested: true });
    expect(states[10]).toEqual({ type: 11, listener: agree, once: true, monitorNested: false });
    expect(states[0]).toEqual({ type: 1, listener: undefined, once: false, monitorNested: true });
    expect(states.filter((state) => state.listener).map((state) => state.type)).toEqual([6, 11]);
  });

  it('knows when all types are on', () => {
    expect(allTypesOn([])).toBe(false);
    expect(allTypesOn(EVENT_TYPES.slice(1).map((type) => listener(type)))).toBe(false);
    expect(allTypesOn(EVENT_TYPES.map((type) => listener(type)))).toBe(true);
  });

  it('subscribes with the default options', () => {
    expect(subscribeRequest(6)).toEqual({ type: 6, once: false, self: false });
  });

  it('builds the replacing subscription of a toggled option, keeping the other one', () => {
    const agree = listener(11, { once: true, self: true });
    expect(optionRequest(agree, 'once', false)).toEqual({ type: 11, once: false, self: true });
    expect(optionRequest(agree, 'monitorNested', true)).toEqual({ type: 11, once: true, self: false });
    expect(optionRequest(listener(6), 'monitorNested', false)).toEqual({ type: 6, once: false, self: true });
  });
});
