// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { ModelDescription } from '../../../codegen/model/modelDescription';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { httpClient } from '../../api/http-client';
import { testConfiguration, testSession } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { SessionContext } from '../../shared/session/session-context';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { createDefaultEngine } from './defaultEngine';
import { fetchModelPart } from './fetchModelPart';
import { WebglUnavailableError } from './model-engine';
import { fakeEngine, MERGED_MODEL, STRUCTURES_MODEL } from './model-viewer.test-fixtures';
import { ModelViewerPage } from './ModelViewerPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));
vi.mock('./fetchModelPart', () => ({ fetchModelPart: vi.fn() }));
// jsdom has no WebGL: the page gets an engine that records what it is asked (model-viewer.test-fixtures).
vi.mock('./defaultEngine', () => ({ createDefaultEngine: vi.fn() }));

const MODELS: Record<string, ModelDescription> = {
  [MERGED_MODEL.id]: MERGED_MODEL,
  [STRUCTURES_MODEL.id]: STRUCTURES_MODEL,
};

function serveModels(refusal?: HttpStatusError) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const id = /^\/models\/([^/]+)$/.exec(config.url ?? '')?.[1] ?? '';
    if (refusal) return Promise.reject(refusal);
    const model = MODELS[id];
    return model ? Promise.resolve(model) : Promise.reject(new HttpStatusError(404));
  });
}

function renderViewer(path: string, configuration: Partial<Configuration> = {}) {
  const session = { ...testSession(), configuration: { ...testConfiguration, ...configuration } };
  return render(
    <TestProviders queryClient={createTestQueryClient()} path={path}>
      <SessionContext.Provider value={session}>
        <Routes>
          <Route path="/tangl-viewer/model/*" element={<ModelViewerPage />} />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
}

const viewer = () => screen.getByTestId('model-viewer');

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('modelViewer');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(fetchModelPart).mockReset();
  vi.mocked(fetchModelPart).mockResolvedValue(new ArrayBuffer(8));
  vi.mocked(createDefaultEngine).mockReset();
});

afterEach(cleanup);

describe('ModelViewerPage: the external viewer', () => {
  it('frames the configured viewer with the rest of the path and the model ids', () => {
    renderViewer('/tangl-viewer/model/scene?ids=tv-ar&ids=tv-kzh', {
      tanglViewerUrl: 'https://viewer.example/model/',
    });
    const frame = screen.getByTitle('Просмотр модели');
    expect(frame.getAttribute('src')).toBe('https://viewer.example/model/scene?ids=tv-ar&ids=tv-kzh');
    expect(createDefaultEngine).not.toHaveBeenCalled();
    expect(httpClient).not.toHaveBeenCalled();
  });

  it('refuses a viewer address that is not http(s)', () => {
    renderViewer('/tangl-viewer/model/?ids=tv-ar', { tanglViewerUrl: 'javascript:alert(1)' });
    expect(screen.getByRole('alert').textContent).toBe('Адрес внешнего просмотрщика моделей задан неверно.');
    expect(screen.queryByTitle('Просмотр модели')).toBeNull();
  });
});

