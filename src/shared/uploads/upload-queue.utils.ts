/** Limits of the upload queue (explorer.md §4 Upload item, §9). */
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 4294967295;
export const MAX_FOLDER_FILES = 1024;

export type UploadKind = 'document' | 'folder';
export type UploadStage = 'waiting' | 'running' | 'done';
export type UploadStatus = 'uploading' | 'uploaded' | 'error';

/** Why an item failed: a refused or broken request, a limit it can never fit in, or a folder upload the user cancelled. */
export type UploadFailure =
  | { reason: 'request'; error: unknown }
  | { reason: 'countLimit'; limit: number }
  | { reason: 'sizeLimit'; limit: number }
  | { reason: 'cancelled' };

/** One line of the queue: a document, or a whole folder with its files. */
export interface UploadItem {
  id: string;
  kind: UploadKind;
  name: string;
  /** Bytes of the file, or of all the folder's files. */
  size: number;
  fileCount: number;
  targetId: string;
  targetName: string;
  stage: UploadStage;
  status: UploadStatus;
  percent: number;
  failure: UploadFailure | null;
}

/** The four hints of explorer.md §4: waiting for the queue, uploading to the server, failed, uploaded. */
export type UploadHint = 'waiting' | 'uploading' | 'error' | 'uploaded';

export function uploadHint(item: Pick<UploadItem, 'stage' | 'status'>): UploadHint {
  if (item.stage === 'waiting') return 'waiting';
  if (item.stage === 'running') return 'uploading';
  return item.status === 'error' ? 'error' : 'uploaded';
}

type SchedulingFields = Pick<UploadItem, 'id' | 'kind' | 'size' | 'fileCount' | 'stage'>;

/**
 * A limit the item can never fit in, whatever else runs: it fails at once instead of waiting forever. A folder may hold
 * at most 1024 files; anything must stay below the size maximum.
 */
export function limitFailure(item: Pick<UploadItem, 'kind' | 'size' | 'fileCount'>): UploadFailure | null {
  if (item.kind === 'folder' && item.fileCount > MAX_FOLDER_FILES) {
    return { reason: 'countLimit', limit: MAX_FOLDER_FILES };
  }
  if (item.size >= MAX_UPLOAD_BYTES) return { reason: 'sizeLimit', limit: MAX_UPLOAD_BYTES };
  return null;
}

/**
 * The waiting items to start now, in queue order (explorer.md §4 Upload item, §9). Documents: an item starts only while
 * the running count + 1 is below the maximum file count and the running size plus the item is below the maximum size.
 * Folders form a queue of one: a folder starts when no other folder runs, under the same size maximum. Each kind keeps
 * its order: a waiting item that does not fit holds back those behind it, so uploads finish in the order chosen.
 */
export function itemsToStart(items: readonly SchedulingFields[]): string[] {
  const running = items.filter((item) => item.stage === 'running');
  const documents = running.filter((item) => item.kind === 'document');
  let documentCount = documents.length;
  let documentBytes = documents.reduce((sum, item) => sum + item.size, 0);
  let folderRunning = running.some((item) => item.kind === 'folder');
  let documentsBlocked = false;
  const start: string[] = [];
  for (const item of items) {
    if (item.stage !== 'waiting') continue;
    if (item.kind === 'folder') {
      if (folderRunning || item.size >= MAX_UPLOAD_BYTES) continue;
      folderRunning = true;
      start.push(item.id);
      continue;
    }
    if (documentsBlocked) continue;
    if (documentCount + 1 < MAX_UPLOAD_FILES && documentBytes + item.size < MAX_UPLOAD_BYTES) {
      documentCount += 1;
      documentBytes += item.size;
      start.push(item.id);
    } else {
      documentsBlocked = true;
    }
  }
  return start;
}

/** Counts for the queue's heading: how many are finished (either way) out of all, and how many failed. */
export function queueSummary(items: readonly Pick<UploadItem, 'stage' | 'status'>[]) {
  let done = 0;
  let failed = 0;
  let active = 0;
  for (const item of items) {
    if (item.stage === 'done') {
      done += 1;
      if (item.status === 'error') failed += 1;
    } else {
      active += 1;
    }
  }
  return { total: items.length, done, failed, active };
}
