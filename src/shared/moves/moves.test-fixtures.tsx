import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import type { MoveResult } from '../../../codegen/model/moveResult';
import { httpClient } from '../../api/http-client';
import type { ProblemBody } from '../../api/problem.schema';
import { testDocument, TEST_DIRECTORY_ID } from '../documents/documents.test-data';
import { testDirectory } from '../testing/test-directory';
import { TestProviders } from '../testing/test-providers';
import { useMoveItems, type MoveItemsRequest } from './useMoveItems';

// Проект ─┬─ АР — Архитектурные решения (the source) ─── Планы
//         └─ Фасады
// Архив (takes nothing)
export const project = testDirectory({ id: 'p', name: 'Проект' });
export const archive = testDirectory({
  id: 'a',
  name: 'Архив',
  allowUploadDocuments: false,
  allowCreateDirectory: false,
});
export const source = testDirectory({ id: TEST_DIRECTORY_ID, name: 'АР — Архитектурные решения', parentId: 'p' });
export const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 'p' });
export const plans = testDirectory({
  id: 'c',
  name: 'Планы',
  parentId: TEST_DIRECTORY_ID,
  depth: 2,
  ancestorIds: ['p', TEST_DIRECTORY_ID],
});
export const plan = testDocument();

const childrenById: Record<string, Directory[]> = {
  root: [project, archive],
  p: [source, facades],
  [TEST_DIRECTORY_ID]: [plans],
  c: [],
  f: [],
};

export const request: MoveItemsRequest = { documents: [plan], directories: [plans], sourceId: TEST_DIRECTORY_ID };
export const movedPlans: Directory = { ...plans, parentId: 'f', parentDirectoryId: 'f', ancestorIds: ['p', 'f'] };
export const moved: MoveResult = { documents: [{ ...plan, parentId: 'f' }], directories: [movedPlans] };

export const conflictProblem: ProblemBody = {
  type: 'urn:cde:problem:MoveFilesFailed',
  title: 'MoveFilesFailed',
  status: 417,
  detail: 'Some names already exist in the target directory.',
  moveConflict: {
    count: 2,
    sourceName: 'АР — Архитектурные решения',
    targetName: 'Фасады',
    names: ['АР-01 План 1 этажа.pdf', 'Планы'],
  },
};

/** The answers to the move calls, in order; a function rejects or resolves as it likes. Emptied before each test. */
export const moveAnswers: (() => Promise<unknown>)[] = [];

/** The mocked mutator's answers: the directory tree and the queued move answers. */
export function answer(config: AxiosRequestConfig): Promise<unknown> {
  const url = config.url ?? '';
  const children = /^\/directories\/([^/]+)\/children$/.exec(url)?.[1];
  if (children !== undefined) return Promise.resolve(childrenById[children] ?? []);
  if (config.method === 'POST' && url.startsWith('/explorer/move/')) {
    const next = moveAnswers.shift();
    return next ? next() : Promise.reject(new Error(`unexpected move ${url}`));
  }
  return Promise.reject(new Error(`unexpected call ${url}`));
}

/** The move calls: path, body and the rename parameter. */
export function moveCalls() {
  return vi
    .mocked(httpClient)
    .mock.calls.filter(([config]) => config.url?.startsWith('/explorer/move/'))
    .map(([config]) => ({ url: config.url, data: config.data as unknown, params: config.params as unknown }));
}

function Harness({
  target,
  items,
  onMoved,
  onResult,
}: {
  target: Directory | null;
  items: MoveItemsRequest;
  onMoved: () => void;
  onResult: (moved: boolean) => void;
}) {
  const { openMoveMaster, moveTo, element } = useMoveItems({ onMoved });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          openMoveMaster(items);
        }}
      >
        master
      </button>
      <button
        type="button"
        onClick={() => {
          void moveTo(target, items).then(onResult);
        }}
      >
        drop
      </button>
      {element}
    </>
  );
}

/** Renders the hook with buttons: «master» opens the move master, «drop» moves the items onto the target. */
export function renderHarness(
  queryClient: QueryClient,
  target: Directory | null = facades,
  items: MoveItemsRequest = request,
) {
  const onMoved = vi.fn();
  const onResult = vi.fn();
  render(
    <TestProviders queryClient={queryClient}>
      <Harness target={target} items={items} onMoved={onMoved} onResult={onResult} />
    </TestProviders>,
  );
  return { onMoved, onResult };
}

export async function dialogNamed(name: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name });
}

/** Drops the items on the target and confirms the move. */
export async function dropAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'drop' }));
  const dialog = await dialogNamed('Подтверждение');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Переместить' }));
}
