// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { httpClient } from '../../api/http-client';
import { otherDocument, testDocument, TEST_DOCUMENT_ID } from '../documents/documents.test-data';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import {
  answerDialog,
  configsOfCalls,
  NDA,
  optionsOfCalls,
  renderWithSession,
  stubObjectUrls,
  type StubbedObjectUrls,
} from './downloads.test-fixtures';
import { useDocumentDownload } from './useDocumentDownload';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const REQUIREMENTS = `/documents/${TEST_DOCUMENT_ID}/versions/2/download-requirements`;
const FILE = `/documents/${TEST_DOCUMENT_ID}/versions/2/download`;
const ACCEPTANCE = '/v1/download-acceptances/nda-sevkvartal';
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

let urls: StubbedObjectUrls;

function serve(requirements: DownloadRequirements) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (method === 'GET' && url.endsWith('/download-requirements')) return Promise.resolve(requirements);
    if (method === 'GET' && url.endsWith('/download')) return Promise.resolve(pdf);
    if (method === 'POST' && url.startsWith('/v1/download-acceptances/')) return Promise.resolve(undefined);
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function Harness({ document, versionIndex }: { document: Document; versionIndex?: number }) {
  const { download } = useDocumentDownload();
  return (
    <button type="button" onClick={() => void download(document, versionIndex)}>
      скачать
    </button>
  );
}

async function startDownload(document: Document = testDocument(), versionIndex?: number) {
  renderWithSession(<Harness document={document} versionIndex={versionIndex} />);
  await userEvent.click(screen.getByRole('button', { name: 'скачать' }));
}

function urlsCalled() {
  return calls().map((call) => `${call.method} ${call.url}`);
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  urls = stubObjectUrls();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useDocumentDownload', () => {
  it('checks access, confirms with the file name, fetches the file as a blob and saves it', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await startDownload();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Скачать документ?')).toBeDefined();
    expect(within(dialog).getByRole('listitem').textContent).toBe('АР-01 План 1 этажа.pdf');
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`]);
    // The server is told the file is wanted for a download, a right of its own beside viewing.
    expect(configsOfCalls(REQUIREMENTS).map((config) => config.params as unknown)).toEqual([{ purpose: 'download' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => {
      expect(urls.saved).toEqual([{ href: 'blob:test-1', download: 'АР-01 План 1 этажа.pdf' }]);
    });
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`, `GET ${FILE}`]);
    expect(optionsOfCalls(FILE)).toEqual([{ responseType: 'blob' }]);
    expect(urls.created).toEqual([pdf]);
  });

  it('downloads the asked version', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await startDownload(testDocument(), 0);
    await answerDialog('Скачать документ?', 'Скачать');
    await waitFor(() => {
      expect(urlsCalled()).toEqual([
        `GET /documents/${TEST_DOCUMENT_ID}/versions/0/download-requirements`,
        `GET /documents/${TEST_DOCUMENT_ID}/versions/0/download`,
      ]);
    });
  });

  it('sends an accepted requirement to its endpoint with its method, then downloads', async () => {
    serve({ canDownload: false, requireAcceptance: [NDA] });
    await startDownload();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(NDA.requirementText)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтверждаю' }));
    await answerDialog('Скачать документ?', 'Скачать');

    await waitFor(() => {
      expect(urls.saved).toHaveLength(1);
    });
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`, `POST ${ACCEPTANCE}`, `GET ${FILE}`]);
    // Sent as given, not below the API's /v1 base path.
    expect(configsOfCalls(ACCEPTANCE)).toEqual([{ url: ACCEPTANCE, method: 'POST', baseURL: '' }]);
  });

  it('stops when a requirement is declined', async () => {
    const second = { ...NDA, requirementText: 'Второе условие', acceptanceEndpoint: '/v1/download-acceptances/two' };
    serve({ canDownload: false, requireAcceptance: [NDA, second] });
    await startDownload();

    await answerDialog(NDA.requirementText, 'Подтверждаю');
    await answerDialog('Второе условие', 'Отмена');

    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`, `POST ${ACCEPTANCE}`]);
    expect(urls.saved).toEqual([]);
  });

  it('shows IncorrectServerData for a requirement without endpoint, before asking anything', async () => {
    serve({ canDownload: false, requireAcceptance: [NDA, { ...NDA, acceptanceEndpoint: null }] });
    await startDownload();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Сервер вернул некорректные данные.')).toBeDefined();
    expect(within(dialog).queryByText(NDA.requirementText)).toBeNull();
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`]);
  });

  it('shows IncorrectServerData for a requirement without method', async () => {
    serve({ canDownload: true, requireAcceptance: [{ ...NDA, acceptanceEndpointMethod: null }] });
    await startDownload();
    expect(await screen.findByText('Сервер вернул некорректные данные.')).toBeDefined();
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`]);
  });

  it('refuses when the server does not allow the download', async () => {
    serve({ canDownload: false, requireAcceptance: [] });
    await startDownload();
    expect(await screen.findByText('У вас нет прав на скачивание этого документа.')).toBeDefined();
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`]);
    expect(urls.saved).toEqual([]);
  });

  it('refuses an undownloadable extension without asking the server', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await startDownload(otherDocument('b2000000-0000-4000-8000-000000000009', 'setup.EXE'));
    expect(await screen.findByText('У вас нет прав на скачивание этого документа.')).toBeDefined();
    expect(calls()).toEqual([]);
  });

  it('downloads nothing when the final confirmation is cancelled', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await startDownload();
    await answerDialog('Скачать документ?', 'Отмена');
    expect(urlsCalled()).toEqual([`GET ${REQUIREMENTS}`]);
    expect(urls.saved).toEqual([]);
  });
});