describe('ModelViewerPage: the product’s own viewer', () => {
  it('says so when no model is given', () => {
    vi.mocked(createDefaultEngine).mockResolvedValue(fakeEngine().engine);
    renderViewer('/tangl-viewer/model/');
    expect(screen.getByRole('alert').textContent).toBe('Не указаны модели для просмотра.');
    expect(viewer().dataset['state']).toBe('failed');
  });

  it('waits for the models’ descriptions', async () => {
    vi.mocked(createDefaultEngine).mockResolvedValue(fakeEngine().engine);
    vi.mocked(httpClient).mockReturnValue(new Promise(() => undefined));
    renderViewer('/tangl-viewer/model/?ids=merged-1');
    expect(await screen.findByText('Открываем модели…')).toBeDefined();
    expect(viewer().dataset['state']).toBe('loading');
    expect(screen.getByTestId('model-viewer-canvas').tagName).toBe('CANVAS');
  });

  it('shows a refusal in the catalogue’s words', async () => {
    vi.mocked(createDefaultEngine).mockResolvedValue(fakeEngine().engine);
    serveModels(
      new HttpStatusError(403, {
        type: 'urn:cde:problem:YouAreNotAllowedToViewDocument',
        title: ProblemCode.YouAreNotAllowedToViewDocument,
        status: 403,
        detail: ProblemCode.YouAreNotAllowedToViewDocument,
      }),
    );
    renderViewer('/tangl-viewer/model/?ids=merged-1');
    expect((await screen.findByRole('alert')).textContent).toBe('У вас нет прав на просмотр этого документа.');
    expect(viewer().dataset['state']).toBe('failed');
    expect(fetchModelPart).not.toHaveBeenCalled();
  });

  it('says when the browser has no WebGL', async () => {
    vi.mocked(createDefaultEngine).mockRejectedValue(new WebglUnavailableError());
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=merged-1');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Браузер не может показать модель: WebGL недоступен/,
    );
    expect(viewer().dataset['state']).toBe('failed');
  });

  it('loads every part of every model once into one scene, with the tree of each', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=merged-1&ids=tv-kzh');

    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });
    expect(engine.loadPart.mock.calls.map(([partId]) => partId)).toEqual(['tv-ar', 'tv-kzh']);
    expect(vi.mocked(fetchModelPart).mock.calls.map(([part]) => part.fileUri)).toEqual([
      '/v1/models/tv-ar/parts/tv-ar/file',
      '/v1/models/tv-kzh/parts/tv-kzh/file',
    ]);
    expect(screen.getByText('Сводная модель.cim, Модель КЖ.ifc')).toBeDefined();
    const tree = screen.getByRole('tree', { name: 'Структура модели' });
    expect(within(tree).getByText('Модель АР.ifc')).toBeDefined();
    expect(within(tree).getByText('Модель КЖ.ifc')).toBeDefined();
    // Open down to the storeys: the storey's rows show, its classes are closed.
    expect(within(tree).getAllByText('Этаж 1')).toHaveLength(2);
    expect(within(tree).queryByText('Стены (2)')).toBeNull();
    // The view followed the models as they came.
    expect(engine.fitAll).toHaveBeenCalled();
  });

  it('shows each part’s loading and a part’s failure without stopping the others', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    vi.mocked(fetchModelPart).mockImplementation((part) =>
      part.id === 'tv-kzh'
        ? Promise.reject(
            new HttpStatusError(404, {
              type: 'urn:cde:problem:NotFound',
              title: 'NotFound',
              status: 404,
              detail: 'VersionNotFound',
            }),
          )
        : Promise.resolve(new ArrayBuffer(8)),
    );
    renderViewer('/tangl-viewer/model/?ids=merged-1');

    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('failed');
    });
    const progress = screen.getByRole('status', { name: 'Загрузка моделей' });
    const [ar, kzh] = within(progress).getAllByTestId('model-part');
    expect(within(ar ?? progress).getByText('Загружена')).toBeDefined();
    expect(within(kzh ?? progress).getByText('Ошибка: Версия документа не найдена или была удалена.')).toBeDefined();
    expect(engine.loadPart.mock.calls.map(([partId]) => partId)).toEqual(['tv-ar']);
  });

  it('selects an element from the tree and shows its properties', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=tv-kzh');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });

    const tree = screen.getByRole('tree', { name: 'Структура модели' });
    // A storey's row selects it and opens; a class's row opens.
    await userEvent.click(within(tree).getByText('Этаж 1'));
    expect(engine.select).toHaveBeenLastCalledWith({ partId: 'tv-kzh', localId: 3 });
    await userEvent.click(await within(tree).findByText('Колонны (1)'));
    await userEvent.click(await within(tree).findByText('Колонна К-1'));

    expect(engine.select).toHaveBeenLastCalledWith({ partId: 'tv-kzh', localId: 21 });
    const panel = await screen.findByRole('complementary', { name: 'Свойства' });
    expect(await within(panel).findByText('guid-21')).toBeDefined();
    expect(within(panel).getByText('Колонны (IFCCOLUMN)')).toBeDefined();
    expect(within(panel).getByText('Модель КЖ.ifc')).toBeDefined();
    expect(within(panel).getByText('T-21')).toBeDefined();
    expect(within(panel).getByText('Pset_WallCommon')).toBeDefined();
    expect(within(panel).getByText('Да')).toBeDefined();
  });

  it('selects a row of the tree with Enter', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=tv-kzh');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });

    const tree = screen.getByRole('tree', { name: 'Структура модели' });
    const storey = within(tree).getByText('Этаж 1').closest<HTMLElement>('[role="treeitem"]');
    storey?.focus();
    await userEvent.keyboard('{Enter}');
    expect(engine.select).toHaveBeenLastCalledWith({ partId: 'tv-kzh', localId: 3 });
    expect(await within(tree).findByText('Колонны (1)')).toBeDefined();
  });

  it('picks the element under a click in the scene, and clears the selection on empty space', async () => {
    const { engine, pickNext } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=tv-kzh');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });

    const canvas = screen.getByTestId('model-viewer-canvas');
    pickNext({ partId: 'tv-kzh', localId: 20 });
    fireEvent.pointerDown(canvas, { button: 0, clientX: 200, clientY: 150 });
    fireEvent.pointerUp(canvas, { button: 0, clientX: 201, clientY: 151 });
    await waitFor(() => {
      expect(engine.select).toHaveBeenLastCalledWith({ partId: 'tv-kzh', localId: 20 });
    });
    expect(engine.pick).toHaveBeenCalledWith(201, 151);
    // The element's row is opened to and selected.
    const tree = screen.getByRole('tree', { name: 'Структура модели' });
    const row = await within(tree).findByText('Стена монолитная');
    expect(row.closest('[data-selected]')).not.toBeNull();

    // A drag turns the view: no pick.
    fireEvent.pointerDown(canvas, { button: 0, clientX: 200, clientY: 150 });
    fireEvent.pointerUp(canvas, { button: 0, clientX: 260, clientY: 150 });
    expect(engine.pick).toHaveBeenCalledTimes(1);

    pickNext(null);
    fireEvent.pointerDown(canvas, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(canvas, { button: 0, clientX: 10, clientY: 10 });
    await waitFor(() => {
      expect(engine.select).toHaveBeenLastCalledWith(null);
    });
  });

  it('hides, isolates and shows by class, storey and model', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=merged-1');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть «Стены (3)»' }));
    await waitFor(() => {
      expect(engine.setVisible).toHaveBeenCalledTimes(2);
    });
    expect(engine.setVisible.mock.calls).toEqual([
      ['tv-ar', [10, 11], false],
      ['tv-kzh', [20], false],
    ]);
    expect(screen.getByRole('button', { name: 'Показать «Стены (3)»' })).toBeDefined();

    engine.setVisible.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Изолировать «Модель КЖ.ifc»' }));
    await waitFor(() => {
      expect(engine.setVisible).toHaveBeenCalledTimes(2);
    });
    // The architecture hidden whole; in КЖ the wall comes back, the rest stays shown.
    expect(engine.setVisible.mock.calls).toEqual([
      ['tv-ar', [1, 2, 3], false],
      ['tv-kzh', [20], true],
    ]);

    engine.setVisible.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Показать все элементы' }));
    await waitFor(() => {
      expect(engine.setVisible).toHaveBeenCalledWith('tv-ar', [1, 2, 3, 10, 11], true);
    });
    expect(screen.getByRole('button', { name: 'Показать все элементы' })).toHaveProperty('disabled', true);
  });

  it('turns the horizontal section on two thirds up the models, and off', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    renderViewer('/tangl-viewer/model/?ids=tv-kzh');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Сечение' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Включить сечение' }));
    expect(engine.setSection).toHaveBeenLastCalledWith(6);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '4.5' } });
    expect(engine.setSection).toHaveBeenLastCalledWith(4.5);
    await userEvent.click(screen.getByRole('switch', { name: 'Включить сечение' }));
    expect(engine.setSection).toHaveBeenLastCalledWith(null);
  });

  it('frees the engine on leaving', async () => {
    const { engine } = fakeEngine();
    vi.mocked(createDefaultEngine).mockResolvedValue(engine);
    serveModels();
    const { unmount } = renderViewer('/tangl-viewer/model/?ids=tv-kzh');
    await waitFor(() => {
      expect(viewer().dataset['state']).toBe('ready');
    });
    unmount();
    expect(engine.dispose).toHaveBeenCalledTimes(1);
  });
});
