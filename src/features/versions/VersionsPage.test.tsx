// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { httpClient } from '../../api/http-client';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { renderVersions, serveVersions } from './versions.test-fixtures';
import { DIRECTORY_ID, DOCUMENT_ID, testDocument, testVersion } from './versions.test-data';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

async function rows() {
  const list = await screen.findByRole('list', { name: 'Версии' });
  return within(list).getAllByRole('listitem');
}

function rowOf(items: HTMLElement[], label: string): HTMLElement {
  const row = items.find((item) => within(item).queryByRole('link', { name: label }));
  if (!row) throw new Error(`no row ${label}`);
  return row;
}

describe('the versions list', () => {
  it('lists the draft, the head and the older versions newest first with their badges', async () => {
    serveVersions({
      document: () => testDocument({ draft: testVersion(-2, { masterIndex: 2 }) }),
      editingUsers: () => [{ displayName: 'Иванов И. И.' }, { displayName: 'Петров П. П.' }],
    });
    renderVersions();
    const items = await rows();
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Черновик',
      'Версия 3',
      'Версия 2',
      'Версия 1',
    ]);
    expect(within(rowOf(items, 'Версия 3')).getByText('Текущая')).toBeDefined();
    expect(within(rowOf(items, 'Версия 1')).getByText('Неактивна')).toBeDefined();
    expect(within(rowOf(items, 'Версия 2')).queryByText('Текущая')).toBeNull();
    expect(within(rowOf(items, 'Версия 2')).queryByText('Неактивна')).toBeNull();
    expect(within(rowOf(items, 'Версия 3')).getByText('АР-01 План 1 этажа.pdf')).toBeDefined();
    expect(within(rowOf(items, 'Черновик')).getByRole('img', { name: 'Черновик редактируется' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe(
      `/directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}`,
    );
  });

  it('links each published version, not the draft, to its overview in a new tab', async () => {
    serveVersions({ document: () => testDocument({ draft: testVersion(-2, { masterIndex: 2 }) }) });
    renderVersions();
    const items = await rows();
    const overview = within(rowOf(items, 'Версия 2')).getByRole('link', {
      name: 'Обзор версии «Версия 2»: актуальна ли она (в новой вкладке)',
    });
    expect(overview.getAttribute('href')).toBe(`/documents/${DOCUMENT_ID}/versions/1/overview`);
    expect(overview.getAttribute('target')).toBe('_blank');
    expect(within(rowOf(items, 'Черновик')).queryByRole('link', { name: /Обзор версии/ })).toBeNull();
  });

  it('views a version by its own file: an archive in the archive browser, a PDF in the document viewer, not drafts or dummies', async () => {
    const zip = { fullName: 'Изыскания.zip', extension: '.zip', type: 'application/zip' };
    serveVersions({
      document: () =>
        testDocument({
          versions: [testVersion(1, {}, zip), testVersion(0, {}, { ...zip, size: 0 })],
          draft: testVersion(-2, { masterIndex: 2 }, zip),
        }),
    });
    renderVersions();
    const items = await rows();
    expect(
      screen.getAllByRole('button', { name: /^Просмотреть/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Просмотреть «Версия 3»', 'Просмотреть «Версия 2»']);
    await userEvent.click(within(rowOf(items, 'Версия 2')).getByRole('button', { name: 'Просмотреть «Версия 2»' }));
    expect((await screen.findByTestId('viewer')).textContent).toBe(
      `/directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}/versions/1/archive`,
    );
  });

  it('views a PDF version in the document viewer, at its own index', async () => {
    serveVersions();
    renderVersions();
    const items = await rows();
    await userEvent.click(within(rowOf(items, 'Версия 3')).getByRole('button', { name: 'Просмотреть «Версия 3»' }));
    expect((await screen.findByTestId('viewer')).textContent).toBe(`/documents/${DOCUMENT_ID}/versions/2/office`);
  });

  it('shows the sync state of model versions with a label', async () => {
    serveVersions({
      document: () =>
        testDocument({
          version: testVersion(2, { metadata: { tanglVersionId: 'm2', jobId: null, uploadState: 'Merged' } }),
          versions: [testVersion(1, { metadata: { tanglVersionId: null, jobId: null, uploadState: 'Error' } })],
        }),
    });
    renderVersions();
    const items = await rows();
    expect(within(rowOf(items, 'Версия 3')).getByRole('img', { name: 'Модель синхронизирована' })).toBeDefined();
    expect(within(rowOf(items, 'Версия 2')).getByRole('img', { name: 'Ошибка синхронизации модели' })).toBeDefined();
  });

  it('highlights the head version by default', async () => {
    serveVersions();
    renderVersions();
    const items = await rows();
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([rowOf(items, 'Версия 3')]);
    expect(screen.queryByText('Версия документа не найдена или была удалена.')).toBeNull();
  });

  it('highlights the version of the route', async () => {
    serveVersions();
    renderVersions('0');
    const items = await rows();
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([rowOf(items, 'Версия 1')]);
  });

  it('says the version was not found when the route index matches no row', async () => {
    serveVersions();
    renderVersions('5');
    expect((await screen.findByRole('alert')).textContent).toBe('Версия документа не найдена или была удалена.');
    const items = await rows();
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([]);
  });
});

describe('what the document allows', () => {
  it('offers upload and row actions for a normal document', async () => {
    serveVersions();
    renderVersions();
    await rows();
    expect(screen.getByRole('button', { name: 'Загрузить версию' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Действия с версией «Версия 2»' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Действия с версией «Версия 1»' })).toBeDefined();
    // The head has nothing to offer.
    expect(screen.queryByRole('button', { name: 'Действия с версией «Версия 3»' })).toBeNull();
  });

  it('hides the upload and every action of an agreed document', async () => {
    serveVersions({ document: () => testDocument({ agreed: true, draft: testVersion(-2) }) });
    renderVersions();
    await rows();
    expect(screen.queryByRole('button', { name: 'Загрузить версию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Действия с версией/ })).toBeNull();
  });

  it('hides the upload and every action of a disabled document', async () => {
    serveVersions({ document: () => testDocument({ disabled: true }) });
    renderVersions();
    await rows();
    expect(screen.queryByRole('button', { name: 'Загрузить версию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Действия с версией/ })).toBeNull();
  });

  it('hides the upload and every action without UpdateFiles in the document’s directory', async () => {
    const { CreateFiles, DeleteFiles, DocumentFlow, DocumentFlowAgreement } = PermissionOperation;
    serveVersions({
      document: () => testDocument({ draft: testVersion(-2) }),
      permissions: [CreateFiles, DeleteFiles, DocumentFlow, DocumentFlowAgreement],
    });
    renderVersions();
    await rows();
    expect(screen.queryByRole('button', { name: 'Загрузить версию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Действия с версией/ })).toBeNull();
  });

  it('offers no reactivation for an inactive dummy version of size 0', async () => {
    const dummy = testVersion(0, { isActive: false, document: { ...testVersion(0).document, size: 0 } });
    serveVersions({ document: () => testDocument({ versions: [testVersion(1), dummy] }) });
    renderVersions();
    const items = await rows();
    expect(within(rowOf(items, 'Версия 1')).getByText('Неактивна')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Действия с версией «Версия 1»' })).toBeNull();
  });
});
