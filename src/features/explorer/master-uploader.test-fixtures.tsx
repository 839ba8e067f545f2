import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { vi } from 'vitest';
import { testDirectory } from '../../shared/testing/test-directory';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { UploadQueue } from '../../shared/uploads/UploadQueue';
import {
  createUploadQueueSlot,
  UploadQueueContext,
  type AppUploadQueue,
} from '../../shared/uploads/upload-queue-context';
import type { AppUploadContext, AppUploadJob, UploadPayload } from '../../shared/uploads/upload-runner';
import { testFile } from '../../shared/uploads/uploads.test-fixtures';
import { MasterUploader, type UploadRequest } from './MasterUploader';

/**
 * What the upload master's tests share: the directories the tree lists (answered through the mocked mutator; mock
 * `../../api/http-client` in the test file), the master over a real queue, and its fields.
 */

export const project = testDirectory({ id: 'a1000000-0000-4000-8000-000000000001', name: 'ЖК «Северный квартал»' });
export const archive = testDirectory({
  id: 'a1000000-0000-4000-8000-000000000007',
  name: 'Архив',
  allowUploadDocuments: false,
});
export const shown = testDirectory({
  id: 'a1000000-0000-4000-8000-000000000004',
  name: 'АР',
  parentId: project.id,
});

export function answer(config: AxiosRequestConfig): Promise<unknown> {
  const { url = '', method = 'GET' } = config;
  if (method === 'GET' && url === '/directories/root/children') return Promise.resolve([project, archive]);
  if (method === 'GET' && url === `/directories/${project.id}/children`) return Promise.resolve([shown]);
  if (method === 'GET' && url.endsWith('/children')) return Promise.resolve([]);
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
}

export function Harness({ initial }: { initial: UploadRequest }) {
  const [request, setRequest] = useState<UploadRequest | null>(initial);
  return (
    <MasterUploader
      request={request}
      onClose={() => {
        setRequest(null);
      }}
    />
  );
}

export function renderMaster(request: Partial<UploadRequest> = {}) {
  // The runner never finishes: what matters is what the master handed to the queue.
  const run = vi.fn<(job: AppUploadJob, context: AppUploadContext) => Promise<void>>(
    () => new Promise<void>(() => undefined),
  );
  const queue: AppUploadQueue = new UploadQueue({ run, notifyEveryMs: 60_000 });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <UploadQueueContext.Provider value={createUploadQueueSlot(undefined, queue)}>
        <Harness initial={{ target: shown, files: [], folders: [], ...request }} />
      </UploadQueueContext.Provider>
    </TestProviders>,
  );
  const queued = () => {
    queue.flush();
    return queue.getSnapshot().items.map(({ kind, name, targetId, targetName, fileCount }) => ({
      kind,
      name,
      targetId,
      targetName,
      fileCount,
    }));
  };
  const payloads = () => run.mock.calls.map(([job]): UploadPayload => job.payload);
  return { queue, queued, payloads };
}

export const master = () => screen.getByRole('dialog', { name: 'Загрузка документов' });
export const queryMaster = () => screen.queryByRole('dialog', { name: 'Загрузка документов' });

export function fileInput(): HTMLInputElement {
  const input = master().querySelector('input[type="file"]:not([data-testid="folder-input"])');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

export const folderInput = () => within(master()).getByTestId('folder-input');

export async function chooseFiles(...files: File[]) {
  await userEvent.upload(fileInput(), files);
}

export function chooseFolder(...files: File[]) {
  fireEvent.change(folderInput(), { target: { files } });
}

export const listed = () =>
  within(within(master()).getByRole('list', { name: 'Выбранное для загрузки' }))
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getAllByText(/./)
        .map((text) => text.textContent),
    );

export const problem = () => within(master()).getByRole('alert').textContent;
export const submit = () => userEvent.click(within(master()).getByRole('button', { name: 'Загрузить' }));

export const plan = testFile('АР-01 План 1 этажа.pdf', '%PDF plan');
export const facade = testFile('АР-02 Фасады.pdf', '%PDF facade');
