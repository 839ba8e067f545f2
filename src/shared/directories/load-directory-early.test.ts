import { QueryClient } from '@tanstack/react-query';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { getFetchDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import { apiClient } from '../../api/http-client';
import { loadDirectoryEarly, opensInPlace } from './load-directory-early';

const LOAD = { data: { directory: null, ancestors: [], childrenDirectories: [], childrenDocuments: [] } };
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

/** The app's client answering every request with the load, and what it was asked. */
function answerLoads(): InternalAxiosRequestConfig[] {
  const asked: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    asked.push(config);
    return Promise.resolve({ data: LOAD, status: 200, statusText: '', headers: new AxiosHeaders(), config });
  };
  apiClient.defaults.adapter = adapter;
  return asked;
}

describe('loadDirectoryEarly', () => {
  it('loads the directory into the explorer page’s query, and not again while it is fresh', async () => {
    const asked = answerLoads();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    loadDirectoryEarly(queryClient, 'a1');
    await expect.poll(() => queryClient.getQueryData(getFetchDirectoryQueryKey('a1'))).toEqual(LOAD);
    expect(asked.map((config) => config.url)).toEqual(['/directories/a1/fetch']);
    loadDirectoryEarly(queryClient, 'a1');
    await Promise.resolve();
    expect(asked).toHaveLength(1);
  });
});

describe('opensInPlace', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it('is a plain main-button click, not one that opens a new tab or window', () => {
    expect(opensInPlace(click)).toBe(true);
    expect(opensInPlace({ ...click, button: 1 })).toBe(false);
    expect(opensInPlace({ ...click, ctrlKey: true })).toBe(false);
    expect(opensInPlace({ ...click, metaKey: true })).toBe(false);
    expect(opensInPlace({ ...click, shiftKey: true })).toBe(false);
  });
});
