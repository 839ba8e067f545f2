// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { User } from '../../../codegen/model/user';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { UsersPage } from './UsersPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const user = (n: number, displayName: string, email: string, patch: Partial<User> = {}): User => ({
  id: `c3000000-0000-4000-8000-00000000000${String(n)}`,
  email,
  displayName,
  company: null,
  department: null,
  title: null,
  location: null,
  mobile: null,
  phone: null,
  status: 1,
  roles: ['staff'],
  disableEmailNotifications: false,
  ...patch,
});

const ivanov = user(1, 'Иванов Сергей Петрович', 's.ivanov@sevkvartal.ru', { roles: ['staff', 'administrator'] });
const petrova = user(4, 'Петрова Елена Николаевна', 'e.petrova@geoizyskaniya.ru', {
  roles: ['external-user'],
  status: 0,
  company: 'ООО «ГеоИзыскания»',
});
const designers: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-000000000001',
  name: 'Проектировщики',
  description: null,
  members: [],
  operations: [],
};
const surveyors: SecurityGroup = { ...designers, id: 'e5000000-0000-4000-8000-000000000002', name: 'Изыскатели' };

interface Server {
  patchUser?: () => unknown;
}

function serve(server: Server = {}) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    const answer = (): unknown => {
      if (url === '/users' && method === 'GET') return { data: [ivanov, petrova] };
      if (url === '/users/edit-info')
        return {
          data: {
            roles: ['user', 'staff', 'external-user', 'general-contractor', 'administrator', 'developer'].map(
              (role) => ({
                role,
                label: role,
              }),
            ),
            invitableRoles: [{ role: 'user', label: 'Пользователь' }],
            securityGroups: [designers, surveyors],
          },
        };
      if (url === `/users/${petrova.id}/security-groups` && method === 'POST') return { data: [surveyors] };
      if (url === `/users/${petrova.id}` && method === 'PATCH')
        return server.patchUser ? server.patchUser() : { data: petrova };
      if (url === `/users/${petrova.id}/security-groups` && method === 'PATCH') return undefined;
      throw new Error(`unexpected ${method} ${url}`);
    };
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function renderPage() {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Notifications />
      <UsersPage />
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});
beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});
afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table', { name: 'Пользователи' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

async function openPetrova() {
  await userEvent.click(await screen.findByRole('button', { name: 'Изменить «Петрова Елена Николаевна»' }));
  const dialog = await screen.findByRole('dialog', { name: 'Пользователь: Петрова Елена Николаевна' });
  await within(dialog).findByRole('textbox', { name: 'Должность' });
  return dialog;
}

describe('UsersPage', () => {
  it('lists number, e-mail, name, roles and status, and searches by e-mail, name and role', async () => {
    serve();
    renderPage();
    await screen.findByRole('button', { name: 'Изменить «Иванов Сергей Петрович»' });
    expect(rows()).toEqual([
      // For phones, where those columns are hidden, the address goes under the name and the status under the roles.
      [
        '1',
        's.ivanov@sevkvartal.ru',
        `${ivanov.displayName}s.ivanov@sevkvartal.ru`,
        'Сотрудник, АдминистраторАктивен',
        'Активен',
      ],
      [
        '2',
        'e.petrova@geoizyskaniya.ru',
        `${petrova.displayName}e.petrova@geoizyskaniya.ru`,
        'Внешний пользовательОграничен',
        'Ограничен',
      ],
    ]);
    const search = screen.getByRole('searchbox', { name: 'Поиск по почте, имени и роли' });
    await userEvent.type(search, 'внешний');
    expect(rows().map((row) => row[1])).toEqual([petrova.email]);
    await userEvent.clear(search);
    await userEvent.type(search, 'никто');
    expect(screen.getByText('Ничего не найдено')).toBeDefined();
  });

  it('edits a user: patches the user, then its groups, and closes', async () => {
    serve();
    renderPage();
    const dialog = await openPetrova();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Организация' }).value).toBe(
      'ООО «ГеоИзыскания»',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Должность' }), 'Ведущий инженер-геолог');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Организация' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Активен' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const writes = calls().filter((call) => call.method === 'PATCH');
    expect(writes).toEqual([
      {
        method: 'PATCH',
        url: `/users/${petrova.id}`,
        data: {
          displayName: petrova.displayName,
          company: null,
          department: null,
          title: 'Ведущий инженер-геолог',
          location: null,
          mobile: null,
          phone: null,
          roles: ['external-user'],
          status: 1,
          disableEmailNotifications: false,
        },
      },
      { method: 'PATCH', url: `/users/${petrova.id}/security-groups`, data: [surveyors.id] },
    ]);
    expect(await screen.findByText('Пользователь сохранён')).toBeDefined();
  });

  it('closes the modal when saving fails too, and says so in a notification', async () => {
    serve({
      patchUser: () => {
        throw new HttpStatusError(403, { title: 'ForbiddenResourceFailed', status: 403, type: 'urn:cde:problem:x' });
      },
    });
    renderPage();
    const dialog = await openPetrova();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await screen.findByText(/^Изменения пользователя не сохранены/)).toBeDefined();
    expect(calls().filter((call) => call.url.endsWith('/security-groups') && call.method === 'PATCH')).toEqual([]);
  });

  it('asks for a name and a role before saving', async () => {
    serve();
    renderPage();
    const dialog = await openPetrova();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'ФИО' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Обязательное поле')).toBeDefined();
    expect(calls().filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
