// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { SkeletonEditorPage } from './SkeletonEditorPage';
import {
  contractEntities,
  objectEntity,
  skeleton,
  SKELETON_ID,
  testEntity,
  workingEntity,
} from './skeleton-editor.test-data';
import { problem, renderAsAdmin, serveSkeleton } from './skeleton-editor.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

/** The tree's items, each as its level and accessible name. */
function items(): [string | null, string][] {
  return within(screen.getByRole('tree', { name: 'Элементы структуры' }))
    .getAllByRole('treeitem')
    .map((item) => [item.getAttribute('aria-level'), item.textContent]);
}

async function renderPage() {
  const result = renderAsAdmin(<SkeletonEditorPage />);
  await screen.findByRole('tree', { name: 'Элементы структуры' });
  return result;
}

function mutations() {
  return calls().filter((call) => call.method !== 'GET');
}

describe('SkeletonEditorPage', () => {
  it('shows the entities as a tree: nested by parent, sorted by name, creatable ones in brackets, pins badged', async () => {
    serveSkeleton();
    await renderPage();
    expect(items()).toEqual([
      ['1', '[Объект]'],
      ['2', 'Проектная документация'],
      ['2', 'Рабочая документация РД (закреплён)'],
      ['3', '[КЖ — Конструкции железобетонные]'],
    ]);
    expect(screen.getByRole('treeitem', { name: /^Рабочая документация РД ?\(закреплён\)$/ })).toBeDefined();
    expect(calls().map((call) => call.url)).toEqual(['/skeleton', `/skeleton/${SKELETON_ID}/entities`]);
  });

  it('collapses and expands a node by click and by the arrows', async () => {
    serveSkeleton();
    await renderPage();
    const object = screen.getByRole('treeitem', { name: '[Объект]' });
    expect(object.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(object);
    expect(object.getAttribute('aria-expanded')).toBe('false');
    expect(items()).toEqual([['1', '[Объект]']]);
    await userEvent.keyboard('{ArrowRight}');
    expect(items()).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Рабочая документация РД (закреплён)');
  });

  it('shows an empty structure when the entities answer 404', async () => {
    serveSkeleton({
      entities: () => {
        throw problem(404, 'NotFound');
      },
    });
    renderAsAdmin(<SkeletonEditorPage />);
    expect(await screen.findByText('Структура пуста. Добавьте первый элемент.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows another failure of the entities load in place of the tree', async () => {
    serveSkeleton({
      entities: () => {
        throw problem(500, 'Unknown');
      },
    });
    renderAsAdmin(<SkeletonEditorPage />);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('creates the skeleton first when none exists, then the entity in it', async () => {
    const created = testEntity({ id: 'f7000000-0000-4000-8000-000000000010', name: 'Изыскания' });
    let entities: unknown[] = [];
    serveSkeleton({
      skeleton: () => {
        throw problem(404, 'NotFound');
      },
      createSkeleton: () => skeleton,
      entities: () => entities,
      createEntity: () => {
        entities = [created];
        return created;
      },
    });
    renderAsAdmin(<SkeletonEditorPage />);
    expect(await screen.findByText('Структура пуста. Добавьте первый элемент.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить элемент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый элемент структуры' });
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Изыскания');
    // Nothing is created before the save.
    expect(mutations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await screen.findByRole('treeitem', { name: 'Изыскания' })).toBeDefined();
    expect(mutations()).toEqual([
      { method: 'POST', url: '/skeleton', data: { name: 'default' } },
      {
        method: 'POST',
        url: '/skeleton-entities',
        data: expect.objectContaining({ name: 'Изыскания', parentId: null, skeletonId: SKELETON_ID }) as unknown,
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('adds a child element from the «…» menu of a row', async () => {
    serveSkeleton();
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Действия: Рабочая документация' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Добавить элемент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый элемент структуры' });
    expect(within(dialog).getByText('Внутри элемента «Рабочая документация»')).toBeDefined();
  });

  it('opens the menu by keyboard and by right click, and edits from it', async () => {
    serveSkeleton();
    await renderPage();
    screen.getByRole('treeitem', { name: '[Объект]' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Редактировать' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });

    fireEvent.contextMenu(screen.getByRole('treeitem', { name: /^Рабочая документация РД ?\(закреплён\)$/ }), {
      clientX: 40,
      clientY: 60,
    });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Элемент структуры' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>(/Название/)).value).toBe('Рабочая документация');
    expect(within(dialog).queryByRole('switch', { name: /Создаваемый/ })).toBeNull();
  });

  it('asks before deleting, sends nothing when cancelled, and deletes the element with its subtree when confirmed', async () => {
    serveSkeleton({ deleteEntity: () => undefined });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Действия: Рабочая документация' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    let confirm = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(confirm.textContent).toContain('Удалить элемент структуры «Рабочая документация»?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(mutations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Действия: Рабочая документация' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    confirm = await screen.findByRole('dialog', { name: 'Подтверждение' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => {
      expect(mutations()).toEqual([
        { method: 'DELETE', url: `/skeleton-entities/${workingEntity.id}`, data: undefined },
      ]);
    });
  });

  it('puts the element back and shows the error when the deletion fails', async () => {
    serveSkeleton({
      deleteEntity: () => {
        throw problem(403, 'ForbiddenResourceFailed');
      },
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Действия: [Объект]' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Подтверждение' })).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toBeDefined();
    expect(items()).toHaveLength(contractEntities.length);
    expect(screen.getByRole('treeitem', { name: `[${objectEntity.name}]` })).toBeDefined();
  });
});
