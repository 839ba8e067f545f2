// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import { httpClient } from '../../api/http-client';
import { otherDocument, testDocument, TEST_DOCUMENT_ID } from '../documents/documents.test-data';
import { renderWithSession } from '../downloads/downloads.test-fixtures';
import { HttpStatusError } from '../errors/app-error';
import { formatDateTime } from '../format/format-date';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import { testDirectory } from '../testing/test-directory';
import { useShareDialog, type ShareItems } from './useShareDialog';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const TEMPORARY: SharedLink = {
  uri: 'https://cde.sevkvartal.ru/v1/shared/Xq7mK2pLw9RtZ4vN8bYc3hJd',
  expiresAt: '2026-11-29T10:00:00Z',
};
const PERSISTENT: SharedLink = { uri: 'https://cde.sevkvartal.ru/v1/shared/Pm4Tn8Vb2Kx6Lq9Wr3Zs7Hc5', expiresAt: null };

const facade = otherDocument('b2000000-0000-4000-8000-000000000004', 'АР-02 Фасады.pdf');
const facades = testDirectory({ id: 'a1000000-0000-4000-8000-000000000008', name: 'Фасады' });
const SET: ShareItems = { documents: [testDocument(), facade], directories: [facades], name: 'Комплект АР' };

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

/** Answers the share calls: a persistent link when asked for one, the 7-day link otherwise. */
function serve(answer?: (config: AxiosRequestConfig) => Promise<unknown>) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    if (answer) return answer(config);
    const { url = '', method = 'GET' } = config;
    if (method === 'POST' && url === '/shared-documents') {
      return Promise.resolve((config.data as { persistent?: boolean }).persistent ? PERSISTENT : TEMPORARY);
    }
    if (method === 'POST' && url === '/shared-documents/multiple') return Promise.resolve(TEMPORARY);
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function forbidden() {
  return Promise.reject(
    new HttpStatusError(403, {
      type: 'urn:cde:problem:ForbiddenResourceFailed',
      title: 'ForbiddenResourceFailed',
      status: 403,
    }),
  );
}

function Harness() {
  const dialog = useShareDialog();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          dialog.shareDocument(testDocument());
        }}
      >
        поделиться документом
      </button>
      <button
        type="button"
        onClick={() => {
          dialog.shareItems(SET);
        }}
      >
        поделиться выбранным
      </button>
      {dialog.element}
    </>
  );
}

async function open(button: string) {
  renderWithSession(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useShareDialog: one document', () => {
  it('offers the persistent option, off, and creates a 7-day link only when asked', async () => {
    serve();
    const dialog = await open('поделиться документом');

    expect(within(dialog).getByText('Документ «АР-01 План 1 этажа.pdf»')).toBeDefined();
    const persistent = within(dialog).getByRole('checkbox', { name: /Постоянная ссылка/ });
    expect((persistent as HTMLInputElement).checked).toBe(false);
    expect(calls()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Ссылка для скачивания' });
    expect((field as HTMLInputElement).value).toBe(TEMPORARY.uri);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(calls()).toEqual([
      { method: 'POST', url: '/shared-documents', data: { documentId: TEST_DOCUMENT_ID, persistent: false } },
    ]);
    const until = formatDateTime('2026-11-29T10:00:00Z', 'ru');
    expect(within(dialog).getByText(`Ссылка действительна 7 дней, до ${until}.`)).toBeDefined();
  });

  it('creates a persistent link and says it does not expire', async () => {
    serve();
    const dialog = await open('поделиться документом');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Постоянная ссылка/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));

    expect(await within(dialog).findByText('Ссылка постоянная: срок её действия не ограничен.')).toBeDefined();
    expect(calls()).toEqual([
      { method: 'POST', url: '/shared-documents', data: { documentId: TEST_DOCUMENT_ID, persistent: true } },
    ]);
    expect(within(dialog).queryByText(/7 дней/)).toBeNull();
  });

  it('copies the link and the button says so', async () => {
    serve();
    const dialog = await open('поделиться документом');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Копировать' }));

    expect(await within(dialog).findByRole('button', { name: 'Скопировано' })).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(TEMPORARY.uri);
  });

  it('says so when the clipboard refuses', async () => {
    serve();
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    const dialog = await open('поделиться документом');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Копировать' }));

    expect(await within(dialog).findByText(/Не удалось скопировать ссылку/)).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Скопировано' })).toBeNull();
  });

  it('shows a refusal inside the dialog and keeps the choice for another try', async () => {
    let refuse = true;
    serve((config) => {
      if (refuse) return forbidden();
      return Promise.resolve((config.data as { persistent: boolean }).persistent ? PERSISTENT : TEMPORARY);
    });
    const dialog = await open('поделиться документом');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Постоянная ссылка/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Недостаточно прав в этом каталоге.');
    const persistent = within(dialog).getByRole('checkbox', { name: /Постоянная ссылка/ });
    expect((persistent as HTMLInputElement).checked).toBe(true);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    expect(await within(dialog).findByText('Ссылка постоянная: срок её действия не ограничен.')).toBeDefined();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls().map((call) => call.data)).toEqual([
      { documentId: TEST_DOCUMENT_ID, persistent: true },
      { documentId: TEST_DOCUMENT_ID, persistent: true },
    ]);
  });

  it('closes with the Close button and starts afresh when opened again', async () => {
    serve();
    const dialog = await open('поделиться документом');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    await within(dialog).findByRole('textbox', { name: 'Ссылка для скачивания' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await userEvent.click(screen.getByRole('button', { name: 'поделиться документом' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByRole('textbox')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Создать ссылку' })).toBeDefined();
  });
});

describe('useShareDialog: a selection', () => {
  it('creates the link at once with the name, documents and directories', async () => {
    serve();
    const dialog = await open('поделиться выбранным');

    expect(within(dialog).getByText('Архив «Комплект АР»: 2 файла, 1 каталог')).toBeDefined();
    const field = await within(dialog).findByRole('textbox', { name: 'Ссылка для скачивания' });
    expect((field as HTMLInputElement).value).toBe(TEMPORARY.uri);
    expect(calls()).toEqual([
      {
        method: 'POST',
        url: '/shared-documents/multiple',
        data: { name: 'Комплект АР', documents: [TEST_DOCUMENT_ID, facade.id], directories: [facades.id] },
      },
    ]);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText(/Ссылка действительна 7 дней/)).toBeDefined();
  });

  it('shows a refusal inside the dialog and retries the same selection', async () => {
    let refuse = true;
    serve(() => (refuse ? forbidden() : Promise.resolve(TEMPORARY)));
    const dialog = await open('поделиться выбранным');

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Недостаточно прав в этом каталоге.');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));

    await within(dialog).findByRole('textbox', { name: 'Ссылка для скачивания' });
    expect(calls()).toHaveLength(2);
    expect(calls()[1]).toEqual(calls()[0]);
  });
});
