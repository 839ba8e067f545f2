import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { User } from '../../../codegen/model/user';
import { httpClient } from '../../api/http-client';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';

export function testUser(n: number, displayName: string, status: User['status']): User {
  return {
    id: `c3000000-0000-4000-8000-00000000000${String(n)}`,
    email: `user${String(n)}@example.com`,
    displayName,
    company: null,
    department: null,
    title: null,
    location: null,
    mobile: null,
    phone: null,
    status,
    roles: ['user'],
    disableEmailNotifications: false,
  };
}

export const ivanov = testUser(1, 'Иванов Сергей Петрович', 1);
export const smirnova = testUser(2, 'Смирнова Анна Викторовна', 1);
export const petrova = testUser(4, 'Петрова Елена Николаевна', 0);
/** Status 2 Disabled: never offered as a member. */
export const blocked = testUser(6, 'Сидоров Олег Иванович', 2);
export const users = [ivanov, smirnova, petrova, blocked];

export const designers: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-000000000001',
  name: 'Проектировщики',
  description: 'Архитекторы и конструкторы генпроектировщика',
  members: [ivanov.id, smirnova.id],
  operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles', 'DocumentFlow'],
};
export const contractor: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-000000000002',
  name: 'Генподрядчик',
  description: null,
  members: [blocked.id],
  operations: ['CreateFiles', 'DocumentFlowAgreement'],
};
export const administrators: SecurityGroup = {
  id: 'e5000000-0000-4000-8000-0000000000a3',
  name: 'Администраторы проекта',
  description: null,
  members: [ivanov.id],
  operations: ['CreateFiles'],
};

/** What the mocked server answers; a handler may return a value or a promise, or throw. */
export interface AdminServer {
  groups?: () => SecurityGroup[];
  users?: () => User[];
  create?: (body: unknown) => unknown;
  update?: (id: string, body: unknown) => unknown;
  delete?: (id: string) => unknown;
  settings?: () => unknown;
  setDefaults?: (body: unknown) => unknown;
}

/** Answers the generated calls through the mocked `httpClient` (mock `../../api/http-client` in the test file). */
export function serveAdmin(server: AdminServer = {}): void {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    const data: unknown = config.data;
    const groupId = /^\/security-groups\/([^/]+)$/.exec(url)?.[1];
    const answer = (): unknown => {
      if (url === '/security-groups' && method === 'GET')
        return { data: (server.groups ?? (() => [designers, contractor, administrators]))() };
      if (url === '/users' && method === 'GET') return { data: (server.users ?? (() => users))() };
      if (url === '/security-groups' && method === 'POST') return server.create?.(data);
      if (groupId && method === 'PUT') return server.update?.(groupId, data);
      if (groupId && method === 'DELETE') return server.delete?.(groupId);
      if (url === '/settings' && method === 'GET') return server.settings?.();
      if (url === '/settings/domain-auth/default-security-group' && method === 'PUT') return server.setDefaults?.(data);
      throw new Error(`unexpected ${method} ${url}`);
    };
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Renders a screen with the test providers and the notifications; returns the query client to inspect the cache. */
export function renderAdminScreen(ui: ReactNode) {
  const queryClient = createTestQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <Notifications />
      {ui}
    </TestProviders>,
  );
  return { queryClient };
}
