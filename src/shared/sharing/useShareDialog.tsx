import { useMutation } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { shareDocument as requestDocumentLink, shareMultiple } from '../../../codegen/api/sharing/sharing';
import type { Document } from '../../../codegen/model/document';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import type { ShareItems, ShareRequest } from './share-request';
import { lazyPart } from '../ui/lazy-part';
import { shareMultipleRequest } from './sharing.utils';

/** The dialog's code comes when it first opens, not with the explorer's first load. */
const ShareModal = lazyPart(async () => (await import('./ShareModal')).ShareModal, 'sharing');

export type { ShareItems, ShareRequest } from './share-request';

export interface ShareDialog {
  /** Opens the dialog for one document: the user chooses whether the link is persistent, then creates it. */
  shareDocument: (document: Document) => void;
  /** Opens the dialog for a multi-selection and creates its 7-day link at once. */
  shareItems: (items: ShareItems) => void;
  /** The dialog itself: render it once, anywhere inside the providers. */
  element: ReactNode;
}

interface DialogState {
  request: ShareRequest | null;
  opened: boolean;
  /** Changes with every opening, so that the dialog's choices start afresh. */
  generation: number;
}

type LinkVariables =
  { kind: 'document'; documentId: string; persistent: boolean } | { kind: 'items'; items: ShareItems };

function createLink(variables: LinkVariables): Promise<SharedLink> {
  if (variables.kind === 'document') {
    return requestDocumentLink({ documentId: variables.documentId, persistent: variables.persistent });
  }
  return shareMultiple(shareMultipleRequest(variables.items));
}

/**
 * The Share dialog as a hook (explorer.md §2 Modals Share; POST /shared-documents and /shared-documents/multiple).
 * Who may share is the caller's to decide with `canShareDocument` / `canShareSelection`; the server refuses the rest,
 * and its refusal shows in the dialog.
 */
export function useShareDialog(): ShareDialog {
  const [state, setState] = useState<DialogState>({ request: null, opened: false, generation: 0 });
  // One mutation for the dialog: a new `mutate` (or `reset`) detaches it from an earlier opening's request, whose late
  // answer then cannot land in this one.
  const { mutate, reset, isPending, data, error } = useMutation({ mutationFn: createLink });

  const open = useCallback(
    (request: ShareRequest) => {
      reset();
      setState((current) => ({ request, opened: true, generation: current.generation + 1 }));
    },
    [reset],
  );

  const shareDocument = useCallback(
    (document: Document) => {
      open({ kind: 'document', document });
    },
    [open],
  );

  const shareItems = useCallback(
    (items: ShareItems) => {
      open({ kind: 'items', items });
      // Started here, on the user's action, rather than in an effect of the dialog: an effect may run twice.
      mutate({ kind: 'items', items });
    },
    [open, mutate],
  );

  // The request stays while the dialog animates out, so that its content does not vanish mid-transition.
  const close = useCallback(() => {
    setState((current) => ({ ...current, opened: false }));
  }, []);

  const { request } = state;
  const element =
    request === null ? null : (
      <Suspense fallback={null}>
        <ShareModal
          key={state.generation}
          request={request}
          opened={state.opened}
          pending={isPending}
          link={data}
          error={error}
          onCreate={(persistent) => {
            mutate(
              request.kind === 'document'
                ? { kind: 'document', documentId: request.document.id, persistent }
                : { kind: 'items', items: request.items },
            );
          }}
          onClose={close}
        />
      </Suspense>
    );
  return { shareDocument, shareItems, element };
}
