import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { getGetDocumentAuthorsQueryKey, getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import { getGetPinnedDirectoriesQueryKey } from '../../../codegen/api/pins/pins';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { HttpStatusError } from '../../shared/errors/app-error';
import { otherDocument } from '../../shared/documents/documents.test-data';
import type { ExplorerChange } from '../../shared/realtime/explorer-hub-events';
import { testDirectory } from '../../shared/testing/test-directory';
import { TRASH_QUERY_KEY } from '../../shared/trash/trash-query-key';
import { applyExplorerChange, type ElementLoaders } from './explorer-change.utils';

const project = testDirectory({ id: 'p', name: 'Проект' });
const shown = testDirectory({ id: 's', name: 'АР', parentId: 'p', ancestorIds: ['p'] });
const other = testDirectory({ id: 'o', name: 'КЖ', parentId: 'p', ancestorIds: ['p'] });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 's', ancestorIds: ['p', 's'] });
const sections = testDirectory({ id: 'r', name: 'Разрезы', parentId: 's', ancestorIds: ['p', 's'] });
const plan = otherDocument('d1', 'План.pdf', { parentId: 's' });

let client: QueryClient;
let directories: Map<string, Directory>;
let documents: Map<string, Document>;
let loaders: ElementLoaders & { directory: ReturnType<typeof vi.fn>; document: ReturnType<typeof vi.fn> };

function change(fields: Partial<ExplorerChange> & Pick<ExplorerChange, 'change' | 'elementId'>): ExplorerChange {
  return {
    elementType: 'Document',
    directoryId: 's',
    previousDirectoryId: null,
    eventType: null,
    actorId: 'c3000000-0000-4000-8000-000000000002',
    at: '2026-11-22T09:41:00Z',
    ...fields,
  };
}

function listing(id: string) {
  return client.getQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey(id))?.data;
}

function documentIds(id: string) {
  return listing(id)?.childrenDocuments.map((document) => document.id);
}

function directoryNames(id: string) {
  return listing(id)?.childrenDirectories.map((directory) => directory.name);
}

function level(id: string) {
  return client.getQueryData<Directory[]>(getGetDirectoryChildrenQueryKey(id))?.map((directory) => directory.name);
}

function isInvalidated(queryKey: readonly unknown[]) {
  return client.getQueryState(queryKey)?.isInvalidated;
}

function notFound(): HttpStatusError {
  return new HttpStatusError(404, { type: 'urn:cde:problem:NotFound', title: 'NotFound', status: 404 });
}

beforeEach(() => {
  client = new QueryClient();
  directories = new Map([shown, other, facades, sections].map((directory) => [directory.id, directory]));
  documents = new Map([[plan.id, plan]]);
  loaders = {
    directory: vi.fn((id: string) => {
      const found = directories.get(id);
      return found ? Promise.resolve(found) : Promise.reject(notFound());
    }),
    document: vi.fn((id: string) => {
      const found = documents.get(id);
      return found ? Promise.resolve(found) : Promise.reject(notFound());
    }),
  };
  client.setQueryData(getGetDirectoryChildrenQueryKey('p'), [other, shown]);
  client.setQueryData(getGetDirectoryChildrenQueryKey('s'), [sections, facades]);
  client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('s'), {
    data: {
      ancestors: [project],
      directory: shown,
      childrenDirectories: [facades, sections],
      childrenDocuments: [plan],
    },
  });
  client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('f'), {
    data: { ancestors: [project, shown], directory: facades, childrenDirectories: [], childrenDocuments: [] },
  });
  client.setQueryData(getGetPinnedDirectoriesQueryKey(), { data: [] });
  client.setQueryData(TRASH_QUERY_KEY, {});
  for (const id of ['s', 'o', 'f']) client.setQueryData(getGetDirectoryPropertiesQueryKey(id), {});
});

