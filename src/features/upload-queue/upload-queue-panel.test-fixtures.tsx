import { act, cleanup, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { HttpStatusError } from '../../shared/errors/app-error';
import { ModalsTestWrapper } from '../../shared/modals/modals.test-wrapper';
import { testDirectory } from '../../shared/testing/test-directory';
import { documentJobs, folderJobs } from '../../shared/uploads/upload-jobs';
import { UploadQueue } from '../../shared/uploads/UploadQueue';
import {
  createUploadQueueSlot,
  UploadQueueContext,
  type AppUploadQueue,
} from '../../shared/uploads/upload-queue-context';
import type { AppUploadContext, AppUploadJob, FolderClash } from '../../shared/uploads/upload-runner';
import { testFile } from '../../shared/uploads/uploads.test-fixtures';
import { UploadQueuePanel } from './UploadQueuePanel';

/** What the tests of the queue's window share: a real queue with a recording runner, the window and its rows. */
export const ROW_HEIGHT = 86;
export const target = testDirectory({ id: 'a1000000-0000-4000-8000-000000000004', name: 'АР' });

/** One call of the queue's runner, finished by the test. */
export interface Run {
  job: AppUploadJob;
  context: AppUploadContext;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const queues: AppUploadQueue[] = [];

/** A real queue whose runner only records its calls; it publishes when the test says so (`publish`). */
export function createQueue() {
  const runs: Run[] = [];
  const queue: AppUploadQueue = new UploadQueue({
    // Never on its own during a test: each test publishes inside act().
    notifyEveryMs: 60_000,
    run: (job, context) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ job, context, resolve, reject });
      }),
  });
  queues.push(queue);
  return { queue, runs };
}

export function renderPanel(queue: AppUploadQueue) {
  return render(
    <ModalsTestWrapper>
      <UploadQueueContext.Provider value={createUploadQueueSlot(undefined, queue)}>
        <UploadQueuePanel />
      </UploadQueueContext.Provider>
    </ModalsTestWrapper>,
  );
}

/** Lets the runners' promises settle, then publishes the queue's state to the panel. */
export async function publish(queue: AppUploadQueue) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue.flush();
  });
}

export function runOf(runs: readonly Run[], name: string): Run {
  const run = runs.findLast((candidate) => candidate.job.name === name);
  if (!run) throw new Error(`${name} did not run`);
  return run;
}

export const rows = () => screen.queryAllByTestId('upload-item');
export const rowNames = () => rows().map((row) => within(row).getAllByText(/./)[0]?.textContent);
export function row(name: string): HTMLElement {
  const found = rows().find((candidate) => within(candidate).queryByTitle(name));
  if (!found) throw new Error(`no row ${name}`);
  return found;
}
export const hint = (name: string) => within(row(name)).getByRole('status').textContent;
export const panel = () => screen.getByRole('region', { name: 'Загрузки' });
export const heading = () => within(panel()).getAllByText(/./)[0]?.textContent;

export const documents = (...names: string[]) =>
  documentJobs(
    names.map((name) => testFile(name)),
    target,
  );
export const folder = (name: string, fileCount: number) =>
  folderJobs(
    [
      {
        name,
        files: Array.from({ length: fileCount }, (_, index) => ({
          file: testFile(`Лист ${String(index + 1)}.pdf`),
          relativePath: `Листы/Лист ${String(index + 1)}.pdf`,
        })),
      },
    ],
    target,
  );

export const forbidden = new HttpStatusError(403, {
  type: 'urn:cde:problem:ForbiddenResourceFailed',
  title: 'ForbiddenResourceFailed',
  status: 403,
});

export const clash: FolderClash = {
  name: 'Фасады',
  targetName: 'АР',
  allowedName: 'Фасады (1)',
  isSkeletonEntity: false,
};

/** jsdom lays nothing out: the scroller shows its four rows and each row is measured at its estimated height. */
export function mockLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(ROW_HEIGHT * 4);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
}

/** After each test: unmounts, drops the queues' pending publications and the layout mocks. */
export function cleanUp() {
  cleanup();
  for (const queue of queues.splice(0)) queue.flush();
  vi.restoreAllMocks();
}
