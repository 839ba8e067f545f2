// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFetchDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import { getGetDirectorySecurityPointsQueryKey } from '../../../codegen/api/security-groups/security-groups';
import type { Role } from '../../../codegen/model/role';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import { httpClient } from '../../api/http-client';
import { testSession } from '../downloads/downloads.test-fixtures';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { loadTexts } from '../i18n/lazy-texts';
import { SessionContext } from '../session/session-context';
import { calls } from '../testing/recorded-calls';
import { testDirectory, testDirectoryLoad } from '../testing/test-directory';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';
import { DirectoryAccessViewer } from './DirectoryAccessViewer';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const PROJECT_ID = 'a1000000-0000-4000-8000-000000000001';
const STAGE_ID = 'a1000000-0000-4000-8000-000000000002';
const WORKING_ID = 'a1000000-0000-4000-8000-000000000003';

const working = testDirectory({
  id: WORKING_ID,
  name: 'Рабочая документация',
  parentId: STAGE_ID,
  depth: 2,
  ancestorIds: [PROJECT_ID, STAGE_ID],
});

function point(id: string, name: string, ownerId: string, priority: number, parentName: string | null): SecurityPoint {
  return { id, name, ownerId, priority, parentName, allowDeletion: parentName === null };
}

const contractor = point('e5000000-0000-4000-8000-000000000002', 'Генподрядчик', WORKING_ID, 2, null);
const designers = point(
  'e5000000-0000-4000-8000-000000000001',
  'Проектировщики',
  PROJECT_ID,
  0,
  'ЖК «Северный квартал»',
);
const reviewers = point('e5000000-0000-4000-8000-000000000003', 'Экспертиза', STAGE_ID, 1, 'Стадия П');

function group(id: string, name: string): SecurityGroup {
  return { id, name, description: null, members: [], operations: [] };
}

const ALL_GROUPS = [
  group(designers.id, designers.name),
  group(contractor.id, contractor.name),
  group('e5000000-0000-4000-8000-000000000004', 'Заказчик'),
];
const MY_GROUPS = [group(contractor.id, contractor.name), group('e5000000-0000-4000-8000-000000000005', 'Сметчики')];

interface AccessServer {
  points?: SecurityPoint[];
  load?: () => unknown;
  replace?: (ids: string[]) => unknown;
}

function serve(server: AccessServer = {}) {
  const points = server.points ?? [designers, reviewers, contractor];
  vi.mocked(httpClient).mockImplementation(async (config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    await Promise.resolve();
    if (method === 'GET' && url === `/directories/${WORKING_ID}/security-points`) {
      return server.load ? server.load() : { data: points };
    }
    if (method === 'GET' && url === '/security-groups') return { data: ALL_GROUPS };
    if (method === 'GET' && url === '/profile/member-of') return { data: MY_GROUPS };
    if (method === 'PUT' && url === `/directories/${WORKING_ID}/security-points/replace`) {
      const ids = config.data as string[];
      if (server.replace) return server.replace(ids);
      return { data: [...points.filter((candidate) => candidate.ownerId !== WORKING_ID), ...saved(ids)] };
    }
    if (method === 'GET' && url.startsWith('/directories/')) return testDirectoryLoad(working);
    throw new Error(`unexpected ${method} ${url}`);
  });
}

/** The own points the server makes for the ids sent. */
function saved(ids: string[]): SecurityPoint[] {
  return ids.map((id) => {
    const known = [...ALL_GROUPS, ...MY_GROUPS].find((candidate) => candidate.id === id);
    return point(id, known?.name ?? id, WORKING_ID, 2, null);
  });
}

function renderViewer(roles: Role[] = ['administrator']) {
  const queryClient = createTestQueryClient();
  const onClose = vi.fn();
  render(
    <TestProviders queryClient={queryClient}>
      <SessionContext.Provider value={testSession(roles)}>
        <DirectoryAccessViewer directory={working} onClose={onClose} />
      </SessionContext.Provider>
    </TestProviders>,
  );
  return { queryClient, onClose };
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Настройки доступа: Рабочая документация' });
}

async function shownNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Группы безопасности каталога' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Группы безопасности каталога' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('p')?.textContent === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

async function chooseGroup(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Добавить группу' }));
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name }));
}

