// @vitest-environment jsdom
import '../../../shared/testing/setup-dom';
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemCode } from '../../../../codegen/model/problemCode';
import { httpClient } from '../../../api/http-client';
import { HttpStatusError } from '../../../shared/errors/app-error';
import { initI18n } from '../../../shared/i18n/i18n';
import { loadTexts } from '../../../shared/i18n/lazy-texts';
import {
  ACTION,
  documentLoaded,
  DOCUMENT,
  EDITOR_ORIGIN,
  findFrame,
  frameWindow,
  NAME,
  officeSession,
  postedToFrame,
  postToApp,
  queryFrame,
  serveOffice,
  sessionRequests,
  showOffice,
} from './office-editor.test-fixtures';

vi.mock('../../../api/http-client', () => ({ httpClient: vi.fn() }));

/** The forms the page submitted (jsdom submits none). */
let submitted: HTMLFormElement[] = [];

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentViewer', 'versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});

afterEach(() => {
  // Notifications live in a store of their own, which outlives a rendered tree.
  act(() => {
    notifications.clean();
  });
  cleanup();
  vi.restoreAllMocks();
});

const pencil = () =>
  screen.queryByRole('link', { name: 'Редактировать' }) ?? screen.queryByRole('button', { name: 'Редактировать' });

describe('the office editor of a version', () => {
  it('posts the session to the editor into the frame with a hidden form, under the version`s heading', async () => {
    serveOffice();
    const { connection } = showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    const frame = await findFrame();
    expect(frame.title).toBe(NAME);
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeDefined();
    expect(screen.getByText(/^Версия 3 от 22 ноября 2026 г\./)).toBeDefined();
    expect(screen.getByText('Открываем документ…')).toBeDefined();

    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    const [form] = submitted;
    expect(form?.getAttribute('target')).toBe(frame.getAttribute('name'));
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(ACTION);
    const fields = Array.from(form?.querySelectorAll('input') ?? []).map((input) => [
      input.name,
      input.value,
      input.type,
    ]);
    expect(fields).toEqual([
      ['access_token', 'wopi-token', 'hidden'],
      ['access_token_ttl', '1795420800000', 'hidden'],
    ]);
    expect(frame.getAttribute('src')).toBeNull();

    // The session of the version the overview resolved, and a view session on the hub.
    expect(sessionRequests()).toEqual([{ url: `/documents/${DOCUMENT}/versions/2/office-session`, params: undefined }]);
    await waitFor(() => {
      expect(connection().invocations).toEqual([{ method: 'StartViewSession', args: [DOCUMENT, 2] }]);
    });
  });

  it('sets the frame`s address to the action when the session says so, and submits no form', async () => {
    serveOffice({ session: (index) => officeSession(index, { forceIframe: true }) });
    showOffice(`/documents/${DOCUMENT}/office`);
    const frame = await findFrame();
    expect(frame.getAttribute('src')).toBe(ACTION);
    expect(document.querySelector('form')).toBeNull();
    expect(submitted).toEqual([]);
    // No index is the head: the overview resolves it, and the session is asked for that version.
    expect(sessionRequests().map(({ url }) => url)).toEqual([`/documents/${DOCUMENT}/versions/-1/office-session`]);
  });

  it('listens to the editor`s frame only, and says it is ready once the document has loaded', async () => {
    serveOffice();
    showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    const frame = await findFrame();
    const post = vi.spyOn(frameWindow(frame), 'postMessage');

    postToApp(documentLoaded, { origin: 'https://evil.example', source: frameWindow(frame) });
    postToApp(documentLoaded, { source: window });
    postToApp('{"MessageId":', { source: frameWindow(frame) });
    expect(screen.getByText('Открываем документ…')).toBeDefined();
    expect(post).not.toHaveBeenCalled();

    postToApp(documentLoaded, { source: frameWindow(frame) });
    await waitFor(() => {
      expect(screen.queryByText('Открываем документ…')).toBeNull();
    });
    // A view session keeps the editor's own saving (it saves nothing).
    expect(postedToFrame(post)).toEqual([{ id: 'Host_PostmessageReady', values: undefined, to: EDITOR_ORIGIN }]);
    postToApp({ MessageId: 'UI_Save' }, { source: frameWindow(frame) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the pencil that opens the draft based on the version shown', async () => {
    serveOffice();
    showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    const toolbar = await screen.findByRole('group', { name: 'Панель просмотра' });
    const link = within(toolbar).getByRole('link', { name: 'Редактировать' });
    expect(link.getAttribute('href')).toBe(`/documents/${DOCUMENT}/versions/-2/office?masterVersionIndex=2`);
    expect(
      screen.getByText('Редактировать документ в онлайн-редакторе: изменения сохраняются в черновике'),
    ).toBeDefined();
  });

  it('disables the pencil with the can`t-edit hint for an account that may not write', async () => {
    serveOffice({ session: (index) => officeSession(index, { userCanWrite: false }) });
    showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    await findFrame();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Редактировать' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Редактировать нельзя: у вас нет прав на изменение документа, или он заблокирован либо согласован',
    );
  });

  it('shows the session`s refusal instead of the editor', async () => {
    serveOffice({
      session: () => {
        throw new HttpStatusError(409, { type: 'about:blank', title: ProblemCode.DocumentDisabled, status: 409 });
      },
    });
    const { hub } = showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Документ заблокирован.');
    expect(queryFrame()).toBeNull();
    expect(hub.connections).toEqual([]);
    expect(pencil()).toBeNull();
  });

  it('shows the hub`s error instead of the editor when its connection closes with one', async () => {
    serveOffice();
    const { connection } = showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    await findFrame();
    await waitFor(() => {
      expect(connection().invocations).toHaveLength(1);
    });
    act(() => {
      connection().close(new Error('Server returned an error on close: Connection closed with an error. SignIn'));
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Войдите, чтобы продолжить.');
    expect(queryFrame()).toBeNull();
  });

  it('shows the unknown error for a close without a code', async () => {
    serveOffice();
    const { connection } = showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    await findFrame();
    await waitFor(() => {
      expect(connection().invocations).toHaveLength(1);
    });
    act(() => {
      connection().close(new Error('WebSocket closed with status code: 1006 ().'));
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Неизвестная ошибка, перезагрузите страницу',
    );
  });

  it('stops the connection once the session is started when the session need not be kept', async () => {
    serveOffice({ session: (index) => officeSession(index, { keepActiveSession: false }) });
    const { connection } = showOffice(`/documents/${DOCUMENT}/versions/2/office`);
    await findFrame();
    await waitFor(() => {
      expect(connection().stopCalls).toBe(1);
    });
    expect(connection().invocations).toEqual([{ method: 'StartViewSession', args: [DOCUMENT, 2] }]);
    // Its stopping is no failure.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queryFrame()).not.toBeNull();
  });
});
