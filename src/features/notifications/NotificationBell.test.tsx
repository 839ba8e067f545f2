// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetNotificationsParams } from '../../../codegen/model/getNotificationsParams';
import type { NotificationPage } from '../../../codegen/model/notificationPage';
import { httpClient } from '../../api/http-client';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { createHubEventEmitter, HubEventsContext, type HubEventEmitter } from '../../shared/realtime/hub-event-emitter';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { AppNavigationProvider } from '../../shared/routes/app-navigation';
import { NotificationBell } from './NotificationBell';
import { newDirectoryNotification, notificationPage, uploadNotification } from './notifications.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const upload = uploadNotification();
const newDirectory = newDirectoryNotification();

function session(unavailableOperations: string[] = []): Session {
  const none = { extensions: [] };
  return {
    account: { id: 'c3000000-0000-4000-8000-000000000001', displayName: 'Иван Петров', picture: null, roles: ['user'] },
    configuration: {
      documentViewer: { browser: none, collabora: none, dwgViewer: none, tanglViewer: none, archiveViewer: none },
      undownloadableExtensions: none,
      tanglViewerUrl: null,
      unavailableOperations,
    },
    signOut: () => Promise.resolve(),
  };
}

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** The server's pages by number; every answered request is recorded by the mocked mutator. */
let serverPages: Map<number, NotificationPage>;
let hub: HubEventEmitter;

function answer(config: AxiosRequestConfig): Promise<unknown> {
  if (config.url === '/notifications' && config.method === 'GET') {
    const { pageNumber = 1 } = (config.params ?? {}) as GetNotificationsParams;
    return Promise.resolve({ data: serverPages.get(pageNumber) ?? notificationPage([]) });
  }
  if (config.method === 'POST' && config.url?.startsWith('/notifications/')) return Promise.resolve(undefined);
  return Promise.reject(new Error(`Unexpected ${String(config.method)} ${String(config.url)}`));
}

function calls(method: string, url: string) {
  return vi.mocked(httpClient).mock.calls.filter(([config]) => config.method === method && config.url === url);
}

