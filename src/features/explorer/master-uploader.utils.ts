import type { Directory } from '../../../codegen/model/directory';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { can, canCreateDirectoryIn, canUploadDocumentsInto } from '../../shared/access/permissions.utils';
import { exceedsFolderFileLimit, exceedsPathLimit } from '../../shared/uploads/drop-classifier.utils';
import type { DroppedFolder } from '../../shared/uploads/dropped-entries';
import { MAX_FOLDER_FILES, MAX_UPLOAD_BYTES } from '../../shared/uploads/upload-queue.utils';

/** The documents and folders chosen in the upload master. */
export interface UploadSelection {
  files: readonly File[];
  folders: readonly DroppedFolder[];
}

/** Why the master cannot hand the selection to the queue. */
export type SelectionProblem =
  | { kind: 'empty' }
  | { kind: 'noTarget' }
  | { kind: 'pathLimit' }
  | { kind: 'refused'; code: ProblemCode }
  | { kind: 'limit'; limit: { reason: 'countLimit' | 'sizeLimit'; limit: number } };

const folderSize = (folder: DroppedFolder) => folder.files.reduce((sum, entry) => sum + entry.file.size, 0);

/**
 * Checks a selection before it joins the queue (explorer.md §5 Uploads, §9), in this order: something chosen; no path
 * of 255 characters or more (MaxPathLimit, which closes the master); a target; the target's flags and the account's
 * CreateFiles there (documents need allowUploadDocuments, folders allowCreateDirectory); a folder's 1024 files; a file
 * or folder below the size maximum.
 */
export function selectionProblem(selection: UploadSelection, target: Directory | null): SelectionProblem | null {
  const { files, folders } = selection;
  if (files.length === 0 && folders.length === 0) return { kind: 'empty' };
  if (folders.some(exceedsPathLimit)) return { kind: 'pathLimit' };
  if (!target) return { kind: 'noTarget' };
  if (files.length > 0 && !canUploadDocumentsInto(target)) {
    return { kind: 'refused', code: ProblemCode.NotAllowedUploadDocument };
  }
  if (folders.length > 0 && !canCreateDirectoryIn(target)) {
    return { kind: 'refused', code: ProblemCode.NotAllowedCreateDirectory };
  }
  if (folders.some(exceedsFolderFileLimit)) {
    return { kind: 'limit', limit: { reason: 'countLimit', limit: MAX_FOLDER_FILES } };
  }
  if (
    files.some((file) => file.size >= MAX_UPLOAD_BYTES) ||
    folders.some((folder) => folderSize(folder) >= MAX_UPLOAD_BYTES)
  ) {
    return { kind: 'limit', limit: { reason: 'sizeLimit', limit: MAX_UPLOAD_BYTES } };
  }
  return null;
}

/**
 * Whether the master's tree lets the user choose the directory for the selection: CreateFiles there, and the flag of
 * each kind chosen (documents allowUploadDocuments, folders allowCreateDirectory).
 */
export function isUploadTarget(directory: Directory, selection: UploadSelection): boolean {
  return (
    can(directory, PermissionOperation.CreateFiles) &&
    (selection.files.length === 0 || directory.allowUploadDocuments) &&
    (selection.folders.length === 0 || directory.allowCreateDirectory)
  );
}
