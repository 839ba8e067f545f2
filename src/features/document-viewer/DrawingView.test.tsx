// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DxfViewerLoadParams, DxfViewerOptions, LayerInfo } from 'dxf-viewer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { stubObjectUrls, type StubbedObjectUrls } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DrawingView } from './DrawingView';
import { fetchDrawing, type DrawingFile } from './fetchDrawing';
import type { RenditionAnswer } from './useRenditionPreparation';

vi.mock('./fetchDrawing', () => ({ fetchDrawing: vi.fn() }));
// The build's address of pdf.js's assets (a define of vite.config.ts, unknown to the tests).
vi.mock('./pdfjs-assets', () => ({ PDFJS_ASSETS_URL: '/0/assets/pdfjs-test/' }));

/**
 * jsdom has no WebGL: dxf-viewer, the module the view loads lazily, is replaced by this stand-in, which records what the
 * view asks of it. `loading` decides how Load ends (the test may end it later, after reporting progress).
 */
const dxf = vi.hoisted(() => {
  const state = {
    viewers: [] as unknown[],
    hasRenderer: true,
    loading: undefined as Promise<void> | undefined,
    /** Load rejects with this, where set. */
    failure: undefined as Error | undefined,
    layers: [] as LayerInfo[],
    bounds: { minX: 1000, maxX: 1850, minY: -566, maxY: 111 } as {
      minX: number;
      maxX: number;
      minY: number;
      maxY: number;
    } | null,
  };
  return state;
});

vi.mock('dxf-viewer', () => {
  class Vector {
    constructor(
      public x = 0,
      public y = 0,
      public z = 0,
    ) {}
    clone() {
      return new Vector(this.x, this.y, this.z);
    }
    set(x: number, y: number, z: number) {
      Object.assign(this, { x, y, z });
      return this;
    }
  }
  class DxfViewer {
    static SetupWorker = vi.fn();
    camera = { left: -50, right: 50, top: 25, bottom: -25, zoom: 2, position: new Vector(10, -4, 1) };
    renderer = { forceContextLoss: vi.fn() };
    SetClearColor = vi.fn();
    Load = vi.fn((params: DxfViewerLoadParams) => {
      params.progressCbk?.('parse', 0, 0);
      return dxf.failure ? Promise.reject(dxf.failure) : (dxf.loading ?? Promise.resolve());
    });
    GetLayers = vi.fn(() => dxf.layers);
    ShowLayer = vi.fn();
    GetBounds = vi.fn(() => dxf.bounds);
    GetOrigin = vi.fn(() => ({ x: 925, y: -227 }));
    FitView = vi.fn();
    SetView = vi.fn();
    Destroy = vi.fn();
    /** How many times the drawing was drawn (a method of the class, as dxf-viewer's is). */
    renders = 0;
    constructor(
      public container: HTMLElement,
      public options: DxfViewerOptions,
    ) {
      dxf.viewers.push(this);
    }
    HasRenderer() {
      return dxf.hasRenderer;
    }
    Render() {
      this.renders += 1;
    }
    GetCamera() {
      return this.camera;
    }
    GetRenderer() {
      return this.renderer;
    }
  }
  return { DxfViewer };
});

/** The stand-in's instance the view made (the last one). */
interface FakeViewer {
  container: HTMLElement;
  options: DxfViewerOptions;
  renderer: { forceContextLoss: ReturnType<typeof vi.fn> };
  SetClearColor: ReturnType<typeof vi.fn>;
  Load: ReturnType<typeof vi.fn<(params: DxfViewerLoadParams) => Promise<void>>>;
  ShowLayer: ReturnType<typeof vi.fn<(name: string, show: boolean) => void>>;
  FitView: ReturnType<typeof vi.fn>;
  SetView: ReturnType<typeof vi.fn<(center: { x: number; y: number }, width: number) => void>>;
  renders: number;
  Destroy: ReturnType<typeof vi.fn>;
}
const viewer = () => dxf.viewers[dxf.viewers.length - 1] as FakeViewer;

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';
const NAME = 'АР-05 Разрез 1-1.dwg';
const LAYERS: LayerInfo[] = [
  { name: 'Стены', displayName: 'Стены', color: 0x0000ff },
  { name: '0', displayName: '0', color: 0 },
  { name: 'Оси', displayName: 'Оси', color: 0xff0000 },
];

