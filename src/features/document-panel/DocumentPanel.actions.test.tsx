// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http-client';
import {
  TEST_DIRECTORY_ID,
  TEST_DOCUMENT_ID,
  testDocument,
  testNote,
} from '../../shared/documents/documents.test-data';
import { stubObjectUrls } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { calls } from '../../shared/testing/recorded-calls';
import { changes, documentLoads, panelReady, renderPanel, servePanel } from './document-panel.test-fixtures';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const BASE = `/documents/${TEST_DOCUMENT_ID}`;
const open = testNote('n1', 'Не указаны отметки чистого пола');
const done = testNote('n2', 'Проверить привязку колонн', { isDone: true });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentPanel');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function rowInputs(dialog: HTMLElement): HTMLInputElement[] {
  return within(dialog).getAllByRole<HTMLInputElement>('textbox', { name: /^Замечание \d+$/ });
}

async function openRemarkModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Добавить замечание' }));
  return screen.findByRole('dialog', { name: 'Добавить замечания' });
}

async function confirmDialog(text: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeDefined();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => {
    expect(screen.queryByText(text)).toBeNull();
  });
  return dialog;
}

describe('the remark modal (DocumentNoteModel)', () => {
  it('starts with one row that can only add a row', async () => {
    servePanel();
    renderPanel();
    const dialog = await openRemarkModal();
    expect(rowInputs(dialog)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Добавить строку' })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: /^Удалить строку/ })).toBeNull();
    // Nothing to add yet.
    expect(within(dialog).getByRole('button', { name: 'Добавить' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts the add button on the last row and delete on the others; one row always stays', async () => {
    servePanel();
    renderPanel();
    const dialog = await openRemarkModal();
    await userEvent.type(rowInputs(dialog)[0] as HTMLInputElement, 'первое');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить строку' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить строку' }));
    expect(rowInputs(dialog)).toHaveLength(3);
    // The added row takes the focus.
    expect(document.activeElement).toBe(rowInputs(dialog)[2]);
    expect(within(dialog).getAllByRole('button', { name: 'Добавить строку' })).toHaveLength(1);
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Удалить строку/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Удалить строку 1', 'Удалить строку 2']);

    await userEvent.type(rowInputs(dialog)[1] as HTMLInputElement, 'второе');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить строку 1' }));
    expect(rowInputs(dialog).map((input) => input.value)).toEqual(['второе', '']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить строку 1' }));
    expect(rowInputs(dialog).map((input) => input.value)).toEqual(['']);
    expect(within(dialog).queryByRole('button', { name: /^Удалить строку/ })).toBeNull();
  });

  it('adds the trimmed, non-empty texts, closes and shows the new remarks', async () => {
    servePanel();
    renderPanel();
    const dialog = await openRemarkModal();
    await userEvent.type(rowInputs(dialog)[0] as HTMLInputElement, '  Добавить размеры проёмов  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить строку' }));
    await userEvent.type(rowInputs(dialog)[1] as HTMLInputElement, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить строку' }));
    await userEvent.type(rowInputs(dialog)[2] as HTMLInputElement, 'Проверить оси');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(changes()).toEqual([
      { method: 'POST', url: `${BASE}/notes`, data: { comments: ['Добавить размеры проёмов', 'Проверить оси'] } },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Добавить размеры проёмов' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Проверить оси' })).toBeDefined();
    // The document is reloaded too, as the listing of its directory would be.
    await waitFor(() => {
      expect(documentLoads()).toBe(2);
    });
  });

  it('shows a refusal inside the modal and keeps the texts', async () => {
    servePanel({
      change: () => {
        throw new HttpStatusError(409, {
          type: 'urn:cde:problem:DocumentAgreed',
          title: 'DocumentAgreed',
          status: 409,
        });
      },
    });
    renderPanel();
    const dialog = await openRemarkModal();
    await userEvent.type(rowInputs(dialog)[0] as HTMLInputElement, 'Замечание');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Документ согласован и не может быть изменён.');
    expect(rowInputs(dialog)[0]?.value).toBe('Замечание');
  });
});

