// @vitest-environment jsdom
import '../../../shared/testing/setup-dom';
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDocumentQueryKey } from '../../../../codegen/api/documents/documents';
import { getGetEditingUsersQueryKey } from '../../../../codegen/api/versions/versions';
import { httpClient } from '../../../api/http-client';
import { initI18n } from '../../../shared/i18n/i18n';
import { loadTexts } from '../../../shared/i18n/lazy-texts';
import {
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

const DRAFT_PATH = `/documents/${DOCUMENT}/versions/-2/office?masterVersionIndex=1`;

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('documentViewer', 'versions');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

afterEach(() => {
  // Notifications live in a store of their own, which outlives a rendered tree.
  act(() => {
    notifications.clean();
  });
  cleanup();
  vi.restoreAllMocks();
});

/** Opens the draft, lets the editor load and returns the spy on what is posted to its frame. */
async function openLoadedDraft(options: Parameters<typeof officeSession>[1] = {}) {
  serveOffice({ session: (index) => officeSession(index, options) });
  const shown = showOffice(DRAFT_PATH);
  const frame = await findFrame();
  const post = vi.spyOn(frameWindow(frame), 'postMessage');
  await waitFor(() => {
    expect(shown.connection().invocations).toHaveLength(1);
  });
  postToApp(documentLoaded, { source: frameWindow(frame) });
  return {
    ...shown,
    frame,
    post,
    fromEditor: (message: unknown) => {
      postToApp(message, { source: frameWindow(frame) });
    },
  };
}

const saveResponse = (success: boolean) => ({ MessageId: 'Action_Save_Resp', SendTime: 2, Values: { success } });

describe('the office editor of the draft', () => {
  it('edits the draft based on the master version, named from its session alone', async () => {
    const { connection, post } = await openLoadedDraft();
    // No overview is asked (it has none for the draft).
    expect(vi.mocked(httpClient).mock.calls.map(([config]) => config.url)).toEqual([
      `/documents/${DOCUMENT}/versions/-2/office-session`,
    ]);
    expect(sessionRequests()[0]?.params).toEqual({ masterVersionIndex: 1 });
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeDefined();
    expect(screen.getByText(/^Черновик, изменён 22 ноября 2026 г\./)).toBeDefined();
    expect(connection().invocations).toEqual([{ method: 'StartEditSession', args: [DOCUMENT, 1] }]);
    // The draft is being edited: no pencil.
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    // Loaded: the host is ready and takes the saving over.
    await waitFor(() => {
      expect(screen.queryByText('Открываем документ…')).toBeNull();
    });
    expect(postedToFrame(post)).toEqual([
      { id: 'Host_PostmessageReady', values: undefined, to: EDITOR_ORIGIN },
      { id: 'Disable_Default_UIAction', values: { action: 'UI_Save', disable: true }, to: EDITOR_ORIGIN },
    ]);
  });

  it('edits the draft based on the head when no master version is named', async () => {
    serveOffice();
    const { connection } = showOffice(`/documents/${DOCUMENT}/versions/-2/office`);
    await findFrame();
    expect(sessionRequests()[0]?.params).toBeUndefined();
    await waitFor(() => {
      expect(connection().invocations).toEqual([{ method: 'StartEditSession', args: [DOCUMENT, -1] }]);
    });
  });

  it('saves, then publishes the draft on the hub when the user chose to publish', async () => {
    const { connection, post, fromEditor } = await openLoadedDraft();
    connection().answers.set('PublishDraftVersion', { value: null });
    post.mockClear();
    fromEditor({ MessageId: 'UI_Save', SendTime: 2 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Опубликовать редактируемую версию?')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => {
      expect(postedToFrame(post)).toEqual([
        {
          id: 'Action_Save',
          values: { DontTerminateEdit: true, DontSaveIfUnmodified: false, Notify: true },
          to: EDITOR_ORIGIN,
        },
      ]);
    });
    expect(connection().methods()).toEqual(['StartEditSession']);

    fromEditor(saveResponse(true));
    await waitFor(() => {
      expect(connection().invocations.at(-1)).toEqual({ method: 'PublishDraftVersion', args: [DOCUMENT] });
    });
    expect(await screen.findByText('Черновик опубликован как новая версия документа')).toBeDefined();
  });

  it('only saves when the user chose not to publish', async () => {
    const { connection, post, fromEditor } = await openLoadedDraft();
    post.mockClear();
    fromEditor({ MessageId: 'UI_Save' });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Только сохранить' }));
    await waitFor(() => {
      expect(postedToFrame(post).map(({ id }) => id)).toEqual(['Action_Save']);
    });
    fromEditor(saveResponse(true));
    expect(await screen.findByText('Изменения сохранены в черновике')).toBeDefined();
    expect(connection().methods()).toEqual(['StartEditSession']);
  });

  it('publishes nothing when the editor could not save', async () => {
    const { connection, fromEditor } = await openLoadedDraft();
    fromEditor({ MessageId: 'UI_Save' });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    fromEditor(saveResponse(false));
    expect(await screen.findByText('Редактор не смог сохранить изменения. Сохраните документ ещё раз.')).toBeDefined();
    expect(connection().methods()).toEqual(['StartEditSession']);
  });

  it('shows the refusal of the publication', async () => {
    const { connection, fromEditor } = await openLoadedDraft();
    connection().answers.set('PublishDraftVersion', {
      error: new Error(
        "An unexpected error occurred invoking 'PublishDraftVersion' on the server. HubException: DocumentAgreed",
      ),
    });
    fromEditor({ MessageId: 'UI_Save' });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    fromEditor(saveResponse(true));
    const error = await screen.findByRole('dialog');
    expect(within(error).getByText('Документ согласован и не может быть изменён.')).toBeDefined();
  });

  it('refreshes the document when its draft changed, without a new editor session', async () => {
    const { connection, queryClient } = await openLoadedDraft();
    queryClient.setQueryData(getGetDocumentQueryKey(DOCUMENT), {});
    queryClient.setQueryData(getGetEditingUsersQueryKey(DOCUMENT), { data: [] });
    queryClient.setQueryData(getGetDocumentQueryKey('another'), {});
    act(() => {
      connection().receive('DraftVersionUpdated', {
        documentId: DOCUMENT,
        draftIndex: -2,
        updatedAt: '2026-11-23T07:05:00Z',
      });
    });
    expect(queryClient.getQueryState(getGetDocumentQueryKey(DOCUMENT))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetEditingUsersQueryKey(DOCUMENT))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetDocumentQueryKey('another'))?.isInvalidated).toBe(false);
    expect(await screen.findByText(/^Черновик, изменён 23 ноября 2026 г\./)).toBeDefined();
    expect(sessionRequests()).toHaveLength(1);
  });

  it('starts the edit session again after a reconnection', async () => {
    const { connection } = await openLoadedDraft();
    act(() => {
      connection().reconnect();
    });
    await waitFor(() => {
      expect(connection().methods()).toEqual(['StartEditSession', 'StartEditSession']);
    });
  });

  it('shows the refusal of the edit session instead of the editor', async () => {
    serveOffice();
    const shown = showOffice(DRAFT_PATH);
    await findFrame();
    act(() => {
      shown
        .connection()
        .close(
          new Error(
            "An unexpected error occurred invoking 'StartEditSession' on the server. HubException: ForbiddenResourceFailed",
          ),
        );
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Недостаточно прав в этом каталоге.');
    expect(queryFrame()).toBeNull();
  });

  it('shows the draft to an account that may only read it, in a view session', async () => {
    const { connection, post, fromEditor } = await openLoadedDraft({ userCanWrite: false });
    expect(connection().invocations).toEqual([{ method: 'StartViewSession', args: [DOCUMENT, -2] }]);
    expect(postedToFrame(post).map(({ id }) => id)).toEqual(['Host_PostmessageReady']);
    fromEditor({ MessageId: 'UI_Save' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before the draft is left', async () => {
    const { router } = await openLoadedDraft();
    act(() => {
      void router.navigate('/elsewhere');
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Покинуть черновик?')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(router.state.location.pathname).toBe(`/documents/${DOCUMENT}/versions/-2/office`);
    expect(queryFrame()).not.toBeNull();

    act(() => {
      void router.navigate('/elsewhere');
    });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Покинуть' }));
    expect(await screen.findByText('Другая страница')).toBeDefined();
  });

  it('closes the question when another navigation ends the block, and asks once the next time', async () => {
    const { router } = await openLoadedDraft();
    const { pathname, search } = router.state.location;
    const withPanel = new URLSearchParams(search);
    withPanel.set('panel', 'info');
    act(() => {
      void router.navigate('/elsewhere');
    });
    await screen.findByRole('dialog');
    // A change of the search only is no leaving; completing it unblocks the router.
    act(() => {
      void router.navigate(`${pathname}?${withPanel.toString()}`);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    act(() => {
      void router.navigate('/elsewhere');
    });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Покинуть' }));
    expect(await screen.findByText('Другая страница')).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('has the browser ask before the tab with the draft is closed', async () => {
    await openLoadedDraft();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });
});
