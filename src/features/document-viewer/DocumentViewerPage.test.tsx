// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useEffect, useImperativeHandle } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOverview } from '../../../codegen/model/documentOverview';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { httpClient } from '../../api/http-client';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { routeDefinition } from '../../shared/routes/routes';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DocumentViewerPage } from './DocumentViewerPage';
import type { DrawingViewProps } from './DrawingView';
import { fetchPdfPart, type PdfAnswer } from './fetchPdfPart';
import type { PdfViewerControls, PdfViewState } from './pdf-view-state';
import type { PdfViewportProps } from './PdfViewport';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));
vi.mock('./fetchPdfPart', () => ({ fetchPdfPart: vi.fn() }));
// The drawing view has a test of its own (DrawingView.test.tsx): here only which view the page chooses.
vi.mock('./DrawingView', () => ({
  DrawingView: ({ documentId, versionIndex, heading }: DrawingViewProps) => (
    <div data-testid="drawing">{`Чертёж ${documentId} ${String(versionIndex)}: ${heading.name}`}</div>
  ),
}));

/**
 * jsdom has no canvas: pdf.js itself is left out at its module, and this stand-in records what the page gives it and
 * reports what pdf.js would (the pages, the page on screen, the matches of a search).
 */
const viewport = vi.hoisted(() => ({
  controls: {
    goToPage: vi.fn<(pageNumber: number) => void>(),
    setZoom: vi.fn<(scaleValue: string) => void>(),
    zoomIn: vi.fn<() => void>(),
    zoomOut: vi.fn<() => void>(),
    find: vi.fn<(query: string, options: { again: boolean; previous: boolean }) => void>(),
  },
  props: undefined as PdfViewportProps | undefined,
}));

vi.mock('./PdfViewport', () => ({
  PdfViewport: (props: PdfViewportProps) => {
    viewport.props = props;
    useImperativeHandle(props.ref, (): PdfViewerControls => viewport.controls, []);
    useEffect(() => {
      viewport.props?.onViewChange({ pagesCount: 9, pageNumber: 1, scale: 1.25, scaleValue: 'auto' });
    }, []);
    return <div data-testid="pdf-pages">{`PDF ${String(props.versionIndex)}, ${String(props.first.total)} байт`}</div>;
  },
}));

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';
const version = {
  index: 2,
  masterIndex: 1,
  isActive: true,
  downloadUri: `/v1/documents/${DOCUMENT}/versions/2/download`,
  documentId: DOCUMENT,
  createdAt: '2026-11-21T16:02:00Z',
  updatedAt: '2026-11-21T16:02:00Z',
  metadata: { tanglVersionId: null, jobId: null, uploadState: null },
  document: {
    name: 'АР-01 План 1 этажа',
    fullName: 'АР-01 План 1 этажа.pdf',
    size: 145653,
    type: 'application/pdf',
    extension: '.pdf',
    authorId: 'c3000000-0000-4000-8000-000000000002',
  },
};
const overview: DocumentOverview = {
  id: DOCUMENT,
  name: 'АР-01 План 1 этажа',
  fullName: 'АР-01 План 1 этажа.pdf',
  version,
  relevant: true,
  createdAt: '2026-11-21T16:02:00Z',
  versionIndex: 2,
  parentId: 'a1000000-0000-4000-8000-000000000004',
  ancestorIds: ['a1000000-0000-4000-8000-000000000001'],
};

const ready: PdfAnswer = { kind: 'part', begin: 0, total: 145_653, bytes: new Uint8Array(65_536) };
const queued = (queuePosition: number, retryAfterMs = 20): PdfAnswer => ({
  kind: 'preparing',
  preparation: { state: queuePosition > 0 ? 'Queued' : 'Converting', queuePosition },
  retryAfterMs,
});

/** The overview of the head (version index 2), or its refusal; records the indexes asked. */
function serveOverview(refusal?: HttpStatusError, answer: DocumentOverview = overview): string[] {
  const asked: string[] = [];
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const match = /^\/documents\/[^/]+\/versions\/(-?\d+)\/overview$/.exec(config.url ?? '');
    if (!match?.[1]) return Promise.reject(new Error(`unexpected ${config.url ?? ''}`));
    asked.push(match[1]);
    return refusal ? Promise.reject(refusal) : Promise.resolve(answer);
  });
  return asked;
}

