// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { formatDateTime } from '../../shared/format/format-date';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { stubMatchMedia } from '../../shared/testing/setup-dom';
import { deletedElement, facades, listRequests, oldRevisions, renderTrash, serveTrash } from './trash.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('trash');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  serveTrash();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function table() {
  return screen.getByRole('table', { name: 'Удалённые элементы' });
}

function bodyRows() {
  return within(table()).getAllByRole('row').slice(1);
}

function row(name: string) {
  const found = bodyRows().find((candidate) => within(candidate).queryByText(name));
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

/** Lets the mocked answers and React Query's batched notifications through under fake timers. */
async function settle(ms = 10) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the trash table', () => {
  it('lists a page in the server order with location and deletion date', async () => {
    renderTrash();
    await screen.findByText('Старые ревизии');
    expect(screen.getByRole('heading', { name: 'Корзина' })).toBeDefined();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Название', 'Исходное расположение', 'Дата удаления', 'Действия']);
    expect(bodyRows().map((candidate) => within(candidate).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Старые ревизии',
      'АР-02 Фасады (устар.).pdf',
    ]);
    const first = row('Старые ревизии');
    expect(within(first).getByRole('img', { name: 'Каталог' })).toBeDefined();
    expect(within(row('АР-02 Фасады (устар.).pdf')).getByRole('img', { name: 'Документ' })).toBeDefined();
    expect(within(first).getByText(oldRevisions.originalLocation)).toBeDefined();
    expect(within(first).getByText(formatDateTime(oldRevisions.deletedAt, 'ru'))).toBeDefined();
    expect(within(first).getByRole('checkbox', { name: 'Выбрать «Старые ревизии»' })).toBeDefined();
    expect(listRequests()).toEqual([
      { pattern: '', sortType: 'DeletionDateDescending', filterType: 'Default', pageSize: 16, pageNumber: 1 },
    ]);
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Страницы корзины' })).toBeNull();
  });

  it('says the bin is empty', async () => {
    serveTrash({ list: () => ({ deletedElements: [], totalPages: 0 }) });
    renderTrash();
    expect(await screen.findByText('Корзина пуста')).toBeDefined();
  });

  it('puts the location and the date under the name on a phone, so that the table fits the screen', async () => {
    const restore = stubMatchMedia((query) => query.includes('36em'));
    try {
      renderTrash();
      await screen.findByText('Старые ревизии');
      expect(
        within(table())
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['', 'Название', 'Действия']);
      const [, name] = within(row('Старые ревизии')).getAllByRole('cell');
      if (!name) throw new Error('no name cell');
      expect(within(name).getByText(oldRevisions.originalLocation)).toBeDefined();
      expect(within(name).getByText(formatDateTime(oldRevisions.deletedAt, 'ru'))).toBeDefined();
      // No minimum width of its own: nothing pushes the page wider than the screen.
      const container = table().closest('[style*="--table-min-width"]');
      expect(container?.getAttribute('style')).not.toContain('45rem');

      cleanup();
      serveTrash({ list: () => ({ deletedElements: [], totalPages: 0 }) });
      renderTrash();
      expect((await screen.findByText('Корзина пуста')).closest('td')?.getAttribute('colspan')).toBe('3');
    } finally {
      restore();
    }
  });
});

describe('the trash search', () => {
  it('asks the server only after 1300 ms without typing, with the trimmed pattern', async () => {
    vi.useFakeTimers();
    renderTrash();
    await settle();
    expect(screen.getByText('Старые ревизии')).toBeDefined();
    const search = screen.getByRole('searchbox', { name: 'Поиск по названию' });

    fireEvent.change(search, { target: { value: 'Фас' } });
    await settle(1000);
    fireEvent.change(search, { target: { value: ' Фасады ' } });
    await settle(1299);
    expect(listRequests()).toHaveLength(1);

    await settle(1);
    expect(listRequests()).toHaveLength(2);
    expect(listRequests()[1]).toMatchObject({ pattern: 'Фасады', pageNumber: 1 });
  });

  it('asks at once on Enter', async () => {
    renderTrash();
    await screen.findByText('Старые ревизии');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'Фасады{Enter}');
    await waitFor(
      () => {
        expect(listRequests().map((query) => query.pattern)).toEqual(['', 'Фасады']);
      },
      { timeout: 500 },
    );
  });

  it('refreshes on Enter when the search is already applied', async () => {
    renderTrash();
    await screen.findByText('Старые ревизии');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), '{Enter}');
    await waitFor(() => {
      expect(listRequests()).toHaveLength(2);
    });
  });
});

