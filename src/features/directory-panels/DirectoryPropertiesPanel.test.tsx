// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { formatDateTime } from '../../shared/format/format-date';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { formatSize } from '../../shared/format/format-size';
import { DirectoryPropertiesPanel } from './DirectoryPropertiesPanel';
import { architecture, PARENT_ID, renderPanel, servePanels, topLevel } from './directory-panels.test-fixtures';
import { calls } from '../../shared/testing/recorded-calls';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('directoryPanels');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  servePanels();
});

afterEach(() => {
  cleanup();
});

function show(directory = architecture) {
  return renderPanel('home.directory.directories.properties', <DirectoryPropertiesPanel />, directory);
}

function valueOf(label: string) {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return within(row).getByRole('cell').textContent;
}

describe('the directory properties panel', () => {
  it('shows name, size, totals and dates of the shown directory', async () => {
    show();
    expect(await screen.findByRole('table', { name: 'Свойства' })).toBeDefined();
    expect(screen.getByRole('heading', { name: architecture.name })).toBeDefined();
    expect(valueOf('Название')).toBe(architecture.name);
    expect(valueOf('Размер')).toBe('361 МБ');
    expect(valueOf('Размер')).toBe(formatSize(378419200, i18n.t, 'ru'));
    expect(valueOf('Всего каталогов')).toBe('3');
    expect(valueOf('Всего документов')).toBe('4');
    expect(valueOf('Создан')).toBe(formatDateTime('2026-09-12T10:20:00Z', 'ru'));
    expect(valueOf('Изменён')).toBe(formatDateTime('2026-11-21T16:02:00Z', 'ru'));
    expect(calls().map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /directories/${architecture.id}`,
      `GET /directories/${architecture.id}/properties`,
    ]);
  });

  it('keeps the totals to the full view (lg and up) and links to the notifications', async () => {
    show();
    await screen.findByRole('table', { name: 'Свойства' });
    for (const label of ['Всего каталогов', 'Всего документов']) {
      expect(screen.getByRole('rowheader', { name: label }).closest('tr')?.className).toContain(
        'mantine-visible-from-lg',
      );
    }
    expect(screen.getByRole('rowheader', { name: 'Размер' }).closest('tr')?.className ?? '').not.toContain(
      'visible-from',
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы каталога' });
    expect(within(nav).getByRole('link', { name: 'Свойства' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Уведомления' }).getAttribute('href')).toBe(
      `/directories/${PARENT_ID}/directories/${architecture.id}/notifications`,
    );
  });

  it('shows the error in place of the panel when the totals fail', async () => {
    servePanels({
      properties: () => {
        throw new Error('Network');
      },
    });
    show();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error in place of the panel when the directory fails', async () => {
    vi.mocked(httpClient).mockRejectedValue(new Error('Network'));
    show();
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('explains that a top-level directory has no properties', async () => {
    servePanels({ directory: topLevel });
    show(topLevel);
    expect(await screen.findByText('Свойства и уведомления доступны для вложенных каталогов')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls().map((call) => call.url)).toEqual([`/directories/${topLevel.id}`]);
  });
});
