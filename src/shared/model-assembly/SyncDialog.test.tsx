// @vitest-environment jsdom
import '../testing/setup-dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import { httpClient } from '../../api/http-client';
import { calls } from '../testing/recorded-calls';
import { initModelAssemblyI18n, renderAssembly } from './model-assembly.test-fixtures';
import { architecture, modelDocument, services, structures, syncStatus } from './model-assembly.test-data';
import { SYNC_POLL_INTERVAL_MS } from './useSyncPolling';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const broken = modelDocument('b2000000-0000-4000-8000-000000000011', 'Модель ВК.ifc', {
  tanglVersionId: null,
  jobId: 'job-vk',
  uploadState: 'Error',
});
const all = [structures, architecture, services, broken];

/** The model service's state per document, changed by a test while the dialog is open. */
let states: Record<string, Partial<ModelSyncStatus>> = {};

function serve() {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const url = config.url ?? '';
    const id = /^\/tangl\/([^/]+)\/versions\/\d+\/(uploadVersion|uploadStatus)$/.exec(url)?.[1];
    const document = all.find((candidate) => candidate.id === id);
    if (!document) return Promise.reject(new Error(`unexpected ${config.method ?? 'GET'} ${url}`));
    return Promise.resolve(syncStatus(document, states[document.id]));
  });
}

const polls = () => calls().filter((call) => call.url.endsWith('/uploadStatus'));

beforeAll(initModelAssemblyI18n);

beforeEach(() => {
  // Time moves on its own (Mantine's and the testing library's waits), and the tests move it on two seconds at once.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(httpClient).mockReset();
  states = {};
  serve();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openSync(documents = all) {
  renderAssembly(documents);
  await userEvent.click(screen.getByRole('button', { name: 'сборка' }));
  return screen.findByRole('dialog', { name: 'Документы синхронизируются' });
}

describe('SyncDialog', () => {
  it('shows each waiting document’s state, and a failure’s reason', async () => {
    states = {
      [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' },
      [architecture.id]: { uploadState: 'CollectingGeometry', jobId: 'job-ar' },
      [services.id]: { uploadState: 'PreparingModel', jobId: 'job-ov' },
      [broken.id]: { uploadState: 'Error', failure: 'В файле нет геометрии.' },
    };
    const dialog = await openSync();

    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\.(ifc|rvt-tangl)$/).textContent)).toEqual([
      'Модель АР.ifc',
      'Модель ОВ.rvt-tangl',
      'Модель ВК.ifc',
    ]);
    expect(within(items[0] ?? dialog).getByText('Сбор геометрии')).toBeDefined();
    expect(within(items[1] ?? dialog).getByText('Подготовка модели')).toBeDefined();
    expect(within(items[2] ?? dialog).getByText('Ошибка экспорта')).toBeDefined();
    expect(within(items[2] ?? dialog).getByText('В файле нет геометрии.')).toBeDefined();
  });

  it('asks again every two seconds and offers the assembly once every document is ready', async () => {
    states = {
      [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' },
      [architecture.id]: { uploadState: 'Sending', jobId: 'job-ar' },
      [services.id]: { uploadState: 'Processing', jobId: 'job-ov' },
    };
    const dialog = await openSync([structures, architecture, services]);
    expect(within(dialog).getByText('Отправка модели')).toBeDefined();
    const before = polls().length;

    // Half done: one is ready, the other still processed.
    states[architecture.id] = { tanglVersionId: 'tv-ar', uploadState: 'Completed' };
    await act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS));
    await waitFor(() => {
      expect(within(dialog).getByText('Готово')).toBeDefined();
    });
    // Only the documents still being synchronised are asked about.
    expect(
      polls()
        .slice(before)
        .map((call) => call.url),
    ).toEqual([`/tangl/${architecture.id}/versions/0/uploadStatus`, `/tangl/${services.id}/versions/0/uploadStatus`]);
    expect(within(dialog).queryByRole('button', { name: 'Открыть сборку' })).toBeNull();

    states[services.id] = { tanglVersionId: 'tv-ov', uploadState: 'Imported' };
    await act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Открыть сборку' }));

    expect(within(dialog).getByText('Все документы готовы, сборку можно открыть.')).toBeDefined();
    expect((await screen.findByTestId('viewer')).textContent).toBe(
      '/tangl-viewer/model/?ids=tv-kzh&ids=tv-ar&ids=tv-ov',
    );
  });

  it('does not ask about a failed document, and stops asking once closed', async () => {
    states = {
      [architecture.id]: { uploadState: 'Waiting', jobId: 'job-ar' },
      [broken.id]: { uploadState: 'Error' },
    };
    const dialog = await openSync([architecture, broken]);
    await act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS));
    await waitFor(() => {
      expect(polls().map((call) => call.url)).toContain(`/tangl/${architecture.id}/versions/0/uploadStatus`);
    });
    expect(polls().map((call) => call.url)).not.toContain(`/tangl/${broken.id}/versions/0/uploadStatus`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const asked = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS * 3));
    expect(polls()).toHaveLength(asked);
  });
});
