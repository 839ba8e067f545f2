import { describe, expect, it } from 'vitest';
import { compareDirectoryNames, sortDirectories } from './directory-sort.utils';

describe('sortDirectories', () => {
  it('puts pinned directories first, each group by name', () => {
    const sorted = sortDirectories([
      { name: 'Веста', isPinned: false },
      { name: 'Юг', isPinned: true },
      { name: 'Альфа', isPinned: false },
      { name: 'Бета', isPinned: true },
    ]);
    expect(sorted.map((directory) => directory.name)).toEqual(['Бета', 'Юг', 'Альфа', 'Веста']);
  });

  it('leaves its input alone', () => {
    const input = [
      { name: 'Б', isPinned: false },
      { name: 'А', isPinned: false },
    ];
    sortDirectories(input);
    expect(input.map((directory) => directory.name)).toEqual(['Б', 'А']);
  });
});

describe('compareDirectoryNames', () => {
  it('ignores case and compares numbers by value', () => {
    expect(compareDirectoryNames({ name: 'a' }, { name: 'A' })).toBe(0);
    expect(compareDirectoryNames({ name: 'Item 9' }, { name: 'Item 10' })).toBeLessThan(0);
  });

  it('puts Cyrillic names before Latin ones', () => {
    expect(compareDirectoryNames({ name: 'Архив' }, { name: 'Archive' })).toBeLessThan(0);
  });
});
