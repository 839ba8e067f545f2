import { describe, expect, it } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { testDirectory } from '../../shared/testing/test-directory';
import { isUploadTarget, selectionProblem } from './master-uploader.utils';

const file = new File(['x'], 'План.pdf');
const folder = { name: 'Разделы', files: [{ file, relativePath: 'План.pdf' }] };
const open = testDirectory({ id: 'd', name: 'АР' });
const readOnly = testDirectory({
  id: 'r',
  name: 'Только чтение',
  permissions: [PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles],
});

describe('isUploadTarget', () => {
  it('lets a directory with CreateFiles and the flags be chosen', () => {
    expect(isUploadTarget(open, { files: [file], folders: [folder] })).toBe(true);
    expect(isUploadTarget(open, { files: [], folders: [] })).toBe(true);
  });

  it('mutes a directory without CreateFiles, whatever is chosen', () => {
    expect(isUploadTarget(readOnly, { files: [], folders: [] })).toBe(false);
    expect(isUploadTarget(readOnly, { files: [file], folders: [] })).toBe(false);
    expect(isUploadTarget(readOnly, { files: [], folders: [folder] })).toBe(false);
  });

  it('follows the flag of each kind chosen', () => {
    const noDocuments = { ...open, allowUploadDocuments: false };
    expect(isUploadTarget(noDocuments, { files: [file], folders: [] })).toBe(false);
    expect(isUploadTarget(noDocuments, { files: [], folders: [folder] })).toBe(true);
    const noDirectories = { ...open, allowCreateDirectory: false };
    expect(isUploadTarget(noDirectories, { files: [], folders: [folder] })).toBe(false);
    expect(isUploadTarget(noDirectories, { files: [file], folders: [] })).toBe(true);
  });
});

describe('selectionProblem by the rights', () => {
  it('refuses a target without CreateFiles with the flags’ messages', () => {
    expect(selectionProblem({ files: [file], folders: [] }, readOnly)).toEqual({
      kind: 'refused',
      code: ProblemCode.NotAllowedUploadDocument,
    });
    expect(selectionProblem({ files: [], folders: [folder] }, readOnly)).toEqual({
      kind: 'refused',
      code: ProblemCode.NotAllowedCreateDirectory,
    });
    expect(selectionProblem({ files: [file], folders: [folder] }, open)).toBeNull();
  });
});
