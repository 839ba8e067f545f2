// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import type { RouteMeta } from '../../shared/routes/routes';
import { AppLayout, type AppLayoutProps } from './AppLayout';
import { directory, LayoutProviders, page, queryClientWith, renderTestTree, session } from './layout.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const SUMMER = new Date(2025, 6, 1, 12);
const WINTER = new Date(2025, 11, 20, 12);

const pinned = [
  directory({ id: 'p-none', name: 'Без приоритета', isPinned: true, pinPriority: null }),
  directory({ id: 'p-2', name: 'Проектная документация', isPinned: true, pinPriority: 2, pinShortName: 'ПД' }),
  directory({ id: 'p-0', name: 'Рабочая документация', isPinned: true, pinPriority: 0, pinShortName: 'РД' }),
];

interface Setup {
  roles?: Role[];
  meta?: Partial<RouteMeta>;
  props?: Partial<AppLayoutProps>;
}

function renderLayout({ roles = ['user'], meta = {}, props = {} }: Setup = {}) {
  const signOut = vi.fn(() => Promise.resolve());
  const onInvite = vi.fn();
  render(
    <LayoutProviders session={session(roles, signOut)} queryClient={queryClientWith({ pinned })}>
      <AppLayout meta={{ ...page, ...meta }} renderTree={renderTestTree} onInvite={onInvite} now={SUMMER} {...props}>
        <p>Содержимое страницы</p>
      </AppLayout>
    </LayoutProviders>,
  );
  return { signOut, onInvite };
}

async function openProfileMenu() {
  await userEvent.click(screen.getByRole('button', { name: /^Иван Петров/ }));
  return screen.findByRole('menu');
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

describe('AppLayout header', () => {
  it('shows the logo and the menu with Home and Trash bin', () => {
    renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Меню' });
    expect(within(menu).getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/directories');
    expect(within(menu).getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/deleted');
    expect(within(menu).queryByRole('button', { name: 'Назад' })).toBeNull();
    expect(screen.getByRole('link', { name: i18n.t('layout.logo') }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Содержимое страницы')).toBeDefined();
  });

  it('shows Go back on routes that ask for it', () => {
    renderLayout({ meta: { showGoBackLink: true } });
    const menu = screen.getByRole('navigation', { name: 'Меню' });
    expect(within(menu).getByRole('button', { name: 'Назад' })).toBeDefined();
  });

  it('lists the pinned directories by priority, short names shown, full names in the title', () => {
    renderLayout();
    const list = screen.getByRole('navigation', { name: 'Закреплённые каталоги' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['РД', 'ПД', 'Без приоритета']);
    expect(links.map((link) => link.getAttribute('title'))).toEqual([
      'Рабочая документация',
      'Проектная документация',
      'Без приоритета',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/directories/p-0');
  });

  it('shows the profile card with the display name and the first role', () => {
    renderLayout({ roles: ['staff', 'user'] });
    const card = screen.getByRole('button', { name: /^Иван Петров/ });
    expect(within(card).getByText('Сотрудник')).toBeDefined();
  });

  it('shows what the app puts in the header (the bell) before the profile card', () => {
    renderLayout({ props: { headerActions: <button type="button">Уведомления</button> } });
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    const card = screen.getByRole('button', { name: /^Иван Петров/ });
    expect(bell.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('AppLayout profile menu', () => {
  it('hides the admin entries from an ordinary user', async () => {
    renderLayout({ roles: ['user'] });
    const menu = await openProfileMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Админка' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Редактор структуры' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Пригласить участника' })).toBeDefined();
  });

  it.each<Role>(['administrator', 'developer'])('shows the admin entries to the %s', async (role) => {
    renderLayout({ roles: [role] });
    const menu = await openProfileMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Админка' }).getAttribute('href')).toBe('/admin-panel/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Редактор структуры' }).getAttribute('href')).toBe(
      '/admin-panel/skeleton-editor',
    );
  });

  it('asks the app to open the invite dialog', async () => {
    const { onInvite } = renderLayout();
    const menu = await openProfileMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Пригласить участника' }));
    expect(onInvite).toHaveBeenCalledOnce();
  });

  it('switches the theme and keeps the choice', async () => {
    renderLayout();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');

    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'Тёмная тема' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem('cde.color-scheme')).toBe('dark');

    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'Светлая тема' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(localStorage.getItem('cde.color-scheme')).toBe('light');
  });

  it('offers the snow switch only in winter', async () => {
    renderLayout({ props: { now: SUMMER } });
    const summerMenu = await openProfileMenu();
    expect(within(summerMenu).queryByRole('menuitem', { name: /снег/ })).toBeNull();
    cleanup();

    renderLayout({ props: { now: WINTER } });
    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'Выключить снег' }));
    expect(localStorage.getItem('cde.snow')).toBe('false');
    expect(within(await openProfileMenu()).getByRole('menuitem', { name: 'Включить снег' })).toBeDefined();
  });

  it('hands the language switch to the app', async () => {
    const onLanguageChange = vi.fn();
    renderLayout({ props: { onLanguageChange } });
    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'English' }));
    expect(onLanguageChange).toHaveBeenCalledWith('en');
  });

  it('switches the language itself and remembers it', async () => {
    renderLayout();
    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'English' }));
    expect(localStorage.getItem('cde.language')).toBe('en');
    expect(await screen.findByRole('link', { name: 'Trash bin' })).toBeDefined();
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
  });

  it('logs out', async () => {
    const { signOut } = renderLayout();
    await userEvent.click(within(await openProfileMenu()).getByRole('menuitem', { name: 'Выйти' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('AppLayout directory tree', () => {
  it('puts the tree the app renders in the left column', () => {
    const renderTree = vi.fn(renderTestTree);
    renderLayout({ props: { renderTree } });
    const tree = screen.getByRole('navigation', { name: 'Дерево каталогов' });
    expect(tree.closest('nav')?.parentElement?.tagName).toBe('NAV');
    expect(within(tree).getByRole('link', { name: 'Входящие' })).toBeDefined();
    expect(renderTree).toHaveBeenCalledWith(expect.any(Function));
  });
});

describe('AppLayout route flags', () => {
  it('shows the footer bar with the version', () => {
    renderLayout();
    expect(screen.getByText('Среда общих данных · версия 1.0.0')).toBeDefined();
  });

  it('hides the footer bar on request', () => {
    renderLayout({ meta: { hideFooterBar: true } });
    expect(screen.queryByText(/версия 1\.0\.0/)).toBeNull();
  });

  it('drops the tree column on full-screen routes', () => {
    renderLayout({ meta: { fullScreen: true, showGoBackLink: true, hideFooterBar: true } });
    expect(screen.queryByRole('navigation', { name: 'Дерево каталогов' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDefined();
    expect(screen.getByText('Содержимое страницы')).toBeDefined();
  });

  it('hides the header bar on request', () => {
    renderLayout({ meta: { fullScreen: true, hideHeaderBar: true, hideFooterBar: true } });
    expect(screen.queryByRole('navigation', { name: 'Меню' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Иван Петров/ })).toBeNull();
    expect(screen.getByText('Содержимое страницы')).toBeDefined();
  });
});
