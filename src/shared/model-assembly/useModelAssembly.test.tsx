// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../errors/app-error';
import { calls } from '../testing/recorded-calls';
import { initModelAssemblyI18n, renderAssembly } from './model-assembly.test-fixtures';
import { architecture, modelDocument, services, structures, syncStatus } from './model-assembly.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const all = [structures, architecture, services];

/** Answers the model-service calls with the state given per document (waiting by default). */
function serve(states: Record<string, Partial<ModelSyncStatus>>) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const url = config.url ?? '';
    const id = /^\/tangl\/([^/]+)\/versions\/\d+\/(uploadVersion|uploadStatus)$/.exec(url)?.[1];
    const document = all.find((candidate) => candidate.id === id);
    if (!document) return Promise.reject(new Error(`unexpected ${config.method ?? 'GET'} ${url}`));
    return Promise.resolve(syncStatus(document, states[document.id]));
  });
}

beforeAll(initModelAssemblyI18n);

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

async function assemble(documents: Document[]) {
  renderAssembly(documents);
  await userEvent.click(screen.getByRole('button', { name: 'сборка' }));
}

describe('useModelAssembly: model assembly', () => {
  it('opens the model viewer with every model id when all versions are synced', async () => {
    serve({
      [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' },
      [architecture.id]: { tanglVersionId: 'tv-ar', uploadState: 'Completed' },
      [services.id]: { tanglVersionId: 'tv-ov', uploadState: 'Imported' },
    });
    await assemble(all);

    expect((await screen.findByTestId('viewer')).textContent).toBe(
      '/tangl-viewer/model/?ids=tv-kzh&ids=tv-ar&ids=tv-ov',
    );
    expect(calls()).toEqual([
      { method: 'GET', url: `/tangl/${structures.id}/versions/0/uploadStatus`, data: undefined },
      { method: 'PUT', url: `/tangl/${architecture.id}/versions/0/uploadVersion`, data: undefined },
      { method: 'GET', url: `/tangl/${services.id}/versions/0/uploadStatus`, data: undefined },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the documents still synchronising, stays put and closes with OK', async () => {
    serve({ [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' } });
    await assemble(all);

    const dialog = await screen.findByRole('dialog', { name: 'Документы синхронизируются' });
    expect(within(dialog).getByText(/Документы ещё синхронизируются с сервисом моделей/)).toBeDefined();
    // Each waiting document with its state's label; the ready one is not listed.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Модель АР.ifcВ очереди', 'Модель ОВ.rvt-tanglВ очереди']);
    expect(within(dialog).queryByRole('button', { name: 'Открыть сборку' })).toBeNull();
    expect(screen.queryByTestId('viewer')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(screen.getByRole('button', { name: 'сборка' })).toBeDefined();
  });

  it('is busy while the versions are prepared and prepares them only once for a double click', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.mocked(httpClient).mockImplementation(async () => {
      await held;
      return syncStatus(structures, { tanglVersionId: 'tv-kzh', uploadState: 'Completed' });
    });
    await assemble([structures]);
    await userEvent.click(screen.getByRole('button', { name: 'сборка' }));

    expect(screen.getByText('готовим модели')).toBeDefined();
    expect(calls()).toHaveLength(1);
    release?.();
    expect((await screen.findByTestId('viewer')).textContent).toBe('/tangl-viewer/model/?ids=tv-kzh');
  });

  it('shows a failure in the error dialog and opens nothing', async () => {
    vi.mocked(httpClient).mockRejectedValue(
      new HttpStatusError(404, {
        type: 'urn:cde:problem:NotFound',
        title: 'NotFound',
        status: 404,
        detail: 'VersionNotFound',
      }),
    );
    await assemble([modelDocument(architecture.id, 'Модель АР.ifc')]);

    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Версия документа не найдена или была удалена.')).toBeDefined();
    expect(screen.queryByText('готовим модели')).toBeNull();
    expect(screen.queryByTestId('viewer')).toBeNull();
  });
});