describe('sort and filter', () => {
  it('send the chosen sort and filter and start at the first page', async () => {
    renderTrash();
    await screen.findByText('Старые ревизии');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Сортировка' }).value).toBe('Сначала новые');

    await userEvent.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    await userEvent.click(await screen.findByRole('option', { name: 'По названию (Я–А)' }));
    await waitFor(() => {
      expect(listRequests().at(-1)).toMatchObject({ sortType: 'NameDescending', filterType: 'Default' });
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Фильтр' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Только каталоги' }));
    await waitFor(() => {
      expect(listRequests().at(-1)).toEqual({
        pattern: '',
        sortType: 'NameDescending',
        filterType: 'OnlyDirectories',
        pageSize: 16,
        pageNumber: 1,
      });
    });
  });
});

describe('selection', () => {
  const many = [oldRevisions, facades, deletedElement(3), deletedElement(4)];

  it('selects by click, ctrl-click and shift-click, ignores the middle button and counts in the bar', async () => {
    serveTrash({ list: () => ({ deletedElements: many, totalPages: 1 }) });
    renderTrash();
    await screen.findByText('Старые ревизии');
    expect(screen.queryByText(/Выбрано/)).toBeNull();

    fireEvent.click(row('Старые ревизии'));
    expect(screen.getByText('Выбрано: 1')).toBeDefined();
    fireEvent.click(row('Документ 3.pdf'), { ctrlKey: true });
    expect(screen.getByText('Выбрано: 2')).toBeDefined();
    fireEvent.click(row('Документ 4.pdf'), { shiftKey: true });
    expect(screen.getByText('Выбрано: 2')).toBeDefined();
    expect(within(row('Документ 4.pdf')).getByRole<HTMLInputElement>('checkbox', { name: /Документ 4/ }).checked).toBe(
      true,
    );
    fireEvent.click(row('Старые ревизии'), { shiftKey: true });
    expect(screen.getByText('Выбрано: 3')).toBeDefined();

    fireEvent.click(row('Документ 4.pdf'), { button: 1 });
    expect(screen.getByText('Выбрано: 3')).toBeDefined();

    fireEvent.click(row('Документ 4.pdf'));
    expect(screen.getByText('Выбрано: 1')).toBeDefined();
  });

  it('selects with the checkboxes and the header checkbox, and clears', async () => {
    serveTrash({ list: () => ({ deletedElements: many, totalPages: 1 }) });
    renderTrash();
    await screen.findByText('Старые ревизии');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «АР-02 Фасады (устар.).pdf»' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Документ 3.pdf»' }));
    expect(screen.getByText('Выбрано: 2')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все элементы страницы' }));
    expect(screen.getByText('Выбрано: 4')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все элементы страницы' }));
    expect(screen.queryByText(/Выбрано/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Документ 3.pdf»' }));
    await userEvent.click(screen.getByRole('button', { name: 'Снять выделение' }));
    expect(screen.queryByText(/Выбрано/)).toBeNull();
  });
});

describe('pagination', () => {
  it('shows the pages of the answer and asks for the chosen one', async () => {
    serveTrash({
      list: (query) => ({ deletedElements: [deletedElement(query.pageNumber * 100)], totalPages: 12 }),
    });
    renderTrash();
    await screen.findByText('Документ 100.pdf');
    const pages = screen.getByRole('navigation', { name: 'Страницы корзины' });
    expect(within(pages).getByRole('button', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', '1', '2', '3', '4', '12', '']);

    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 4' }));
    expect(await screen.findByText('Документ 400.pdf')).toBeDefined();
    expect(listRequests().at(-1)).toMatchObject({ pageNumber: 4 });
    expect(within(pages).getByRole('button', { name: 'Страница 4' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Документ 500.pdf')).toBeDefined();

    // Another filter is another list: back to its first page.
    await userEvent.click(screen.getByRole('combobox', { name: 'Фильтр' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Только документы' }));
    await waitFor(() => {
      expect(listRequests().at(-1)).toMatchObject({ filterType: 'OnlyDocuments', pageNumber: 1 });
    });
  });
});
