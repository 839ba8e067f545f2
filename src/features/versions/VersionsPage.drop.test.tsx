// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { testFile } from '../../shared/uploads/uploads.test-fixtures';
import { offerVersionFiles, takeVersionFiles } from '../../shared/uploads/version-drop-handoff';
import { documentLoads, renderVersions, serveVersions } from './versions.test-fixtures';
import { DOCUMENT_ID, testDocument } from './versions.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const OTHER_DOCUMENT_ID = 'b2000000-0000-4000-8000-000000000002';
const planV4 = testFile('АР-01 План v4.pdf', '%PDF v4');

const versionUploads = () =>
  calls().filter((call) => call.method === 'POST' && call.url === `/documents/${DOCUMENT_ID}/versions`);

/** Serves the screen with an upload that finishes when the test says so. */
function serveWithUpload() {
  let finish: () => void = () => undefined;
  let uploaded: AxiosRequestConfig | undefined;
  serveVersions({
    upload: (config) => {
      uploaded = config;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    },
  });
  return {
    finish: () => {
      finish();
    },
    uploaded: () => uploaded,
  };
}

/** The list has loaded and had its chance to take an offered file. */
async function listShown() {
  await screen.findByRole('list', { name: 'Версии' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
  takeVersionFiles(DOCUMENT_ID);
  takeVersionFiles(OTHER_DOCUMENT_ID);
});

describe('a file dropped on the document panel', () => {
  it('is uploaded as a new version as soon as the versions screen opens', async () => {
    const upload = serveWithUpload();
    offerVersionFiles(DOCUMENT_ID, [planV4, testFile('второй.pdf')]);

    renderVersions();

    const row = await screen.findByRole('listitem', { name: 'Загрузка версии' });
    expect(within(row).getByText('АР-01 План v4.pdf')).toBeDefined();
    expect(versionUploads()).toHaveLength(1);
    const body: unknown = upload.uploaded()?.data;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('documentId')).toBe(DOCUMENT_ID);
    expect(((body as FormData).get('file') as File).name).toBe('АР-01 План v4.pdf');
    // Taken: a second visit uploads nothing.
    expect(takeVersionFiles(DOCUMENT_ID)).toBeNull();

    act(() => {
      upload.finish();
    });
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Загрузка версии' })).toBeNull();
    });
    expect(documentLoads()).toBe(2);
    expect(versionUploads()).toHaveLength(1);
  });

  it('uploads nothing when no file was offered', async () => {
    serveWithUpload();
    renderVersions();
    await listShown();
    expect(versionUploads()).toEqual([]);
    expect(screen.queryByRole('listitem', { name: 'Загрузка версии' })).toBeNull();
  });

  it('uploads nothing that was offered for another document', async () => {
    serveWithUpload();
    offerVersionFiles(OTHER_DOCUMENT_ID, [planV4]);
    renderVersions();
    await listShown();
    expect(versionUploads()).toEqual([]);
  });

  it('uploads nothing offered more than 1000 ms before the screen opened', async () => {
    serveWithUpload();
    vi.useFakeTimers();
    try {
      offerVersionFiles(DOCUMENT_ID, [planV4]);
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    renderVersions();
    await listShown();
    expect(versionUploads()).toEqual([]);
  });

  it('uploads nothing into an agreed document', async () => {
    serveVersions({ document: () => testDocument({ agreed: true }), upload: () => undefined });
    offerVersionFiles(DOCUMENT_ID, [planV4]);
    renderVersions();
    await listShown();
    expect(versionUploads()).toEqual([]);
    expect(screen.queryByRole('listitem', { name: 'Загрузка версии' })).toBeNull();
  });
});
