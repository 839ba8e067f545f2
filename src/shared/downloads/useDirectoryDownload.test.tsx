// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { DownloadableCheck } from '../../../codegen/model/downloadableCheck';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { otherDocument, testDocument, testVersion, TEST_DOCUMENT_ID } from '../documents/documents.test-data';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import { testDirectory } from '../testing/test-directory';
import {
  answerDialog,
  configsOfCalls,
  NDA,
  optionsOfCalls,
  renderWithSession,
  stubObjectUrls,
  type StubbedObjectUrls,
} from './downloads.test-fixtures';
import { useDirectoryDownload, type DirectoryDownloadOptions } from './useDirectoryDownload';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const ID = 'a1000000-0000-4000-8000-000000000008';
const facades = testDirectory({ id: ID, name: 'Фасады', parentId: 'a1000000-0000-4000-8000-000000000004' });
const DOWNLOADABLE = `/directories/${ID}/downloadable`;
const REQUIREMENTS = `/directories/${ID}/download-requirements`;
const ZIP_URL = `/directories/${ID}/download`;
const ACCEPTANCE = '/v1/download-acceptances/nda-sevkvartal';
const zip = new Blob(['PK'], { type: 'application/zip' });
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

const FREE: DownloadRequirements = { canDownload: true, requireAcceptance: [] };
const OK: DownloadableCheck = { downloadable: true, message: null };

interface Server {
  downloadable?: DownloadableCheck;
  requirements?: DownloadRequirements;
  /** Answers for a document's requirements by document id; FREE otherwise. */
  documentRequirements?: Record<string, DownloadRequirements>;
  zip?: () => Promise<unknown>;
}

let urls: StubbedObjectUrls;

function serve(server: Server = {}) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (method === 'POST' && url.startsWith('/v1/download-acceptances/')) return Promise.resolve(undefined);
    if (method !== 'GET') return Promise.reject(new Error(`unexpected ${method} ${url}`));
    if (url === DOWNLOADABLE) return Promise.resolve(server.downloadable ?? OK);
    if (url === REQUIREMENTS) return Promise.resolve(server.requirements ?? FREE);
    if (url === ZIP_URL) return server.zip ? server.zip() : Promise.resolve(zip);
    const version = /^\/documents\/([^/]+)\/versions\/\d+\/(download-requirements|download)$/.exec(url);
    if (version?.[2] === 'download-requirements') {
      return Promise.resolve(server.documentRequirements?.[version[1] ?? ''] ?? FREE);
    }
    if (version?.[2] === 'download') return Promise.resolve(pdf);
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

/** jsdom's Blob has no `text()`, which browsers have and `withBlobProblem` reads the body with. */
class TextBlob extends Blob {
  constructor(private readonly body: string) {
    super([body], { type: 'application/problem+json' });
  }

  override text(): Promise<string> {
    return Promise.resolve(this.body);
  }
}

/** A problem answer to a blob request: its body arrives as a Blob, as axios gives it with `responseType: 'blob'`. */
function blobProblem(status: number, title: string): Promise<never> {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const body = JSON.stringify({ type: `urn:cde:problem:${title}`, title, status });
  const cause = new AxiosError(
    'failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data: new TextBlob(body),
    },
  );
  return Promise.reject(new HttpStatusError(status, undefined, { cause }));
}

type Action = { directory: Directory | null; options: DirectoryDownloadOptions } | { documents: readonly Document[] };

function Harness({ action }: { action: Action }) {
  const { downloadDirectory, downloadDocuments } = useDirectoryDownload();
  return (
    <button
      type="button"
      onClick={() => {
        void ('documents' in action
          ? downloadDocuments(action.documents)
          : downloadDirectory(action.directory, action.options));
      }}
    >
      скачать
    </button>
  );
}

async function start(action: Action, roles?: Role[]) {
  renderWithSession(<Harness action={action} />, { roles });
  await userEvent.click(screen.getByRole('button', { name: 'скачать' }));
}

async function dialogText(): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  return within(dialog)
    .getAllByText(/./)
    .map((node) => node.textContent)
    .join(' | ');
}

function urlsCalled() {
  return calls().map((call) => `${call.method} ${call.url}`);
}

const dummy = (id: string, name: string) =>
  otherDocument(id, name, { version: testVersion(0, {}, { size: 0, fullName: name }, id) });
const WHOLE = { documentsOnly: false };
const CONFIRM_WHOLE = 'Скачать каталог со всеми вложенными каталогами одним архивом?';
const CONFIRM_DOCUMENTS = 'Скачать документы каталога одним архивом (без вложенных каталогов)?';

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

