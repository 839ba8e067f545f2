import type { TFunction } from 'i18next';
import type { Directory } from '../../../codegen/model/directory';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { errorMessage } from '../../shared/errors/error-message';
import { alert } from '../../shared/modals/alert';
import { showError } from '../../shared/modals/showError';
import type { CapturedItem } from '../../shared/uploads/drop-capture';
import { classifyDroppedFolders, dropRefusal } from '../../shared/uploads/drop-classifier.utils';
import { readCaptured, type DroppedContent } from '../../shared/uploads/dropped-entries';
import type { UploadRequest } from './MasterUploader';

/**
 * What a drop on the explorer leads to (useExplorerFileDrop), loaded with the first drop: the folders are read whole;
 * what the directory's flags forbid, a drop of only empty folders and over-long paths are refused with their message;
 * empty folders beside full ones are skipped after the ContainsEmptyDirectories alert; the rest opens the upload master.
 */
export async function receiveDrop(
  captured: readonly CapturedItem[],
  shown: Directory | null,
  openMaster: (request: UploadRequest) => void,
  t: TFunction,
): Promise<void> {
  let content: DroppedContent;
  try {
    content = await readCaptured(captured);
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
}