describe('a document', () => {
  it('created is read by its id and added to the listing, which is not loaded again', async () => {
    const created = otherDocument('d2', 'Разрез.pdf', { parentId: 's' });
    documents.set(created.id, created);
    await applyExplorerChange(client, change({ change: 'created', elementId: 'd2' }), loaders);
    expect(loaders.document).toHaveBeenCalledWith('d2');
    expect(documentIds('s')).toEqual(['d1', 'd2']);
    expect(isInvalidated(getFetchDirectoryQueryKey('s'))).toBe(false);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('s'))).toBe(true);
  });

  it('created where nothing cached shows it is not read at all', async () => {
    await applyExplorerChange(client, change({ change: 'created', elementId: 'd9', directoryId: 'o' }), loaders);
    expect(loaders.document).not.toHaveBeenCalled();
  });

  it('updated replaces its entry and its own cache, and the panel reloads what it reads besides', async () => {
    const renamed = { ...plan, name: 'План 1 этажа.pdf' };
    documents.set(plan.id, renamed);
    client.setQueryData(getGetDocumentQueryKey('d1'), plan);
    client.setQueryData(getGetDocumentAuthorsQueryKey('d1'), []);
    await applyExplorerChange(client, change({ change: 'updated', elementId: 'd1', eventType: 8 }), loaders);
    expect(listing('s')?.childrenDocuments).toEqual([renamed]);
    expect(client.getQueryData(getGetDocumentQueryKey('d1'))).toEqual(renamed);
    expect(isInvalidated(getGetDocumentAuthorsQueryKey('d1'))).toBe(true);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('s'))).toBe(false);
  });

  it('moved leaves the listing it came from and joins the one it went to', async () => {
    const moved = { ...plan, parentId: 'f' };
    documents.set(plan.id, moved);
    await applyExplorerChange(
      client,
      change({ change: 'moved', elementId: 'd1', directoryId: 'f', previousDirectoryId: 's', eventType: 5 }),
      loaders,
    );
    expect(documentIds('s')).toEqual([]);
    expect(documentIds('f')).toEqual(['d1']);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('s'))).toBe(true);
    expect(isInvalidated(getGetDirectoryPropertiesQueryKey('f'))).toBe(true);
  });

  it('deleted is taken out without a request, and the trash bin reloads', async () => {
    await applyExplorerChange(client, change({ change: 'deleted', elementId: 'd1', eventType: 7 }), loaders);
    expect(loaders.document).not.toHaveBeenCalled();
    expect(documentIds('s')).toEqual([]);
    expect(isInvalidated(TRASH_QUERY_KEY)).toBe(true);
  });

  it('purged reloads the trash bin', async () => {
    await applyExplorerChange(client, change({ change: 'purged', elementId: 'd7', eventType: 15 }), loaders);
    expect(isInvalidated(TRASH_QUERY_KEY)).toBe(true);
  });

  it('restored comes back into its listing, and the trash bin reloads', async () => {
    const restored = otherDocument('d5', 'Восстановленный.pdf', { parentId: 's' });
    documents.set(restored.id, restored);
    await applyExplorerChange(client, change({ change: 'restored', elementId: 'd5' }), loaders);
    expect(documentIds('s')).toEqual(['d1', 'd5']);
    expect(isInvalidated(TRASH_QUERY_KEY)).toBe(true);
  });

  it('gone by the time it is read is taken out', async () => {
    documents.delete(plan.id);
    await applyExplorerChange(client, change({ change: 'updated', elementId: 'd1', eventType: 8 }), loaders);
    expect(documentIds('s')).toEqual([]);
  });

  it('that cannot be read for another reason leaves the cache alone and reports it', async () => {
    loaders.document.mockRejectedValueOnce(new Error('offline'));
    await expect(
      applyExplorerChange(client, change({ change: 'updated', elementId: 'd1', eventType: 8 }), loaders),
    ).rejects.toThrow('offline');
    expect(documentIds('s')).toEqual(['d1']);
  });
});

