import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { OfficeHubConnectionContext } from './office-hub-connection';
import { openOfficeHub, type OfficeHub } from './office-hub-session';
import type { DraftVersionUpdated, HubCall } from './office-hub.utils';

export interface UseOfficeHubOptions {
  documentId: string;
  session: HubCall;
  keepActive: boolean;
  onDraftUpdated: (event: DraftVersionUpdated) => void;
}

/**
 * The office screen's connection to the office hub while it is mounted (openapi/office-hub.md), with the session of
 * `session`. Gives the failure that ended it (shown instead of the editor) and the publication of the draft.
 */
export function useOfficeHub({ documentId, session, keepActive, onDraftUpdated }: UseOfficeHubOptions) {
  const createConnection = useContext(OfficeHubConnectionContext);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const hub = useRef<OfficeHub>(undefined);
  const draftUpdated = useEffectEvent((event: DraftVersionUpdated) => {
    onDraftUpdated(event);
  });
  // The effect depends on the call's parts, not on the object made anew on every render.
  const { method, args } = session;
  const [, versionArgument] = args;

  useEffect(() => {
    const opened = openOfficeHub({
      createConnection,
      documentId,
      session: { method, args: [documentId, versionArgument] },
      keepActive,
      onDraftUpdated: (event) => {
        draftUpdated(event);
      },
      onFailure: (error) => {
        setFailure({ error });
      },
    });
    hub.current = opened;
    return () => {
      hub.current = undefined;
      opened.close();
    };
  }, [createConnection, documentId, method, versionArgument, keepActive]);

  const publishDraft = (): Promise<unknown> =>
    hub.current ? hub.current.publishDraft() : Promise.reject(new Error('The office hub is closed'));

  return { failure, publishDraft };
}