function renderBell({ unavailableOperations }: { unavailableOperations?: string[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <SessionContext.Provider value={session(unavailableOperations)}>
              <HubEventsContext.Provider value={hub}>
                <MemoryRouter initialEntries={['/directories']}>
                  <AppNavigationProvider>
                    <NotificationBell />
                    <Location />
                  </AppNavigationProvider>
                </MemoryRouter>
              </HubEventsContext.Provider>
            </SessionContext.Provider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The bell once its first page has loaded; a busy machine may take more than the default second to render it. */
function findBell(name: string | RegExp) {
  return screen.findByRole('button', { name }, { timeout: 5_000 });
}

async function openBell(name: string | RegExp = /^Уведомления/) {
  await userEvent.click(await findBell(name));
  return screen.findByRole('dialog', { name: 'Уведомления' }, { timeout: 5_000 });
}

function rowTexts(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  serverPages = new Map([[1, notificationPage([upload, newDirectory])]]);
  hub = createHubEventEmitter();
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('NotificationBell', () => {
  it('names the unread count on the bell and shows it on a badge', async () => {
    renderBell();
    const bell = await findBell('Уведомления, непрочитанных: 1');
    expect(bell.parentElement?.textContent).toBe('1');
  });

  it('shows no badge when nothing is unread', async () => {
    serverPages.set(1, notificationPage([newDirectory]));
    renderBell();
    const bell = await findBell('Уведомления');
    await waitFor(() => {
      expect(calls('GET', '/notifications')).toHaveLength(1);
    });
    expect(bell.parentElement?.textContent).toBe('');
  });

  it('caps the badge at 99+', async () => {
    serverPages.set(1, notificationPage([upload], { unreadCount: 150 }));
    renderBell();
    const bell = await findBell('Уведомления, непрочитанных: 150');
    expect(bell.parentElement?.textContent).toBe('99+');
  });

  it('lists what happened, to what, by whom, where and when, newest first, the unread marked', async () => {
    serverPages.set(
      1,
      notificationPage([
        upload,
        newDirectory,
        newDirectoryNotification({ id: 'top', directoryId: null, directoryName: null }),
      ]),
    );
    renderBell();
    const dialog = await openBell();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Не прочитано: Загрузка документа');
    expect(rows[0]?.textContent).toContain('АР-01 План 1 этажа.pdf');
    expect(rows[0]?.textContent).toContain('Петров Пётр Петрович · АР — Архитектурные решения');
    expect(rows[0]?.textContent).toContain('22 ноября 2026');
    expect(rows[1]?.textContent).toContain('Создание каталога');
    expect(rows[1]?.textContent).not.toContain('Не прочитано');
    expect(rows[2]?.textContent).toContain('Петров Пётр Петрович · Корень');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('button')
        .hasAttribute('data-unread'),
    ).toBe(true);
  });

  it('says so when there are none', async () => {
    serverPages.set(1, notificationPage([]));
    renderBell();
    const dialog = await openBell('Уведомления');
    expect(within(dialog).getByText('Уведомлений нет')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Отметить все прочитанными' })).toHaveProperty('disabled', true);
  });

  it('marks an unread notification read and opens its document', async () => {
    renderBell();
    const dialog = await openBell();
    await userEvent.click(within(dialog).getByRole('button', { name: /Загрузка документа/ }));
    expect(calls('POST', `/notifications/${upload.id}/read`)).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/directories/${String(upload.directoryId)}/documents/${String(upload.documentId)}`,
    );
    expect(await findBell('Уведомления')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a read directory event in its directory without marking it again', async () => {
    renderBell();
    const dialog = await openBell();
    await userEvent.click(within(dialog).getByRole('button', { name: /Создание каталога/ }));
    expect(calls('POST', `/notifications/${newDirectory.id}/read`)).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      `/directories/${String(newDirectory.directoryId)}`,
    );
  });

  it('leads a deletion to the trash bin', async () => {
    serverPages.set(1, notificationPage([uploadNotification({ eventType: 7 })]));
    renderBell();
    const dialog = await openBell();
    await userEvent.click(within(dialog).getByRole('button', { name: /Удаление документа/ }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/deleted');
  });

  it('marks all read', async () => {
    renderBell();
    const dialog = await openBell();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить все прочитанными' }));
    expect(calls('POST', '/notifications/read-all')).toHaveLength(1);
    expect(await findBell('Уведомления')).toBeDefined();
    expect(rowTexts(dialog).some((text) => text.includes('Не прочитано'))).toBe(false);
  });

  it('shows more, page by page', async () => {
    const older = uploadNotification({ id: 'ab100000-0000-4000-8000-000000000003', itemName: 'Старый.pdf' });
    serverPages = new Map([
      [1, notificationPage([upload, newDirectory], { totalPages: 2 })],
      [2, notificationPage([older], { totalPages: 2, unreadCount: 2 })],
    ]);
    renderBell();
    const dialog = await openBell();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => {
      expect(rowTexts(dialog)).toHaveLength(3);
    });
    expect(rowTexts(dialog)[2]).toContain('Старый.pdf');
    expect(calls('GET', '/notifications').map(([config]) => config.params as GetNotificationsParams)).toEqual([
      { pageNumber: 1, pageSize: 20 },
      { pageNumber: 2, pageSize: 20 },
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('adds a notification the hub delivers and counts it, without asking the server', async () => {
    renderBell();
    const dialog = await openBell();
    const delivered = uploadNotification({ id: 'ab100000-0000-4000-8000-000000000009', itemName: 'Новый.pdf' });
    act(() => {
      hub.emit('NotificationReceived', delivered);
    });
    expect(await findBell('Уведомления, непрочитанных: 2')).toBeDefined();
    expect(rowTexts(dialog)[0]).toContain('Новый.pdf');
    expect(rowTexts(dialog)).toHaveLength(3);
    expect(calls('GET', '/notifications')).toHaveLength(1);
  });

  it('reloads when the notifications were read in another tab', async () => {
    renderBell();
    await findBell('Уведомления, непрочитанных: 1');
    serverPages.set(1, notificationPage([{ ...upload, readAt: '2026-11-22T10:00:00Z' }, newDirectory]));
    act(() => {
      hub.emit('NotificationsChanged');
    });
    expect(await findBell('Уведомления')).toBeDefined();
    expect(calls('GET', '/notifications')).toHaveLength(2);
  });

  it('is not there when the server offers no notifications', () => {
    renderBell({ unavailableOperations: ['getNotifications'] });
    expect(screen.queryByRole('button', { name: /Уведомления/ })).toBeNull();
    expect(httpClient).not.toHaveBeenCalled();
  });
});