const drawn = (text = '  0\nSECTION\n  0\nEOF\n'): { kind: 'ready'; value: DrawingFile } => ({
  kind: 'ready',
  value: { dxf: new Blob([text], { type: 'image/vnd.dxf' }), encoding: 'utf-8' },
});
const queued = (queuePosition: number, retryAfterMs = 20): RenditionAnswer<DrawingFile> => ({
  kind: 'preparing',
  preparation: { state: queuePosition > 0 ? 'Queued' : 'Converting', queuePosition },
  retryAfterMs,
});

/** getVersionDrawing's answers in turn; the last one repeats. */
function serveDrawing(...answers: (RenditionAnswer<DrawingFile> | Error)[]) {
  let next = 0;
  vi.mocked(fetchDrawing).mockImplementation(() => {
    const answer = answers[Math.min(next, answers.length - 1)] ?? new Error('no answer');
    next += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function show() {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <DrawingView
        documentId={DOCUMENT}
        versionIndex={2}
        heading={{ name: NAME, caption: 'Версия 3 от 21 ноября 2026 г.', extension: '.dwg' }}
      />
    </TestProviders>,
  );
}

const toolbar = () => screen.getByRole('group', { name: 'Панель просмотра' });
const drawing = () => screen.findByRole('img', { name: `Чертёж «${NAME}»` });

/** Waits until the drawing is drawn: the toolbar's tools are there to use. */
async function drawnAndReady() {
  await waitFor(() => {
    expect(within(toolbar()).getByRole('button', { name: 'Вписать' })).toHaveProperty('disabled', false);
  });
}

let urls: StubbedObjectUrls;

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentViewer', 'versions');
});

