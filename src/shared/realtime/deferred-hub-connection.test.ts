import type { HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredHubConnection } from './deferred-hub-connection';

const built = vi.hoisted(() => ({ connections: [] as { path: string; calls: string[] }[] }));

vi.mock('./hub-connection', () => ({
  buildHubConnection: (path: string) => {
    const connection = { path, calls: [] as string[] };
    built.connections.push(connection);
    const record = (name: string) => () => {
      connection.calls.push(name);
      return Promise.resolve();
    };
    return {
      start: record('start'),
      stop: record('stop'),
      on: (name: string) => connection.calls.push(`on ${name}`),
      onreconnected: () => connection.calls.push('onreconnected'),
      onclose: () => connection.calls.push('onclose'),
    } as unknown as HubConnection;
  },
}));

const logger = { log: () => undefined };

afterEach(() => {
  built.connections = [];
});

describe('deferredHubConnection', () => {
  it('builds the connection only when it first starts, with the handlers given before', async () => {
    const connection = deferredHubConnection('/hubs/explorer', logger);
    connection.on('DirectoryChanged', () => undefined);
    connection.onreconnected(() => undefined);
    connection.onclose(() => undefined);
    expect(built.connections).toEqual([]);

    await connection.start();
    expect(built.connections).toEqual([
      { path: '/hubs/explorer', calls: ['on DirectoryChanged', 'onreconnected', 'onclose', 'start'] },
    ]);

    // Later handlers go straight to the connection; it is built once.
    connection.on('DocumentChanged', () => undefined);
    await connection.stop();
    await connection.start();
    expect(built.connections).toHaveLength(1);
    expect(built.connections[0]?.calls.slice(4)).toEqual(['on DocumentChanged', 'stop', 'start']);
  });

  it('fails a start that a stop overtook while the client loaded, and starts nothing', async () => {
    const connection = deferredHubConnection('/hubs/explorer', logger);
    const starting = connection.start();
    await connection.stop();
    await expect(starting).rejects.toThrow('stopped before it started');
    expect(built.connections[0]?.calls ?? []).not.toContain('start');
  });

  it('stops nothing when it never started', async () => {
    await deferredHubConnection('/hubs/explorer', logger).stop();
    expect(built.connections).toEqual([]);
  });
});
