import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { getFetchDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { otherDocument } from '../../shared/documents/documents.test-data';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  invalidateListingsWithin,
  isInAnyListing,
  isListingCached,
  listingId,
  putInListing,
  removeFromListings,
  replaceDirectoryInPaths,
} from './explorer-listings.utils';

const project = testDirectory({ id: 'p', name: 'Проект' });
const shown = testDirectory({ id: 's', name: 'АР', parentId: 'p', ancestorIds: ['p'] });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 's', ancestorIds: ['p', 's'] });
const plan = otherDocument('d1', 'План.pdf', { parentId: 's' });
const section = otherDocument('d2', 'Разрез.pdf', { parentId: 's' });

let client: QueryClient;

function listing(id: string, params?: Parameters<typeof getFetchDirectoryQueryKey>[1]): DirectoryLoad | undefined {
  return client.getQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey(id, params))?.data;
}

function isInvalidated(id: string, params?: Parameters<typeof getFetchDirectoryQueryKey>[1]): boolean | undefined {
  return client.getQueryState(getFetchDirectoryQueryKey(id, params))?.isInvalidated;
}

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('root'), {
    data: { ancestors: [], directory: null, childrenDirectories: [project], childrenDocuments: [] },
  });
  client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('s'), {
    data: {
      ancestors: [project],
      directory: shown,
      childrenDirectories: [facades],
      childrenDocuments: [plan, section],
    },
  });
  client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('f'), {
    data: { ancestors: [project, shown], directory: facades, childrenDirectories: [], childrenDocuments: [] },
  });
});

describe('explorer listings', () => {
  it('lists the top level under root', () => {
    expect(listingId(null)).toBe('root');
    expect(listingId('s')).toBe('s');
  });

  it('knows which listings are cached and what they show', () => {
    expect(isListingCached(client, 's')).toBe(true);
    expect(isListingCached(client, 'other')).toBe(false);
    expect(isInAnyListing(client, 'd2')).toBe(true);
    expect(isInAnyListing(client, 'p')).toBe(true);
    expect(isInAnyListing(client, 'unknown')).toBe(false);
  });

  it('adds a new document at the end, for the explorer orders the list itself', () => {
    const created = otherDocument('d3', 'Аксонометрия.pdf', { parentId: 's' });
    putInListing(client, 's', { kind: 'document', document: created });
    expect(listing('s')?.childrenDocuments.map((document) => document.id)).toEqual(['d1', 'd2', 'd3']);
    expect(isInvalidated('s')).toBe(false);
  });

  it('replaces a changed element where it was, leaving the others as they were', () => {
    const before = listing('s');
    const renamed = { ...plan, name: 'План 1 этажа.pdf' };
    putInListing(client, 's', { kind: 'document', document: renamed });
    const after = listing('s');
    expect(after?.childrenDocuments).toEqual([renamed, section]);
    expect(after?.childrenDocuments[1]).toBe(before?.childrenDocuments[1]);
    expect(after?.childrenDirectories).toBe(before?.childrenDirectories);
  });

  it('puts a directory among the child directories', () => {
    const created = testDirectory({ id: 'n', name: 'Новый', parentId: 's' });
    putInListing(client, 's', { kind: 'directory', directory: created });
    expect(listing('s')?.childrenDirectories.map((directory) => directory.id)).toEqual(['f', 'n']);
  });

  it('reloads a listing the server filtered instead of guessing whether the element belongs in it', () => {
    const onlyDirectories = { filterType: ExplorerFilter.OnlyDirectories };
    client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('s', onlyDirectories), {
      data: { ancestors: [project], directory: shown, childrenDirectories: [facades], childrenDocuments: [] },
    });
    putInListing(client, 's', { kind: 'document', document: otherDocument('d3', 'Новый.pdf', { parentId: 's' }) });
    expect(isInvalidated('s', onlyDirectories)).toBe(true);
    expect(listing('s', onlyDirectories)?.childrenDocuments).toEqual([]);
    expect(isInvalidated('s')).toBe(false);
  });

  it('takes an element out of every listing but the one it moved to', () => {
    client.setQueryData<DirectoryLoadEnvelope>(getFetchDirectoryQueryKey('f'), {
      data: { ancestors: [project, shown], directory: facades, childrenDirectories: [], childrenDocuments: [plan] },
    });
    removeFromListings(client, 'd1', 'f');
    expect(listing('s')?.childrenDocuments).toEqual([section]);
    expect(listing('f')?.childrenDocuments).toEqual([plan]);
    removeFromListings(client, 'f');
    expect(listing('s')?.childrenDirectories).toEqual([]);
  });

  it('leaves a listing that does not show the element untouched', () => {
    const before = listing('root');
    removeFromListings(client, 'd1');
    expect(listing('root')).toBe(before);
  });

  it('renames a directory where it is the listed one and on the paths below it', () => {
    const renamed = { ...shown, name: 'АР — Архитектурные решения' };
    replaceDirectoryInPaths(client, renamed);
    expect(listing('s')?.directory).toEqual(renamed);
    expect(listing('f')?.ancestors).toEqual([project, renamed]);
    expect(isInvalidated('s')).toBe(false);
  });

  it('reloads only the listings whose path a moved directory changed', () => {
    invalidateListingsWithin(client, 's');
    expect(isInvalidated('s')).toBe(true);
    expect(isInvalidated('f')).toBe(true);
    expect(isInvalidated('root')).toBe(false);
  });
});
