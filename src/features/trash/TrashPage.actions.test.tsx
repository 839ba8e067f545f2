// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { calls } from '../../shared/testing/recorded-calls';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDirectoryChildrenQueryKey } from '../../../codegen/api/directories/directories';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  deletedElement,
  examplePage,
  facades,
  listRequests,
  oldRevisions,
  renderTrash,
  serveTrash,
} from './trash.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const cannotRestore = new HttpStatusError(409, {
  type: 'urn:cde:problem:CannotRestore',
  title: 'CannotRestore',
  status: 409,
  detail: 'One or many files cannot be restored to the specified directory',
});

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('trash');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

function callsTo(method: string, url: string) {
  return calls().filter((call) => call.method === method && call.url === url);
}

async function selectBoth() {
  await screen.findByText('Старые ревизии');
  fireEvent.click(screen.getByText('Старые ревизии'));
  fireEvent.click(screen.getByText('АР-02 Фасады (устар.).pdf'), { ctrlKey: true });
  return screen.getByRole('region', { name: 'Выбранные элементы' });
}

describe('delete permanently', () => {
  it('asks with the names, then posts the ids and reloads the list', async () => {
    serveTrash();
    renderTrash();
    const bar = await selectBoth();
    await userEvent.click(within(bar).getByRole('button', { name: 'Удалить навсегда' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить выбранные элементы навсегда?')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Старые ревизии', 'АР-02 Фасады (устар.).pdf']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));

    await waitFor(() => {
      expect(callsTo('POST', '/deleted/delete').map((call) => call.data)).toEqual([[oldRevisions.id, facades.id]]);
    });
    await waitFor(() => {
      expect(listRequests()).toHaveLength(2);
    });
  });

  it('does nothing when not confirmed', async () => {
    serveTrash();
    renderTrash();
    await screen.findByText('Старые ревизии');
    const actionsButton = screen.getByRole('button', { name: 'Действия с «Старые ревизии»' });
    await userEvent.click(actionsButton);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить навсегда' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Старые ревизии']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(callsTo('POST', '/deleted/delete')).toEqual([]);
    // The focus goes back to the row's «⋯» button that started it.
    await waitFor(() => {
      expect(document.activeElement).toBe(actionsButton);
    });
  });

  it('loads the previous page when the last element of page 2 goes', async () => {
    const firstPage = Array.from({ length: 16 }, (_, index) => deletedElement(index + 10));
    const last = deletedElement(99);
    let deleted = false;
    serveTrash({
      list: (query) =>
        query.pageNumber === 2
          ? { deletedElements: deleted ? [] : [last], totalPages: deleted ? 1 : 2 }
          : { deletedElements: firstPage, totalPages: deleted ? 1 : 2 },
      deletePermanently: () => {
        deleted = true;
      },
    });
    renderTrash();
    await screen.findByText('Документ 10.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await screen.findByText('Документ 99.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Действия с «Документ 99.pdf»' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить навсегда' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить навсегда' }));

    await waitFor(() => {
      expect(listRequests().map((query) => query.pageNumber)).toEqual([1, 2, 1]);
    });
    expect(await screen.findByText('Документ 10.pdf')).toBeDefined();
    expect(screen.queryByText('Документ 99.pdf')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы корзины' })).toBeNull();
  });
});

describe('restore', () => {
  it('restores to the original directory with the ids and removes the rows', async () => {
    let restored = false;
    serveTrash({
      list: () => (restored ? { deletedElements: [], totalPages: 0 } : examplePage),
      restore: () => {
        restored = true;
      },
    });
    renderTrash();
    const bar = await selectBoth();
    await userEvent.click(within(bar).getByRole('button', { name: 'Восстановить' }));

    const dialog = await screen.findByRole('dialog', { name: 'Восстановление из корзины' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Старые ревизии', 'АР-02 Фасады (устар.).pdf']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Восстановить в исходный каталог' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(callsTo('PATCH', '/deleted').map((call) => call.data)).toEqual([
      { deletedElementIds: [oldRevisions.id, facades.id] },
    ]);
    expect(await screen.findByText('Корзина пуста')).toBeDefined();
  });

  it('shows CannotRestore inside the dialog and keeps the rows', async () => {
    serveTrash({
      restore: () => {
        throw cannotRestore;
      },
    });
    renderTrash();
    await screen.findByText('Старые ревизии');
    await userEvent.click(screen.getByRole('button', { name: 'Действия с «АР-02 Фасады (устар.).pdf»' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Восстановить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление из корзины' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Восстановить в исходный каталог' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Один или несколько файлов не могут быть восстановлены в указанный каталог.',
    );
    expect(screen.getByRole('dialog', { name: 'Восстановление из корзины' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Удалённые элементы' });
    expect(within(table).getByText('АР-02 Фасады (устар.).pdf')).toBeDefined();
    expect(listRequests()).toHaveLength(1);
  });

  it('restores into another directory chosen in the tree and reloads that directory', async () => {
    const project = testDirectory({ id: 'p', name: 'ЖК «Северный квартал»' });
    const facadesDirectory = testDirectory({ id: 'f', name: 'Фасады', parentId: 'p' });
    serveTrash({
      children: (id) => (id === 'root' ? [project] : id === 'p' ? [facadesDirectory] : []),
    });
    const { queryClient } = renderTrash();
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey('f'), []);
    await screen.findByText('Старые ревизии');
    fireEvent.contextMenu(screen.getByText('АР-02 Фасады (устар.).pdf'), { clientX: 40, clientY: 60 });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Восстановить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление из корзины' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Восстановить в другой каталог' }));

    const tree = await within(dialog).findByRole('tree', { name: 'Каталог для восстановления' });
    const here = within(dialog).getByRole('button', { name: 'Восстановить сюда' });
    expect(here.hasAttribute('disabled')).toBe(true);
    within(tree).getByRole('treeitem', { name: /ЖК/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(await within(tree).findByText('Фасады'));
    await userEvent.click(here);

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(callsTo('PATCH', '/deleted').map((call) => call.data)).toEqual([
      { deletedElementIds: [facades.id], directoryId: 'f' },
    ]);
    expect(queryClient.getQueryState(getGetDirectoryChildrenQueryKey('f'))?.isInvalidated).toBe(true);
  });
});

describe('empty the bin', () => {
  it('alerts that the bin is empty instead of asking', async () => {
    serveTrash({ list: () => ({ deletedElements: [], totalPages: 0 }) });
    renderTrash();
    await screen.findByText('Корзина пуста', { selector: 'p' });
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Внимание')).toBeDefined();
    expect(within(dialog).getByText('Корзина пуста')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    expect(callsTo('DELETE', '/deleted/empty')).toEqual([]);
  });

  it('asks, then empties the bin and shows a spinner meanwhile', async () => {
    let finish: () => void = () => undefined;
    let emptied = false;
    serveTrash({
      list: () => (emptied ? { deletedElements: [], totalPages: 0 } : examplePage),
      empty: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            emptied = true;
            resolve();
          };
        }),
    });
    renderTrash();
    await screen.findByText('Старые ревизии');
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Очистить корзину? Все элементы будут удалены навсегда.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Очистить' }));

    expect(await screen.findByRole('status', { name: 'Корзина очищается…' })).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'Поиск по названию' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo('DELETE', '/deleted/empty')).toHaveLength(1);
    finish();
    expect(await screen.findByText('Корзина пуста')).toBeDefined();
  });
});
