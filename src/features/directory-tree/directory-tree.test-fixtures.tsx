import type { QueryClient } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router';
import type { Account } from '../../../codegen/model/account';
import type { Directory } from '../../../codegen/model/directory';
import type { Role } from '../../../codegen/model/role';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { HttpStatusError } from '../../shared/errors/app-error';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { testDirectory } from '../../shared/testing/test-directory';
import { TestProviders } from '../../shared/testing/test-providers';
import { DirectoryTree } from './DirectoryTree';

/*
 * A small project for the tree's tests:
 *   Юг (pinned, no children) · Архив (free, its children are forbidden) · ЖК «Северный квартал»
 *     ЖК > Рабочая документация > АР, КЖ;  ЖК > Проектная документация
 */
export const south = testDirectory({ id: 'y', name: 'Юг', isPinned: true, pinPriority: 1, skeletonEntityId: 'e1' });
export const archive = testDirectory({ id: 'a', name: 'Архив' });
export const project = testDirectory({ id: 'p', name: 'ЖК «Северный квартал»', skeletonEntityId: 'e1' });
export const working = testDirectory({ id: 'w', name: 'Рабочая документация', parentId: 'p', skeletonEntityId: 'e3' });
export const design = testDirectory({ id: 'd', name: 'Проектная документация', parentId: 'p', skeletonEntityId: 'e2' });
export const architecture = testDirectory({
  id: 'ar',
  name: 'АР',
  parentId: 'w',
  depth: 2,
  ancestorIds: ['p', 'w'],
});
export const structures = testDirectory({
  id: 'kj',
  name: 'КЖ',
  parentId: 'w',
  depth: 2,
  ancestorIds: ['p', 'w'],
  skeletonEntityId: 'e4',
});

export const childrenById: Record<string, Directory[]> = {
  root: [project, archive, south],
  p: [working, design],
  w: [structures, architecture],
  d: [],
  y: [],
  ar: [],
  kj: [],
};

const all = [south, archive, project, working, design, architecture, structures];

export function entity(id: string, name: string, parentId: string | null, isCreatable = true): SkeletonEntity {
  return {
    id,
    name,
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
    allowUploadDocuments: false,
    metadata: [{ key: 'Шифр объекта', value: null }],
  };
}

export const entities = [
  entity('e1', 'Объект', null),
  entity('e5', 'Закрытый раздел', null, false),
  entity('e2', 'Проектная документация', 'e1'),
];

const forbidden = () =>
  Promise.reject(
    new HttpStatusError(403, {
      type: 'urn:cde:problem:ForbiddenResourceFailed',
      title: 'ForbiddenResourceFailed',
      status: 403,
    }),
  );

/** The server of the fixture project: children, single directories, ancestor levels, the structure. */
export function answer(config: AxiosRequestConfig): Promise<unknown> {
  const url = config.url ?? '';
  const method = config.method ?? 'GET';
  const children = /^\/directories\/([^/]+)\/children$/.exec(url)?.[1];
  if (method === 'GET' && children !== undefined) {
    const level = childrenById[children];
    return level ? Promise.resolve(level) : forbidden();
  }
  if (method === 'POST' && url === '/directories/children') {
    const ids = config.data as string[];
    return Promise.resolve(all.filter((directory) => directory.parentId !== null && ids.includes(directory.parentId)));
  }
  const single = /^\/directories\/([^/]+)$/.exec(url)?.[1];
  if (method === 'GET' && single !== undefined) {
    const found = all.find((directory) => directory.id === single);
    return found ? Promise.resolve(found) : Promise.reject(new HttpStatusError(404));
  }
  if (url === '/skeleton') return Promise.resolve({ id: 's1', name: 'default' });
  if (url === '/skeleton/s1/entities') return Promise.resolve(entities);
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
}

export function treeSession(roles: Role[]): Session {
  const account: Account = { id: 'account-1', displayName: 'Иван Петров', picture: null, roles };
  const none = { extensions: [] };
  return {
    account,
    configuration: {
      documentViewer: { browser: none, collabora: none, dwgViewer: none, tanglViewer: none, archiveViewer: none },
      undownloadableExtensions: none,
      tanglViewerUrl: null,
    },
    signOut: () => Promise.resolve(),
  };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export interface TreeHarnessProps {
  queryClient: QueryClient;
  path: string;
  roles: Role[];
  onNavigate: () => void;
}

/** The tree on the directory route, as the app shows it, with the current path printed beside it. */
export function TreeHarness({ queryClient, path, roles, onNavigate }: TreeHarnessProps) {
  return (
    <TestProviders queryClient={queryClient} path={path}>
      <SessionContext.Provider value={treeSession(roles)}>
        <Routes>
          <Route
            path="/directories/:directoryId?"
            element={
              <>
                <DirectoryTree onNavigate={onNavigate} />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>
  );
}
