// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFetchDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import type { Document } from '../../../codegen/model/document';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { otherDocument } from '../../shared/documents/documents.test-data';
import type { ExplorerChange } from '../../shared/realtime/explorer-hub-events';
import { useHubEvent } from '../../shared/realtime/useHubEvent';
import type { ElementLoaders } from './explorer-change.utils';
import { ExplorerHubProvider } from './ExplorerHubProvider';
import { LiveExplorerUpdates } from './LiveExplorerUpdates';
import { fakeConnectionFactory } from './realtime.test-fixtures';

function ReadCounter() {
  const [count, setCount] = useState(0);
  useHubEvent('NotificationsChanged', () => {
    setCount((current) => current + 1);
  });
  return <p>{`read elsewhere ${String(count)}`}</p>;
}

function change(fields: Partial<ExplorerChange> & Pick<ExplorerChange, 'change' | 'elementId'>): ExplorerChange {
  return {
    elementType: 'Document',
    directoryId: 's',
    previousDirectoryId: null,
    eventType: null,
    actorId: 'c3000000-0000-4000-8000-000000000002',
    at: '2026-11-22T09:41:00Z',
    ...fields,
  };
}

let client: QueryClient;
let factory: ReturnType<typeof fakeConnectionFactory>;

function renderProvider({ enabled = true, loaders }: { enabled?: boolean; loaders?: ElementLoaders } = {}) {
  return render(
    <QueryClientProvider client={client}>
      <ExplorerHubProvider enabled={enabled} createConnection={factory.create}>
        <LiveExplorerUpdates loaders={loaders} />
        <ReadCounter />
      </ExplorerHubProvider>
    </QueryClientProvider>,
  );
}

/** Lets the deferred start run and its promise settle. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  factory = fakeConnectionFactory();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ExplorerHubProvider', () => {
  it('opens one connection and hands its events to the subscribed components', async () => {
    renderProvider();
    await settle();
    expect(factory.connections).toHaveLength(1);
    expect(factory.latest().startCalls).toBe(1);
    act(() => {
      factory.latest().receive('NotificationsChanged');
    });
    expect(screen.getByText('read elsewhere 1')).toBeDefined();
  });

  it('connects to nothing while disabled', async () => {
    renderProvider({ enabled: false });
    await settle();
    expect(factory.connections).toHaveLength(0);
    expect(screen.getByText('read elsewhere 0')).toBeDefined();
  });

  it('stops the connection when it is disabled (signing out)', async () => {
    const view = renderProvider();
    await settle();
    view.rerender(
      <QueryClientProvider client={client}>
        <ExplorerHubProvider enabled={false} createConnection={factory.create}>
          <ReadCounter />
        </ExplorerHubProvider>
      </QueryClientProvider>,
    );
    expect(factory.latest().stopCalls).toBe(1);
    expect(factory.connections).toHaveLength(1);
  });

  it('stops the connection when unmounted', async () => {
    const view = renderProvider();
    await settle();
    view.unmount();
    expect(factory.latest().stopCalls).toBe(1);
  });

  it('reloads the queries on screen after a reconnection, as changes meanwhile were lost', async () => {
    client.setQueryData(getFetchDirectoryQueryKey('s'), { data: {} });
    renderProvider();
    await settle();
    expect(client.getQueryState(getFetchDirectoryQueryKey('s'))?.isInvalidated).toBe(false);
    act(() => {
      factory.latest().reconnect();
    });
    expect(client.getQueryState(getFetchDirectoryQueryKey('s'))?.isInvalidated).toBe(true);
  });

  it('applies the changes of one element in the order they came, whatever the reads take', async () => {
    const plan = otherDocument('d1', 'План.pdf', { parentId: 's' });
    client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('s'), {
      data: { ancestors: [], directory: null, childrenDirectories: [], childrenDocuments: [] },
    });
    let answer: ((document: Document) => void) | undefined;
    const loaders: ElementLoaders = {
      directory: () => Promise.reject(new Error('not expected')),
      document: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    };
    renderProvider({ loaders });
    await settle();
    act(() => {
      factory.latest().receive('ExplorerChanged', change({ change: 'created', elementId: 'd1' }));
      factory.latest().receive('ExplorerChanged', change({ change: 'deleted', elementId: 'd1' }));
    });
    await settle();
    answer?.(plan);
    await settle();
    const listing = client.getQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('s'));
    expect(listing?.data.childrenDocuments).toEqual([]);
  });
});
