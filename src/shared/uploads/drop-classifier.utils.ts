import type { Directory } from '../../../codegen/model/directory';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { canCreateDirectoryIn, canUploadDocumentsInto } from '../access/permissions.utils';
import type { DroppedContent, DroppedFolder } from './dropped-entries';
import { MAX_FOLDER_FILES } from './upload-queue.utils';

/** Paths and names of this many characters or more are refused (explorer.md §9). */
export const MAX_PATH_LENGTH = 255;

/**
 * How the dropped folders stand (explorer.md §4 Drop handling):
 * - `none`: no folder was dropped;
 * - `allNonEmpty`: every dropped folder has a file;
 * - `mixed`: some folders are empty while something else can be uploaded (a non-empty folder or a loose file): the
 *   caller alerts ContainsEmptyDirectories and skips the empty ones;
 * - `onlyEmpty`: nothing but empty folders: the caller shows EmptyDirectoryUpload and uploads nothing.
 */
export type DroppedFoldersKind = 'none' | 'allNonEmpty' | 'mixed' | 'onlyEmpty';

export function classifyDroppedFolders(content: DroppedContent): DroppedFoldersKind {
  if (content.emptyFolders.length === 0) return content.folders.length === 0 ? 'none' : 'allNonEmpty';
  // Loose files still upload, so empty folders beside them are skipped with a notice rather than failing the drop.
  return content.folders.length > 0 || content.files.length > 0 ? 'mixed' : 'onlyEmpty';
}

/** The directory a drop lands in (its flags and the account's permissions there); null is the root. */
export type DropTarget = Pick<Directory, 'allowUploadDocuments' | 'allowCreateDirectory' | 'permissions'>;

/** Why a whole drop is refused; each is a key of the `errors` namespace. */
export type DropRefusal =
  | typeof ProblemCode.NotAllowedUploadDocument
  | typeof ProblemCode.NotAllowedCreateDirectory
  | typeof ProblemCode.EmptyDirectoryUpload
  | typeof ProblemCode.MaxPathLimit;

function isTooLong(text: string): boolean {
  // UTF-16 code units, as the server's strings count them.
  return text.length >= MAX_PATH_LENGTH;
}

/**
 * Whether the folder breaks the path limit (MaxPathLimit): its name, or any file's path including the folder's name
 * ('Проект/Разделы/АР-01.pdf'), has 255 characters or more. Every single name inside lies within such a path, so a
 * name of 255 characters is caught too.
 */
export function exceedsPathLimit(folder: DroppedFolder): boolean {
  return isTooLong(folder.name) || folder.files.some((file) => isTooLong(`${folder.name}/${file.relativePath}`));
}

/** Whether the folder has more files than one folder upload takes. */
export function exceedsFolderFileLimit(folder: DroppedFolder): boolean {
  return folder.files.length > MAX_FOLDER_FILES;
}

/** Whether any loose file name or any folder of the drop breaks the path limit. Empty folders are skipped anyway. */
export function dropExceedsPathLimit(content: DroppedContent): boolean {
  return content.files.some((file) => isTooLong(file.name)) || content.folders.some(exceedsPathLimit);
}

/**
 * Why the drop cannot go into the directory, or null when it can (explorer.md §5 Uploads). A refusal stops the whole
 * drop, never a part of it. The first failing check wins:
 * 1. loose files need allowUploadDocuments and CreateFiles there (NotAllowedUploadDocument);
 * 2. folders, empty ones included, need allowCreateDirectory and CreateFiles there (NotAllowedCreateDirectory);
 * 3. a drop of nothing but empty folders is refused (EmptyDirectoryUpload);
 * 4. no path or name may reach 255 characters (MaxPathLimit).
 * The root (null) takes nothing. The target's permissions come first because no change to the content could satisfy them: telling the user a folder
 * is empty or too deep where no folder is allowed at all would send them fixing the wrong thing. Documents go before
 * directories as in the move rules. A drop carrying nothing is not refused; there is simply nothing to upload.
 * The folder file limit is left to the caller, as its message needs the limit as a parameter (UploadCountLimit).
 */
export function dropRefusal(content: DroppedContent, directory: DropTarget | null): DropRefusal | null {
  if (content.files.length > 0 && !canUploadDocumentsInto(directory)) return ProblemCode.NotAllowedUploadDocument;
  const hasFolders = content.folders.length > 0 || content.emptyFolders.length > 0;
  if (hasFolders && !canCreateDirectoryIn(directory)) return ProblemCode.NotAllowedCreateDirectory;
  if (classifyDroppedFolders(content) === 'onlyEmpty') return ProblemCode.EmptyDirectoryUpload;
  if (dropExceedsPathLimit(content)) return ProblemCode.MaxPathLimit;
  return null;
}
