import { useGetVersionOverview } from '../../../codegen/api/versions/versions';

/** What the overview screen shows of one version (GET /documents/{id}/versions/{index}/overview, -1 the head). */
export function useVersionOverview(documentId: string, versionIndex: number) {
  // The generated hook would stay disabled for version 0 (it tests `id && index`), so the rule is stated here.
  return useGetVersionOverview(documentId, versionIndex, { query: { enabled: documentId !== '', retry: false } });
}