beforeEach(() => {
  vi.mocked(fetchDrawing).mockReset();
  dxf.viewers = [];
  dxf.hasRenderer = true;
  dxf.loading = undefined;
  dxf.failure = undefined;
  dxf.layers = LAYERS;
  dxf.bounds = { minX: 1000, maxX: 1850, minY: -566, maxY: 111 };
  urls = stubObjectUrls();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DrawingView', () => {
  it('waits while the server converts the drawing, then draws it from the file fetched', async () => {
    const file = drawn();
    serveDrawing(queued(2, 300), queued(0), file);
    show();
    expect(await screen.findByText('Документ готовится к просмотру')).toBeDefined();
    expect(await screen.findByText('Перед ним в очереди 2 документа')).toBeDefined();
    await drawing();
    await drawnAndReady();
    expect(screen.queryByText('Документ готовится к просмотру')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchDrawing).toHaveBeenCalledTimes(3);
    expect(vi.mocked(fetchDrawing).mock.calls[0]?.slice(0, 2)).toEqual([DOCUMENT, 2]);

    // dxf-viewer reads the fetched DXF from its blob: address, parses it in a worker and draws text in pdf.js's font.
    const { options, Load, SetClearColor } = viewer();
    expect(options).toMatchObject({ autoResize: true, colorCorrection: true, fileEncoding: 'utf-8' });
    expect(SetClearColor).toHaveBeenCalledWith(0xffffff);
    const [params] = Load.mock.calls[0] ?? [];
    expect(params?.url).toBe('blob:test-1');
    expect(urls.created).toEqual([file.value.dxf]);
    expect(params?.fonts).toEqual([
      `${window.location.origin}/0/assets/pdfjs-test/standard_fonts/LiberationSans-Regular.ttf`,
    ]);
    expect(params?.workerFactory).toBeTypeOf('function');
  });

  it('says how far the loading is until the drawing is drawn', async () => {
    let finish: (value: undefined) => void = () => undefined;
    dxf.loading = new Promise<undefined>((resolve) => {
      finish = resolve;
    });
    serveDrawing(drawn());
    show();
    expect(await screen.findByText('Разбираем чертёж…')).toBeDefined();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Открываем чертёж…')).toBeDefined();
    act(() => {
      viewer().Load.mock.calls[0]?.[0].progressCbk?.('fetch', 512, 2048);
    });
    expect(within(status).getByText(/^Читаем файл… 25\s%$/)).toBeDefined();
    expect(within(toolbar()).getByRole('button', { name: 'Слои' })).toHaveProperty('disabled', true);
    act(() => {
      finish(undefined);
    });
    await drawnAndReady();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the layers, sorted, and shows or hides them', async () => {
    serveDrawing(drawn());
    show();
    await drawnAndReady();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Слои' }));
    const list = await screen.findByRole('dialog', { name: 'Слои чертежа' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['0', 'Оси', 'Стены']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Стены' }));
    expect(viewer().ShowLayer).toHaveBeenLastCalledWith('Стены', false);
    expect(within(list).getByRole('checkbox', { name: 'Стены' })).toHaveProperty('checked', false);

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть все' }));
    expect(viewer().ShowLayer.mock.calls.slice(1)).toEqual([
      ['0', false],
      ['Оси', false],
      ['Стены', false],
    ]);
    expect(
      within(list)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    // The layers are drawn once for all of them, not once each.
    const { renders } = viewer();
    await userEvent.click(screen.getByRole('button', { name: 'Показать все' }));
    expect(viewer().ShowLayer).toHaveBeenLastCalledWith('Стены', true);
    expect(viewer().renders).toBe(renders + 1);
    expect(
      within(list)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('fits the whole drawing and zooms about the centre, from the toolbar and the keyboard', async () => {
    serveDrawing(drawn());
    show();
    await drawnAndReady();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Вписать' }));
    // The drawing's bounds less the scene's origin.
    expect(viewer().FitView).toHaveBeenCalledWith(75, 925, -339, 338);

    // The stand-in's camera shows 50 × 25 about (10, −4).
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Увеличить' }));
    expect(viewer().SetView).toHaveBeenLastCalledWith(expect.objectContaining({ x: 10, y: -4 }), 50 / 1.5);
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Уменьшить' }));
    expect(viewer().SetView).toHaveBeenLastCalledWith(expect.objectContaining({ x: 10, y: -4 }), 75);

    fireEvent.keyDown(await drawing(), { key: 'ArrowRight' });
    expect(viewer().SetView).toHaveBeenLastCalledWith(expect.objectContaining({ x: 15, y: -4 }), 50);
    fireEvent.keyDown(await drawing(), { key: '0' });
    expect(viewer().FitView).toHaveBeenCalledTimes(2);
  });

  it('says when the conversion failed, in the drawing viewer’s words and the server’s', async () => {
    serveDrawing(
      new HttpStatusError(422, {
        type: 'about:blank',
        title: ProblemCode.DocumentConversionFailed,
        status: 422,
        detail: 'The drawing (DWG 2018 (AC1032)) could not be read.',
      }),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Сервер не смог прочитать чертёж: файл повреждён или сохранён в версии DWG, которую сервер пока не читает ' +
        '(DWG 2018 и новее). Чертёж, сохранённый в DXF, откроется.' +
        'The drawing (DWG 2018 (AC1032)) could not be read.',
    );
    // The server's words come below the viewer's, on a line of their own.
    expect(within(alert).getByText('The drawing (DWG 2018 (AC1032)) could not be read.').tagName).toBe('P');
    expect(dxf.viewers).toEqual([]);
  });

  it('says so when the drawing cannot be read', async () => {
    dxf.failure = new Error('Cannot parse group code: %PDF-1.7');
    serveDrawing(drawn('%PDF-1.7'));
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Не удалось прочитать чертёж: файл повреждён или его формат не поддерживается.',
    );
  });

  it('says so when the browser has no WebGL', async () => {
    dxf.hasRenderer = false;
    serveDrawing(drawn());
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Браузер не может показать чертёж: WebGL недоступен. Включите аппаратное ускорение в настройках браузера или откройте чертёж в другом браузере.',
    );
  });

  it('says that an empty drawing has nothing to show', async () => {
    dxf.bounds = null;
    serveDrawing(drawn());
    show();
    expect(await screen.findByText('В чертеже нет объектов, которые можно показать.')).toBeDefined();
  });

  it('says that a dummy version has nothing to show, without drawing it', async () => {
    serveDrawing(drawn(''));
    show();
    expect(await screen.findByText('Пустой файл (0 Б): это фиктивная версия, в ней нет содержимого.')).toBeDefined();
    expect(dxf.viewers).toEqual([]);
  });

  it('lets go of the viewer, its WebGL context and the file when the page is left', async () => {
    serveDrawing(drawn());
    const { unmount } = show();
    await drawnAndReady();
    unmount();
    expect(viewer().Destroy).toHaveBeenCalledOnce();
    expect(viewer().renderer.forceContextLoss).toHaveBeenCalledOnce();
    expect(urls.revoked).toEqual(['blob:test-1']);
  });
});