describe('useDirectoryDownload: a directory', () => {
  it('alerts that it does not work in the root, asking nothing', async () => {
    serve();
    await start({ directory: null, options: WHOLE });
    expect(await dialogText()).toContain('В корневом каталоге скачивание не работает.');
    expect(calls()).toEqual([]);
  });

  it('alerts when the directory has no documents of its own', async () => {
    serve();
    await start({ directory: facades, options: { documentsOnly: true, documents: [] } });
    expect(await dialogText()).toContain('В каталоге нет документов для скачивания.');
    expect(calls()).toEqual([]);
  });

  it('alerts when all its documents are dummies', async () => {
    serve();
    const documents = [dummy('d1', 'Пусто 1.pdf'), dummy('d2', 'Пусто 2.pdf')];
    await start({ directory: facades, options: { documentsOnly: true, documents } });
    expect(await dialogText()).toContain('Все документы каталога — пустые заглушки');
    expect(calls()).toEqual([]);
  });

  it('refuses an account without the roles of §6, asking nothing', async () => {
    serve();
    await start({ directory: facades, options: WHOLE }, ['user']);
    expect(await dialogText()).toContain('У вас нет прав на скачивание этого каталога.');
    expect(calls()).toEqual([]);
  });

  it('shows the server message when the directory is not downloadable', async () => {
    serve({ downloadable: { downloadable: false, message: 'В каталоге нет документов для скачивания по ссылке' } });
    await start({ directory: facades, options: WHOLE });
    expect(await dialogText()).toContain('В каталоге нет документов для скачивания по ссылке');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`]);
  });

  it('says the directory cannot be downloaded when the server gives no message', async () => {
    serve({ downloadable: { downloadable: false, message: null } });
    await start({ directory: facades, options: WHOLE });
    expect(await dialogText()).toContain('Этот каталог нельзя скачать.');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`]);
  });

  it('refuses when the server does not allow the download and asks nothing', async () => {
    serve({ requirements: { canDownload: false, requireAcceptance: [] } });
    await start({ directory: facades, options: WHOLE });
    expect(await dialogText()).toContain('У вас нет прав на скачивание этого каталога.');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`, `GET ${REQUIREMENTS}`]);
    expect(urls.saved).toEqual([]);
  });

  it('stops when an acceptance is declined', async () => {
    serve({ requirements: { canDownload: false, requireAcceptance: [NDA] } });
    await start({ directory: facades, options: WHOLE });
    await answerDialog(NDA.requirementText, 'Отмена');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`, `GET ${REQUIREMENTS}`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(urls.saved).toEqual([]);
  });

  it('sends an accepted requirement to its endpoint, then confirms and downloads', async () => {
    serve({ requirements: { canDownload: false, requireAcceptance: [NDA] } });
    await start({ directory: facades, options: WHOLE });
    await answerDialog(NDA.requirementText, 'Подтверждаю');
    await answerDialog(CONFIRM_WHOLE, 'Скачать');

    await waitFor(() => {
      expect(urls.saved).toHaveLength(1);
    });
    expect(urlsCalled()).toEqual([
      `GET ${DOWNLOADABLE}`,
      `GET ${REQUIREMENTS}`,
      `POST ${ACCEPTANCE}`,
      `GET ${ZIP_URL}`,
    ]);
    expect(configsOfCalls(ACCEPTANCE)).toEqual([{ url: ACCEPTANCE, method: 'POST', baseURL: '' }]);
  });

  it('shows IncorrectServerData for an acceptance without endpoint, before asking anything', async () => {
    serve({ requirements: { canDownload: false, requireAcceptance: [{ ...NDA, acceptanceEndpoint: null }] } });
    await start({ directory: facades, options: WHOLE });
    const text = await dialogText();
    expect(text).toContain('Сервер вернул некорректные данные.');
    expect(text).not.toContain(NDA.requirementText);
  });

  it('confirms with the directory name, fetches the zip as a blob and saves it after the directory', async () => {
    serve();
    await start({ directory: facades, options: WHOLE });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CONFIRM_WHOLE)).toBeDefined();
    expect(within(dialog).getByRole('listitem').textContent).toBe('Фасады');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`, `GET ${REQUIREMENTS}`]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => {
      expect(urls.saved).toEqual([{ href: 'blob:test-1', download: 'Фасады.zip' }]);
    });
    expect(urls.created).toEqual([zip]);
    expect(configsOfCalls(ZIP_URL).map((config) => config.params as unknown)).toEqual([{ documentsOnly: false }]);
    expect(optionsOfCalls(ZIP_URL)).toEqual([{ responseType: 'blob' }]);
  });

  it('downloads only the documents of the directory when asked', async () => {
    serve();
    await start({ directory: facades, options: { documentsOnly: true, documents: [testDocument()] } });
    await answerDialog(CONFIRM_DOCUMENTS, 'Скачать');
    await waitFor(() => {
      expect(urls.saved).toEqual([{ href: 'blob:test-1', download: 'Фасады.zip' }]);
    });
    expect(configsOfCalls(ZIP_URL).map((config) => config.params as unknown)).toEqual([{ documentsOnly: true }]);
  });

  it('downloads nothing when the confirmation is cancelled', async () => {
    serve();
    await start({ directory: facades, options: WHOLE });
    await answerDialog(CONFIRM_WHOLE, 'Отмена');
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`, `GET ${REQUIREMENTS}`]);
    expect(urls.saved).toEqual([]);
  });

  it.each([
    ['ArchiveVeryLarge', 413, 'Каталог слишком велик, чтобы скачать его целиком: скачайте его по частям.'],
    ['ArchiveEmpty', 409, 'Здесь нет документов, доступных для скачивания.'],
  ])('shows %s read out of the blob answer', async (title, status, text) => {
    serve({ zip: () => blobProblem(status, title) });
    await start({ directory: facades, options: WHOLE });
    await answerDialog(CONFIRM_WHOLE, 'Скачать');
    expect(await dialogText()).toContain(text);
    expect(urls.saved).toEqual([]);
  });

  it('says the download already runs when started again before it ends', async () => {
    serve();
    renderWithSession(<Harness action={{ directory: facades, options: WHOLE }} />);
    await userEvent.click(screen.getByRole('button', { name: 'скачать' }));
    await screen.findByText(CONFIRM_WHOLE);
    // The confirm is open; a second start (e.g. from another menu) must not start a second archive.
    screen.getByRole('button', { name: 'скачать', hidden: true }).click();
    expect(await screen.findByText('Каталог «Фасады» уже скачивается. Дождитесь окончания.')).toBeDefined();
    expect(urlsCalled()).toEqual([`GET ${DOWNLOADABLE}`, `GET ${REQUIREMENTS}`]);
  });
});

