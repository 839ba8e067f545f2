// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { httpClient } from '../../api/http-client';
import { otherDocument, testVersion } from '../documents/documents.test-data';
import { initI18n } from '../i18n/i18n';
import { routeDefinition } from '../routes/routes';
import { SessionContext } from '../session/session-context';
import { calls } from '../testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';
import { configsOfCalls, NDA, stubObjectUrls, testSession } from './downloads.test-fixtures';
import { useViewDocument } from './useViewDocument';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const ARCHIVE_ID = 'b2000000-0000-4000-8000-000000000005';
const SURVEYS = 'a1000000-0000-4000-8000-000000000006';
const PLAN_ID = 'b2000000-0000-4000-8000-000000000001';
/** The survey report: head version 1, an older version 0 that was a PDF. */
const archive: Document = {
  ...otherDocument(ARCHIVE_ID, 'Отчёт ИГИ.zip', { parentId: SURVEYS }),
  version: testVersion(1, {}, { fullName: 'Отчёт ИГИ.zip', extension: '.zip' }, ARCHIVE_ID),
  versions: [testVersion(0, {}, {}, ARCHIVE_ID)],
};

function serve(requirements: DownloadRequirements, modelId: string | null = null) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '' } = config;
    if (url.endsWith('/download-requirements')) return Promise.resolve(requirements);
    if (url.endsWith('/uploadVersion') || url.endsWith('/uploadStatus'))
      return Promise.resolve({
        documentId: PLAN_ID,
        versionIndex: 0,
        tanglVersionId: modelId,
        jobId: 'job-1',
        uploadState: modelId === null ? 'Processing' : 'Completed',
        failure: null,
      });
    if (url.endsWith('/download')) return Promise.resolve(new Blob(['png']));
    if (url.startsWith('/download-acceptances/') || url.startsWith('/v1/download-acceptances/')) {
      return Promise.resolve(undefined);
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function ViewButton({ document, versionIndex }: { document: Document; versionIndex?: number }) {
  const view = useViewDocument();
  return (
    <button type="button" onClick={() => void view(document, versionIndex)}>
      просмотр
    </button>
  );
}

function OfficeScreen() {
  const { documentId, versionIndex } = useParams();
  return <p>{`Документ ${String(documentId)} версии ${String(versionIndex)}`}</p>;
}

function ModelScreen() {
  const [search] = useSearchParams();
  return <p>{`Модели ${search.getAll('ids').join(', ')}`}</p>;
}

function ArchiveScreen() {
  const { directoryId, documentId, versionIndex } = useParams();
  return <p>{`Архив ${String(documentId)} версии ${String(versionIndex)} в ${String(directoryId)}`}</p>;
}

async function view(document: Document, versionIndex?: number) {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <SessionContext.Provider value={testSession(['user'])}>
        <Routes>
          <Route path="/" element={<ViewButton document={document} versionIndex={versionIndex} />} />
          <Route path={routeDefinition('archive.overview').path} element={<ArchiveScreen />} />
          <Route path={routeDefinition('document.office').path} element={<OfficeScreen />} />
          <Route path={routeDefinition('tangl.viewer').path} element={<ModelScreen />} />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'просмотр' }));
}

