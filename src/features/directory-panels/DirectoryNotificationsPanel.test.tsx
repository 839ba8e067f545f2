// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { DirectoryNotificationsPanel } from './DirectoryNotificationsPanel';
import {
  architecture,
  changes,
  DIRECTORY_ID,
  listener,
  renderPanel,
  servePanels,
  topLevel,
} from './directory-panels.test-fixtures';
import { EVENT_TYPES } from './listeners.utils';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const base = `/directories/${DIRECTORY_ID}/listeners`;
const upload = listener(6);
const agree = listener(11, { once: true, self: true });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('directoryPanels');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  servePanels({ listeners: [upload, agree] });
});

afterEach(() => {
  cleanup();
});

async function show(directory = architecture) {
  renderPanel('home.directory.directories.notifications', <DirectoryNotificationsPanel />, directory);
  if (directory.parentId !== null) await screen.findByRole('group', { name: 'Типы событий' });
}

function box(name: string) {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

function ticked(): string[] {
  return within(screen.getByRole('group', { name: 'Типы событий' }))
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((input) => input.checked && !input.getAttribute('aria-label'))
    .map((input) => input.labels?.[0]?.textContent ?? '');
}

/** Waits until no change is in flight (the boxes are enabled again). */
async function idle() {
  await waitFor(() => {
    expect(box('Создание каталога').disabled).toBe(false);
  });
}

describe('the notifications panel', () => {
  it('ticks the types the listeners subscribe to, among 17 boxes', async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Уведомления о событиях' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Отметить все' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeDefined();
    expect(within(screen.getByRole('group', { name: 'Типы событий' })).getAllByRole('checkbox')).toHaveLength(17);
    expect(ticked()).toEqual(['Загрузка документа', 'Согласование документа']);
    expect(screen.getByRole('link', { name: 'Уведомления' }).getAttribute('aria-current')).toBe('page');
  });

  it('subscribes when a box is ticked', async () => {
    await show();
    await userEvent.click(box('Создание каталога'));
    await waitFor(() => {
      expect(box('Создание каталога').checked).toBe(true);
    });
    expect(changes()).toEqual([{ method: 'POST', url: base, data: { type: 1, once: false, self: false } }]);
  });

  it('deletes the subscription when a box is unticked', async () => {
    await show();
    await userEvent.click(box('Согласование документа'));
    await waitFor(() => {
      expect(box('Согласование документа').checked).toBe(false);
    });
    expect(changes()).toEqual([{ method: 'DELETE', url: `${base}/${agree.id}`, data: undefined }]);
    // The options went with the subscription: they are no longer offered.
    expect(screen.queryByRole('button', { name: 'Параметры: Согласование документа' })).toBeNull();
  });

  it('replaces the subscription when an option changes', async () => {
    await show();
    const expand = screen.getByRole('button', { name: 'Параметры: Согласование документа' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const once = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Согласование документа: Только один раз',
    });
    const nested = box('Согласование документа: Отслеживать вложенные события');
    expect(once.checked).toBe(true);
    expect(nested.checked).toBe(false);

    await userEvent.click(nested);
    await idle();
    expect(box('Согласование документа: Отслеживать вложенные события').checked).toBe(true);
    expect(changes()).toEqual([
      { method: 'DELETE', url: `${base}/${agree.id}`, data: undefined },
      { method: 'POST', url: base, data: { type: 11, once: true, self: false } },
    ]);

    vi.mocked(httpClient).mockClear();
    await userEvent.click(box('Согласование документа: Только один раз'));
    await idle();
    expect(box('Согласование документа: Только один раз').checked).toBe(false);
    expect(changes()).toMatchObject([
      { method: 'DELETE', url: expect.stringMatching(new RegExp(`^${base}/`)) as unknown },
      { method: 'POST', url: base, data: { type: 11, once: false, self: false } },
    ]);
    expect(ticked()).toEqual(['Загрузка документа', 'Согласование документа']);
  });

  it('marks all types with one request', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Отметить все' }));
    await waitFor(() => {
      expect(ticked()).toHaveLength(17);
    });
    expect(changes()).toEqual([{ method: 'POST', url: `${base}/listen-all`, data: {} }]);
  });

  it('skips MarkAll without a request when all types are already on', async () => {
    servePanels({ listeners: EVENT_TYPES.map((type) => listener(type)) });
    await show();
    expect(ticked()).toHaveLength(17);
    await userEvent.click(screen.getByRole('button', { name: 'Отметить все' }));
    await idle();
    expect(changes()).toEqual([]);
  });

  it('resets all subscriptions and shows every box unticked', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => {
      expect(ticked()).toEqual([]);
    });
    expect(changes()).toEqual([{ method: 'POST', url: `${base}/reset`, data: undefined }]);
  });

  it('shows a failed change and the list as the server has it', async () => {
    await show();
    const fetchesBefore = vi.mocked(httpClient).mock.calls.length;
    vi.mocked(httpClient).mockImplementationOnce(() => Promise.reject(new Error('Network')));
    await userEvent.click(box('Создание каталога'));
    expect(await screen.findByRole('alert')).toBeDefined();
    await idle();
    expect(box('Создание каталога').checked).toBe(false);
    // The list was fetched again after the failure.
    expect(vi.mocked(httpClient).mock.calls.length).toBeGreaterThan(fetchesBefore + 1);
  });

  it('explains that a top-level directory has no notifications', async () => {
    servePanels({ directory: topLevel });
    await show(topLevel);
    expect(await screen.findByText('Свойства и уведомления доступны для вложенных каталогов')).toBeDefined();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
