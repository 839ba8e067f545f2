// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { documentLoads, renderVersions, serveVersions } from './versions.test-fixtures';
import { calls } from '../../shared/testing/recorded-calls';
import { DOCUMENT_ID, testDocument, testVersion } from './versions.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const documentAgreed = new HttpStatusError(409, {
  type: 'urn:cde:problem:DocumentAgreed',
  title: 'DocumentAgreed',
  status: 409,
});

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

function posts() {
  return calls().filter((call) => call.method === 'POST');
}

async function chooseAction(row: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Действия с версией «${row}»` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('version actions', () => {
  it('makes a version head after the confirmation and reloads the document', async () => {
    serveVersions();
    renderVersions();
    const dialog = await chooseAction('Версия 2', 'Сделать текущей');
    expect(within(dialog).getByText('Сделать «Версия 2» текущей версией документа?')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сделать текущей' }));

    await waitFor(() => {
      expect(posts().map((call) => call.url)).toEqual([`/documents/${DOCUMENT_ID}/versions/1/head`]);
    });
    await waitFor(() => {
      expect(documentLoads()).toBe(2);
    });
  });

  it('posts nothing when not confirmed', async () => {
    serveVersions();
    renderVersions();
    const dialog = await chooseAction('Версия 2', 'Деактивировать');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(posts()).toEqual([]);
  });

  it('reactivates an inactive version and publishes the draft', async () => {
    serveVersions({ document: () => testDocument({ draft: testVersion(-2) }) });
    renderVersions();
    await userEvent.click(
      within(await chooseAction('Версия 1', 'Восстановить')).getByRole('button', { name: 'Восстановить' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const publish = await chooseAction('Черновик', 'Опубликовать черновик');
    await userEvent.click(within(publish).getByRole('button', { name: 'Опубликовать черновик' }));
    await waitFor(() => {
      expect(posts().map((call) => call.url)).toEqual([
        `/documents/${DOCUMENT_ID}/versions/0/restore`,
        `/documents/${DOCUMENT_ID}/versions/draft/publish`,
      ]);
    });
  });

  it('shows a refusal in the Error dialog', async () => {
    serveVersions({
      action: () => {
        throw documentAgreed;
      },
    });
    renderVersions();
    await userEvent.click(
      within(await chooseAction('Версия 2', 'Деактивировать')).getByRole('button', { name: 'Деактивировать' }),
    );
    expect(await screen.findByText('Документ согласован и не может быть изменён.')).toBeDefined();
  });
});

describe('editing the draft', () => {
  const docxDraft = () =>
    testDocument({ draft: testVersion(-2, {}, { fullName: 'АР-01 План 1 этажа.docx', extension: '.docx' }) });

  function withEditor(extensions = ['.docx']) {
    const session = testSession(['user']);
    return { ...session, configuration: { ...session.configuration, officeEditor: { extensions } } };
  }

  it('opens the draft in the office editor', async () => {
    serveVersions({ document: docxDraft });
    renderVersions(undefined, withEditor());
    await userEvent.click(await screen.findByRole('button', { name: 'Действия с версией «Черновик»' }));
    const edit = await screen.findByRole('menuitem', { name: 'Редактировать' });
    expect(edit.getAttribute('href')).toBe(`/documents/${DOCUMENT_ID}/versions/-2/office`);
    await userEvent.click(edit);
    expect((await screen.findByTestId('viewer')).textContent).toBe(`/documents/${DOCUMENT_ID}/versions/-2/office`);
    expect(posts()).toEqual([]);
  });

  it('is not offered without an editor for the draft`s format, nor without the right to change the document', async () => {
    serveVersions({ document: docxDraft });
    renderVersions(undefined, withEditor(['.xlsx']));
    await userEvent.click(await screen.findByRole('button', { name: 'Действия с версией «Черновик»' }));
    expect(await screen.findByRole('menuitem', { name: 'Опубликовать черновик' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Редактировать' })).toBeNull();
    cleanup();

    serveVersions({ document: docxDraft, permissions: ['ReadDocument'] });
    renderVersions(undefined, withEditor());
    await screen.findByRole('list', { name: 'Версии' });
    expect(screen.queryByRole('button', { name: 'Действия с версией «Черновик»' })).toBeNull();
  });
});

describe('version upload', () => {
  function chooseFiles(...files: File[]) {
    fireEvent.change(screen.getByTestId('version-file-input'), { target: { files } });
  }

  it('sends the first chosen file with its progress, then reloads the list', async () => {
    let progress: ((event: AxiosProgressEvent) => void) | undefined;
    let finish: (() => void) | undefined;
    let uploaded: AxiosRequestConfig | undefined;
    serveVersions({
      upload: (config) => {
        uploaded = config;
        progress = config.onUploadProgress;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    renderVersions();
    await screen.findByRole('list', { name: 'Версии' });
    const plan = new File(['%PDF'], 'План v4.pdf', { type: 'application/pdf' });
    chooseFiles(plan, new File(['x'], 'second.pdf'));

    const row = await screen.findByRole('listitem', { name: 'Загрузка версии' });
    expect(within(row).getByText('План v4.pdf')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Загрузить версию' }).hasAttribute('disabled')).toBe(true);
    act(() => {
      progress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
    });
    await waitFor(() => {
      expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    });
    expect(within(row).getByText('Загружено 50 %')).toBeDefined();

    const body: unknown = uploaded?.data;
    expect(body).toBeInstanceOf(FormData);
    expect(uploaded?.url).toBe(`/documents/${DOCUMENT_ID}/versions`);
    expect((body as FormData).get('documentId')).toBe(DOCUMENT_ID);
    expect(((body as FormData).get('file') as File).name).toBe('План v4.pdf');

    act(() => {
      finish?.();
    });
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Загрузка версии' })).toBeNull();
    });
    expect(documentLoads()).toBe(2);
    expect(screen.getByRole('button', { name: 'Загрузить версию' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows an upload error on the row', async () => {
    serveVersions({
      upload: () => {
        throw documentAgreed;
      },
    });
    renderVersions();
    await screen.findByRole('list', { name: 'Версии' });
    chooseFiles(new File(['%PDF'], 'План v4.pdf'));

    const row = await screen.findByRole('listitem', { name: 'Загрузка версии' });
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Ошибка при загрузке: Документ согласован и не может быть изменён.',
    );
    expect(screen.getByRole('button', { name: 'Загрузить версию' }).hasAttribute('disabled')).toBe(false);
  });
});
