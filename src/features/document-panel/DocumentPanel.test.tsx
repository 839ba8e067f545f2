// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import {
  TEST_DIRECTORY_ID,
  TEST_DOCUMENT_ID,
  testComment,
  testDocument,
  testNote,
  testVersion,
} from '../../shared/documents/documents.test-data';
import { HttpStatusError } from '../../shared/errors/app-error';
import { formatDateTime } from '../../shared/format/format-date';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { panelReady, renderPanel, servePanel } from './document-panel.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const DOCUMENT_PATH = `/directories/${TEST_DIRECTORY_ID}/documents/${TEST_DOCUMENT_ID}`;

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentPanel');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

function cardField(field: string): string {
  const card = screen.getByRole('table', { name: 'Сведения о документе' });
  const row = card.querySelector(`[data-field="${field}"]`);
  if (!row) throw new Error(`no ${field} row`);
  return within(row as HTMLElement).getByRole('cell').textContent;
}

function buttonNames(): string[] {
  const group = screen.getByRole('group', { name: 'Действия с документом' });
  return [...within(group).queryAllByRole('button'), ...within(group).queryAllByRole('link')].map(
    (element) => element.textContent,
  );
}

describe('the version card', () => {
  it('shows name, author, size, version count, dates and agreement status', async () => {
    servePanel();
    renderPanel();
    await screen.findByText('Смирнова Анна Викторовна');
    const document = testDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'АР-01 План 1 этажа.pdf' })).toBeDefined();
    expect(cardField('name')).toBe('АР-01 План 1 этажа.pdf');
    expect(cardField('author')).toBe('Смирнова Анна Викторовна');
    expect(cardField('size')).toBe('4,5 МБ');
    expect(cardField('createdAt')).toBe(formatDateTime(document.createdAt, 'ru'));
    expect(cardField('updatedAt')).toBe(formatDateTime(document.updatedAt, 'ru'));
    expect(cardField('status')).toBe('В производстве');
    const versions = screen.getByRole('link', { name: '3 версии' });
    expect(versions.getAttribute('href')).toBe(`${DOCUMENT_PATH}/versions`);
    // A PDF is no browser image: its type icon, no preview (the icon opens the document viewer).
    expect(document.version.document.extension).toBe('.pdf');
    expect(screen.queryByRole('button', { name: /^Открыть просмотр/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Просмотреть «АР-01 План 1 этажа.pdf»' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Открыть архив/ })).toBeNull();
  });

  it('hides the status row for no status (-1) and names the adopted status', async () => {
    servePanel({ document: testDocument({ status: -1 }) });
    renderPanel();
    await panelReady();
    expect(
      screen.getByRole('table', { name: 'Сведения о документе' }).querySelector('[data-field="status"]'),
    ).toBeNull();
    expect(screen.queryByText('Статус согласования')).toBeNull();

    cleanup();
    servePanel({ document: testDocument({ status: 3 }) });
    renderPanel();
    await panelReady();
    expect(cardField('status')).toBe('Принят');
  });

  it('says that a current version of 0 bytes is a dummy', async () => {
    servePanel({ document: testDocument({ version: testVersion(2, {}, { size: 0 }) }) });
    renderPanel();
    await panelReady();
    expect(cardField('size')).toBe('0 Б');
    expect(screen.getByText('Пустой файл (0 Б): это фиктивная версия, в ней нет содержимого.')).toBeDefined();

    cleanup();
    servePanel();
    renderPanel();
    await panelReady();
    expect(screen.queryByText(/фиктивная версия/)).toBeNull();
  });

  it('counts one version in the singular', async () => {
    servePanel({ document: testDocument({ versions: [] }) });
    renderPanel();
    await panelReady();
    expect(screen.getByRole('link', { name: '1 версия' })).toBeDefined();
  });

  it('offers the preview of an image version', async () => {
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:thumbnail';
    URL.revokeObjectURL = () => undefined;
    servePanel({
      document: testDocument({
        name: 'Фасад.png',
        version: testVersion(2, {}, { fullName: 'Фасад.png', extension: '.png', type: 'image/png' }),
      }),
    });
    renderPanel();
    const preview = await screen.findByRole('button', { name: 'Открыть просмотр «Фасад.png»' });
    await waitFor(() => {
      expect(preview.querySelector('img')?.getAttribute('src')).toBe('blob:thumbnail');
    });
  });

  it('opens an archive from its icon in the archive browser, at its head version', async () => {
    servePanel({
      document: testDocument({
        name: 'Изыскания.zip',
        version: testVersion(2, {}, { fullName: 'Изыскания.zip', extension: '.zip', type: 'application/zip' }),
      }),
    });
    renderPanel({ roles: ['user'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть архив «Изыскания.zip»' }));
    expect(await screen.findByText(`Архив ${TEST_DOCUMENT_ID}, версия 2`)).toBeDefined();
    expect(calls().map((call) => call.url)).toContain(
      `/documents/${TEST_DOCUMENT_ID}/versions/2/download-requirements`,
    );
  });

  it('opens a PDF from its icon in the document viewer, at its head version', async () => {
    servePanel();
    renderPanel({ roles: ['user'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть «АР-01 План 1 этажа.pdf»' }));
    expect(await screen.findByText(`Документ ${TEST_DOCUMENT_ID}, версия 2`)).toBeDefined();
    expect(calls().map((call) => call.url)).toContain(
      `/documents/${TEST_DOCUMENT_ID}/versions/2/download-requirements`,
    );
  });

  it('opens a drawing from its icon in the document viewer, at its head version', async () => {
    servePanel({
      document: testDocument({
        name: 'АР-05 Разрез 1-1.dwg',
        version: testVersion(2, {}, { fullName: 'АР-05 Разрез 1-1.dwg', extension: '.dwg', type: 'image/vnd.dwg' }),
      }),
    });
    renderPanel({ roles: ['user'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть «АР-05 Разрез 1-1.dwg»' }));
    expect(await screen.findByText(`Документ ${TEST_DOCUMENT_ID}, версия 2`)).toBeDefined();
  });

  it('shows the load error in place of the panel', async () => {
    servePanel({
      load: () => {
        throw new HttpStatusError(404, { type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 });
      },
    });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Элемент не найден или был удалён.');
  });
});

describe('the remarks', () => {
  const remarks = [
    testNote('n1', 'Не указаны отметки чистого пола', {
      comments: [testComment('c1', 'Отметки добавлены\nв версии 3')],
    }),
    testNote('n2', 'Проверить привязку колонн', { isDone: true }),
  ];

  it('lists each remark with its tick box, author, date and comments', async () => {
    servePanel({ document: testDocument({ comments: remarks }) });
    renderPanel();
    await screen.findAllByText(/Смирнова Анна Викторовна/);
    const list = screen.getByRole('list', { name: 'Замечания' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    const open = within(first).getByRole('checkbox', { name: 'Не указаны отметки чистого пола' });
    expect((open as HTMLInputElement).checked).toBe(false);
    expect(within(second).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(
      within(first).getByText(`Иванов Сергей Петрович, ${formatDateTime(remarks[0]?.createdAt ?? '', 'ru')}`),
    ).toBeDefined();
    const comments = within(first).getByRole('list', {
      name: 'Комментарии к замечанию «Не указаны отметки чистого пола»',
    });
    expect(within(comments).getByText(/Отметки добавлены/).textContent).toBe('Отметки добавлены\nв версии 3');
    expect(within(comments).getByText(/^Смирнова Анна Викторовна, /)).toBeDefined();
    expect(within(first).getByRole('textbox', { name: 'Комментарий к замечанию «Не указаны отметки чистого пола»' }));
  });

  it('says when there are none', async () => {
    servePanel();
    renderPanel();
    expect(await screen.findByText('Замечаний нет')).toBeDefined();
  });

  it('only shows the state of the remarks without DocumentFlow in the document’s directory', async () => {
    const { DocumentFlowAgreement, UpdateFiles, DeleteFiles } = PermissionOperation;
    servePanel({
      document: testDocument({ comments: remarks }),
      permissions: [DocumentFlowAgreement, UpdateFiles, DeleteFiles],
    });
    renderPanel();
    await panelReady();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Отправить комментарий/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить замечание' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Согласовать' })).toBeDefined();
  });

  it.each([
    ['agreed', { agreed: true }],
    ['disabled', { disabled: true }],
  ])('only shows the state of the remarks of a %s document', async (_state, fields) => {
    servePanel({ document: testDocument({ comments: remarks, ...fields }) });
    renderPanel();
    await panelReady();
    for (const box of screen.getAllByRole('checkbox')) expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Отправить комментарий/ })).toBeNull();
  });
});

describe('what the panel offers', () => {
  async function offered(
    roles: Role[],
    fields: Parameters<typeof testDocument>[0] = {},
    permissions?: PermissionOperation[],
  ) {
    cleanup();
    vi.mocked(httpClient).mockReset();
    servePanel({ document: testDocument(fields), permissions });
    renderPanel({ roles });
    await panelReady();
    return buttonNames();
  }

  it('offers every action but revoke on a normal document to staff', async () => {
    expect(await offered(['staff'])).toEqual(['Добавить замечание', 'Согласовать', 'Скачать', 'Удалить', 'Версии']);
  });

  it('lets administrators and developers download too, but not ordinary roles', async () => {
    expect(await offered(['administrator'])).toContain('Скачать');
    expect(await offered(['developer'])).toContain('Скачать');
    for (const role of ['user', 'external-user', 'general-contractor'] as Role[]) {
      expect(await offered([role])).toEqual(['Добавить замечание', 'Согласовать', 'Удалить', 'Версии']);
    }
  });

  it('does not download an undownloadable extension', async () => {
    const exe = testVersion(2, {}, { fullName: 'setup.exe', extension: '.exe' });
    expect(await offered(['staff'], { version: exe })).not.toContain('Скачать');
  });

  it('offers revoke, download and versions only on an agreed document', async () => {
    expect(await offered(['staff'], { agreed: true })).toEqual(['Отменить согласование', 'Скачать', 'Версии']);
    expect(await offered(['user'], { agreed: true })).toEqual(['Отменить согласование', 'Версии']);
  });

  it('offers neither agree nor revoke, remarks or delete on a blocked document', async () => {
    expect(await offered(['staff'], { disabled: true })).toEqual(['Скачать', 'Версии']);
    expect(await offered(['user'], { disabled: true, agreed: true })).toEqual(['Версии']);
  });

  it('offers remarks with DocumentFlow, agree and revoke with DocumentFlowAgreement, delete with DeleteFiles', async () => {
    const { DocumentFlow, DocumentFlowAgreement, DeleteFiles, CreateFiles, UpdateFiles } = PermissionOperation;
    expect(await offered(['staff'], {}, [])).toEqual(['Скачать', 'Версии']);
    expect(await offered(['user'], {}, [CreateFiles, UpdateFiles])).toEqual(['Версии']);
    expect(await offered(['staff'], {}, [DocumentFlow])).toEqual(['Добавить замечание', 'Скачать', 'Версии']);
    expect(await offered(['staff'], {}, [DocumentFlowAgreement])).toEqual(['Согласовать', 'Скачать', 'Версии']);
    expect(await offered(['staff'], { agreed: true }, [DocumentFlowAgreement])).toEqual([
      'Отменить согласование',
      'Скачать',
      'Версии',
    ]);
    expect(await offered(['staff'], { agreed: true }, [DocumentFlow, DeleteFiles])).toEqual(['Скачать', 'Версии']);
    expect(await offered(['user'], {}, [DeleteFiles])).toEqual(['Удалить', 'Версии']);
  });

  it('reads the rights of the document’s directory from its listing', async () => {
    servePanel();
    renderPanel();
    await panelReady();
    expect(calls().filter((call) => call.url === `/directories/${TEST_DIRECTORY_ID}/fetch`)).toHaveLength(1);
  });

  it('links the versions button and the tool menu to the versions and related screens', async () => {
    servePanel();
    renderPanel();
    await panelReady();
    expect(screen.getByRole('link', { name: 'Версии' }).getAttribute('href')).toBe(`${DOCUMENT_PATH}/versions`);
    await userEvent.click(screen.getByRole('button', { name: 'Инструменты документа' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Версии' }).getAttribute('href')).toBe(
      `${DOCUMENT_PATH}/versions`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Связанные документы' }).getAttribute('href')).toBe(
      `${DOCUMENT_PATH}/related`,
    );
  });
});
