// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../errors/app-error';
import { initI18n } from '../i18n/i18n';
import { calls } from '../testing/recorded-calls';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';
import { useCreatableEntities } from './useCreatableEntities';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

function entity(id: string, parentId: string | null, isCreatable = true): SkeletonEntity {
  return {
    id,
    name: id,
    description: null,
    depth: parentId === null ? 0 : 1,
    authorId: 'author',
    ancestorIds: parentId === null ? [] : [parentId],
    parentId,
    skeletonId: 's1',
    isCreatable,
    isPinned: false,
    pinPriority: -1,
    pinShortName: null,
    allowCreateDirectory: true,
    allowUploadDocuments: true,
    metadata: [],
  };
}

const entities = [entity('object', null), entity('closed', null, false), entity('design', 'object')];

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders queryClient={createTestQueryClient()}>{children}</TestProviders>;
}

beforeAll(async () => {
  await initI18n('ru');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(cleanup);

describe('useCreatableEntities', () => {
  it('loads the skeleton, then its entities, and picks the creatable children', async () => {
    vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) =>
      Promise.resolve(config.url === '/skeleton' ? { id: 's1', name: 'default' } : entities),
    );
    const { result } = renderHook(() => [useCreatableEntities(null), useCreatableEntities('object')], { wrapper });
    await waitFor(() => {
      expect(result.current.map((list) => list.map(({ id }) => id))).toEqual([['object'], ['design']]);
    });
    expect(calls()).toEqual([
      { method: 'GET', url: '/skeleton', data: undefined },
      { method: 'GET', url: '/skeleton/s1/entities', data: undefined },
    ]);
  });

  it('has none without a skeleton (404) and does not ask for entities', async () => {
    vi.mocked(httpClient).mockRejectedValue(new HttpStatusError(404));
    const { result } = renderHook(() => useCreatableEntities(null), { wrapper });
    await waitFor(() => {
      expect(calls()).toHaveLength(1);
    });
    // Give a wrongly chained entities request the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toHaveLength(1);
    expect(result.current).toEqual([]);
    expect(calls()[0]?.url).toBe('/skeleton');
  });
});
