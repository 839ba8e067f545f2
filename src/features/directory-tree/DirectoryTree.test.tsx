// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDirectoryChildrenQueryKey } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { applyDirectoryCreated, applyDirectoryDeleted } from '../../shared/directories/directory-cache';
import { initI18n } from '../../shared/i18n/i18n';
import { calls } from '../../shared/testing/recorded-calls';
import { testDirectory } from '../../shared/testing/test-directory';
import { createTestQueryClient } from '../../shared/testing/test-providers';
import { answer, childrenById, TreeHarness, working } from './directory-tree.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

interface Setup {
  path?: string;
  roles?: Role[];
  server?: (config: AxiosRequestConfig) => Promise<unknown>;
}

function renderTree({ path = '/directories', roles = ['user'], server = answer }: Setup = {}) {
  vi.mocked(httpClient).mockImplementation(server);
  const queryClient = createTestQueryClient();
  const onNavigate = vi.fn();
  render(<TreeHarness queryClient={queryClient} path={path} roles={roles} onNavigate={onNavigate} />);
  return { queryClient, onNavigate };
}

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });
const names = () =>
  screen
    .getAllByRole('treeitem')
    .map((treeitem) => `${treeitem.getAttribute('aria-level') ?? ''}:${treeitem.textContent}`);
const requested = () => calls().map(({ method, url }) => `${method} ${url}`);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  // jsdom lays nothing out: the tree's scroller gets a height, so the virtualizer has a window to fill.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
});

