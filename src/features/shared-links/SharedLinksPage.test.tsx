// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import type { SharedLinkSummary } from '../../../codegen/model/sharedLinkSummary';
import { httpClient } from '../../api/http-client';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { SessionContext } from '../../shared/session/session-context';
import { calls } from '../../shared/testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { SharedLinksPage } from './SharedLinksPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const author = { id: 'c3000000-0000-4000-8000-000000000002', displayName: 'Смирнова Анна Викторовна' };
const facades: SharedLinkSummary = {
  id: 'e5000000-0000-4000-8000-000000000001',
  kind: 'Document',
  name: 'АР-02 Фасады.pdf',
  itemCount: 1,
  createdAt: '2026-11-20T09:30:00Z',
  expiresAt: null,
  createdBy: author,
};
const set: SharedLinkSummary = {
  id: 'e5000000-0000-4000-8000-000000000002',
  kind: 'Items',
  name: 'Комплект АР',
  itemCount: 3,
  createdAt: '2026-11-22T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  createdBy: author,
};

function serve(links: SharedLinkSummary[]) {
  let current = links;
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (url === '/shared-links' && method === 'GET') return Promise.resolve({ data: current });
    const revoked = current.find((link) => url === `/shared-links/${link.id}` && method === 'DELETE');
    if (revoked) {
      current = current.filter((link) => link !== revoked);
      return Promise.resolve(undefined);
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function renderPage(roles: Role[] = ['staff']) {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <SessionContext.Provider value={testSession(roles)}>
        <Notifications />
        <SharedLinksPage />
      </SessionContext.Provider>
    </TestProviders>,
  );
}

const table = () => screen.getByRole('table', { name: 'Общие ссылки' });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('sharedLinks');
});
beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});
afterEach(cleanup);

describe('SharedLinksPage', () => {
  it('lists what each link gives and until when', async () => {
    serve([set, facades]);
    renderPage();
    await within(table()).findByText('АР-02 Фасады.pdf');
    const cells = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((cell) => cell.textContent),
      );
    expect(cells[0]?.[0]).toBe('Архив: 3 элемента');
    expect(cells[0]?.[1]).toMatch(/29 ноября 2026/);
    expect(cells[1]).toEqual(['Документ', 'бессрочно']);
    expect(screen.getByText(/которые вы создали/)).toBeDefined();
  });

  it('shows the authors to an administrator, who sees everyone’s links', async () => {
    serve([facades]);
    renderPage(['staff', 'administrator']);
    await within(table()).findByText('АР-02 Фасады.pdf');
    expect(within(table()).getByRole('columnheader', { name: 'Автор' })).toBeDefined();
    expect(within(table()).getAllByText(author.displayName, { exact: false }).length).toBeGreaterThan(0);
  });

  it('revokes a link only once confirmed, and shows the list without it', async () => {
    serve([set, facades]);
    renderPage();
    const revoke = await screen.findByRole('button', { name: 'Отозвать ссылку «АР-02 Фасады.pdf»' });

    await userEvent.click(revoke);
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(calls().filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв ссылки' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await screen.findByText('Ссылка «АР-02 Фасады.pdf» отозвана.');
    await waitFor(() => {
      expect(within(table()).queryByText('АР-02 Фасады.pdf')).toBeNull();
    });
    expect(
      calls()
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.url),
    ).toEqual([`/shared-links/${facades.id}`]);
  });

  it('says so when there are no working links', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('Действующих ссылок нет.')).toBeDefined();
  });
});
