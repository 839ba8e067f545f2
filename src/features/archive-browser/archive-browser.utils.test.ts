import { describe, expect, it } from 'vitest';
import type { ArchiveDirectory } from '../../../codegen/model/archiveDirectory';
import {
  archivePathSegments,
  archiveRows,
  archiveUpStep,
  childArchivePath,
  findArchiveDirectory,
  openedFolders,
  parentArchivePath,
  routeVersionIndex,
} from './archive-browser.utils';

const file = (path: string, size?: number) => ({ name: path.split('/').at(-1) ?? path, path, size });

/** Entries deliberately out of order: the page sorts them itself. */
const root: ArchiveDirectory = {
  name: 'Изыскания.zip',
  documents: [file('записка.pdf', 10), file('Акт 10.pdf'), file('Акт 2.pdf', 3)],
  directories: [
    {
      name: 'Приложения',
      documents: [file('Приложения/Колонка 1.pdf')],
      directories: [{ name: 'Схемы', documents: [file('Приложения/Схемы/План.dwg')], directories: [] }],
    },
    { name: 'архив', documents: [], directories: [] },
    { name: 'Фото', documents: [], directories: [] },
  ],
};

describe('archive paths', () => {
  it('drops empty segments', () => {
    expect(archivePathSegments('')).toEqual([]);
    expect(archivePathSegments('/Приложения//Схемы/')).toEqual(['Приложения', 'Схемы']);
  });

  it('finds the folder of a path, the root for an empty one', () => {
    expect(findArchiveDirectory(root, '')).toBe(root);
    expect(findArchiveDirectory(root, 'Приложения/Схемы')?.documents[0]?.path).toBe('Приложения/Схемы/План.dwg');
    expect(findArchiveDirectory(root, '/Приложения/')?.name).toBe('Приложения');
  });

  it('finds nothing where the archive has no such folder, nor a file taken for a folder', () => {
    expect(findArchiveDirectory(root, 'Нет')).toBeUndefined();
    expect(findArchiveDirectory(root, 'Приложения/Нет/Схемы')).toBeUndefined();
    expect(findArchiveDirectory(root, 'Акт 2.pdf')).toBeUndefined();
  });

  it('names the parent of a folder, none for the root', () => {
    expect(parentArchivePath('Приложения/Схемы')).toBe('Приложения');
    expect(parentArchivePath('Приложения')).toBe('');
    expect(parentArchivePath('')).toBeUndefined();
    expect(parentArchivePath('/')).toBeUndefined();
  });

  it('names a subfolder below a folder', () => {
    expect(childArchivePath('', 'Приложения')).toBe('Приложения');
    expect(childArchivePath('Приложения/', 'Схемы')).toBe('Приложения/Схемы');
  });
});

describe('archiveRows', () => {
  it('lists the subfolders, then the files, each by name in the users’ order', () => {
    expect(archiveRows(root, '').map((row) => `${row.kind} ${row.name}`)).toEqual([
      'directory архив',
      'directory Приложения',
      'directory Фото',
      'file Акт 2.pdf',
      'file Акт 10.pdf',
      'file записка.pdf',
    ]);
  });

  it('gives a subfolder its path and a file its entry', () => {
    const rows = archiveRows(findArchiveDirectory(root, 'Приложения') ?? root, 'Приложения');
    expect(rows[0]).toMatchObject({ kind: 'directory', name: 'Схемы', path: 'Приложения/Схемы' });
    expect(rows[1]).toMatchObject({ kind: 'file', file: { path: 'Приложения/Колонка 1.pdf' } });
  });

  it('keeps the keys unique for entries of one name, and leaves the answer alone', () => {
    const twins: ArchiveDirectory = {
      name: 'a.zip',
      documents: [file('a.txt'), file('a.txt')],
      directories: [
        { name: 'b', documents: [], directories: [] },
        { name: 'b', documents: [], directories: [] },
      ],
    };
    const keys = archiveRows(twins, '').map((row) => row.key);
    expect(new Set(keys).size).toBe(4);
    expect(root.documents.map((entry) => entry.name)).toEqual(['записка.pdf', 'Акт 10.pdf', 'Акт 2.pdf']);
  });

  it('lists nothing for an empty folder', () => {
    expect(archiveRows({ name: 'e', documents: [], directories: [] }, 'e')).toEqual([]);
  });
});

describe('archiveUpStep', () => {
  it('leaves the archive from its root', () => {
    expect(archiveUpStep('', 0)).toEqual({ kind: 'leave' });
    expect(archiveUpStep('', 3)).toEqual({ kind: 'leave' });
  });

  it('goes back to the parent it was opened from', () => {
    expect(archiveUpStep('Приложения/Схемы', 2)).toEqual({ kind: 'back' });
  });

  it('puts the parent in place of a folder reached otherwise', () => {
    expect(archiveUpStep('Приложения/Схемы', 0)).toEqual({ kind: 'parent', path: 'Приложения' });
    expect(archiveUpStep('Приложения', 0)).toEqual({ kind: 'parent', path: '' });
  });
});

describe('openedFolders', () => {
  it('reads the count the page left in the history entry', () => {
    expect(openedFolders({ archiveOpened: 2 })).toBe(2);
  });

  it('counts 0 for any other entry', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { archiveOpened: -1 },
      { archiveOpened: 1.5 },
      { archiveOpened: '1' },
    ]) {
      expect(openedFolders(state), JSON.stringify(state)).toBe(0);
    }
  });
});

describe('routeVersionIndex', () => {
  it('reads a version index, the head and the draft', () => {
    expect(routeVersionIndex('0')).toBe(0);
    expect(routeVersionIndex('12')).toBe(12);
    expect(routeVersionIndex('-1')).toBe(-1);
    expect(routeVersionIndex('-2')).toBe(-2);
  });

  it('reads nothing else', () => {
    for (const raw of [undefined, '', 'head', '1.5', '-3', ' 1', '99999999999999999999']) {
      expect(routeVersionIndex(raw), String(raw)).toBeUndefined();
    }
  });
});
