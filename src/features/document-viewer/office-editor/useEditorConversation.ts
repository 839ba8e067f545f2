import { notifications } from '@mantine/notifications';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../shared/modals/confirm';
import {
  documentLoadedReplies,
  editorEvent,
  isFromEditorFrame,
  parseFrameMessage,
  saveMessage,
  saveOutcome,
  type FrameMessage,
  type PendingSave,
} from './frame-messages.utils';

export interface EditorConversationOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The editor's origin: messages are taken from it only and posted to it only. */
  collaboraOrigin: string;
  /** An edit session: saving comes to the screen, which asks whether to publish. */
  editing: boolean;
  /** The editor saved and the user chose to publish. */
  onPublish: () => void;
}

/**
 * The office screen's side of the editor frame's messages (platform.md §4, §5). Once the document has loaded the
 * spinner goes and the host says it is ready, in an edit session taking the saving over. A save of the user then asks
 * whether to publish the editing version; either way the editor is told to save, and once it answers that it saved,
 * the draft is published if the user chose so (else the user is told it is saved in the draft).
 */
export function useEditorConversation({ frame, collaboraOrigin, editing, onPublish }: EditorConversationOptions) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const asking = useRef(false);
  const pending = useRef<PendingSave>(undefined);

  const post = (message: FrameMessage) => {
    frame.current?.contentWindow?.postMessage(JSON.stringify(message), collaboraOrigin);
  };

  const askAndSave = async () => {
    // A second save while the question is open is the same save.
    if (asking.current) return;
    asking.current = true;
    const { confirmed } = await confirm({
      title: t('documentViewer.editor.publishTitle'),
      message: t('documentViewer.editor.publishMessage'),
      okLabel: t('documentViewer.editor.publish'),
      cancelLabel: t('documentViewer.editor.saveOnly'),
    });
    asking.current = false;
    pending.current = { publish: confirmed };
    post(saveMessage(Date.now()));
  };

  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (!isFromEditorFrame(event, collaboraOrigin, frame.current?.contentWindow)) return;
    const message = parseFrameMessage(event.data);
    const meaning = message && editorEvent(message, editing);
    if (!meaning) return;
    switch (meaning.kind) {
      case 'loaded':
        setLoaded(true);
        for (const reply of documentLoadedReplies(editing, Date.now())) post(reply);
        return;
      case 'saveRequested':
        void askAndSave();
        return;
      case 'saveAnswered': {
        const outcome = saveOutcome(pending.current, meaning.success);
        if (outcome !== 'ignored') pending.current = undefined;
        if (outcome === 'publish') onPublish();
        else if (outcome === 'saved') notifications.show({ color: 'green', message: t('documentViewer.editor.saved') });
        else if (outcome === 'failed')
          notifications.show({ color: 'red', message: t('documentViewer.editor.saveFailed') });
        return;
      }
    }
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      onMessage(event);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, []);

  return { loaded };
}