/** The overview of a drawing in the given file. */
function drawingOverview(fullName: string, extension: string): DocumentOverview {
  return {
    ...overview,
    fullName,
    version: { ...version, document: { ...version.document, fullName, extension, type: 'image/vnd.dwg' } },
  };
}

/** The overview of an office document in the given file. */
function officeOverview(fullName: string, extension: string): DocumentOverview {
  return {
    ...overview,
    fullName,
    version: { ...version, document: { ...version.document, fullName, extension, type: 'application/msword' } },
  };
}

/** getVersionPdf's answers in turn; the last one repeats. */
function servePdf(...answers: (PdfAnswer | Error)[]) {
  let next = 0;
  vi.mocked(fetchPdfPart).mockImplementation(() => {
    const answer = answers[Math.min(next, answers.length - 1)] ?? new Error('no answer');
    next += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function show(path = `/documents/${DOCUMENT}/versions/2/office`, session: Session = testSession()) {
  return render(
    <TestProviders queryClient={createTestQueryClient()} path={path}>
      <SessionContext.Provider value={session}>
        <Routes>
          {[routeDefinition('document.office').path, ...(routeDefinition('document.office').aliases ?? [])].map(
            (routePath) => (
              <Route key={routePath} path={routePath} element={<DocumentViewerPage />} />
            ),
          )}
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
}

/** What pdf.js would report next (the page scrolled to, a search's matches). */
function report(change: Partial<PdfViewState>) {
  act(() => {
    viewport.props?.onViewChange(change);
  });
}

const toolbar = () => screen.getByRole('group', { name: 'Панель просмотра' });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentViewer', 'versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(fetchPdfPart).mockReset();
  for (const control of Object.values(viewport.controls)) control.mockReset();
  viewport.props = undefined;
});

afterEach(() => {
  cleanup();
});

describe('DocumentViewerPage', () => {
  it('names the document and its version, and shows the PDF of the version the overview names', async () => {
    const asked = serveOverview();
    servePdf(ready);
    show(`/documents/${DOCUMENT}/office`);
    expect(await screen.findByRole('heading', { level: 1, name: 'АР-01 План 1 этажа.pdf' })).toBeDefined();
    expect(screen.getByText(/^Версия 3 от 21 ноября 2026 г\./)).toBeDefined();
    expect(await screen.findByTestId('pdf-pages')).toHaveProperty('textContent', 'PDF 2, 145653 байт');
    // No index in the path is the head; the PDF is read from the index it resolves to.
    expect(asked).toEqual(['-1']);
    expect(vi.mocked(fetchPdfPart).mock.calls[0]?.slice(0, 3)).toEqual([DOCUMENT, 2, { begin: 0, end: 65_536 }]);
    // A PDF stays a PDF: no pencil.
    expect(screen.queryByRole('button', { name: /редакт/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /редакт/i })).toBeNull();
  });

  it('shows an office document as PDF with the pencil disabled when no online editor is configured', async () => {
    serveOverview(undefined, officeOverview('Пояснительная записка.docx', '.docx'));
    servePdf(ready);
    show();
    expect(await screen.findByTestId('pdf-pages')).toBeDefined();
    const pencil = within(toolbar()).getByRole('button', { name: 'Редактировать' });
    expect(pencil.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(pencil.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Редактировать нельзя: онлайн-редактор документов не подключён',
    );
    // It leads nowhere.
    await userEvent.click(pencil);
    expect(screen.getByTestId('pdf-pages')).toBeDefined();
  });

  it('says so on the pencil of a format the configured editor does not edit', async () => {
    serveOverview(undefined, officeOverview('Записка.doc', '.doc'));
    servePdf(ready);
    const session = testSession();
    show(undefined, {
      ...session,
      configuration: { ...session.configuration, officeEditor: { extensions: ['.docx'] } },
    });
    await screen.findByTestId('pdf-pages');
    const pencil = within(toolbar()).getByRole('button', { name: 'Редактировать' });
    expect(document.getElementById(pencil.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Этот формат нельзя редактировать в онлайн-редакторе',
    );
  });

  it('shows a drawing of the drawing list in the drawing view, under the same heading', async () => {
    serveOverview(undefined, drawingOverview('АР-05 Разрез 1-1.dwg', '.dwg'));
    show();
    expect(await screen.findByTestId('drawing')).toHaveProperty(
      'textContent',
      `Чертёж ${DOCUMENT} 2: АР-05 Разрез 1-1.dwg`,
    );
    expect(fetchPdfPart).not.toHaveBeenCalled();
  });

  it('shows a drawing as PDF where the server serves no drawings and converts it to PDF', async () => {
    serveOverview(undefined, drawingOverview('АР-05 Разрез 1-1.dwg', '.dwg'));
    servePdf(ready);
    const session = testSession();
    const { documentViewer } = session.configuration;
    show(undefined, {
      ...session,
      configuration: {
        ...session.configuration,
        documentViewer: { ...documentViewer, collabora: { extensions: ['.pdf', '.dwg'] } },
        unavailableOperations: ['getVersionDrawing'],
      },
    });
    expect(await screen.findByTestId('pdf-pages')).toBeDefined();
    expect(screen.queryByTestId('drawing')).toBeNull();
  });

  it('waits while the server prepares the document, saying how many are ahead in the queue', async () => {
    serveOverview();
    servePdf(queued(2, 400), queued(0), ready);
    show();
    expect(await screen.findByText('Документ готовится к просмотру')).toBeDefined();
    expect(await screen.findByText('Перед ним в очереди 2 документа')).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByText(/Перед ним в очереди/)).toBeNull();
    });
    expect(await screen.findByTestId('pdf-pages')).toBeDefined();
    expect(screen.queryByText('Документ готовится к просмотру')).toBeNull();
    expect(fetchPdfPart).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the page is left', async () => {
    serveOverview();
    servePdf(queued(1));
    const { unmount } = show();
    expect(await screen.findByText('Документ готовится к просмотру')).toBeDefined();
    await waitFor(() => {
      expect(vi.mocked(fetchPdfPart).mock.calls.length).toBeGreaterThanOrEqual(2);
    });
    unmount();
    const calls = vi.mocked(fetchPdfPart).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchPdfPart).toHaveBeenCalledTimes(calls);
  });

  it('says when the conversion failed', async () => {
    serveOverview();
    servePdf(
      new HttpStatusError(422, { type: 'about:blank', title: ProblemCode.DocumentConversionFailed, status: 422 }),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Не удалось подготовить документ к просмотру.',
    );
    expect(screen.queryByTestId('pdf-pages')).toBeNull();
  });

  it('waits out a busy server a few times, then says it is busy', async () => {
    serveOverview();
    const busy: PdfAnswer = {
      kind: 'busy',
      retryAfterMs: 10,
      error: new HttpStatusError(429, { type: 'about:blank', title: ProblemCode.TooManyRequests, status: 429 }),
    };
    servePdf(busy);
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Слишком много запросов сразу. Подождите минуту и повторите.',
    );
    expect(fetchPdfPart).toHaveBeenCalledTimes(4);
  });

  it('says that a dummy version has nothing to show', async () => {
    serveOverview();
    servePdf({ kind: 'part', begin: 0, total: 0, bytes: new Uint8Array(0) });
    show();
    expect(await screen.findByText('Пустой файл (0 Б): это фиктивная версия, в ней нет содержимого.')).toBeDefined();
    expect(screen.queryByTestId('pdf-pages')).toBeNull();
  });

  it('says when the document may not be viewed', async () => {
    serveOverview(
      new HttpStatusError(403, {
        type: 'about:blank',
        title: ProblemCode.YouAreNotAllowedToViewDocument,
        status: 403,
      }),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'У вас нет прав на просмотр этого документа.',
    );
    expect(fetchPdfPart).not.toHaveBeenCalled();
  });

  it('says so when pdf.js finds no PDF in the file', async () => {
    serveOverview();
    servePdf(ready);
    show();
    await screen.findByTestId('pdf-pages');
    const invalid = new Error('Invalid PDF structure.');
    invalid.name = 'InvalidPDFException';
    act(() => {
      viewport.props?.onError(invalid);
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Файл повреждён или не является PDF-документом.',
    );
  });

  it('moves between pages: previous, next and a typed page number', async () => {
    serveOverview();
    servePdf(ready);
    show();
    // The toolbar of the PDF comes with the overview that names the file.
    await screen.findByTestId('pdf-pages');
    const pageNumber = await within(toolbar()).findByRole('textbox', { name: 'Номер страницы' });
    await waitFor(() => {
      expect(pageNumber).toHaveProperty('value', '1');
    });
    expect(within(toolbar()).getByText('из 9')).toBeDefined();
    const previous = within(toolbar()).getByRole('button', { name: 'Предыдущая страница' });
    expect(previous).toHaveProperty('disabled', true);

    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Следующая страница' }));
    expect(viewport.controls.goToPage).toHaveBeenLastCalledWith(2);
    report({ pageNumber: 2 });
    expect(pageNumber).toHaveProperty('value', '2');
    expect(previous).toHaveProperty('disabled', false);

    await userEvent.clear(pageNumber);
    await userEvent.type(pageNumber, '7{Enter}');
    expect(viewport.controls.goToPage).toHaveBeenLastCalledWith(7);
    await userEvent.clear(pageNumber);
    await userEvent.type(pageNumber, '40{Enter}');
    expect(viewport.controls.goToPage).toHaveBeenLastCalledWith(9);
    report({ pageNumber: 9 });
    expect(within(toolbar()).getByRole('button', { name: 'Следующая страница' })).toHaveProperty('disabled', true);
  });

  it('zooms in and out, and to a choice of the list', async () => {
    serveOverview();
    servePdf(ready);
    show();
    await screen.findByTestId('pdf-pages');
    const zoom = await within(toolbar()).findByRole('combobox', { name: 'Масштаб' });
    await waitFor(() => {
      expect(zoom).toHaveProperty('value', 'Автомасштаб');
    });
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Увеличить' }));
    expect(viewport.controls.zoomIn).toHaveBeenCalledOnce();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Уменьшить' }));
    expect(viewport.controls.zoomOut).toHaveBeenCalledOnce();

    await userEvent.click(zoom);
    await userEvent.click(await screen.findByRole('option', { name: 'Страница целиком' }));
    expect(viewport.controls.setZoom).toHaveBeenLastCalledWith('page-fit');
    await userEvent.click(zoom);
    // Percentages as the language writes them: «200 %», with a no-break space.
    await userEvent.click(await screen.findByRole('option', { name: /^200\s%$/ }));
    expect(viewport.controls.setZoom).toHaveBeenLastCalledWith('2');
    report({ scale: 2, scaleValue: '2' });
    expect((zoom as HTMLInputElement).value).toMatch(/^200\s%$/);
  });

  it('searches the text and steps through the matches', async () => {
    serveOverview();
    servePdf(ready);
    show();
    const search = await screen.findByRole('searchbox', { name: 'Поиск в тексте' });
    await waitFor(() => {
      expect(search).toHaveProperty('disabled', false);
    });
    await userEvent.type(search, 'план');
    expect(viewport.controls.find).toHaveBeenLastCalledWith('план', { again: false, previous: false });
    const status = screen.getByTestId('search-status');
    expect(status.textContent).toBe('Ищем…');

    report({ find: { query: 'план', state: 'found', current: 1, total: 3 } });
    expect(status.textContent).toBe('1 из 3');
    await userEvent.type(search, '{Enter}');
    expect(viewport.controls.find).toHaveBeenLastCalledWith('план', { again: true, previous: false });
    await userEvent.type(search, '{Shift>}{Enter}{/Shift}');
    expect(viewport.controls.find).toHaveBeenLastCalledWith('план', { again: true, previous: true });
    await userEvent.click(screen.getByRole('button', { name: 'Следующее совпадение' }));
    expect(viewport.controls.find).toHaveBeenLastCalledWith('план', { again: true, previous: false });

    await userEvent.type(search, 'ировка');
    // A report about the former query says nothing of the new one.
    expect(status.textContent).toBe('Ищем…');
    report({ find: { query: 'планировка', state: 'notFound', current: 0, total: 0 } });
    expect(status.textContent).toBe('Нет совпадений');
    expect(screen.getByRole('button', { name: 'Следующее совпадение' })).toHaveProperty('disabled', true);
  });
});
