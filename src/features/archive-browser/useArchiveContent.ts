import { useGetArchiveContent } from '../../../codegen/api/archives/archives';

/**
 * The folder tree inside an archive version (GET /unpack/{id}/versions/{index}), loaded once for the page: moving
 * between its folders reads the same answer. A refusal (too large, damaged) would only repeat, so it is not retried.
 */
export function useArchiveContent(documentId: string, versionIndex: number | undefined) {
  // The generated hook would stay disabled for version 0 (it tests `id && index`), so the rule is stated here.
  return useGetArchiveContent(documentId, versionIndex ?? 0, {
    query: { enabled: documentId !== '' && versionIndex !== undefined, retry: false },
  });
}
