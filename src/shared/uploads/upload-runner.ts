import type { AxiosProgressEvent } from 'axios';
import { uploadDirectory } from '../../../codegen/api/directories/directories';
import { uploadDocument } from '../../../codegen/api/documents/documents';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpStatusError } from '../errors/app-error';
import type { FolderFile } from './dropped-entries';
import { uploadPercent } from './upload-progress.utils';
import type { UploadJob, UploadRunContext } from './UploadQueue';
import { UploadCancelled } from './UploadQueue';

export type UploadPayload = { kind: 'document'; file: File } | { kind: 'folder'; files: readonly FolderFile[] };

/** The folder-name clash of explorer.md §4 Folder upload, as the check answered it. */
export interface FolderClash {
  name: string;
  targetName: string;
  allowedName: string;
  isSkeletonEntity: boolean;
}

/** ChoiceUploadDirectory's answers; closing the dialog is a cancel (the queue's `null`). */
export type FolderClashChoice = 'existing' | 'rename';

export type AppUploadJob = UploadJob<UploadPayload>;
export type AppUploadContext = UploadRunContext<FolderClash, FolderClashChoice>;

/** The clash behind a failed folder check, or undefined for any other failure. */
export function folderClashOf(error: unknown, name: string, targetName: string): FolderClash | undefined {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return undefined;
  const problem = error.problem;
  if (problem?.title !== ProblemCode.DirectoryWithNameAlreadyExists || problem.allowedName === undefined) {
    return undefined;
  }
  return { name, targetName, allowedName: problem.allowedName, isSkeletonEntity: problem.isSkeletonEntity ?? false };
}

function progressOptions(context: AppUploadContext) {
  return {
    onUploadProgress: (event: AxiosProgressEvent) => {
      context.onProgress(uploadPercent(event.loaded, event.total));
    },
  };
}

/**
 * Runs one queue item against the API. A document is one multipart POST /documents. A folder first asks the server to
 * check the name and create its directory; on a clash the user chooses to upload into the existing directory (never a
 * skeleton one: the dialog does not offer it), to take the allowed name, or to cancel; then the files go in one
 * multipart POST with their relative paths, so the server rebuilds the structure (explorer.md §4 Folder upload).
 */
export async function runUpload(job: AppUploadJob, context: AppUploadContext): Promise<void> {
  const { payload } = job;
  if (payload.kind === 'document') {
    await uploadDocument(
      { file: payload.file, parentDirectoryId: job.targetId },
      progressOptions(context),
      context.signal,
    );
    return;
  }
  const name = await checkFolder(job, context);
  await uploadDirectory(
    {
      parentDirectoryId: job.targetId,
      name,
      files: payload.files.map((entry) => entry.file),
      relativePaths: payload.files.map((entry) => entry.relativePath),
    },
    {
      ...progressOptions(context),
      headers: { 'Content-Type': 'multipart/form-data' },
      // Repeated `files` and `relativePaths` parts, as the contract's encoding asks (not `files[]`).
      formSerializer: { indexes: null },
    },
    context.signal,
  );
}

/** The folder's directory name once the check passed, after the user's choice when the name clashed. */
async function checkFolder(job: AppUploadJob, context: AppUploadContext): Promise<string> {
  const check = (name: string, useExisting: boolean) =>
    uploadDirectory(
      { name, parentDirectoryId: job.targetId, isUploadDirectory: true, useExisting },
      undefined,
      context.signal,
    );
  try {
    await check(job.name, false);
    return job.name;
  } catch (error) {
    const clash = folderClashOf(error, job.name, job.targetName);
    if (!clash) throw error;
    const choice = await context.ask(clash);
    if (context.signal.aborted) throw new UploadCancelled();
    if (choice === 'existing') {
      if (clash.isSkeletonEntity) throw new UploadCancelled();
      await check(job.name, true);
      return job.name;
    }
    await check(clash.allowedName, false);
    return clash.allowedName;
  }
}
