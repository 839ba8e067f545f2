import { describe, expect, it } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import {
  classifyDroppedFolders,
  dropExceedsPathLimit,
  dropRefusal,
  exceedsFolderFileLimit,
  exceedsPathLimit,
  MAX_PATH_LENGTH,
  type DropTarget,
} from './drop-classifier.utils';
import { MAX_FOLDER_FILES } from './upload-queue.utils';
import type { DroppedContent, DroppedFolder } from './dropped-entries';

function folder(name: string, relativePaths: readonly string[]): DroppedFolder {
  return { name, files: relativePaths.map((relativePath) => ({ file: new File([], 'f'), relativePath })) };
}

function drop(parts: Partial<DroppedContent>): DroppedContent {
  return { files: [], folders: [], emptyFolders: [], ...parts };
}

const file = (name = 'a.pdf') => new File([], name);
const x = (length: number) => 'x'.repeat(length);

const CREATE = [PermissionOperation.CreateFiles];
const ALL: DropTarget = { allowUploadDocuments: true, allowCreateDirectory: true, permissions: CREATE };
const DOCUMENTS_ONLY: DropTarget = { allowUploadDocuments: true, allowCreateDirectory: false, permissions: CREATE };
const DIRECTORIES_ONLY: DropTarget = { allowUploadDocuments: false, allowCreateDirectory: true, permissions: CREATE };
const NOTHING: DropTarget = { allowUploadDocuments: false, allowCreateDirectory: false, permissions: CREATE };
/** Both flags, but the account may not create there (no CreateFiles). */
const NO_RIGHTS: DropTarget = {
  allowUploadDocuments: true,
  allowCreateDirectory: true,
  permissions: [PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles],
};

describe('limits', () => {
  it('are those of explorer.md §9', () => {
    expect(MAX_PATH_LENGTH).toBe(255);
    expect(MAX_FOLDER_FILES).toBe(1024);
  });
});

describe('classifyDroppedFolders', () => {
  it('is none without folders, loose files or not', () => {
    expect(classifyDroppedFolders(drop({}))).toBe('none');
    expect(classifyDroppedFolders(drop({ files: [file()] }))).toBe('none');
  });

  it('is allNonEmpty when every folder has a file', () => {
    expect(classifyDroppedFolders(drop({ folders: [folder('A', ['a.pdf'])] }))).toBe('allNonEmpty');
    expect(classifyDroppedFolders(drop({ files: [file()], folders: [folder('A', ['a.pdf'])] }))).toBe('allNonEmpty');
  });

  it('is mixed when empty folders come with a full one or with loose files', () => {
    expect(classifyDroppedFolders(drop({ folders: [folder('A', ['a.pdf'])], emptyFolders: ['B'] }))).toBe('mixed');
    expect(classifyDroppedFolders(drop({ files: [file()], emptyFolders: ['B'] }))).toBe('mixed');
  });

  it('is onlyEmpty when nothing but empty folders was dropped', () => {
    expect(classifyDroppedFolders(drop({ emptyFolders: ['B'] }))).toBe('onlyEmpty');
    expect(classifyDroppedFolders(drop({ emptyFolders: ['B', 'C'] }))).toBe('onlyEmpty');
  });
});

describe('exceedsPathLimit', () => {
  it('counts the folder name, the slash and the relative path: 254 passes, 255 is refused', () => {
    // 'A' + '/' + 252 = 254
    expect(exceedsPathLimit(folder('A', [x(252)]))).toBe(false);
    expect(exceedsPathLimit(folder('A', [x(253)]))).toBe(true);
    expect(exceedsPathLimit(folder('Проект', [`Разделы/${x(254 - 'Проект/Разделы/'.length)}`]))).toBe(false);
    expect(exceedsPathLimit(folder('Проект', [`Разделы/${x(255 - 'Проект/Разделы/'.length)}`]))).toBe(true);
  });

  it('refuses when any one file of many is too long', () => {
    expect(exceedsPathLimit(folder('A', ['short.pdf', x(253), 'other.pdf']))).toBe(true);
  });

  it('refuses a folder name of 255 characters, not one of 254', () => {
    expect(exceedsPathLimit(folder(x(254), []))).toBe(false);
    expect(exceedsPathLimit(folder(x(255), []))).toBe(true);
  });

  it('refuses a single name of 255 characters deep inside', () => {
    expect(exceedsPathLimit(folder('A', [`b/${x(255)}`]))).toBe(true);
  });

  it('counts a Cyrillic letter as one character', () => {
    expect(exceedsPathLimit(folder('А', ['я'.repeat(252)]))).toBe(false);
    expect(exceedsPathLimit(folder('А', ['я'.repeat(253)]))).toBe(true);
  });
});

describe('exceedsFolderFileLimit', () => {
  const withFiles = (count: number) =>
    folder(
      'A',
      Array.from({ length: count }, (_, index) => `${index}.pdf`),
    );

  it('takes 1024 files and refuses 1025', () => {
    expect(exceedsFolderFileLimit(withFiles(1024))).toBe(false);
    expect(exceedsFolderFileLimit(withFiles(1025))).toBe(true);
  });
});

