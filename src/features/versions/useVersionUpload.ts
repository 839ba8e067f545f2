import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import { uploadDocumentVersion } from '../../../codegen/api/versions/versions';
import { uploadPercent } from '../../shared/uploads/upload-progress.utils';

/** The in-progress item of the list (explorer.md §3 Upload item): uploading, or failed with its error. */
export interface VersionUploadItem {
  name: string;
  percent: number;
  status: 'uploading' | 'error';
  error?: unknown;
}

/**
 * Uploads a new version of the document, one at a time: only the first chosen file is sent (explorer.md §5). The item
 * stays in the list while uploading and, on failure, with its error until the next upload; on success it leaves as the
 * reloaded document brings the new head version.
 */
export function useVersionUpload(documentId: string) {
  const queryClient = useQueryClient();
  const [item, setItem] = useState<VersionUploadItem | undefined>(undefined);
  const uploading = item?.status === 'uploading';

  const upload = async (files: readonly File[]): Promise<void> => {
    const file = files[0];
    if (!file || uploading) return;
    setItem({ name: file.name, percent: 0, status: 'uploading' });
    try {
      await uploadDocumentVersion(
        documentId,
        { documentId, file },
        {
          onUploadProgress: (event) => {
            const percent = uploadPercent(event.loaded, event.total);
            setItem((current) => current && { ...current, percent });
          },
        },
      );
      await queryClient.invalidateQueries({ queryKey: getGetDocumentQueryKey(documentId) });
      setItem(undefined);
    } catch (error) {
      setItem((current) => ({ name: file.name, percent: current?.percent ?? 0, status: 'error', error }));
    }
  };

  return { item, uploading, upload };
}
