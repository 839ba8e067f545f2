// @vitest-environment jsdom
import { stubMatchMedia } from '../../shared/testing/setup-dom';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { AppLayout } from './AppLayout';
import { MOBILE_MEDIA_QUERY } from './layout-breakpoints';
import { directory, LayoutProviders, page, queryClientWith, renderTestTree, session } from './layout.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

let restoreMatchMedia: () => void;

beforeAll(async () => {
  await initI18n('ru');
  // A phone: only the mobile breakpoint matches.
  restoreMatchMedia = stubMatchMedia((query) => query === MOBILE_MEDIA_QUERY);
});

afterAll(() => {
  restoreMatchMedia();
});

afterEach(cleanup);

function renderLayout() {
  render(
    <LayoutProviders
      session={session(['user'])}
      queryClient={queryClientWith({
        pinned: [directory({ id: 'p', name: 'Проект', isPinned: true, pinPriority: 1 })],
      })}
    >
      <AppLayout meta={page} renderTree={renderTestTree} onInvite={vi.fn()} now={new Date(2025, 6, 1)}>
        <p>Содержимое страницы</p>
      </AppLayout>
    </LayoutProviders>,
  );
}

function swipe(direction: 'left' | 'right') {
  const target = screen.getByText('Содержимое страницы');
  const endX = direction === 'left' ? 40 : 260;
  fireEvent.touchStart(target, { touches: [{ clientX: 150, clientY: 300 }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: endX, clientY: 310 }] });
}

describe('AppLayout on mobile', () => {
  it('opens the menu drawer from the burger', async () => {
    renderLayout();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Главная' })).toBeDefined();
    expect(within(drawer).getByRole('link', { name: 'Корзина' })).toBeDefined();
    expect(within(drawer).getByRole('link', { name: 'Проект' })).toBeDefined();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Корзина' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the menu by swiping right over the first column', async () => {
    renderLayout();
    // Content → tree column; nothing opens yet.
    swipe('right');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back to the content and to the tree again.
    swipe('left');
    swipe('right');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Right on the first column shows the menu.
    swipe('right');
    expect(await screen.findByRole('dialog')).toBeDefined();
  });

  it('shows the content again once a directory is chosen in the tree', async () => {
    renderLayout();
    swipe('right');
    await userEvent.click(screen.getByRole('link', { name: 'Входящие' }));
    // Back on the content column, a right swipe goes to the tree instead of opening the menu.
    swipe('right');
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe('right');
    expect(await screen.findByRole('dialog')).toBeDefined();
  });

  it('ignores vertical scrolling and short moves', () => {
    renderLayout();
    const target = screen.getByText('Содержимое страницы');
    for (let index = 0; index < 3; index += 1) {
      fireEvent.touchStart(target, { touches: [{ clientX: 150, clientY: 100 }] });
      fireEvent.touchEnd(target, { changedTouches: [{ clientX: 220, clientY: 400 }] });
      fireEvent.touchStart(target, { touches: [{ clientX: 150, clientY: 100 }] });
      fireEvent.touchEnd(target, { changedTouches: [{ clientX: 180, clientY: 100 }] });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
