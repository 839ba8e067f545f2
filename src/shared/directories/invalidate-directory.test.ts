import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { invalidateDirectory } from './invalidate-directory';

function isInvalidated(client: QueryClient, queryKey: readonly unknown[]): boolean | undefined {
  return client.getQueryState(queryKey)?.isInvalidated;
}

describe('invalidateDirectory', () => {
  it("marks the directory's own queries stale and leaves the others alone", async () => {
    const client = new QueryClient();
    const keys = [
      getGetDirectoryQueryKey('d1'),
      getGetDirectoryChildrenQueryKey('d1'),
      getFetchDirectoryQueryKey('d1'),
      getFetchDirectoryQueryKey('d1', { sortType: 2, filterType: 3 }),
      getGetDirectoryPropertiesQueryKey('d1'),
    ];
    const other = getGetDirectoryChildrenQueryKey('d2');
    for (const key of [...keys, other]) client.setQueryData(key, {});

    await invalidateDirectory(client, 'd1');

    for (const key of keys) expect(isInvalidated(client, key), JSON.stringify(key)).toBe(true);
    expect(isInvalidated(client, other)).toBe(false);
  });
});