describe('dropExceedsPathLimit', () => {
  it('checks loose file names at the same boundary', () => {
    expect(dropExceedsPathLimit(drop({ files: [file(x(254))] }))).toBe(false);
    expect(dropExceedsPathLimit(drop({ files: [file(x(255))] }))).toBe(true);
  });

  it('checks every folder but not the skipped empty ones', () => {
    expect(dropExceedsPathLimit(drop({ folders: [folder('A', ['a']), folder('B', [x(253)])] }))).toBe(true);
    expect(dropExceedsPathLimit(drop({ folders: [folder('A', ['a'])], emptyFolders: [x(300)] }))).toBe(false);
  });
});

describe('dropRefusal', () => {
  const files = drop({ files: [file()] });
  const folders = drop({ folders: [folder('A', ['a.pdf'])] });
  const both = drop({ files: [file()], folders: [folder('A', ['a.pdf'])] });

  it('lets an allowed drop through', () => {
    expect(dropRefusal(files, ALL)).toBeNull();
    expect(dropRefusal(folders, ALL)).toBeNull();
    expect(dropRefusal(both, ALL)).toBeNull();
    expect(dropRefusal(files, DOCUMENTS_ONLY)).toBeNull();
    expect(dropRefusal(folders, DIRECTORIES_ONLY)).toBeNull();
  });

  it('needs allowUploadDocuments for files', () => {
    expect(dropRefusal(files, DIRECTORIES_ONLY)).toBe(ProblemCode.NotAllowedUploadDocument);
    expect(dropRefusal(both, DIRECTORIES_ONLY)).toBe(ProblemCode.NotAllowedUploadDocument);
  });

  it('needs allowCreateDirectory for folders, empty ones included', () => {
    expect(dropRefusal(folders, DOCUMENTS_ONLY)).toBe(ProblemCode.NotAllowedCreateDirectory);
    expect(dropRefusal(both, DOCUMENTS_ONLY)).toBe(ProblemCode.NotAllowedCreateDirectory);
    expect(dropRefusal(drop({ files: [file()], emptyFolders: ['B'] }), DOCUMENTS_ONLY)).toBe(
      ProblemCode.NotAllowedCreateDirectory,
    );
  });

  it('answers the same refusals without CreateFiles in the directory, whatever its flags', () => {
    expect(dropRefusal(files, NO_RIGHTS)).toBe(ProblemCode.NotAllowedUploadDocument);
    expect(dropRefusal(both, NO_RIGHTS)).toBe(ProblemCode.NotAllowedUploadDocument);
    expect(dropRefusal(folders, NO_RIGHTS)).toBe(ProblemCode.NotAllowedCreateDirectory);
    expect(dropRefusal(drop({ emptyFolders: ['B'] }), NO_RIGHTS)).toBe(ProblemCode.NotAllowedCreateDirectory);
  });

  it('checks files before folders', () => {
    expect(dropRefusal(both, NOTHING)).toBe(ProblemCode.NotAllowedUploadDocument);
  });

  it('takes the root for a directory that allows nothing', () => {
    expect(dropRefusal(files, null)).toBe(ProblemCode.NotAllowedUploadDocument);
    expect(dropRefusal(folders, null)).toBe(ProblemCode.NotAllowedCreateDirectory);
    expect(dropRefusal(drop({ emptyFolders: ['B'] }), null)).toBe(ProblemCode.NotAllowedCreateDirectory);
  });

  it('refuses a drop of only empty folders, after the permissions', () => {
    const onlyEmpty = drop({ emptyFolders: ['B'] });
    expect(dropRefusal(onlyEmpty, ALL)).toBe(ProblemCode.EmptyDirectoryUpload);
    expect(dropRefusal(onlyEmpty, DOCUMENTS_ONLY)).toBe(ProblemCode.NotAllowedCreateDirectory);
  });

  it('lets a mixed drop through: the caller skips the empty folders with a notice', () => {
    expect(dropRefusal(drop({ folders: [folder('A', ['a.pdf'])], emptyFolders: ['B'] }), ALL)).toBeNull();
    expect(dropRefusal(drop({ files: [file()], emptyFolders: ['B'] }), ALL)).toBeNull();
  });

  it('refuses a path of 255 characters last', () => {
    const tooLong = drop({ folders: [folder('A', [x(253)])] });
    expect(dropRefusal(tooLong, ALL)).toBe(ProblemCode.MaxPathLimit);
    expect(dropRefusal(tooLong, DOCUMENTS_ONLY)).toBe(ProblemCode.NotAllowedCreateDirectory);
    expect(dropRefusal(drop({ folders: [folder('A', [x(252)])] }), ALL)).toBeNull();
    expect(dropRefusal(drop({ files: [file(x(255))] }), ALL)).toBe(ProblemCode.MaxPathLimit);
  });

  it('does not refuse a drop that carries nothing', () => {
    expect(dropRefusal(drop({}), ALL)).toBeNull();
    expect(dropRefusal(drop({}), null)).toBeNull();
  });
});
