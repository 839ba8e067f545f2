// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { TEST_DIRECTORY_ID } from '../documents/documents.test-data';
import { initI18n } from '../i18n/i18n';
import { createTestQueryClient } from '../testing/test-providers';
import {
  answer,
  dialogNamed,
  facades,
  moveAnswers,
  moveCalls,
  moved,
  plan,
  renderHarness,
  request,
} from './moves.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

let queryClient: QueryClient;

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

describe('the move master', () => {
  it('mutes the targets the items may not move into and keeps Move disabled until a valid one', async () => {
    renderHarness(queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'master' }));
    const master = await dialogNamed('Куда переместить?');
    expect(within(master).getByText('Выберите каталог, в который переместить 2 элемента.')).toBeDefined();
    const move = within(master).getByRole('button', { name: 'Переместить' });
    expect(move.hasAttribute('disabled')).toBe(true);

    // The archive takes neither documents nor directories.
    await within(master).findByRole('tree', { name: 'Каталог назначения' });
    await userEvent.click(within(master).getByText('Архив'));
    expect(move.hasAttribute('disabled')).toBe(true);
    expect(within(master).getByText('Архив').style.color).toMatch(/dimmed/);

    // The source is the present parent of both items; the moved directory cannot go into itself.
    await userEvent.click(within(master).getByTestId('expand-p'));
    await userEvent.click(await within(master).findByText('АР — Архитектурные решения'));
    expect(move.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(master).getByTestId(`expand-${TEST_DIRECTORY_ID}`));
    await userEvent.click(await within(master).findByText('Планы'));
    expect(move.hasAttribute('disabled')).toBe(true);
    expect(within(master).getByText('Планы').style.color).toMatch(/dimmed/);

    await userEvent.click(within(master).getByText('Фасады'));
    expect(within(master).getByText('Фасады').style.color).not.toMatch(/dimmed/);
    await waitFor(() => {
      expect(move.hasAttribute('disabled')).toBe(false);
    });
    expect(moveCalls()).toEqual([]);
  });

  it('moves into the chosen target after the confirmation', async () => {
    moveAnswers.push(() => Promise.resolve(moved));
    const { onMoved } = renderHarness(queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'master' }));
    const master = await dialogNamed('Куда переместить?');
    await within(master).findByRole('tree');
    await userEvent.click(within(master).getByTestId('expand-p'));
    await userEvent.click(await within(master).findByText('Фасады'));
    await userEvent.click(within(master).getByRole('button', { name: 'Переместить' }));

    const confirmation = await dialogNamed('Подтверждение');
    expect(within(confirmation).getByText('Переместить 2 элемента в «Фасады»?')).toBeDefined();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Переместить' }));

    await waitFor(() => {
      expect(onMoved).toHaveBeenCalledWith(moved, request, facades);
    });
    expect(moveCalls()).toEqual([
      {
        url: `/explorer/move/from/${TEST_DIRECTORY_ID}/to/f`,
        data: { documentIds: [plan.id], directoryIds: ['c'] },
        params: { rename: false },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Куда переместить?' })).toBeNull();
  });

  it('moves nothing when cancelled', async () => {
    renderHarness(queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'master' }));
    const master = await dialogNamed('Куда переместить?');
    await within(master).findByRole('tree');
    await userEvent.click(within(master).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(moveCalls()).toEqual([]);
  });
});
