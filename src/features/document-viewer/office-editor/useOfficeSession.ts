import { useGetOfficeSession } from '../../../../codegen/api/office/office';
import { DRAFT_VERSION } from '../../../shared/documents/version-index.utils';

/**
 * The office editor's session data of a version (GET /documents/{id}/versions/{index}/office-session, platform.md §3):
 * the document with the version opened, the frame's address and form (`renderData`) and the editor's origin and write
 * right (`collaboraOfficeData`). The draft index (-2) starts an edit session based on `masterVersionIndex`.
 *
 * Asked once per screen: every answer is a new editor session with its own token, and a second one would reload the
 * editor (or, for the draft after its publication, make a new draft), so the answer never goes stale and is not kept
 * after the screen is left.
 */
export function useOfficeSession(documentId: string, versionIndex: number, masterVersionIndex: number | undefined) {
  const params =
    versionIndex === DRAFT_VERSION && masterVersionIndex !== undefined ? { masterVersionIndex } : undefined;
  // The generated hook would stay disabled for version 0 (it tests `id && index`), so the rule is stated here.
  return useGetOfficeSession(documentId, versionIndex, params, {
    query: {
      enabled: documentId !== '',
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  });
}
