// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { testDirectory } from '../testing/test-directory';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';
import { DirectoryChooser } from './DirectoryChooser';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const project = testDirectory({ id: 'p', name: 'ЖК «Северный квартал»' });
const archive = testDirectory({ id: 'a', name: 'Архив', allowCreateDirectory: false });
const working = testDirectory({ id: 'w', name: 'Рабочая документация', parentId: 'p' });

const childrenById: Record<string, Directory[]> = { root: [project, archive], p: [working], w: [] };

function answer(config: AxiosRequestConfig): Promise<unknown> {
  const id = /^\/directories\/([^/]+)\/children$/.exec(config.url ?? '')?.[1] ?? '';
  const children = childrenById[id];
  if (children) return Promise.resolve(children);
  return Promise.reject(
    new HttpStatusError(403, {
      type: 'urn:cde:problem:ForbiddenResourceFailed',
      title: 'ForbiddenResourceFailed',
      status: 403,
    }),
  );
}

function Harness({
  onChange,
  isSelectable,
}: {
  onChange: (directory: Directory) => void;
  isSelectable?: (directory: Directory) => boolean;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DirectoryChooser
      label="Каталог"
      value={value}
      isSelectable={isSelectable}
      onChange={(directory) => {
        setValue(directory.id);
        onChange(directory);
      }}
    />
  );
}

function renderChooser(isSelectable?: (directory: Directory) => boolean) {
  const onChange = vi.fn();
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Harness onChange={onChange} isSelectable={isSelectable} />
    </TestProviders>,
  );
  return { onChange };
}

function requestedUrls(): (string | undefined)[] {
  return vi.mocked(httpClient).mock.calls.map(([config]) => config.url);
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('DirectoryChooser', () => {
  it('loads the top level first and nothing deeper', async () => {
    renderChooser();
    const tree = await screen.findByRole('tree', { name: 'Каталог' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((item) => item.textContent),
    ).toEqual(['ЖК «Северный квартал»', 'Архив']);
    expect(requestedUrls()).toEqual(['/directories/root/children']);
  });

  it('loads a level lazily when it is expanded', async () => {
    renderChooser();
    await screen.findByRole('tree');
    await userEvent.click(screen.getByTestId('expand-p'));
    expect(await screen.findByText('Рабочая документация')).toBeDefined();
    expect(requestedUrls()).toEqual(['/directories/root/children', '/directories/p/children']);
    expect(screen.getByRole('treeitem', { name: /ЖК/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('chooses a directory by click and marks it selected', async () => {
    const { onChange } = renderChooser();
    await screen.findByRole('tree');
    await userEvent.click(screen.getByText('Архив'));
    expect(onChange).toHaveBeenCalledWith(archive);
    await waitFor(() => {
      expect(screen.getByRole('treeitem', { name: 'Архив' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('expands and chooses with the keyboard', async () => {
    const { onChange } = renderChooser();
    const first = await screen.findByRole('treeitem', { name: /ЖК/ });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Рабочая документация')).toBeDefined();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(working);
  });

  it('mutes directories failing the check and does not choose them', async () => {
    const { onChange } = renderChooser((directory) => directory.allowCreateDirectory);
    await screen.findByRole('tree');
    await userEvent.click(screen.getByText('Архив'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('ЖК «Северный квартал»'));
    expect(onChange).toHaveBeenCalledWith(project);
  });

  it('shows a failed level inside the tree', async () => {
    renderChooser();
    await screen.findByRole('tree');
    await userEvent.click(screen.getByTestId('expand-a'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/прав/i);
  });

  it('shows a failed top level in place of the tree', async () => {
    vi.mocked(httpClient).mockRejectedValue(new Error('boom'));
    renderChooser();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('tree')).toBeNull();
  });
});
