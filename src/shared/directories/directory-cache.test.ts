import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { getGetDirectoryListenersQueryKey } from '../../../codegen/api/listeners/listeners';
import { getGetPinnedDirectoriesQueryKey } from '../../../codegen/api/pins/pins';
import type { Directory } from '../../../codegen/model/directory';
import { testDirectory } from '../testing/test-directory';
import { applyDirectoryCreated, applyDirectoryDeleted, applyDirectoryUpdated } from './directory-cache';

const alpha = testDirectory({ id: 'a', name: 'Альфа' });
const gamma = testDirectory({ id: 'g', name: 'Гамма' });
const project = testDirectory({ id: 'p', name: 'Проект' });
const working = testDirectory({ id: 'w', name: 'Рабочая', parentId: 'p' });

let client: QueryClient;

function level(id: string): string[] | undefined {
  return client.getQueryData<Directory[]>(getGetDirectoryChildrenQueryKey(id))?.map((directory) => directory.name);
}

function isInvalidated(queryKey: readonly unknown[]): boolean | undefined {
  return client.getQueryState(queryKey)?.isInvalidated;
}

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(getGetDirectoryChildrenQueryKey('root'), [alpha, gamma, project]);
  client.setQueryData(getGetDirectoryChildrenQueryKey('p'), [working]);
  client.setQueryData(getGetPinnedDirectoriesQueryKey(), { data: [] });
  for (const id of ['root', 'p', 'w']) {
    client.setQueryData(getFetchDirectoryQueryKey(id), {});
    client.setQueryData(getFetchDirectoryQueryKey(id, { sortType: 2 }), {});
    client.setQueryData(getGetDirectoryPropertiesQueryKey(id), {});
  }
});

describe('applyDirectoryCreated', () => {
  it('adds a top-level directory to the root level in order', () => {
    applyDirectoryCreated(client, testDirectory({ id: 'b', name: 'Бета' }));
    expect(level('root')).toEqual(['Альфа', 'Бета', 'Гамма', 'Проект']);
  });

  it('adds a child under its parent, after the pinned ones', () => {
    client.setQueryData(getGetDirectoryChildrenQueryKey('p'), [{ ...working, isPinned: true }]);
    applyDirectoryCreated(client, testDirectory({ id: 'x', name: 'Архив', parentId: 'p' }));
    expect(level('p')).toEqual(['Рабочая', 'Архив']);
  });

  it('sets the directory cache and reloads the parent listing and counts only', () => {
    const created = testDirectory({ id: 'x', name: 'Новый', parentId: 'p' });
    applyDirectoryCreated(client, created);
    expect(client.getQueryData(getGetDirectoryQueryKey('x'))).toBe(created);
    expect(isInvalidated(getFetchDirectoryQueryKey('p'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('p', { sortType: 2 }))).toBe(true);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('p'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('root'))).toBe(false);
    expect(isInvalidated(getGetPinnedDirectoriesQueryKey())).toBe(false);
  });

  it('leaves a level that is not loaded unloaded', () => {
    applyDirectoryCreated(client, testDirectory({ id: 'y', name: 'Глубже', parentId: 'w' }));
    expect(level('w')).toBeUndefined();
  });

  it('does not list a directory twice', () => {
    applyDirectoryCreated(client, alpha);
    expect(level('root')).toEqual(['Альфа', 'Гамма', 'Проект']);
  });
});

describe('applyDirectoryUpdated', () => {
  it('replaces a renamed directory and puts it back in order', () => {
    applyDirectoryUpdated(client, { ...alpha, name: 'Яблоко' });
    expect(level('root')).toEqual(['Гамма', 'Проект', 'Яблоко']);
    expect(client.getQueryData(getGetDirectoryQueryKey('a'))).toMatchObject({ name: 'Яблоко' });
  });

  it('moves a pinned directory before the others', () => {
    applyDirectoryUpdated(client, { ...project, isPinned: true });
    expect(level('root')).toEqual(['Проект', 'Альфа', 'Гамма']);
  });

  it('reloads the parent listing, its own listing and the pinned list', () => {
    applyDirectoryUpdated(client, { ...working, name: 'РД' });
    expect(isInvalidated(getFetchDirectoryQueryKey('p'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('p', { sortType: 2 }))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('w'))).toBe(true);
    expect(isInvalidated(getGetPinnedDirectoriesQueryKey())).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('root'))).toBe(false);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('p'))).toBe(false);
  });

  it('takes a moved directory out of its old level into the new one', () => {
    applyDirectoryUpdated(client, { ...working, parentId: null, parentDirectoryId: null });
    expect(level('p')).toEqual([]);
    expect(level('root')).toEqual(['Альфа', 'Гамма', 'Проект', 'Рабочая']);
    expect(isInvalidated(getFetchDirectoryQueryKey('p'))).toBe(true);
  });
});

describe('applyDirectoryDeleted', () => {
  it('removes the directory from its parent level', () => {
    applyDirectoryDeleted(client, { id: 'g', parentId: null });
    expect(level('root')).toEqual(['Альфа', 'Проект']);
  });

  it("drops the directory's own queries and nothing else", () => {
    client.setQueryData(getGetDirectoryQueryKey('p'), project);
    client.setQueryData(getGetDirectoryListenersQueryKey('p'), []);
    client.setQueryData(getGetDirectoryQueryKey('pp'), project);
    applyDirectoryDeleted(client, { id: 'p', parentId: null });
    for (const key of [
      getGetDirectoryQueryKey('p'),
      getGetDirectoryChildrenQueryKey('p'),
      getFetchDirectoryQueryKey('p'),
      getFetchDirectoryQueryKey('p', { sortType: 2 }),
      getGetDirectoryPropertiesQueryKey('p'),
      getGetDirectoryListenersQueryKey('p'),
    ]) {
      expect(client.getQueryState(key), JSON.stringify(key)).toBeUndefined();
    }
    expect(client.getQueryData(getGetDirectoryQueryKey('pp'))).toBe(project);
    expect(level('root')).toEqual(['Альфа', 'Гамма']);
  });

  it('reloads the parent listing, its counts and the pinned list', () => {
    applyDirectoryDeleted(client, { id: 'w', parentId: 'p' });
    expect(level('p')).toEqual([]);
    expect(isInvalidated(getFetchDirectoryQueryKey('p'))).toBe(true);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('p'))).toBe(true);
    expect(isInvalidated(getGetPinnedDirectoriesQueryKey())).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('root'))).toBe(false);
  });
});
