// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { ServerSettingsPage } from './ServerSettingsPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const group = (n: number, name: string): SecurityGroup => ({
  id: `e5000000-0000-4000-8000-00000000000${String(n)}`,
  name,
  description: null,
  members: [],
  operations: [],
});
const designers = group(1, 'Проектировщики');
const contractor = group(2, 'Генподрядчик');
const administrators = group(3, 'Администраторы проекта');

interface SettingsServer {
  settings?: () => unknown;
  save?: (body: unknown) => unknown;
}

function serveSettings(server: SettingsServer = {}) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    try {
      if (url === '/security-groups' && method === 'GET')
        return Promise.resolve({ data: [designers, contractor, administrators] });
      if (url === '/settings' && method === 'GET')
        return Promise.resolve(
          (server.settings ?? (() => ({ domainAuthSettings: { defaultSecurityGroupIds: [designers.id] } })))(),
        );
      if (url === '/settings/domain-auth/default-security-group' && method === 'PUT')
        return Promise.resolve(server.save?.(config.data));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function renderSettings() {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Notifications />
      <ServerSettingsPage />
    </TestProviders>,
  );
}

/** The chosen groups, as the select's pills show them. */
function pills(): string[] {
  return Array.from(document.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);
}

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
  // The notifications' store outlives a test.
  notifications.clean();
});

describe('ServerSettingsPage', () => {
  it('shows the domain users section open, with the saved default groups chosen', async () => {
    serveSettings();
    renderSettings();
    const toggle = await screen.findByRole('button', { name: 'Группы безопасности доменных пользователей' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => {
      expect(pills()).toEqual(['Проектировщики']);
    });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('saves the chosen ids with PUT and tells the user', async () => {
    serveSettings({ save: () => undefined });
    renderSettings();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Группы безопасности' }));
    const list = await screen.findByRole('listbox', { name: 'Группы безопасности' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Проектировщики', 'Генподрядчик', 'Администраторы проекта']);
    await userEvent.click(within(list).getByRole('option', { name: 'Администраторы проекта' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Настройки сохранены')).toBeDefined();
    expect(calls().filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/settings/domain-auth/default-security-group',
        data: [designers.id, administrators.id],
      },
    ]);
  });

  it('saves an empty list when every group is removed', async () => {
    serveSettings({ save: () => undefined });
    renderSettings();
    await waitFor(() => {
      expect(pills()).toEqual(['Проектировщики']);
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Группы безопасности' }));
    const list = await screen.findByRole('listbox', { name: 'Группы безопасности' });
    await userEvent.click(within(list).getByRole('option', { name: 'Проектировщики' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Настройки сохранены');
    expect(
      calls()
        .filter((call) => call.method === 'PUT')
        .map((call) => call.data),
    ).toEqual([[]]);
  });

  it('shows a load error in place of the content', async () => {
    serveSettings({
      settings: () => {
        throw new HttpStatusError(403, {
          type: 'urn:cde:problem:ForbiddenResourceFailed',
          title: 'ForbiddenResourceFailed',
          status: 403,
        });
      },
    });
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Недостаточно прав');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
