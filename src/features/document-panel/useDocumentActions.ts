import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  deleteDocument,
  getGetDocumentAuthorsQueryKey,
  getGetDocumentQueryKey,
} from '../../../codegen/api/documents/documents';
import {
  agreeDocument,
  createDocumentNotes,
  createNoteComment,
  disagreeDocument,
  toggleDocumentNote,
} from '../../../codegen/api/notes/notes';
import type { Document } from '../../../codegen/model/document';
import type { Note } from '../../../codegen/model/note';
import { invalidateDirectory } from '../../shared/directories/invalidate-directory';
import { invalidateTrash } from '../../shared/trash/trash-query-key';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import { routePath } from '../../shared/routes/routes';
import { hasOpenRemarks } from './document-panel.utils';
import { withAddedNotes, withNote, withNoteComment } from './remarks.utils';

/**
 * The document panel's changes (explorer.md §4 Document, Agree flow, Remark). Each updates the cached document with
 * the server's answer at once, then marks stale what may show it elsewhere: the document itself (another user may have
 * changed it meanwhile), its authors (a remark or comment may add one) and its directory's listing (badges, filters).
 * Agree, revoke and delete ask first; failures show the Error dialog, except adding remarks, whose modal shows them.
 */
export function useDocumentActions(document: Document, directoryId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const documentKey = getGetDocumentQueryKey(document.id);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: documentKey });
    void queryClient.invalidateQueries({ queryKey: getGetDocumentAuthorsQueryKey(document.id) });
    void invalidateDirectory(queryClient, document.parentId);
  };

  const update = (change: (current: Document) => Document) => {
    queryClient.setQueryData<Document>(documentKey, (current) => (current ? change(current) : current));
  };

  const agree = async (): Promise<void> => {
    const { confirmed } = await confirm({
      message: t(
        hasOpenRemarks(document) ? 'documentPanel.confirm.agreeWithOpenRemarks' : 'documentPanel.confirm.agree',
      ),
      items: [document.name],
      okLabel: t('documentPanel.actions.agree'),
    });
    if (!confirmed) return;
    try {
      const { data } = await agreeDocument(document.id);
      queryClient.setQueryData(documentKey, data);
    } catch (error) {
      await showError(error, 'AgreeDocumentFailed');
    } finally {
      refresh();
    }
  };

  const revoke = async (): Promise<void> => {
    const { confirmed } = await confirm({
      message: t('documentPanel.confirm.revoke'),
      items: [document.name],
      okLabel: t('documentPanel.actions.revoke'),
    });
    if (!confirmed) return;
    try {
      const { data } = await disagreeDocument(document.id);
      queryClient.setQueryData(documentKey, data);
    } catch (error) {
      await showError(error, 'DisagreeDocumentFailed');
    } finally {
      refresh();
    }
  };

  const remove = async (): Promise<void> => {
    const { confirmed } = await confirm({
      message: t('documentPanel.confirm.delete'),
      items: [document.name],
      okLabel: t('documentPanel.actions.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteDocument(document.id);
    } catch (error) {
      await showError(error, 'DeleteResourceFailed');
      refresh();
      return;
    }
    // Leave first: the panel would otherwise reload the document it just sent to the trash bin.
    await navigate(routePath('home.directory', { directoryId }));
    queryClient.removeQueries({ queryKey: documentKey, exact: true });
    void invalidateDirectory(queryClient, document.parentId);
    void invalidateTrash(queryClient);
  };

  /** Rejects with the server's error, which the remark modal shows in place. */
  const addRemarks = async (texts: readonly string[]): Promise<void> => {
    try {
      const { data } = await createDocumentNotes(document.id, { comments: [...texts] });
      update((current) => withAddedNotes(current, data));
    } finally {
      refresh();
    }
  };

  const toggleRemark = async (note: Note): Promise<void> => {
    try {
      const toggled = await toggleDocumentNote(document.id, note.id);
      update((current) => withNote(current, toggled));
    } catch (error) {
      await showError(error, 'ToggleDocumentNoteFailed');
    } finally {
      refresh();
    }
  };

  /** Resolves true when the comment was added, so that the box is cleared only then. */
  const comment = async (note: Note, text: string): Promise<boolean> => {
    try {
      const created = await createNoteComment(document.id, note.id, { comment: text });
      update((current) => withNoteComment(current, note.id, created));
      return true;
    } catch (error) {
      await showError(error, 'CreateResourceFailed');
      return false;
    } finally {
      refresh();
    }
  };

  return { agree, revoke, remove, addRemarks, toggleRemark, comment };
}
