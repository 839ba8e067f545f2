import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { errorMessage } from '../../shared/errors/error-message';
import { alert } from '../../shared/modals/alert';
import { showError } from '../../shared/modals/showError';
import { classifyDroppedFolders, dropRefusal } from '../../shared/uploads/drop-classifier.utils';
import { isFileDrag, readDrop, type DroppedContent } from '../../shared/uploads/dropped-entries';
import type { UploadRequest } from './MasterUploader';

/**
 * Files and folders dropped on the explorer open the upload master for the directory shown (explorer.md §2, §4 Drop
 * handling, §5 Uploads): nested folders are read whole; what the directory's flags forbid, a drop of only empty
 * folders and over-long paths are refused with their message; empty folders beside full ones are skipped after the
 * ContainsEmptyDirectories alert.
 */
export function useExplorerFileDrop(shown: Directory | null, openMaster: (request: UploadRequest) => void) {
  const { t } = useTranslation();

  const receive = async (reading: Promise<DroppedContent>) => {
    let content: DroppedContent;
    try {
      content = await reading;
    } catch (error) {
      await showError(error);
      return;
    }
    const refusal = dropRefusal(content, shown);
    if (refusal) {
      await showError(refusal);
      return;
    }
    if (content.files.length === 0 && content.folders.length === 0) return;
    if (classifyDroppedFolders(content) === 'mixed') {
      await alert(errorMessage(ProblemCode.ContainsEmptyDirectories, t));
    }
    openMaster({ target: shown, files: content.files, folders: content.folders });
  };

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
      // Read inside the event: the browser empties the DataTransfer once the handler returns.
      void receive(readDrop(event.dataTransfer));
    },
  };
}
