// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, render, screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentOverview } from '../../../codegen/model/documentOverview';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { formatDateTime } from '../../shared/format/format-date';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DocumentOverviewPage } from './DocumentOverviewPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';
const version = {
  index: 0,
  masterIndex: -2147483648,
  isActive: true,
  downloadUri: `/v1/documents/${DOCUMENT}/versions/0/download`,
  documentId: DOCUMENT,
  createdAt: '2026-10-02T08:10:00Z',
  updatedAt: '2026-10-02T08:10:00Z',
  metadata: { tanglVersionId: null, jobId: null, uploadState: null },
  document: {
    name: 'АР-01 План 1 этажа',
    fullName: 'АР-01 План 1 этажа.pdf',
    size: 4390012,
    type: 'application/pdf',
    extension: '.pdf',
    authorId: 'c3000000-0000-4000-8000-000000000002',
  },
};
const overview = (index: number, relevant: boolean): DocumentOverview => ({
  id: DOCUMENT,
  name: 'АР-01 План 1 этажа',
  fullName: 'АР-01 План 1 этажа.pdf',
  version: { ...version, index },
  relevant,
  createdAt: relevant ? '2026-11-21T16:02:00Z' : '2026-10-02T08:10:00Z',
  versionIndex: index,
  parentId: 'a1000000-0000-4000-8000-000000000004',
  ancestorIds: ['a1000000-0000-4000-8000-000000000001'],
});

/** Answers the overview of the head (index 2) or of version 0, and records which index was asked. */
function serve(): string[] {
  const asked: string[] = [];
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const match = /^\/documents\/[^/]+\/versions\/(-?\d+)\/overview$/.exec(config.url ?? '');
    if (!match?.[1]) return Promise.reject(new Error(`unexpected ${config.url ?? ''}`));
    asked.push(match[1]);
    return Promise.resolve(match[1] === '0' ? overview(0, false) : overview(2, true));
  });
  return asked;
}

function show(path: string) {
  render(
    <TestProviders queryClient={createTestQueryClient()} path={path}>
      <Routes>
        <Route path="/documents/:documentId/versions/:versionIndex?/overview" element={<DocumentOverviewPage />} />
      </Routes>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentOverview');
});

afterEach(() => {
  cleanup();
  vi.mocked(httpClient).mockReset();
});

describe('DocumentOverviewPage', () => {
  it('shows an older version as not relevant, with its number and date', async () => {
    const asked = serve();
    show(`/documents/${DOCUMENT}/versions/0/overview`);
    expect(await screen.findByRole('heading', { name: 'АР-01 План 1 этажа.pdf' })).toBeDefined();
    expect(screen.getByText('Неактуальная версия')).toBeDefined();
    expect(screen.getByText(`Версия 1 от ${formatDateTime('2026-10-02T08:10:00Z', 'ru')}`)).toBeDefined();
    expect(asked).toEqual(['0']);
  });

  it('asks for the head version when the index is missing or not a number', async () => {
    const asked = serve();
    show(`/documents/${DOCUMENT}/versions/overview`);
    expect(await screen.findByText('Актуальная версия')).toBeDefined();
    expect(screen.getByText(`Версия 3 от ${formatDateTime('2026-11-21T16:02:00Z', 'ru')}`)).toBeDefined();
    cleanup();
    show(`/documents/${DOCUMENT}/versions/latest/overview`);
    expect(await screen.findByText('Актуальная версия')).toBeDefined();
    expect(asked).toEqual(['-1', '-1']);
  });

  it('shows a spinner while loading and the translated error when the document is gone', async () => {
    let fail: (error: unknown) => void = () => undefined;
    vi.mocked(httpClient).mockImplementation(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    show(`/documents/${DOCUMENT}/versions/0/overview`);
    expect(await screen.findByLabelText('Загружаем документ…')).toBeDefined();
    fail(new HttpStatusError(404, { type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByTestId('document-overview')).toBeNull();
  });
});
