import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOfficeHub, type OfficeHubOptions } from './office-hub-session';
import { FakeOfficeHubConnection } from './office-hub.test-fixtures';

let connection: FakeOfficeHubConnection;

function open(overrides: Partial<OfficeHubOptions> = {}) {
  const onDraftUpdated = vi.fn();
  const onFailure = vi.fn();
  const hub = openOfficeHub({
    createConnection: () => connection,
    documentId: 'd1',
    session: { method: 'StartEditSession', args: ['d1', 1] },
    keepActive: true,
    onDraftUpdated,
    onFailure,
    ...overrides,
  });
  return { hub, onDraftUpdated, onFailure };
}

/** Lets the deferred start run and its promises settle. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  connection = new FakeOfficeHubConnection();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openOfficeHub', () => {
  it('starts on the next task, then starts the session', async () => {
    const { hub } = open();
    expect(connection.startCalls).toBe(0);
    await settle();
    expect(connection.startCalls).toBe(1);
    expect(connection.invocations).toEqual([{ method: 'StartEditSession', args: ['d1', 1] }]);
    hub.close();
    expect(connection.stopCalls).toBe(1);
  });

  it('opens no socket when closed at once (a strict-mode remount)', async () => {
    const { hub } = open();
    hub.close();
    await settle();
    expect(connection.startCalls).toBe(0);
  });

  it('starts the session again after a reconnection', async () => {
    open();
    await settle();
    connection.reconnect();
    await settle();
    expect(connection.methods()).toEqual(['StartEditSession', 'StartEditSession']);
  });

  it('hands on the draft updates of its document only', async () => {
    const { onDraftUpdated } = open();
    await settle();
    const update = { documentId: 'd1', draftIndex: -2, updatedAt: '2026-11-22T09:41:00Z' };
    connection.receive('DraftVersionUpdated', update);
    connection.receive('DraftVersionUpdated', { ...update, documentId: 'd2' });
    connection.receive('DraftVersionUpdated', 'garbage');
    expect(onDraftUpdated.mock.calls).toEqual([[update]]);
  });

  it('reports a close with an error, a failed start and a refused session, never its own stop', async () => {
    const closing = open();
    await settle();
    const signIn = new Error('Server returned an error on close: Connection closed with an error. SignIn');
    connection.close(signIn);
    expect(closing.onFailure).toHaveBeenCalledWith(signIn);
    connection.close();
    expect(closing.onFailure).toHaveBeenCalledTimes(1);
    closing.hub.close();
    connection.close(signIn);
    expect(closing.onFailure).toHaveBeenCalledTimes(1);

    connection = new FakeOfficeHubConnection();
    const offline = new Error('Failed to complete negotiation with the server');
    connection.startError = offline;
    const starting = open();
    await settle();
    expect(starting.onFailure).toHaveBeenCalledWith(offline);
    expect(connection.invocations).toEqual([]);

    connection = new FakeOfficeHubConnection();
    const refused = new Error(
      "An unexpected error occurred invoking 'StartEditSession' on the server. HubException: DocumentAgreed",
    );
    connection.answers.set('StartEditSession', { error: refused });
    const refusing = open();
    await settle();
    expect(refusing.onFailure).toHaveBeenCalledWith(refused);
  });

  it('publishes the draft on the open connection', async () => {
    connection.answers.set('PublishDraftVersion', { value: { id: 'd1' } });
    const { hub } = open();
    await settle();
    await expect(hub.publishDraft()).resolves.toEqual({ id: 'd1' });
    expect(connection.invocations.at(-1)).toEqual({ method: 'PublishDraftVersion', args: ['d1'] });
  });

  it('stops once the session is started when it need not be kept, and opens again only to publish', async () => {
    const { hub, onFailure } = open({ keepActive: false });
    await settle();
    expect(connection.methods()).toEqual(['StartEditSession']);
    expect(connection.stopCalls).toBe(1);
    await hub.publishDraft();
    expect(connection.startCalls).toBe(2);
    expect(connection.methods()).toEqual(['StartEditSession', 'PublishDraftVersion']);
    expect(connection.stopCalls).toBe(2);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('rejects a refused publication with the hub error', async () => {
    const refused = new Error('HubException: DocumentAgreed');
    connection.answers.set('PublishDraftVersion', { error: refused });
    const { hub, onFailure } = open();
    await settle();
    await expect(hub.publishDraft()).rejects.toBe(refused);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
