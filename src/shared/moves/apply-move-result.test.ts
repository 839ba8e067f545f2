import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import type { Directory } from '../../../codegen/model/directory';
import { otherDocument } from '../documents/documents.test-data';
import { testDirectory } from '../testing/test-directory';
import { applyMoveResult, invalidateMovePlaces } from './apply-move-result';

// p ─┬─ s ─── c ─── g (with document gd)
//    └─ f
const source = testDirectory({ id: 's', name: 'АР', parentId: 'p', ancestorIds: ['p'] });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 'p', ancestorIds: ['p'] });
const child = testDirectory({ id: 'c', name: 'Планы', parentId: 's', depth: 2, ancestorIds: ['p', 's'] });
const grandchild = testDirectory({ id: 'g', name: 'Этаж 1', parentId: 'c', depth: 3, ancestorIds: ['p', 's', 'c'] });
const deepDocument = otherDocument('gd', 'Этаж 1.pdf', { parentId: 'g', ancestorIds: ['p', 's', 'c', 'g'] });
const plan = otherDocument('d1', 'План.pdf', { parentId: 's', ancestorIds: ['p', 's'] });

const movedChild: Directory = { ...child, parentId: 'f', parentDirectoryId: 'f', ancestorIds: ['p', 'f'] };
const movedPlan = { ...plan, parentId: 'f', ancestorIds: ['p', 'f'] };
const places = { sourceId: 's', targetId: 'f', directoryIds: ['c'] };

let client: QueryClient;

function level(id: string): string[] | undefined {
  return client.getQueryData<Directory[]>(getGetDirectoryChildrenQueryKey(id))?.map((directory) => directory.id);
}

function isInvalidated(queryKey: readonly unknown[]): boolean | undefined {
  return client.getQueryState(queryKey)?.isInvalidated;
}

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(getGetDirectoryChildrenQueryKey('p'), [source, facades]);
  client.setQueryData(getGetDirectoryChildrenQueryKey('s'), [child]);
  client.setQueryData(getGetDirectoryChildrenQueryKey('f'), []);
  client.setQueryData(getGetDirectoryChildrenQueryKey('c'), [grandchild]);
  client.setQueryData(getGetDirectoryQueryKey('g'), grandchild);
  client.setQueryData(getFetchDirectoryQueryKey('g'), { data: { directory: grandchild, childrenDocuments: [] } });
  client.setQueryData(getGetDocumentQueryKey('gd'), deepDocument);
  client.setQueryData(getGetDocumentQueryKey('d1'), plan);
  client.setQueryData(getGetDirectoryQueryKey('p'), testDirectory({ id: 'p', name: 'Проект' }));
  for (const id of ['s', 'f']) {
    client.setQueryData(getFetchDirectoryQueryKey(id), {});
    client.setQueryData(getGetDirectoryPropertiesQueryKey(id), {});
  }
});

describe('applyMoveResult', () => {
  it('moves a directory from its old level to the new one in the tree', async () => {
    await applyMoveResult(client, places, { documents: [], directories: [movedChild] });
    expect(level('s')).toEqual([]);
    expect(level('f')).toEqual(['c']);
    expect(client.getQueryData(getGetDirectoryQueryKey('c'))).toEqual(movedChild);
  });

  it('replaces the cached moved documents', async () => {
    await applyMoveResult(client, { ...places, directoryIds: [] }, { documents: [movedPlan], directories: [] });
    expect(client.getQueryData(getGetDocumentQueryKey('d1'))).toEqual(movedPlan);
  });

  it('reloads the source and the target', async () => {
    await applyMoveResult(client, places, { documents: [], directories: [movedChild] });
    for (const id of ['s', 'f']) {
      expect(isInvalidated(getFetchDirectoryQueryKey(id)), id).toBe(true);
      expect(isInvalidated(getGetDirectoryPropertiesQueryKey(id)), id).toBe(true);
      expect(isInvalidated(getGetDirectoryChildrenQueryKey(id)), id).toBe(true);
    }
  });

  it('marks stale what lies below a moved directory, and nothing unrelated', async () => {
    await applyMoveResult(client, places, { documents: [], directories: [movedChild] });
    expect(isInvalidated(getGetDirectoryChildrenQueryKey('c'))).toBe(true);
    expect(isInvalidated(getGetDirectoryQueryKey('g'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('g'))).toBe(true);
    expect(isInvalidated(getGetDocumentQueryKey('gd'))).toBe(true);
    expect(isInvalidated(getGetDirectoryQueryKey('p'))).toBe(false);
    expect(isInvalidated(getGetDocumentQueryKey('d1'))).toBe(false);
  });

  it('reloads the places when the answer does not carry the moved directories', async () => {
    await applyMoveResult(client, places, undefined);
    expect(isInvalidated(getGetDirectoryChildrenQueryKey('s'))).toBe(true);
    expect(isInvalidated(getGetDirectoryChildrenQueryKey('f'))).toBe(true);
    expect(isInvalidated(getGetDirectoryQueryKey('g'))).toBe(true);
    expect(level('s')).toEqual(['c']);
  });
});

describe('invalidateMovePlaces', () => {
  it('reloads the source and target only', async () => {
    await invalidateMovePlaces(client, places);
    expect(isInvalidated(getFetchDirectoryQueryKey('s'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('f'))).toBe(true);
    expect(isInvalidated(getGetDirectoryChildrenQueryKey('p'))).toBe(false);
    expect(isInvalidated(getGetDirectoryQueryKey('g'))).toBe(false);
  });
});
