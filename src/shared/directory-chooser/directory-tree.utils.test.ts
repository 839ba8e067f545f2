import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import { testDirectory } from '../testing/test-directory';
import { directoryIdsToLoad, directoryTreeData, findDirectory, ROOT_DIRECTORY_ID } from './directory-tree.utils';

const project = testDirectory({ id: 'p', name: 'Проект' });
const archive = testDirectory({ id: 'a', name: 'Архив' });
const working = testDirectory({ id: 'w', name: 'Рабочая', parentId: 'p' });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 'w' });

function childrenOf(entries: [string, Directory[]][]) {
  return new Map(entries);
}

describe('directoryTreeData', () => {
  it('offers to expand directories whose children are not loaded', () => {
    expect(directoryTreeData(childrenOf([[ROOT_DIRECTORY_ID, [project, archive]]]))).toEqual([
      { value: 'p', label: 'Проект', hasChildren: true },
      { value: 'a', label: 'Архив', hasChildren: true },
    ]);
  });

  it('nests the loaded levels and marks leaves', () => {
    const data = directoryTreeData(
      childrenOf([
        [ROOT_DIRECTORY_ID, [project, archive]],
        ['p', [working]],
        ['w', [facades]],
        ['a', []],
      ]),
    );
    expect(data).toEqual([
      {
        value: 'p',
        label: 'Проект',
        children: [{ value: 'w', label: 'Рабочая', children: [{ value: 'f', label: 'Фасады', hasChildren: true }] }],
      },
      { value: 'a', label: 'Архив', children: [] },
    ]);
  });

  it('is empty before the top level is loaded', () => {
    expect(directoryTreeData(new Map())).toEqual([]);
  });

  it('does not loop on a directory listed under itself', () => {
    const data = directoryTreeData(
      childrenOf([
        [ROOT_DIRECTORY_ID, [project]],
        ['p', [project]],
      ]),
    );
    expect(data).toEqual([
      { value: 'p', label: 'Проект', children: [{ value: 'p', label: 'Проект', hasChildren: false }] },
    ]);
  });
});

describe('findDirectory', () => {
  it('finds a directory on any loaded level', () => {
    const children = childrenOf([
      [ROOT_DIRECTORY_ID, [project]],
      ['p', [working]],
    ]);
    expect(findDirectory(children, 'w')).toBe(working);
    expect(findDirectory(children, 'x')).toBeUndefined();
  });
});

describe('directoryIdsToLoad', () => {
  it('loads the top level and the expanded directories', () => {
    expect(directoryIdsToLoad({})).toEqual([ROOT_DIRECTORY_ID]);
    expect(directoryIdsToLoad({ w: true, a: false, p: true })).toEqual([ROOT_DIRECTORY_ID, 'p', 'w']);
  });
});
