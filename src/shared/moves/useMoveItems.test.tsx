// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
} from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { httpClient } from '../../api/http-client';
import { TEST_DIRECTORY_ID } from '../documents/documents.test-data';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import { createTestQueryClient } from '../testing/test-providers';
import {
  answer,
  archive,
  conflictProblem,
  dialogNamed,
  dropAndConfirm,
  facades,
  moveAnswers,
  moveCalls,
  moved,
  movedPlans,
  plan,
  plans,
  renderHarness,
  request,
} from './moves.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

let queryClient: QueryClient;

function isInvalidated(queryKey: readonly unknown[]): boolean | undefined {
  return queryClient.getQueryState(queryKey)?.isInvalidated;
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  queryClient = createTestQueryClient();
  moveAnswers.length = 0;
  vi.mocked(httpClient).mockReset();
  vi.mocked(httpClient).mockImplementation(answer);
});

afterEach(cleanup);

describe('moveTo', () => {
  it('refuses the root with the message and sends nothing', async () => {
    const { onResult } = renderHarness(queryClient, null);
    await userEvent.click(screen.getByRole('button', { name: 'drop' }));
    const dialog = await dialogNamed('Внимание');
    expect(within(dialog).getByText('Вы не можете переместить файлы в корневой каталог')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(false);
    });
    expect(calls()).toEqual([]);
  });

  it('refuses a target the rules forbid with its message', async () => {
    renderHarness(queryClient, archive);
    await userEvent.click(screen.getByRole('button', { name: 'drop' }));
    const dialog = await dialogNamed('Внимание');
    expect(within(dialog).getByText('Здесь нельзя загружать документы.')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('ignores a directory dropped on itself without a word', async () => {
    const { onResult } = renderHarness(queryClient, plans, {
      documents: [],
      directories: [plans],
      sourceId: TEST_DIRECTORY_ID,
    });
    await userEvent.click(screen.getByRole('button', { name: 'drop' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(false);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls()).toEqual([]);
  });

  it('lists the names in the confirmation and sends nothing when it is declined', async () => {
    const { onResult } = renderHarness(queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'drop' }));
    const dialog = await dialogNamed('Подтверждение');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Планы', 'АР-01 План 1 этажа.pdf']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(false);
    });
    expect(calls()).toEqual([]);
  });

  it('posts the ids and updates the tree and the caches of the source and target', async () => {
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey(TEST_DIRECTORY_ID), [plans]);
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey('f'), []);
    for (const id of [TEST_DIRECTORY_ID, 'f']) {
      queryClient.setQueryData(getFetchDirectoryQueryKey(id), {});
      queryClient.setQueryData(getGetDirectoryPropertiesQueryKey(id), {});
    }
    queryClient.setQueryData(getFetchDirectoryQueryKey('p'), {});
    moveAnswers.push(() => Promise.resolve(moved));
    const { onResult } = renderHarness(queryClient);
    await dropAndConfirm();
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(true);
    });

    expect(calls()).toEqual([
      {
        method: 'POST',
        url: `/explorer/move/from/${TEST_DIRECTORY_ID}/to/f`,
        data: { documentIds: [plan.id], directoryIds: ['c'] },
      },
    ]);
    const level = (id: string) => queryClient.getQueryData<Directory[]>(getGetDirectoryChildrenQueryKey(id));
    expect(level(TEST_DIRECTORY_ID)).toEqual([]);
    expect(level('f')).toEqual([movedPlans]);
    for (const id of [TEST_DIRECTORY_ID, 'f']) {
      expect(isInvalidated(getFetchDirectoryQueryKey(id)), id).toBe(true);
      expect(isInvalidated(getGetDirectoryPropertiesQueryKey(id)), id).toBe(true);
    }
    expect(isInvalidated(getFetchDirectoryQueryKey('p'))).toBe(false);
  });

  it('opens the movement error on a name clash with the counts and the names', async () => {
    moveAnswers.push(() => Promise.reject(new HttpStatusError(417, conflictProblem)));
    renderHarness(queryClient);
    await dropAndConfirm();
    const dialog = await dialogNamed('Ошибка перемещения');
    expect(
      within(dialog).getByText('Не удалось переместить 2 элемента из «АР — Архитектурные решения» в «Фасады».'),
    ).toBeDefined();
    expect(within(dialog).getByText('В целевом каталоге уже есть 2 элемента с такими именами:')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['АР-01 План 1 этажа.pdf', 'Планы']);
    expect(within(dialog).getByRole('button', { name: 'Пропустить все' })).toBeDefined();
  });

  it('moves again with rename on after «Переименовать и переместить»', async () => {
    moveAnswers.push(
      () => Promise.reject(new HttpStatusError(417, conflictProblem)),
      () => Promise.resolve(moved),
    );
    const { onMoved, onResult } = renderHarness(queryClient);
    await dropAndConfirm();
    const dialog = await dialogNamed('Ошибка перемещения');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переименовать и переместить' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(true);
    });
    expect(moveCalls().map((call) => call.params)).toEqual([{ rename: false }, { rename: true }]);
    expect(moveCalls()[1]?.data).toEqual({ documentIds: [plan.id], directoryIds: ['c'] });
    expect(onMoved).toHaveBeenCalledWith(moved, request, facades);
  });

  it('leaves everything where it was after «Пропустить все»', async () => {
    queryClient.setQueryData(getFetchDirectoryQueryKey('f'), {});
    moveAnswers.push(
      () => Promise.reject(new HttpStatusError(417, conflictProblem)),
      () => Promise.resolve(moved),
    );
    const { onMoved, onResult } = renderHarness(queryClient);
    await dropAndConfirm();
    const dialog = await dialogNamed('Ошибка перемещения');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Пропустить все' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(false);
    });
    expect(calls()).toHaveLength(1);
    expect(onMoved).not.toHaveBeenCalled();
    expect(isInvalidated(getFetchDirectoryQueryKey('f'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still shows the movement error when the clash comes without details', async () => {
    moveAnswers.push(() =>
      Promise.reject(
        new HttpStatusError(417, { type: 'urn:cde:problem:MoveFilesFailed', title: 'MoveFilesFailed', status: 417 }),
      ),
    );
    renderHarness(queryClient);
    await dropAndConfirm();
    const dialog = await dialogNamed('Ошибка перемещения');
    expect(within(dialog).getByText('Не удалось переместить 2 элемента в «Фасады».')).toBeDefined();
    expect(within(dialog).getByText('В целевом каталоге уже есть элементы с такими именами.')).toBeDefined();
  });

  it('shows any other failure as an error, reloads both places and moves nothing in the caches', async () => {
    queryClient.setQueryData(getGetDirectoryChildrenQueryKey(TEST_DIRECTORY_ID), [plans]);
    queryClient.setQueryData(getFetchDirectoryQueryKey('f'), {});
    queryClient.setQueryData(getFetchDirectoryQueryKey(TEST_DIRECTORY_ID), {});
    moveAnswers.push(() =>
      Promise.reject(
        new HttpStatusError(400, {
          type: 'urn:cde:problem:InterspatialMovable',
          title: 'InterspatialMovable',
          status: 400,
        }),
      ),
    );
    const { onMoved, onResult } = renderHarness(queryClient);
    await dropAndConfirm();
    const dialog = await dialogNamed('Ошибка');
    expect(
      within(dialog).getByText('Родительский каталог нельзя переместить во вложенный в него каталог.'),
    ).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Ошибка перемещения' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await waitFor(() => {
      expect(onResult).toHaveBeenCalledWith(false);
    });
    expect(onMoved).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(getGetDirectoryChildrenQueryKey(TEST_DIRECTORY_ID))).toEqual([plans]);
    expect(isInvalidated(getFetchDirectoryQueryKey('f'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey(TEST_DIRECTORY_ID))).toBe(true);
  });
});