describe('DirectoryTree, the top level', () => {
  it('lists the top-level directories, pinned first, free ones in italics, each a link to its directory', async () => {
    renderTree();
    const tree = await screen.findByRole('tree', { name: 'Каталоги' });
    expect(names()).toEqual(['1:Юг', '1:Архив', '1:ЖК «Северный квартал»']);
    expect(item('Архив').getAttribute('href')).toBe('/directories/a');
    expect(within(item('Архив')).getByText('Архив').style.fontStyle).toBe('italic');
    expect(within(item('Юг')).getByText('Юг').style.fontStyle).toBe('');
    // A node the server has no children for yet can be expanded; the indent is 10 px per depth plus 15.
    expect(item('Архив').getAttribute('aria-expanded')).toBe('false');
    expect(item('Архив').style.paddingLeft).toBe('15px');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((treeitem) => treeitem.tabIndex),
    ).toEqual([0, -1, -1]);
    expect(requested()).toEqual(['GET /directories/root/children']);
    expect(screen.getByRole('navigation', { name: 'Каталоги' })).toBeDefined();
  });

  it('shows the error in place when the top level cannot be loaded', async () => {
    renderTree({ server: () => Promise.reject(new Error('boom')) });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('shows the empty text', async () => {
    renderTree({ server: () => Promise.resolve([]) });
    expect(await screen.findByText('Каталогов пока нет')).toBeDefined();
  });

  it('highlights the route directory and hands the choice on', async () => {
    const { onNavigate } = renderTree({ path: '/directories/a' });
    await screen.findByRole('tree');
    await waitFor(() => {
      expect(item('Архив').getAttribute('aria-selected')).toBe('true');
    });
    expect(item('Юг').getAttribute('aria-selected')).toBe('false');
    await userEvent.click(item(/ЖК/));
    await waitFor(() => {
      expect(item(/ЖК/).getAttribute('aria-selected')).toBe('true');
    });
    expect(screen.getByTestId('location').textContent).toBe('/directories/p');
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});

describe('DirectoryTree, expanding', () => {
  it('expands with a spinner, shows the children, collapses without reloading', async () => {
    const level = deferred<Directory[]>();
    renderTree({
      server: (config) => (config.url === '/directories/p/children' ? level.promise : answer(config)),
    });
    await screen.findByRole('tree');
    await userEvent.click(screen.getByTestId('toggle-p'));

    expect(item(/ЖК/).getAttribute('aria-busy')).toBe('true');
    expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('false');
    expect(names()).toHaveLength(3);
    // The chevron sits inside the link but does not open the directory.
    expect(screen.getByTestId('location').textContent).toBe('/directories');

    await act(async () => {
      level.resolve(childrenById['p'] ?? []);
      await level.promise;
    });
    await waitFor(() => {
      expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('true');
    });
    expect(item(/ЖК/).getAttribute('aria-busy')).toBeNull();
    expect(names()).toEqual([
      '1:Юг',
      '1:Архив',
      '1:ЖК «Северный квартал»',
      '2:Проектная документация',
      '2:Рабочая документация',
    ]);
    expect(item('Рабочая документация').style.paddingLeft).toBe('25px');

    await userEvent.click(screen.getByTestId('toggle-p'));
    expect(names()).toHaveLength(3);
    await userEvent.click(screen.getByTestId('toggle-p'));
    expect(names()).toHaveLength(5);
    expect(requested()).toEqual(['GET /directories/root/children', 'GET /directories/p/children']);
  });

  it('marks a node without children as a leaf once known', async () => {
    renderTree();
    await screen.findByRole('tree');
    await userEvent.click(screen.getByTestId('toggle-y'));
    await waitFor(() => {
      expect(item('Юг').hasAttribute('aria-expanded')).toBe(false);
    });
  });

  it('goes back to collapsed and shows the error when a level cannot be loaded', async () => {
    renderTree();
    await screen.findByRole('tree');
    await userEvent.click(screen.getByTestId('toggle-a'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Не удалось открыть «Архив»: .*прав/);
    expect(item('Архив').getAttribute('aria-expanded')).toBe('false');
    expect(item('Архив').getAttribute('aria-busy')).toBeNull();
    expect(names()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть сообщение' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Not fetched again means it is tried again on the next expand.
    await userEvent.click(screen.getByTestId('toggle-a'));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(requested().filter((request) => request === 'GET /directories/a/children')).toHaveLength(2);
  });

  it('follows the cache events in place', async () => {
    const { queryClient } = renderTree();
    await screen.findByRole('tree');
    act(() => {
      applyDirectoryCreated(queryClient, testDirectory({ id: 'b', name: 'Бизнес-центр' }));
    });
    await waitFor(() => {
      expect(names()).toEqual(['1:Юг', '1:Архив', '1:Бизнес-центр', '1:ЖК «Северный квартал»']);
    });
    act(() => {
      applyDirectoryDeleted(queryClient, { id: 'a', parentId: null });
    });
    await waitFor(() => {
      expect(names()).toEqual(['1:Юг', '1:Бизнес-центр', '1:ЖК «Северный квартал»']);
    });
    expect(requested()).toEqual(['GET /directories/root/children']);
  });
});

describe('DirectoryTree, the route directory deep in the tree', () => {
  it('loads the missing ancestor levels in one call, opens the path and selects it', async () => {
    renderTree({ path: '/directories/ar' });
    await waitFor(() => {
      expect(item('АР').getAttribute('aria-selected')).toBe('true');
    });
    expect(requested()).toEqual([
      'GET /directories/root/children',
      'GET /directories/ar',
      'POST /directories/children',
    ]);
    expect(calls()[2]?.data).toEqual(['p', 'w']);
    expect(item('АР').getAttribute('aria-level')).toBe('3');
    expect(item('АР').style.paddingLeft).toBe('35px');
    expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('true');
    expect(item('Рабочая документация').getAttribute('aria-expanded')).toBe('true');
    expect(item('Проектная документация').getAttribute('aria-expanded')).toBe('false');
    // The route's node holds the tab stop.
    expect(item('АР').tabIndex).toBe(0);
  });

  it('asks only for the levels not loaded yet', async () => {
    vi.mocked(httpClient).mockImplementation(answer);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey('p'), [working]);
    render(<TreeHarness queryClient={queryClient} path="/directories/ar" roles={['user']} onNavigate={vi.fn()} />);
    await waitFor(() => {
      expect(item('АР').getAttribute('aria-selected')).toBe('true');
    });
    expect(calls().find(({ url }) => url === '/directories/children')?.data).toEqual(['w']);
  });

  it('shows the error when the ancestor levels cannot be loaded, and keeps the tree', async () => {
    renderTree({
      path: '/directories/ar',
      server: (config) => (config.url === '/directories/children' ? Promise.reject(new Error('boom')) : answer(config)),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Не удалось показать каталог в дереве: /);
    expect(names()).toEqual(['1:Юг', '1:Архив', '1:ЖК «Северный квартал»']);
    expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('false');
  });

  it('scrolls the revealed node into view', async () => {
    const many = Array.from({ length: 80 }, (_, index) =>
      testDirectory({ id: `t${index}`, name: `Раздел ${index}`, skeletonEntityId: 'e1' }),
    );
    const deep = testDirectory({ id: 'deep', name: 'Глубоко', parentId: 't70', depth: 1, ancestorIds: ['t70'] });
    const scrolledTo: number[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(81 * 30);
    // jsdom cannot scroll: the stub moves the offset and tells the virtualizer, as a browser would.
    HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
      const top = typeof options === 'number' ? options : (options?.top ?? 0);
      scrolledTo.push(top);
      this.scrollTop = top;
      this.dispatchEvent(new Event('scroll'));
    };
    renderTree({
      path: '/directories/deep',
      server: (config) => {
        if (config.url === '/directories/root/children') return Promise.resolve(many);
        if (config.url === '/directories/deep') return Promise.resolve(deep);
        if (config.url === '/directories/children') return Promise.resolve([deep]);
        return answer(config);
      },
    });
    // findByRole walks 80 rows' accessible names per try: on a busy machine one level takes longer than the default.
    expect(await screen.findByRole('treeitem', { name: 'Глубоко' }, { timeout: 5000 })).toBeDefined();
    expect(item('Глубоко').getAttribute('aria-selected')).toBe('true');
    expect(Math.max(...scrolledTo)).toBeGreaterThan(70 * 30 - 600);
    // Virtualized: the first rows have left the document.
    expect(screen.queryByRole('treeitem', { name: 'Раздел 0' })).toBeNull();
  });
});

describe('DirectoryTree, virtualized', () => {
  it('keeps only a window of 5,000 top-level directories in the document', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      testDirectory({ id: `n${index}`, name: `Каталог ${String(index).padStart(4, '0')}` }),
    );
    renderTree({ server: () => Promise.resolve(many) });
    await screen.findByRole('tree');
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.textContent).toBe('Каталог 0000');
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
  });
});

describe('DirectoryTree, with the keyboard', () => {
  it('moves with the arrows, Home and End, expands, enters, leaves and collapses, and opens with Enter', async () => {
    const { onNavigate } = renderTree();
    await screen.findByRole('tree');
    await userEvent.tab();
    expect(document.activeElement).toBe(item('Юг'));

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Архив'));
    expect(item('Архив').tabIndex).toBe(0);
    expect(item('Юг').tabIndex).toBe(-1);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(item(/ЖК/));

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('true');
    });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('Проектная документация'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item(/ЖК/));
    await userEvent.keyboard('{ArrowLeft}');
    expect(item(/ЖК/).getAttribute('aria-expanded')).toBe('false');
    expect(names()).toHaveLength(3);

    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Юг'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/directories/a');
    });
    expect(onNavigate).toHaveBeenCalledOnce();
    // Opening a directory starts its explorer load at once (load-directory-early.ts).
    expect(requested()).toEqual([
      'GET /directories/root/children',
      'GET /directories/p/children',
      'GET /directories/a/fetch',
    ]);
  });
});