beforeAll(async () => {
  await initI18n('ru');
  // The dialog's texts come with it (lazy-texts.ts); rendered directly here, they are loaded first.
  await loadTexts('access');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

describe('the list of points', () => {
  it('shows only the points of the highest priority by default', async () => {
    serve();
    renderViewer();
    await dialog();
    expect(await shownNames()).toEqual(['Генподрядчик']);
    expect(calls().map((call) => `${call.method} ${call.url}`)).toContain(
      `GET /directories/${WORKING_ID}/security-points`,
    );
  });

  it('shows every priority, highest first, with «Показать все»', async () => {
    serve();
    renderViewer();
    await shownNames();
    await userEvent.click(screen.getByRole('switch', { name: 'Показать все' }));
    expect(await shownNames()).toEqual(['Генподрядчик', 'Экспертиза', 'Проектировщики']);
  });

  it('shows only the directory’s own points with «Только собственные»', async () => {
    serve({ points: [designers, reviewers] });
    renderViewer();
    expect(await shownNames()).toEqual(['Экспертиза']);
    await userEvent.click(screen.getByRole('switch', { name: 'Только собственные' }));
    expect(screen.getByText('У каталога нет собственных точек безопасности.')).toBeDefined();
  });

  it('names the owner of inherited points and lets only own points be removed', async () => {
    serve();
    renderViewer();
    await shownNames();
    await userEvent.click(screen.getByRole('switch', { name: 'Показать все' }));
    const inherited = rowOf('Проектировщики');
    expect(within(inherited).getByText('Наследуется от «ЖК «Северный квартал»»')).toBeDefined();
    expect(within(inherited).queryByRole('button')).toBeNull();
    expect(within(rowOf('Экспертиза')).queryByRole('button')).toBeNull();
    const own = rowOf('Генподрядчик');
    expect(within(own).getByText('Собственная')).toBeDefined();
    expect(within(own).getByRole('button', { name: 'Удалить группу «Генподрядчик»' })).toBeDefined();
  });

  it('shows a refusal to load in the modal', async () => {
    serve({
      load: () => {
        throw new HttpStatusError(403, {
          type: 'urn:cde:problem:ForbiddenResourceFailed',
          title: 'ForbiddenResourceFailed',
          status: 403,
        });
      },
    });
    renderViewer();
    const alert = await within(await dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Недостаточно прав в этом каталоге.');
  });
});

describe('adding, removing and saving', () => {
  it('offers administrators every group not yet among the own points', async () => {
    serve();
    renderViewer(['administrator']);
    await shownNames();
    await userEvent.click(screen.getByRole('combobox', { name: 'Добавить группу' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Проектировщики', 'Заказчик']);
    });
    expect(calls().some((call) => call.url === '/profile/member-of')).toBe(false);
  });

  it('offers other accounts only their own groups', async () => {
    serve();
    renderViewer(['user']);
    await shownNames();
    await userEvent.click(screen.getByRole('combobox', { name: 'Добавить группу' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Сметчики']);
    });
    expect(calls().some((call) => call.url === '/security-groups')).toBe(false);
  });

  it('adds a removable own point, saves the own group ids, shows the answer and marks the directories stale', async () => {
    serve();
    const { queryClient } = renderViewer();
    queryClient.setQueryData(getFetchDirectoryQueryKey(WORKING_ID), testDirectoryLoad(working));
    await shownNames();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await chooseGroup('Заказчик');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await shownNames()).toEqual(['Генподрядчик', 'Заказчик']);
    expect(within(rowOf('Заказчик')).getByRole('button', { name: 'Удалить группу «Заказчик»' })).toBeDefined();

    await userEvent.click(save);
    await waitFor(() => {
      expect(calls().filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          url: `/directories/${WORKING_ID}/security-points/replace`,
          data: [contractor.id, 'e5000000-0000-4000-8000-000000000004'],
        },
      ]);
    });
    expect(await screen.findByText('Сохранено.')).toBeDefined();
    expect(await shownNames()).toEqual(['Генподрядчик', 'Заказчик']);
    // The account's rights may have changed: the directory's cached listing is stale now, the points are not.
    expect(queryClient.getQueryState(getFetchDirectoryQueryKey(WORKING_ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetDirectorySecurityPointsQueryKey(WORKING_ID))?.isInvalidated).toBe(false);
  });

  it('removes an own point and saves an empty list, the inherited points then governing', async () => {
    serve();
    renderViewer();
    await shownNames();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить группу «Генподрядчик»' }));
    expect(await shownNames()).toEqual(['Экспертиза']);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => {
      expect(calls().find((call) => call.method === 'PUT')?.data).toEqual([]);
    });
  });

  it('shows a refusal to save in the modal and keeps the edits', async () => {
    serve({
      replace: () => {
        throw new HttpStatusError(403, {
          type: 'urn:cde:problem:ForbiddenResourceFailed',
          title: 'ForbiddenResourceFailed',
          status: 403,
        });
      },
    });
    renderViewer(['user']);
    await shownNames();
    await chooseGroup('Сметчики');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await within(await dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Недостаточно прав в этом каталоге.');
    expect(await shownNames()).toEqual(['Генподрядчик', 'Сметчики']);
    expect(screen.getByRole('button', { name: 'Сохранить' }).hasAttribute('disabled')).toBe(false);
  });
});
