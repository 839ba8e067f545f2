// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { httpClient } from '../../api/http-client';
import { otherDocument, testDocument } from '../documents/documents.test-data';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import {
  configsOfCalls,
  optionsOfCalls,
  renderWithSession,
  stubObjectUrls,
  type StubbedObjectUrls,
} from './downloads.test-fixtures';
import { openPreview } from './openPreview';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const PHOTO_ID = 'b2000000-0000-4000-8000-000000000007';
const photo = otherDocument(PHOTO_ID, 'Фото фасада.JPG');
const FILE = `/documents/${PHOTO_ID}/versions/0/download`;
const image = new Blob(['jpeg'], { type: 'image/jpeg' });

let urls: StubbedObjectUrls;

function serve(requirements: DownloadRequirements) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '' } = config;
    if (url.endsWith('/download-requirements')) return Promise.resolve(requirements);
    if (url.endsWith('/download')) return Promise.resolve(image);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function preview(document: Document) {
  renderWithSession(
    <button type="button" onClick={() => void openPreview(document)}>
      просмотр
    </button>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'просмотр' }));
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

describe('openPreview', () => {
  it('shows the image full screen, fetched for display as a blob, and closes on a click', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await preview(photo);

    const dialog = await screen.findByRole('dialog', { name: 'Фото фасада.JPG' });
    const img = within(dialog).getByRole('img', { name: 'Фото фасада.JPG' });
    expect(img.getAttribute('src')).toBe('blob:test-1');
    expect(urls.created).toEqual([image]);
    expect(configsOfCalls(FILE).map((config) => config.params as unknown)).toEqual([{ inline: true }]);
    // Asked as a view: an account without the download right may still see the image.
    expect(
      configsOfCalls(`/documents/${PHOTO_ID}/versions/0/download-requirements`).map(
        (config) => config.params as unknown,
      ),
    ).toEqual([{ purpose: 'view' }]);
    expect(optionsOfCalls(FILE)).toEqual([{ responseType: 'blob' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть просмотр «Фото фасада.JPG»' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(urls.revoked).toEqual(['blob:test-1']);
  });

  it('says the document may not be viewed when the server refuses', async () => {
    serve({ canDownload: false, requireAcceptance: [] });
    await preview(photo);
    expect(await screen.findByText('У вас нет прав на просмотр этого документа.')).toBeDefined();
    expect(calls().map((call) => call.url)).toEqual([`/documents/${PHOTO_ID}/versions/0/download-requirements`]);
  });

  it('does not preview a file that is not a browser image', async () => {
    serve({ canDownload: true, requireAcceptance: [] });
    await preview(testDocument());
    expect(await screen.findByText('У вас нет прав на просмотр этого документа.')).toBeDefined();
    expect(calls()).toEqual([]);
  });
});
