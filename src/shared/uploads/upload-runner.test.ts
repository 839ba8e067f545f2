import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadDirectory } from '../../../codegen/api/directories/directories';
import { uploadDocument } from '../../../codegen/api/documents/documents';
import { HttpStatusError } from '../errors/app-error';
import { UploadCancelled } from './UploadQueue';
import {
  folderClashOf,
  runUpload,
  type AppUploadContext,
  type AppUploadJob,
  type FolderClashChoice,
} from './upload-runner';

vi.mock('../../../codegen/api/directories/directories', () => ({ uploadDirectory: vi.fn() }));
vi.mock('../../../codegen/api/documents/documents', () => ({ uploadDocument: vi.fn() }));

const file = (name: string) => new File(['x'], name);

const folderJob: AppUploadJob = {
  kind: 'folder',
  name: 'Фасады',
  size: 2,
  fileCount: 2,
  targetId: 'ar',
  targetName: 'АР',
  payload: {
    kind: 'folder',
    files: [
      { file: file('a.pdf'), relativePath: 'a.pdf' },
      { file: file('b.pdf'), relativePath: 'Узлы/b.pdf' },
    ],
  },
};

const clash = (isSkeletonEntity: boolean) =>
  new HttpStatusError(400, {
    type: 'urn:cde:problem:DirectoryWithNameAlreadyExists',
    title: 'DirectoryWithNameAlreadyExists',
    status: 400,
    allowedName: 'Фасады (1)',
    isSkeletonEntity,
  });

function context(answer: FolderClashChoice | null = null) {
  const ask = vi.fn(() => (answer === null ? Promise.reject(new UploadCancelled()) : Promise.resolve(answer)));
  const onProgress = vi.fn();
  const value: AppUploadContext = { ask, onProgress, signal: new AbortController().signal };
  return { value, ask, onProgress };
}

const checkCalls = () =>
  vi
    .mocked(uploadDirectory)
    .mock.calls.filter(([body]) => 'isUploadDirectory' in body)
    .map(([body]) => body);
const filesCall = () => vi.mocked(uploadDirectory).mock.calls.find(([body]) => 'files' in body);

beforeEach(() => {
  vi.mocked(uploadDirectory).mockReset().mockResolvedValue({ data: [] });
  vi.mocked(uploadDocument).mockReset();
});

describe('runUpload', () => {
  it('uploads a document into its target and reports the progress', async () => {
    vi.mocked(uploadDocument).mockImplementation((_body, options) => {
      options?.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return Promise.resolve({ data: {} as never });
    });
    const document = file('План.pdf');
    const { value, onProgress } = context();
    await runUpload(
      {
        kind: 'document',
        name: 'План.pdf',
        size: 1,
        fileCount: 1,
        targetId: 'ar',
        targetName: 'АР',
        payload: { kind: 'document', file: document },
      },
      value,
    );
    expect(vi.mocked(uploadDocument).mock.calls[0]?.[0]).toEqual({ file: document, parentDirectoryId: 'ar' });
    expect(onProgress).toHaveBeenCalledWith(25);
  });

  it('checks the folder, then sends its files with their relative paths as repeated parts', async () => {
    await runUpload(folderJob, context().value);
    expect(checkCalls()).toEqual([
      { name: 'Фасады', parentDirectoryId: 'ar', isUploadDirectory: true, useExisting: false },
    ]);
    const [body, options] = filesCall() ?? [];
    expect(body).toMatchObject({ parentDirectoryId: 'ar', name: 'Фасады', relativePaths: ['a.pdf', 'Узлы/b.pdf'] });
    expect(options).toMatchObject({
      headers: { 'Content-Type': 'multipart/form-data' },
      formSerializer: { indexes: null },
    });
  });

  it('takes the allowed name when the user renames on a clash', async () => {
    vi.mocked(uploadDirectory).mockRejectedValueOnce(clash(false));
    const { value, ask } = context('rename');
    await runUpload(folderJob, value);
    expect(ask).toHaveBeenCalledWith({
      name: 'Фасады',
      targetName: 'АР',
      allowedName: 'Фасады (1)',
      isSkeletonEntity: false,
    });
    expect(checkCalls().at(-1)).toMatchObject({ name: 'Фасады (1)', useExisting: false });
    expect(filesCall()?.[0]).toMatchObject({ name: 'Фасады (1)' });
  });

  it('uploads into the existing directory when the user chooses it', async () => {
    vi.mocked(uploadDirectory).mockRejectedValueOnce(clash(false));
    await runUpload(folderJob, context('existing').value);
    expect(checkCalls().at(-1)).toMatchObject({ name: 'Фасады', useExisting: true });
    expect(filesCall()?.[0]).toMatchObject({ name: 'Фасады' });
  });

  it('never fills an existing skeleton directory', async () => {
    vi.mocked(uploadDirectory).mockRejectedValueOnce(clash(true));
    await expect(runUpload(folderJob, context('existing').value)).rejects.toBeInstanceOf(UploadCancelled);
    expect(filesCall()).toBeUndefined();
  });

  it('stops when the user cancels, and passes other failures on', async () => {
    vi.mocked(uploadDirectory).mockRejectedValueOnce(clash(false));
    await expect(runUpload(folderJob, context(null).value)).rejects.toBeInstanceOf(UploadCancelled);
    expect(filesCall()).toBeUndefined();

    const refusal = new HttpStatusError(403, { type: 'x', title: 'NotAllowedCreateDirectory', status: 403 });
    vi.mocked(uploadDirectory).mockRejectedValueOnce(refusal);
    const { value, ask } = context('rename');
    await expect(runUpload(folderJob, value)).rejects.toBe(refusal);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('folderClashOf', () => {
  it('recognises only a 400 DirectoryWithNameAlreadyExists with an allowed name', () => {
    expect(folderClashOf(clash(true), 'Фасады', 'АР')).toEqual({
      name: 'Фасады',
      targetName: 'АР',
      allowedName: 'Фасады (1)',
      isSkeletonEntity: true,
    });
    expect(folderClashOf(new HttpStatusError(400), 'Фасады', 'АР')).toBeUndefined();
    expect(folderClashOf(new Error('x'), 'Фасады', 'АР')).toBeUndefined();
  });
});
