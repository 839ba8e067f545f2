import { useQuery } from '@tanstack/react-query';
import { downloadVersion, getDownloadVersionQueryKey } from '../../../codegen/api/versions/versions';

/**
 * A version's file for display (inline=true) as a Blob, e.g. an image thumbnail; only fetched when `enabled`. Kept
 * while the version exists: a version's file never changes, a new file is a new version index.
 */
export function useVersionBlob(documentId: string, versionIndex: number, enabled: boolean) {
  return useQuery({
    queryKey: getDownloadVersionQueryKey(documentId, versionIndex, { inline: true }),
    queryFn: ({ signal }) =>
      downloadVersion(documentId, versionIndex, { inline: true }, { responseType: 'blob' }, signal),
    enabled,
    staleTime: Infinity,
  });
}
