import { useGetVersionOverview } from '../../../codegen/api/versions/versions';

/**
 * One version of a document as the viewers show it (GET /documents/{id}/versions/{index}/overview, -1 the head): its
 * name, number and date, whether it is the relevant one, and the index the head resolves to.
 */
export function useVersionOverview(documentId: string, versionIndex: number) {
  // The generated hook would stay disabled for version 0 (it tests `id && index`), so the rule is stated here.
  return useGetVersionOverview(documentId, versionIndex, { query: { enabled: documentId !== '', retry: false } });
}
