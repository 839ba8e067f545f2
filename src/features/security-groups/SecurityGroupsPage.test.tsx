// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { SecurityGroupsPage } from './SecurityGroupsPage';
import { administrators, contractor, designers, renderAdminScreen, serveAdmin } from './security-groups.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

/** The table's body rows, each as its cells' texts (number, name, member count). */
function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Группы безопасности' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

async function renderPage() {
  renderAdminScreen(<SecurityGroupsPage />);
  await screen.findByText(designers.name);
}

describe('SecurityGroupsPage', () => {
  it('lists the groups with row number, name and member count', async () => {
    serveAdmin();
    await renderPage();
    expect(rows()).toEqual([
      ['1', 'Проектировщики', '2'],
      ['2', 'Генподрядчик', '1'],
      ['3', 'Администраторы проекта', '1'],
    ]);
  });

  it('searches by a substring of the name or the id, without case', async () => {
    serveAdmin();
    await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Поиск по идентификатору и названию' });

    await userEvent.type(search, 'ПРОЕКТ');
    expect(rows()).toEqual([
      ['1', 'Проектировщики', '2'],
      ['2', 'Администраторы проекта', '1'],
    ]);

    await userEvent.clear(search);
    await userEvent.type(search, '0000000000A3');
    expect(rows()).toEqual([['1', 'Администраторы проекта', '1']]);

    await userEvent.clear(search);
    await userEvent.type(search, 'Сметчики');
    expect(screen.getByText('Ничего не найдено')).toBeDefined();
  });

  it('opens the modal to create and to edit', async () => {
    serveAdmin();
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Создать группу' }));
    expect(within(await screen.findByRole('dialog')).getByText('Новая группа безопасности')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Изменить «Генподрядчик»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Название/).value).toBe('Генподрядчик');
  });

  it('adds the created group to the list once saved', async () => {
    const created = { ...designers, id: 'e5000000-0000-4000-8000-000000000004', name: 'Технический надзор' };
    let groups = [designers, contractor, administrators];
    serveAdmin({
      groups: () => groups,
      create: () => {
        groups = [...groups, created];
        return { data: created };
      },
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Создать группу' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Технический надзор');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(rows()).toContainEqual(['4', 'Технический надзор', '2']);
  });

  it('asks naming the group and its access points, then removes the row before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    serveAdmin({
      groups: () => [designers, contractor, administrators],
      delete: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Генподрядчик»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить группу безопасности «Генподрядчик»?');
    expect(dialog.textContent).toContain('точки доступа');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    // Gone while DELETE is still pending.
    await waitFor(() => {
      expect(screen.queryByText('Генподрядчик')).toBeNull();
    });
    expect(calls().filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/security-groups/${contractor.id}`, data: undefined },
    ]);
    expect(rows().map((row) => row[1])).toEqual(['Проектировщики', 'Администраторы проекта']);
    answer(undefined);
  });

  it('keeps the row when the deletion is not confirmed', async () => {
    serveAdmin();
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Генподрядчик»' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByText('Генподрядчик')).toBeDefined();
    expect(calls().filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('puts the row back in its place and shows the error when the deletion fails', async () => {
    serveAdmin({
      delete: () => {
        throw new HttpStatusError(500, {
          type: 'urn:cde:problem:DeleteResourceFailed',
          title: 'DeleteResourceFailed',
          status: 500,
        });
      },
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Генподрядчик»' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));

    const error = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(error).toBeDefined();
    expect(rows().map((row) => row[1])).toEqual(['Проектировщики', 'Генподрядчик', 'Администраторы проекта']);
  });

  it('shows a load error in place of the table', async () => {
    vi.mocked(httpClient).mockRejectedValue(
      new HttpStatusError(403, {
        type: 'urn:cde:problem:ForbiddenResourceFailed',
        title: 'ForbiddenResourceFailed',
        status: 403,
      }),
    );
    renderAdminScreen(<SecurityGroupsPage />);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
