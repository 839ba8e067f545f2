import { LogLevel } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHubEventEmitter } from '../../shared/realtime/hub-event-emitter';
import { explorerHubUrl } from './explorer-hub-connection';
import { openExplorerHub, startRetryDelayMs } from './explorer-hub-session';
import { fakeConnectionFactory } from './realtime.test-fixtures';

function open() {
  const factory = fakeConnectionFactory();
  const events = createHubEventEmitter();
  const onResumed = vi.fn();
  const session = openExplorerHub({ createConnection: factory.create, events, onResumed });
  return { factory, events, onResumed, session, connection: factory.latest() };
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('explorerHubUrl', () => {
  it('puts the hub at the root of the API origin, beside /v1', () => {
    expect(explorerHubUrl('http://127.0.0.1:4173', '/v1')).toBe('http://127.0.0.1:4173/hubs/explorer');
    expect(explorerHubUrl('http://app.example', 'https://api.example/v1')).toBe('https://api.example/hubs/explorer');
  });
});

describe('startRetryDelayMs', () => {
  it('waits 30 s after the first failure, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 10].map(startRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  });
});

describe('openExplorerHub', () => {
  it('starts on the next task, so a mount undone at once never opens a socket', async () => {
    const { connection, session } = open();
    expect(connection.startCalls).toBe(0);
    session.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connection.startCalls).toBe(0);
    expect(connection.stopCalls).toBe(1);
  });

  it('hands every event of the hub to the subscribers', async () => {
    const { connection, events } = open();
    await vi.advanceTimersByTimeAsync(0);
    const changed = vi.fn();
    const received = vi.fn();
    const readElsewhere = vi.fn();
    events.subscribe('ExplorerChanged', changed);
    events.subscribe('NotificationReceived', received);
    events.subscribe('NotificationsChanged', readElsewhere);
    connection.receive('ExplorerChanged', { change: 'created' });
    connection.receive('NotificationReceived', { id: 'n' });
    connection.receive('NotificationsChanged');
    expect(changed).toHaveBeenCalledWith({ change: 'created' });
    expect(received).toHaveBeenCalledWith({ id: 'n' });
    expect(readElsewhere).toHaveBeenCalledTimes(1);
  });

  it('reports the first start as no resume, a reconnection as one', async () => {
    const { connection, onResumed } = open();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.startCalls).toBe(1);
    expect(onResumed).not.toHaveBeenCalled();
    connection.reconnect();
    expect(onResumed).toHaveBeenCalledTimes(1);
  });

  it('logs a failed start once and tries again after 30 s, then 60 s, never in a loop', async () => {
    const factory = fakeConnectionFactory();
    const onResumed = vi.fn();
    const events = createHubEventEmitter();
    openExplorerHub({
      createConnection: (logger) => {
        const connection = factory.create(logger);
        connection.startOutcomes.push(new Error('404'), new Error('404'));
        return connection;
      },
      events,
      onResumed,
    });
    const connection = factory.latest();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.startCalls).toBe(1);
    expect(consoleError).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(connection.startCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.startCalls).toBe(2);
    expect(consoleError).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(connection.startCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.startCalls).toBe(3);
    // Connected at last: what happened meanwhile was missed, so what is shown reloads.
    expect(onResumed).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('mutes SignalR while starting and lets through only errors afterwards', async () => {
    const { connection } = open();
    connection.pendingStart();
    await vi.advanceTimersByTimeAsync(0);
    connection.logger.log(LogLevel.Error, 'Failed to complete negotiation with the server');
    expect(consoleError).not.toHaveBeenCalled();
    connection.finishStart('ok');
    await vi.advanceTimersByTimeAsync(0);
    connection.logger.log(LogLevel.Warning, 'a warning');
    connection.logger.log(LogLevel.Information, 'information');
    expect(consoleError).not.toHaveBeenCalled();
    connection.logger.log(LogLevel.Error, 'Connection disconnected with error');
    expect(consoleError).toHaveBeenCalledWith('Explorer hub: Connection disconnected with error');
  });

  it('starts again after the connection closed for good, and reloads once back', async () => {
    const { connection, onResumed } = open();
    await vi.advanceTimersByTimeAsync(0);
    connection.drop();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(connection.startCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.startCalls).toBe(2);
    expect(onResumed).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when closed during a start', async () => {
    const { connection, session } = open();
    connection.pendingStart();
    await vi.advanceTimersByTimeAsync(0);
    session.close();
    connection.finishStart(new Error('The connection was stopped during negotiation.'));
    connection.drop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(connection.startCalls).toBe(1);
    expect(connection.stopCalls).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
