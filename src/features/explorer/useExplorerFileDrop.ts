import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { showError } from '../../shared/modals/showError';
import { captureDrop, isFileDrag } from '../../shared/uploads/drop-capture';
import type { UploadRequest } from './MasterUploader';

/**
 * Files and folders dropped on the explorer open the upload master for the directory shown (explorer.md §2, §4 Drop
 * handling, §5 Uploads). The drop's items are taken inside the event; reading and checking them (receive-drop.ts)
 * comes with the first drop, not with the explorer's first load.
 */
export function useExplorerFileDrop(shown: Directory | null, openMaster: (request: UploadRequest) => void) {
  const { t } = useTranslation();

  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!isFileDrag(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      // React passes drops on the explorer's modals (portals) up to here too; those are not drops on the explorer.
      if (!isFileDrag(event.dataTransfer) || !(event.target instanceof Node)) return;
      if (!event.currentTarget.contains(event.target)) return;
      event.preventDefault();
      // Taken inside the event: the browser empties the DataTransfer once the handler returns.
      const captured = captureDrop(event.dataTransfer);
      import('./receive-drop').then(({ receiveDrop }) => receiveDrop(captured, shown, openMaster, t)).catch(showError);
    },
  };
}