describe('useDirectoryDownload: several documents', () => {
  const plan = testDocument();
  const facade = otherDocument('b2000000-0000-4000-8000-000000000004', 'АР-02 Фасады.pdf');
  const section = otherDocument('b2000000-0000-4000-8000-000000000005', 'АР-03 Разрез 1-1.pdf');

  it('confirms once listing the names, then downloads each document in turn', async () => {
    serve();
    await start({ documents: [plan, facade] });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Скачать 2 документа?')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['АР-01 План 1 этажа.pdf', 'АР-02 Фасады.pdf']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => {
      expect(urls.saved.map((saved) => saved.download)).toEqual(['АР-01 План 1 этажа.pdf', 'АР-02 Фасады.pdf']);
    });
    expect(urlsCalled()).toEqual([
      `GET /documents/${TEST_DOCUMENT_ID}/versions/2/download-requirements`,
      `GET /documents/${TEST_DOCUMENT_ID}/versions/2/download`,
      `GET /documents/${facade.id}/versions/0/download-requirements`,
      `GET /documents/${facade.id}/versions/0/download`,
    ]);
    expect(optionsOfCalls(`/documents/${facade.id}/versions/0/download`)).toEqual([{ responseType: 'blob' }]);
  });

  it('stops at the first refusal', async () => {
    serve({ documentRequirements: { [facade.id]: { canDownload: false, requireAcceptance: [] } } });
    await start({ documents: [plan, facade, section] });
    await answerDialog('Скачать 3 документа?', 'Скачать');

    expect(await dialogText()).toContain('У вас нет прав на скачивание этого документа.');
    expect(urls.saved.map((saved) => saved.download)).toEqual(['АР-01 План 1 этажа.pdf']);
    expect(urlsCalled().some((url) => url.includes(section.id))).toBe(false);
  });

  it('stops when an acceptance is declined', async () => {
    serve({ documentRequirements: { [TEST_DOCUMENT_ID]: { canDownload: false, requireAcceptance: [NDA] } } });
    await start({ documents: [plan, facade] });
    await answerDialog('Скачать 2 документа?', 'Скачать');
    await answerDialog(NDA.requirementText, 'Отмена');

    expect(urlsCalled()).toEqual([`GET /documents/${TEST_DOCUMENT_ID}/versions/2/download-requirements`]);
    expect(urls.saved).toEqual([]);
  });

  it('refuses before fetching anything when a document is undownloadable', async () => {
    serve();
    await start({ documents: [plan, otherDocument('b2000000-0000-4000-8000-000000000009', 'setup.exe')] });
    expect(await dialogText()).toContain('У вас нет прав на скачивание этого документа.');
    expect(calls()).toEqual([]);
  });

  it('alerts when every selected document is a dummy', async () => {
    serve();
    await start({ documents: [dummy('d1', 'Пусто.pdf')] });
    expect(await dialogText()).toContain('Все выбранные документы — пустые заглушки');
    expect(calls()).toEqual([]);
  });
});
