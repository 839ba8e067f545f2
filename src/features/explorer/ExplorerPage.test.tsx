// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { httpClient } from '../../api/http-client';
import { otherDocument } from '../../shared/documents/documents.test-data';
import { initI18n } from '../../shared/i18n/i18n';
import { calls } from '../../shared/testing/recorded-calls';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  facades,
  facadeSheet,
  photo,
  plan,
  renderExplorer,
  sections,
  serveExplorer,
  SHOWN_ID,
  shownDirectory,
  testLoad,
} from './explorer.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  // jsdom lays nothing out; the virtualized list measures its viewport through these.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
});

const list = () => screen.getByRole('listbox', { name: 'Содержимое каталога' });
const rowNames = () =>
  within(list())
    .getAllByRole('option')
    .map((option) => option.textContent);
const row = (name: string) => within(list()).getByRole('option', { name: new RegExp(`^${name}`) });
const selectionCount = () =>
  within(screen.getByRole('region', { name: 'Выбранные элементы' })).getByRole('status').textContent;

async function openMenu(name: string) {
  fireEvent.contextMenu(row(name), { clientX: 20, clientY: 20 });
  return screen.findByRole('menu');
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);

describe('explorer list', () => {
  it('shows the parent entry, directories and then documents A-Z, with the path bar', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const names = rowNames();
    expect(names[0]).toContain('...');
    expect(names.slice(1).map((name) => name.replace(/\d.*$/s, '').trim())).toEqual([
      'Разрезы',
      'Фасады',
      'АР-',
      'АР-',
      'Фото площадки.jpg',
    ]);
    // A directory outside the structure is in italics (explorer.md §4).
    expect(within(row('Фасады')).getByText('Фасады').style.fontStyle).toBe('italic');
    expect(within(row('Разрезы')).getByText('Разрезы').style.fontStyle).toBe('');
    const path = screen.getByRole('navigation', { name: 'Путь' });
    expect(within(path).getByRole('link', { name: 'Все каталоги' })).toBeDefined();
    // Two items by default: the parent and the directory shown; older ones behind «…».
    expect(within(path).queryByRole('link', { name: 'ЖК «Северный квартал»' })).toBeNull();
    expect(within(path).getByRole('link', { name: 'Корпус 1' })).toBeDefined();
    await userEvent.click(within(path).getByRole('button', { name: 'Показать весь путь' }));
    expect(within(path).getByRole('link', { name: 'ЖК «Северный квартал»' })).toBeDefined();
  });

  it('focuses the search when typing anywhere and narrows the list by name', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const search = screen.getByRole('searchbox', { name: 'Поиск по имени' });
    fireEvent.keyDown(document.body, { key: 'ф' });
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('ф');
    expect(
      rowNames()
        .slice(1)
        .map((name) => name.split(/\d/)[0]?.trim()),
    ).toEqual(['Фасады', 'АР-', 'Фото площадки.jpg']);
    fireEvent.change(search, { target: { value: '  ФАС ' } });
    expect(
      rowNames()
        .slice(1)
        .map((name) => name.split(/\d/)[0]?.trim()),
    ).toEqual(['Фасады', 'АР-']);
    fireEvent.change(search, { target: { value: 'нет такого' } });
    expect(screen.getByText('Ничего не найдено')).toBeDefined();
  });

  it('keeps the directory left on the screen, inert, until the next arrives, then starts its search and selection afresh', async () => {
    let arrive: (load: DirectoryLoad) => void = () => undefined;
    serveExplorer({
      load: (url) =>
        url.includes(facades.id)
          ? new Promise<DirectoryLoad>((resolve) => {
              arrive = resolve;
            })
          : testLoad(),
    });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const search = screen.getByRole('searchbox', { name: 'Поиск по имени' });
    fireEvent.change(search, { target: { value: 'фа' } });
    fireEvent.click(row('Фасады'));
    expect(selectionCount()).toBe('Выбран 1 элемент');

    fireEvent.doubleClick(row('Фасады'));
    expect(await screen.findByRole('status', { name: 'Загрузка каталога' })).toBeDefined();
    // The page's frame around the content marks it (the content itself is not rendered again for it).
    const explorer = screen.getByTestId('explorer-drop-zone').parentElement;
    expect(explorer?.getAttribute('aria-busy')).toBe('true');
    expect(explorer?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('АР');
    expect(row('Фасады')).toBeDefined();

    act(() => {
      arrive(
        testLoad({
          directory: testDirectory({ id: facades.id, name: 'Фасады', parentId: SHOWN_ID }),
          childrenDirectories: [],
          childrenDocuments: [otherDocument('b2000000-0000-4000-8000-000000000009', 'АР-05 Фасад в осях 1-9.pdf')],
        }),
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Фасады' })).toBeDefined();
    expect(
      rowNames()
        .slice(1)
        .map((name) => name.split(/\d/)[0]?.trim()),
    ).toEqual(['АР-']);
    expect(explorer?.getAttribute('aria-busy')).toBeNull();
    expect(explorer?.hasAttribute('inert')).toBe(false);
    expect(screen.queryByRole('status', { name: 'Загрузка каталога' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Поиск по имени' }).value).toBe('');
    expect(screen.queryByRole('region', { name: 'Выбранные элементы' })).toBeNull();
    const paths = screen.getAllByRole('navigation', { name: 'Путь' });
    expect(paths).toHaveLength(1);
    expect(document.querySelectorAll('[role=listbox][aria-label="Содержимое каталога"]')).toHaveLength(1);
    expect(
      within(paths[0] as HTMLElement)
        .getByText('Фасады')
        .getAttribute('aria-current'),
    ).toBe('page');
    // Typing anywhere still goes to the search, now of this directory.
    fireEvent.keyDown(document.body, { key: 'я' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Поиск по имени' }).value).toBe('я');
  });

  it('hides upload and add-directory where the directory forbids them', async () => {
    serveExplorer({ load: () => testLoad({ directory: shownDirectory({ allowUploadDocuments: false }) }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    expect(screen.queryByRole('button', { name: 'Загрузить' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Добавить каталог' })).toBeDefined();
  });

  it('selects with click, ctrl and shift, ignores the right button, and shows the count', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    fireEvent.click(row('Разрезы'));
    fireEvent.click(row('Фото площадки'), { shiftKey: true });
    expect(selectionCount()).toBe('Выбрано 5 элементов');
    fireEvent.click(row('Фасады'), { ctrlKey: true });
    expect(selectionCount()).toBe('Выбрано 4 элемента');
    expect(row('Фасады').getAttribute('aria-selected')).toBe('false');
    fireEvent.contextMenu(row('Фасады'), { clientX: 5, clientY: 5 });
    expect(row('Фасады').getAttribute('aria-selected')).toBe('false');
  });

  it('moves, selects and opens with the keyboard', async () => {
    serveExplorer();
    renderExplorer();
    const listbox = await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    act(() => {
      listbox.focus();
    });
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(row('Разрезы').getAttribute('aria-selected')).toBe('true');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(row('Разрезы').id);
    fireEvent.keyDown(listbox, { key: 'ArrowDown', shiftKey: true });
    expect(selectionCount()).toBe('Выбрано 2 элемента');
    fireEvent.keyDown(listbox, { key: 'a', ctrlKey: true });
    expect(selectionCount()).toBe('Выбрано 5 элементов');
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe(`/directories/${facades.id}`);
  });
});

describe('context menus', () => {
  it('offers download to staff but not to a plain user, and view to both for images', async () => {
    serveExplorer();
    renderExplorer({ roles: ['user'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    expect(menuItems(await openMenu('Фото площадки'))).toEqual([
      'Открыть',
      'Открыть в новой вкладке',
      'Просмотреть',
      'Переименовать',
      'Переместить',
      'Удалить',
      'Версии',
      'Связанные документы',
    ]);
    cleanup();
    serveExplorer();
    renderExplorer({ roles: ['staff'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    expect(menuItems(await openMenu('Фото площадки'))).toContain('Просмотреть');
    expect(menuItems(await openMenu('Фото площадки'))).toContain('Скачать');
  });

  it('views an archive in the archive browser, for a plain user too, after asking for the view', async () => {
    const survey = otherDocument('b2000000-0000-4000-8000-000000000005', 'Изыскания.zip', { parentId: SHOWN_ID });
    serveExplorer({
      load: () => testLoad({ childrenDocuments: [plan, survey] }),
      action: () => ({ canDownload: true, requireAcceptance: [] }),
    });
    renderExplorer({ roles: ['user'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const menu = await openMenu('Изыскания');
    expect(menuItems(menu)).not.toContain('Скачать');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Просмотреть' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        `/directories/${SHOWN_ID}/documents/${survey.id}/versions/0/archive`,
      );
    });
    const asked = vi.mocked(httpClient).mock.calls.map(([config]) => config);
    expect(
      asked.filter((config) => config.url?.endsWith('/download-requirements')).map((c) => c.params as unknown),
    ).toEqual([{ purpose: 'view' }]);
  });

  it('hides rename and delete on an agreed document', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const items = menuItems(await openMenu(facadeSheet.name));
    expect(items).not.toContain('Переименовать');
    expect(items).not.toContain('Удалить');
  });

  it('protects a skeleton directory whose entity is not creatable', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const items = menuItems(await openMenu(sections.name));
    expect(items).not.toContain('Переименовать');
    expect(items).not.toContain('Удалить');
    expect(items).toContain('Свойства');
    expect(items).toContain('Закрепить');
  });

  it('offers no rename, move, delete or upload where the account holds no rights', async () => {
    const { CreateFiles, DocumentFlow, PermissionControl } = PermissionOperation;
    const readOnly = [DocumentFlow];
    serveExplorer({
      load: () =>
        testLoad({
          directory: shownDirectory({ permissions: readOnly }),
          childrenDirectories: [{ ...facades, permissions: readOnly }, sections],
        }),
    });
    renderExplorer({ roles: ['staff'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    expect(screen.queryByRole('button', { name: 'Загрузить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить каталог' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Настройки доступа' })).toBeNull();
    expect(menuItems(await openMenu('Фото площадки'))).toEqual([
      'Открыть',
      'Открыть в новой вкладке',
      'Просмотреть',
      'Скачать',
      'Поделиться',
      'Версии',
      'Связанные документы',
    ]);
    const directory = menuItems(await openMenu(facades.name));
    for (const hidden of [
      'Переименовать',
      'Переместить',
      'Удалить',
      'Добавить каталог',
      'Загрузить документ',
      'Настройки доступа',
    ]) {
      expect(directory).not.toContain(hidden);
    }
    expect(directory).toContain('Скачать каталог');
    cleanup();

    // Rights inside a child directory allow creating there, not changing the child itself where it lies.
    serveExplorer({
      load: () =>
        testLoad({
          directory: shownDirectory({ permissions: [] }),
          childrenDirectories: [{ ...facades, permissions: [CreateFiles, PermissionControl] }],
        }),
    });
    renderExplorer({ roles: ['user'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    expect(menuItems(await openMenu(facades.name))).toEqual([
      'Открыть',
      'Открыть в новой вкладке',
      'Добавить каталог',
      'Загрузить документ',
      'Закрепить',
      'Свойства',
      'Уведомления',
      'Настройки доступа',
    ]);
  });

  const serveAccess = () => {
    serveExplorer({
      action: (config) => {
        if (config.url?.endsWith('/security-points')) return { data: [] };
        if (config.url === '/security-groups') return { data: [] };
        throw new Error(`unexpected ${config.method ?? 'GET'} ${config.url ?? ''}`);
      },
    });
  };

  it('opens the access viewer of a directory from its menu', async () => {
    serveAccess();
    renderExplorer({ roles: ['administrator'] });
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu(facades.name)).getByRole('menuitem', { name: 'Настройки доступа' }));
    expect(await screen.findByRole('dialog', { name: 'Настройки доступа: Фасады' })).toBeDefined();
    await waitFor(() => {
      expect(calls().some((call) => call.url === `/directories/${facades.id}/security-points`)).toBe(true);
    });
  });

  it('opens the access viewer of the directory shown from the toolbar', async () => {
    serveAccess();
    renderExplorer({ roles: ['administrator'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Настройки доступа' }));
    expect(await screen.findByRole('dialog', { name: 'Настройки доступа: АР' })).toBeDefined();
  });

  it('deletes a document after confirmation and reloads the directory', async () => {
    serveExplorer({ action: () => undefined });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu(photo.name)).getByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить документ «Фото площадки.jpg»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => {
      expect(calls()).toContainEqual({ method: 'DELETE', url: `/documents/${photo.id}`, data: undefined });
    });
    await waitFor(() => {
      expect(calls().filter((call) => call.url === `/directories/${SHOWN_ID}/fetch`)).toHaveLength(2);
    });
  });

  it('deletes several items with one call for documents and one for directories', async () => {
    serveExplorer({ action: () => undefined });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    fireEvent.click(row('Фасады'));
    fireEvent.click(row('АР-01'), { ctrlKey: true });
    fireEvent.click(row('Фото площадки'), { ctrlKey: true });
    const menu = await openMenu('Фото площадки');
    expect(menuItems(menu)).toEqual(['Поделиться', 'Переместить', 'Удалить']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить 3 элемента?');
    expect(dialog.textContent).toContain('Фасады');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => {
      expect(calls()).toContainEqual({ method: 'POST', url: '/documents/delete', data: [plan.id, photo.id] });
    });
    expect(calls()).toContainEqual({
      method: 'POST',
      url: `/directories/${SHOWN_ID}/delete-many`,
      data: { directoryIds: [facades.id] },
    });
  });

  it('hides move and delete for a selection with an agreed document', async () => {
    serveExplorer();
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    fireEvent.click(row('АР-01'));
    fireEvent.click(row('АР-02'), { ctrlKey: true });
    expect(menuItems(await openMenu('АР-02'))).toEqual(['Скачать', 'Поделиться']);
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('pins a directory from its menu', async () => {
    serveExplorer({ action: () => ({ ...facades, isPinned: true }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu('Фасады')).getByRole('menuitem', { name: 'Закрепить' }));
    await waitFor(() => {
      expect(calls()).toContainEqual({ method: 'POST', url: `/pinned-directories/${facades.id}/pin`, data: undefined });
    });
  });

  it('refuses a document name shorter than 3 characters when renaming', async () => {
    serveExplorer({ action: () => ({ ...plan, name: 'ok.pdf' }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu('АР-01')).getByRole('menuitem', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Имя/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать' }));
    expect(dialog.textContent).toContain('должно быть больше 3 и меньше 128 символов');
    expect(calls().some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(name, 'c.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать' }));
    await waitFor(() => {
      expect(calls()).toContainEqual({ method: 'PUT', url: `/documents/${plan.id}`, data: { name: 'abc.pdf' } });
    });
  });

  it('opens the move master for a document and moves it after confirmation', async () => {
    serveExplorer({ action: () => ({ documents: [plan], directories: [] }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu('АР-01')).getByRole('menuitem', { name: 'Переместить' }));
    const master = await screen.findByRole('dialog', { name: 'Куда переместить?' });
    expect(within(master).getByRole('button', { name: 'Переместить' }).hasAttribute('disabled')).toBe(true);
  });

  it('shares a document for staff with the persistent option', async () => {
    serveExplorer({ action: () => ({ uri: 'https://cde.example/v1/shared/abc', expiresAt: null }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    await userEvent.click(within(await openMenu('АР-01')).getByRole('menuitem', { name: 'Поделиться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Постоянная ссылка/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    await waitFor(() => {
      expect(calls()).toContainEqual({
        method: 'POST',
        url: '/shared-documents',
        data: { documentId: plan.id, persistent: true },
      });
    });
    expect(await within(dialog).findByDisplayValue('https://cde.example/v1/shared/abc')).toBeDefined();
  });

  it('moves a document dropped on a directory, after confirmation', async () => {
    serveExplorer({ action: () => ({ documents: [plan], directories: [] }) });
    renderExplorer();
    await screen.findByRole('listbox', { name: 'Содержимое каталога' });
    const store = new Map<string, string>();
    const dataTransfer = {
      effectAllowed: 'all',
      dropEffect: 'none',
      get types() {
        return [...store.keys()];
      },
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
    };
    fireEvent.dragStart(within(row('АР-01')).getByText('АР-01 План 1 этажа.pdf'), { dataTransfer });
    // A document is no target; a directory the rules allow is.
    expect(fireEvent.dragOver(row('Фото площадки'), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(row('Фасады'), { dataTransfer })).toBe(false);
    fireEvent.drop(row('Фасады'), { dataTransfer });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Переместить 1 элемент в «Фасады»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переместить' }));
    await waitFor(() => {
      expect(calls().some((call) => call.url === `/explorer/move/from/${SHOWN_ID}/to/${facades.id}`)).toBe(true);
    });
  });
});
