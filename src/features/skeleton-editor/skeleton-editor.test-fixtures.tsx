import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ProblemCode } from '../../../codegen/model/problemCode';
import type { Role } from '../../../codegen/model/role';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { httpClient } from '../../api/http-client';
import { renderWithSession } from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { contractEntities, skeleton } from './skeleton-editor.test-data';

export const designers: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-000000000001',
  name: 'Проектировщики',
  description: null,
  members: [],
  operations: ['CreateFiles'],
};
export const contractor: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-000000000002',
  name: 'Генподрядчик',
  description: null,
  members: [],
  operations: ['CreateFiles'],
};

/** A problem answer of the server, as the mutator rejects with it. */
export function problem(status: number, title: ProblemCode): HttpStatusError {
  return new HttpStatusError(status, { type: `urn:cde:problem:${title}`, title, status });
}

/** What the mocked server answers; a handler may return a value or a promise, or throw. */
export interface SkeletonServer {
  skeleton?: () => unknown;
  createSkeleton?: (body: unknown) => unknown;
  entities?: (skeletonId: string) => unknown;
  entity?: (id: string) => unknown;
  points?: (id: string) => unknown;
  createEntity?: (body: unknown) => unknown;
  updateEntity?: (id: string, body: unknown) => unknown;
  deleteEntity?: (id: string) => unknown;
  groups?: () => SecurityGroup[];
}

/** Answers the generated calls through the mocked `httpClient` (mock `../../api/http-client` in the test file). */
export function serveSkeleton(server: SkeletonServer = {}): void {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    const data: unknown = config.data;
    const entitiesOf = /^\/skeleton\/([^/]+)\/entities$/.exec(url)?.[1];
    const entityId = /^\/skeleton-entities\/([^/]+)$/.exec(url)?.[1];
    const pointsOf = /^\/skeleton-entities\/([^/]+)\/security-points$/.exec(url)?.[1];
    const answer = (): unknown => {
      if (url === '/skeleton' && method === 'GET') return (server.skeleton ?? (() => skeleton))();
      if (url === '/skeleton' && method === 'POST') return server.createSkeleton?.(data);
      if (entitiesOf && method === 'GET') return (server.entities ?? (() => contractEntities))(entitiesOf);
      if (url === '/skeleton-entities' && method === 'POST') return server.createEntity?.(data);
      if (pointsOf && method === 'GET') return (server.points ?? (() => ({ data: [] })))(pointsOf);
      if (entityId && method === 'GET') {
        const fallback = (id: string) => contractEntities.find((entity) => entity.id === id);
        return (server.entity ?? fallback)(entityId);
      }
      if (entityId && method === 'PATCH') return server.updateEntity?.(entityId, data);
      if (entityId && method === 'DELETE') return server.deleteEntity?.(entityId);
      if (url === '/security-groups' && method === 'GET')
        return { data: (server.groups ?? (() => [designers, contractor]))() };
      // The structure's change reloads the explorer's directories and pins; nothing shows them here.
      if (url.startsWith('/directories') || url.startsWith('/pinned-directories')) return [];
      throw new Error(`unexpected ${method} ${url}`);
    };
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Renders with the test providers and a session, an administrator by default. */
export function renderAsAdmin(ui: ReactNode, roles: Role[] = ['staff', 'administrator']) {
  return renderWithSession(ui, { roles });
}
