// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../../codegen/model/explorerSort';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { DEFAULT_VIEW } from './explorer-items.utils';
import { ExplorerToolbar, type ExplorerToolbarProps } from './ExplorerToolbar';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

function renderToolbar(props: Partial<ExplorerToolbarProps> = {}) {
  const handlers = { onViewChange: vi.fn(), onDownloadDirectory: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ExplorerToolbar
          view={DEFAULT_VIEW}
          searchRef={createRef()}
          canUpload={false}
          canCreateDirectory={false}
          entities={[]}
          onUpload={vi.fn()}
          onCreateDirectory={vi.fn()}
          onCreateFromEntity={vi.fn()}
          canOpenAccess={false}
          onOpenAccess={vi.fn()}
          canDownload
          {...handlers}
          {...props}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return handlers;
}

describe('ExplorerToolbar', () => {
  it('offers the six orders and the five filters as native selects', async () => {
    const { onViewChange } = renderToolbar();
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Сортировка' });
    expect(sort.options).toHaveLength(6);
    expect(sort.value).toBe(String(ExplorerSort.NameAscending));
    await userEvent.selectOptions(sort, 'Изменены: новые сначала');
    expect(onViewChange).toHaveBeenLastCalledWith({ ...DEFAULT_VIEW, sort: ExplorerSort.UpdatedDescending });

    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Фильтр' });
    expect(filter.options).toHaveLength(5);
    await userEvent.selectOptions(filter, 'Согласованные документы');
    expect(onViewChange).toHaveBeenLastCalledWith({ ...DEFAULT_VIEW, filter: ExplorerFilter.OnlyApprovedDocuments });
  });

  it('opens the download menu from its button, loaded when first wanted, and downloads what is chosen', async () => {
    const { onDownloadDirectory } = renderToolbar();
    const button = screen.getByRole('button', { name: 'Скачать' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Скачать документы каталога' }));
    expect(onDownloadDirectory).toHaveBeenCalledWith(true);
    await waitFor(() => {
      expect(menu.isConnected && getComputedStyle(menu).display !== 'none').toBe(false);
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and gives the focus back to its button', async () => {
    renderToolbar();
    const button = screen.getByRole('button', { name: 'Скачать' });
    await userEvent.click(button);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(button);
    });
  });

  it('has no download button for those who may not download', () => {
    renderToolbar({ canDownload: false });
    expect(screen.queryByRole('button', { name: 'Скачать' })).toBeNull();
  });
});
