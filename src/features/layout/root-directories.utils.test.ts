import { describe, expect, it } from 'vitest';
import { sortRootDirectories } from './root-directories.utils';

describe('sortRootDirectories', () => {
  it('puts pinned directories first, each group by name', () => {
    const sorted = sortRootDirectories([
      { name: 'Веста', isPinned: false },
      { name: 'Юг', isPinned: true },
      { name: 'Альфа', isPinned: false },
      { name: 'Бета', isPinned: true },
    ]);
    expect(sorted.map((directory) => directory.name)).toEqual(['Бета', 'Юг', 'Альфа', 'Веста']);
  });
});
