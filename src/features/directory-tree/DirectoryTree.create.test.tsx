// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateDirectoryRequest } from '../../../codegen/model/createDirectoryRequest';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { calls } from '../../shared/testing/recorded-calls';
import { testDirectory } from '../../shared/testing/test-directory';
import { createTestQueryClient } from '../../shared/testing/test-providers';
import { answer, TreeHarness } from './directory-tree.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

/** The fixture server, which also creates directories (the new one gets the id `new`). */
function server(config: AxiosRequestConfig): Promise<unknown> {
  if (config.method === 'POST' && config.url === '/directories') {
    const body = config.data as CreateDirectoryRequest;
    return Promise.resolve(
      testDirectory({ id: 'new', name: body.name, parentId: null, skeletonEntityId: body.skeletonEntityId ?? null }),
    );
  }
  return answer(config);
}

function renderTree(roles: Role[], respond = server) {
  vi.mocked(httpClient).mockImplementation(respond);
  const onNavigate = vi.fn();
  render(
    <TreeHarness queryClient={createTestQueryClient()} path="/directories" roles={roles} onNavigate={onNavigate} />,
  );
  return { onNavigate };
}

const urls = () => calls().map(({ url }) => url);

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DirectoryTree, creating top-level directories', () => {
  it.each<Role[]>([['user'], ['staff', 'general-contractor'], ['external-user']])(
    'offers nothing to %s and does not load the structure',
    async (...roles) => {
      renderTree(roles);
      await screen.findByRole('tree');
      expect(screen.queryByRole('group', { name: 'Создание каталогов верхнего уровня' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Добавить/ })).toBeNull();
      expect(urls()).toEqual(['/directories/root/children']);
    },
  );

  it.each<Role>(['administrator', 'developer'])('offers the %s one button per creatable root entity', async (role) => {
    renderTree([role]);
    const group = await screen.findByRole('group', { name: 'Создание каталогов верхнего уровня' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Добавить Объект']);
    expect(urls()).toContain('/skeleton/s1/entities');
  });

  it('offers nothing without a structure (404)', async () => {
    renderTree(['administrator'], (config) =>
      config.url === '/skeleton' ? Promise.reject(new HttpStatusError(404)) : server(config),
    );
    await screen.findByRole('tree');
    await waitFor(() => {
      expect(urls()).toContain('/skeleton');
    });
    expect(screen.queryByRole('button', { name: /^Добавить/ })).toBeNull();
    expect(urls()).not.toContain('/skeleton/s1/entities');
  });

  it('creates from the entity at the top level, lists the new directory and opens it', async () => {
    const { onNavigate } = renderTree(['administrator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить Объект' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Добавить Объект' })).toBeDefined();
    expect(within(dialog).getByText('На верхнем уровне')).toBeDefined();
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'ЖК «Южный»');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Значение, строка 1' }), 'ЮЖ-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls().find(({ method }) => method === 'POST')).toEqual({
      method: 'POST',
      url: '/directories',
      data: {
        name: 'ЖК «Южный»',
        parentId: null,
        skeletonEntityId: 'e1',
        metadata: [{ key: 'Шифр объекта', value: 'ЮЖ-1' }],
      },
    });
    const created = await screen.findByRole('treeitem', { name: 'ЖК «Южный»' });
    expect(screen.getAllByRole('treeitem').map((treeitem) => treeitem.textContent)).toEqual([
      'Юг',
      'Архив',
      'ЖК «Северный квартал»',
      'ЖК «Южный»',
    ]);
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/directories/new');
    });
    await waitFor(() => {
      expect(created.getAttribute('aria-selected')).toBe('true');
    });
    expect(onNavigate).toHaveBeenCalledOnce();
    // The tree took the new directory from the cache event: no level was loaded again, nor the directory itself.
    expect(urls().filter((url) => url.startsWith('/directories/'))).toEqual(['/directories/root/children']);
  });
});
