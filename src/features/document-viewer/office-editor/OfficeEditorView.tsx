import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSession } from '../../../../codegen/model/officeSession';
import { DRAFT_VERSION, draftEditorPath } from '../../../shared/documents/version-index.utils';
import { errorMessage, UNKNOWN_ERROR_KEY } from '../../../shared/errors/error-message';
import { formatDateTime } from '../../../shared/format/format-date';
import { useAppLanguage } from '../../../shared/i18n/useAppLanguage';
import { showError } from '../../../shared/modals/showError';
import classes from '../document-viewer.module.css';
import { EditButton } from '../EditButton';
import type { EditButtonState } from '../edit-button.utils';
import { ViewerHeading, type ViewerHeadingText } from '../ViewerHeading';
import { ViewerPending } from '../ViewerPending';
import { ViewerLayout } from '../ViewerLayout';
import { ViewerNotice } from '../ViewerNotice';
import { ViewerWaiting } from '../ViewerWaiting';
import { LeaveDraftGuard } from './LeaveDraftGuard';
import { hubErrorCode, isRefreshedOnDraftUpdate, sessionStartCall } from './office-hub.utils';
import { OfficeFrame } from './OfficeFrame';
import { useEditorConversation } from './useEditorConversation';
import { useOfficeHub } from './useOfficeHub';
import { useOfficeSession } from './useOfficeSession';

export interface OfficeEditorViewProps {
  documentId: string;
  /** The version shown: its own index (the head resolved), or the draft (-2) to edit it. */
  versionIndex: number;
  /** With the draft: the version a new draft is based on (the route's query parameter); the head when absent. */
  masterVersionIndex?: number | undefined;
}

/**
 * The office screen with the online office editor (platform.md §2.7, §4): the editor's frame with the version, or the
 * draft to edit, named from the office session alone (the draft has no overview). The session's error, or the office
 * hub's, is shown instead of the editor.
 */
export function OfficeEditorView({ documentId, versionIndex, masterVersionIndex }: OfficeEditorViewProps) {
  const session = useOfficeSession(documentId, versionIndex, masterVersionIndex);

  if (!session.data) return <ViewerPending error={session.error} />;
  return (
    <OfficeEditor
      documentId={documentId}
      versionIndex={versionIndex}
      masterVersionIndex={masterVersionIndex}
      session={session.data}
    />
  );
}

interface OfficeEditorProps extends OfficeEditorViewProps {
  session: OfficeSession;
}

/**
 * The editor once its session is open: the frame (a spinner over it until the document has loaded), the hub's
 * session beside it, and in a view session the pencil «start editing», which opens the draft based on the version.
 */
function OfficeEditor({ documentId, versionIndex, masterVersionIndex, session }: OfficeEditorProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const queryClient = useQueryClient();
  const { document, renderData, collaboraOfficeData } = session;
  const draft = versionIndex === DRAFT_VERSION;
  const editing = draft && collaboraOfficeData.userCanWrite;
  const [draftUpdatedAt, setDraftUpdatedAt] = useState<string>();
  const frame = useRef<HTMLIFrameElement>(null);

  // The versions screen, the document panel and the overviews show the draft too (the office session is not asked
  // again: see isRefreshedOnDraftUpdate).
  const refreshDocument = () =>
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => isRefreshedOnDraftUpdate(queryKey, documentId) });

  const hub = useOfficeHub({
    documentId,
    session: sessionStartCall(documentId, versionIndex, masterVersionIndex, collaboraOfficeData.userCanWrite),
    keepActive: renderData.keepActiveSession,
    onDraftUpdated: (event) => {
      if (event.draftIndex === DRAFT_VERSION) setDraftUpdatedAt(event.updatedAt);
      void refreshDocument();
    },
  });

  const publish = async () => {
    try {
      await hub.publishDraft();
      notifications.show({ color: 'green', message: t('documentViewer.editor.published') });
    } catch (error) {
      await showError(hubErrorCode(error), 'SaveDocumentVersion');
    } finally {
      void refreshDocument();
    }
  };

  const { loaded } = useEditorConversation({
    frame,
    collaboraOrigin: collaboraOfficeData.collaboraOrigin,
    editing,
    onPublish: () => void publish(),
  });

  const heading: ViewerHeadingText = {
    name: document.fullName,
    extension: document.version.document.extension,
    caption: draft
      ? t('documentViewer.editor.draftCaption', {
          draft: t('versions.draft'),
          date: formatDateTime(draftUpdatedAt ?? document.version.updatedAt, language),
        })
      : t('documentViewer.version', {
          number: document.versionIndex + 1,
          date: formatDateTime(document.createdAt, language),
        }),
  };
  // The pencil belongs to a view session: the draft is being edited already (platform.md §2.7).
  const pencil: EditButtonState | undefined = draft
    ? undefined
    : collaboraOfficeData.userCanWrite
      ? { kind: 'enabled', to: draftEditorPath(documentId, versionIndex) }
      : { kind: 'disabled', hint: 'cannotEditHint' };

  return (
    <ViewerLayout
      toolbar={
        <div className={classes['toolbar']}>
          <ViewerHeading heading={heading} />
          {pencil && (
            <div className={classes['controls']} role="group" aria-label={t('documentViewer.toolbar')}>
              <EditButton state={pencil} />
            </div>
          )}
        </div>
      }
    >
      {hub.failure ? (
        <ViewerNotice kind="error">
          {errorMessage(hubErrorCode(hub.failure.error) ?? UNKNOWN_ERROR_KEY, t)}
        </ViewerNotice>
      ) : (
        <>
          <OfficeFrame ref={frame} renderData={renderData} title={document.fullName} />
          {!loaded && (
            <div className={classes['frameCover']}>
              <ViewerWaiting label={t('documentViewer.loading')} />
            </div>
          )}
          {editing && <LeaveDraftGuard />}
        </>
      )}
    </ViewerLayout>
  );
}