describe('a directory', () => {
  it('created joins the tree level in order and the listing, without reloading either', async () => {
    const created = testDirectory({ id: 'n', name: 'Генплан', parentId: 's', ancestorIds: ['p', 's'] });
    directories.set(created.id, created);
    await applyExplorerChange(
      client,
      change({ change: 'created', elementType: 'Directory', elementId: 'n', eventType: 1 }),
      loaders,
    );
    expect(loaders.directory).toHaveBeenCalledWith('n');
    expect(level('s')).toEqual(['Генплан', 'Разрезы', 'Фасады']);
    expect(directoryNames('s')).toEqual(['Фасады', 'Разрезы', 'Генплан']);
    expect(client.getQueryData(getGetDirectoryQueryKey('n'))).toEqual(created);
    expect(isInvalidated(getFetchDirectoryQueryKey('s'))).toBe(false);
    expect(isInvalidated(getGetDirectoryChildrenQueryKey('s'))).toBe(false);
  });

  it('renamed is put back in order and renamed on the paths below it, in place', async () => {
    const renamed = { ...facades, name: 'Альбом фасадов' };
    directories.set(facades.id, renamed);
    await applyExplorerChange(
      client,
      change({ change: 'updated', elementType: 'Directory', elementId: 'f', eventType: 4 }),
      loaders,
    );
    expect(level('s')).toEqual(['Альбом фасадов', 'Разрезы']);
    expect(directoryNames('s')).toEqual(['Альбом фасадов', 'Разрезы']);
    expect(listing('f')?.directory).toEqual(renamed);
    expect(isInvalidated(getFetchDirectoryQueryKey('f'))).toBe(false);
    expect(isInvalidated(getFetchDirectoryQueryKey('s'))).toBe(false);
  });

  it('moved leaves its old level and listing, joins the new ones, and its own path reloads', async () => {
    const moved = { ...facades, parentId: 'o', parentDirectoryId: 'o', ancestorIds: ['p', 'o'] };
    directories.set(facades.id, moved);
    client.setQueryData(getGetDirectoryChildrenQueryKey('o'), []);
    await applyExplorerChange(
      client,
      change({
        change: 'moved',
        elementType: 'Directory',
        elementId: 'f',
        directoryId: 'o',
        previousDirectoryId: 's',
        eventType: 5,
      }),
      loaders,
    );
    expect(level('s')).toEqual(['Разрезы']);
    expect(level('o')).toEqual(['Фасады']);
    expect(directoryNames('s')).toEqual(['Разрезы']);
    expect(isInvalidated(getFetchDirectoryQueryKey('f'))).toBe(true);
    expect(isInvalidated(getFetchDirectoryQueryKey('s'))).toBe(false);
  });

  it('deleted leaves the tree and the listing, its own cache is dropped, and nothing is read', async () => {
    await applyExplorerChange(
      client,
      change({ change: 'deleted', elementType: 'Directory', elementId: 'f', eventType: 3 }),
      loaders,
    );
    expect(loaders.directory).not.toHaveBeenCalled();
    expect(level('s')).toEqual(['Разрезы']);
    expect(directoryNames('s')).toEqual(['Разрезы']);
    expect(listing('f')).toBeUndefined();
    expect(isInvalidated(TRASH_QUERY_KEY)).toBe(true);
  });

  it('pin switched is put back in order and the pinned directories reload', async () => {
    directories.set(facades.id, { ...facades, isPinned: true });
    await applyExplorerChange(
      client,
      change({ change: 'pinSwitched', elementType: 'Directory', elementId: 'f' }),
      loaders,
    );
    expect(level('s')).toEqual(['Фасады', 'Разрезы']);
    expect(isInvalidated(getGetPinnedDirectoriesQueryKey())).toBe(true);
    expect(isInvalidated(TRASH_QUERY_KEY)).toBe(false);
  });
});