const requirementsOf = (index: number) => `/documents/${ARCHIVE_ID}/versions/${String(index)}/download-requirements`;

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useViewDocument', () => {
  it('opens an archive in the archive browser at its head version, asked as a view first', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await view(archive);
    expect(await screen.findByText(`Архив ${ARCHIVE_ID} версии 1 в ${SURVEYS}`)).toBeDefined();
    expect(configsOfCalls(requirementsOf(1)).map((config) => config.params as unknown)).toEqual([{ purpose: 'view' }]);
    expect(calls().map((call) => call.url)).toEqual([requirementsOf(1)]);
  });

  it('decides by the version asked for, whose file may differ from the head’s', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    const older: Document = {
      ...archive,
      version: testVersion(1, {}, {}, ARCHIVE_ID),
      versions: [testVersion(0, {}, { fullName: 'Отчёт ИГИ.zip', extension: '.zip' }, ARCHIVE_ID)],
    };
    await view(older, 0);
    expect(await screen.findByText(`Архив ${ARCHIVE_ID} версии 0 в ${SURVEYS}`)).toBeDefined();
  });

  it('stays and says so when the server refuses the view', async () => {
    serve({ canDownload: false, requireAcceptance: [] });
    await view(archive);
    expect(await screen.findByText('У вас нет прав на просмотр этого документа.')).toBeDefined();
    expect(screen.queryByText(/^Архив /)).toBeNull();
  });

  it('asks for the acceptance first and stays when it is declined', async () => {
    serve({ canDownload: false, requireAcceptance: [NDA] });
    await view(archive);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(NDA.requirementText)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'просмотр' })).toBeDefined();
    expect(screen.queryByText(/^Архив /)).toBeNull();
  });

  it('previews an image instead', async () => {
    stubObjectUrls();
    serve({ canDownload: true, requireAcceptance: [] });
    await view(otherDocument('b2000000-0000-4000-8000-000000000007', 'Фасад.png'));
    expect(await screen.findByRole('dialog', { name: 'Фасад.png' })).toBeDefined();
  });

  it('opens an office document or a PDF in the document viewer at its version, asked as a view first', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    const plan = otherDocument(PLAN_ID, 'Смета.pdf');
    await view({ ...plan, version: testVersion(2, {}, plan.version.document, PLAN_ID) });
    expect(await screen.findByText(`Документ ${PLAN_ID} версии 2`)).toBeDefined();
    const asked = `/documents/${PLAN_ID}/versions/2/download-requirements`;
    expect(configsOfCalls(asked).map((config) => config.params as unknown)).toEqual([{ purpose: 'view' }]);
  });

  it('stays when the document viewer is refused', async () => {
    serve({ canDownload: false, requireAcceptance: [] });
    await view(otherDocument(PLAN_ID, 'Пояснительная записка.docx'));
    expect(await screen.findByText('У вас нет прав на просмотр этого документа.')).toBeDefined();
    expect(screen.queryByText(/^Документ /)).toBeNull();
  });

  it('opens a drawing in the document viewer’s route at its version, asked as a view first', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    const drawing = otherDocument(PLAN_ID, 'План.dwg');
    await view({ ...drawing, version: testVersion(2, {}, drawing.version.document, PLAN_ID) });
    expect(await screen.findByText(`Документ ${PLAN_ID} версии 2`)).toBeDefined();
    const asked = `/documents/${PLAN_ID}/versions/2/download-requirements`;
    expect(configsOfCalls(asked).map((config) => config.params as unknown)).toEqual([{ purpose: 'view' }]);
  });

  it('refuses a file no viewer opens, without asking the server', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await view(otherDocument(PLAN_ID, 'План.dwf'));
    expect(await screen.findByText('У вас нет прав на просмотр этого документа.')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('opens a building model in the model viewer with its model id once the model service has it', async () => {
    serve({ canDownload: true, requireAcceptance: [] }, 'model-1');
    await view(otherDocument(PLAN_ID, 'Корпус 2 АР.ifc'));
    expect(await screen.findByText('Модели model-1')).toBeDefined();
    expect(calls().map((call) => call.url)).toEqual([
      `/documents/${PLAN_ID}/versions/0/download-requirements`,
      `/tangl/${PLAN_ID}/versions/0/uploadVersion`,
    ]);
  });

  it('says a building model is still being prepared, and stays', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await view(otherDocument(PLAN_ID, 'Корпус 2 АР.ifc'));
    const dialog = await screen.findByRole('dialog', { name: 'Документы синхронизируются' });
    expect(within(dialog).getByText(/Корпус 2 АР\.ifc/)).toBeDefined();
    expect(screen.queryByText(/^Модели /)).toBeNull();
  });
});
