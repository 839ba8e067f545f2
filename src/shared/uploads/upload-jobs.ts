import type { Directory } from '../../../codegen/model/directory';
import type { DroppedFolder } from './dropped-entries';
import type { AppUploadJob } from './upload-runner';

/** One queue item per document, into the chosen directory. */
export function documentJobs(files: readonly File[], target: Directory): AppUploadJob[] {
  return files.map((file) => ({
    kind: 'document',
    name: file.name,
    size: file.size,
    fileCount: 1,
    targetId: target.id,
    targetName: target.name,
    payload: { kind: 'document', file },
  }));
}

/** One queue item per folder: the folder is checked, created and filled as a whole. */
export function folderJobs(folders: readonly DroppedFolder[], target: Directory): AppUploadJob[] {
  return folders.map((folder) => ({
    kind: 'folder',
    name: folder.name,
    size: folder.files.reduce((sum, entry) => sum + entry.file.size, 0),
    fileCount: folder.files.length,
    targetId: target.id,
    targetName: target.name,
    payload: { kind: 'folder', files: folder.files },
  }));
}