describe('remarks and comments', () => {
  it('toggles a remark with its tick box', async () => {
    servePanel({ document: testDocument({ comments: [open] }) });
    renderPanel();
    const box = await screen.findByRole('checkbox', { name: open.text });
    await userEvent.click(box);
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: open.text }).checked).toBe(true);
    });
    expect(changes()).toEqual([{ method: 'POST', url: `${BASE}/notes/n1/toggle`, data: undefined }]);
  });

  it('sends a comment on Enter, keeps Shift+Enter as a new line and clears the box', async () => {
    servePanel({ document: testDocument({ comments: [open] }) });
    renderPanel();
    const box = await screen.findByRole('textbox', { name: `Комментарий к замечанию «${open.text}»` });
    await userEvent.type(box, '  Отметки добавлены{Shift>}{Enter}{/Shift}в версии 3');
    expect(changes()).toEqual([]);
    await userEvent.type(box, '{Enter}');

    await waitFor(() => {
      expect(changes()).toEqual([
        { method: 'POST', url: `${BASE}/notes/n1/comments`, data: { comment: 'Отметки добавлены\nв версии 3' } },
      ]);
    });
    await waitFor(() => {
      expect((box as HTMLTextAreaElement).value).toBe('');
    });
    const comments = screen.getByRole('list', { name: `Комментарии к замечанию «${open.text}»` });
    expect(within(comments).getByText(/Отметки добавлены/).textContent).toBe('Отметки добавлены\nв версии 3');
  });

  it('ignores a comment that is empty after trimming, by Enter or by the button', async () => {
    servePanel({ document: testDocument({ comments: [open] }) });
    renderPanel();
    const box = await screen.findByRole('textbox', { name: `Комментарий к замечанию «${open.text}»` });
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: `Отправить комментарий к замечанию «${open.text}»` }));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes()).toEqual([]);
  });

  it('does not send on Ctrl+Enter', async () => {
    servePanel({ document: testDocument({ comments: [open] }) });
    renderPanel();
    const box = await screen.findByRole('textbox', { name: `Комментарий к замечанию «${open.text}»` });
    await userEvent.type(box, 'Текст');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(changes()).toEqual([]);
  });
});

describe('agree and revoke', () => {
  it('warns that not all remarks are fixed while one is open, then agrees', async () => {
    servePanel({ document: testDocument({ comments: [open, done] }) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Согласовать' }));
    const dialog = await confirmDialog(
      'Не все замечания устранены. Вы уверены, что хотите согласовать документ?',
      'Согласовать',
    );
    expect(dialog).toBeDefined();
    await waitFor(() => {
      expect(changes()).toEqual([{ method: 'POST', url: `${BASE}/agree`, data: undefined }]);
    });
    // The answer is the agreed document: now only revoke is offered, and remarks are locked.
    expect(await screen.findByRole('button', { name: 'Отменить согласование' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Согласовать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить замечание' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Документ согласован' })).toBeDefined();
  });

  it('asks plainly when every remark is done, and does nothing when cancelled', async () => {
    servePanel({ document: testDocument({ comments: [done] }) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Согласовать' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Согласовать документ?')).toBeDefined();
    expect(within(dialog).queryByText(/Не все замечания устранены/)).toBeNull();
    expect(within(dialog).getByRole('listitem').textContent).toBe('АР-01 План 1 этажа.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(changes()).toEqual([]);
  });

  it('shows the server refusal of an agreement', async () => {
    servePanel({
      document: testDocument({ comments: [open] }),
      change: () => {
        throw new HttpStatusError(409, {
          type: 'urn:cde:problem:DocumentCommentsNotСommented',
          title: 'DocumentCommentsNotСommented',
          status: 409,
        });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Согласовать' }));
    await confirmDialog('Не все замечания устранены. Вы уверены, что хотите согласовать документ?', 'Согласовать');
    expect(await screen.findByText(/^Не все замечания устранены: прокомментируйте/)).toBeDefined();
  });

  it('revokes an agreement after confirmation', async () => {
    servePanel({ document: testDocument({ agreed: true, status: 3 }) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить согласование' }));
    await confirmDialog('Отменить согласование документа?', 'Отменить согласование');
    await waitFor(() => {
      expect(changes()).toEqual([{ method: 'POST', url: `${BASE}/disagree`, data: undefined }]);
    });
    expect(await screen.findByRole('button', { name: 'Согласовать' })).toBeDefined();
  });
});

describe('delete', () => {
  it('asks whether to delete the document, deletes it and goes to its directory', async () => {
    servePanel();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить документ?')).toBeDefined();
    expect(within(dialog).getByRole('listitem').textContent).toBe('АР-01 План 1 этажа.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText(`Каталог ${TEST_DIRECTORY_ID}`)).toBeDefined();
    expect(changes()).toEqual([{ method: 'DELETE', url: BASE, data: undefined }]);
    // The deleted document is not loaded again.
    expect(documentLoads()).toBe(1);
  });

  it('stays when not confirmed', async () => {
    servePanel();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await confirmDialog('Удалить документ?', 'Отмена');
    expect(changes()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'АР-01 План 1 этажа.pdf' })).toBeDefined();
  });
});

describe('download', () => {
  it('downloads the head version after the access check and the confirmation', async () => {
    const urls = stubObjectUrls();
    servePanel();
    renderPanel();
    await panelReady();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    await confirmDialog('Скачать документ?', 'Скачать');
    await waitFor(() => {
      expect(urls.saved).toEqual([{ href: 'blob:test-1', download: 'АР-01 План 1 этажа.pdf' }]);
    });
    expect(calls().map((call) => call.url)).toContain(`${BASE}/versions/2/download`);
  });
});
