import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UploadQueuePanel } from '../../src/features/upload-queue/UploadQueuePanel';
import { i18n, initI18n } from '../../src/shared/i18n/i18n';
import { testDirectory } from '../../src/shared/testing/test-directory';
import { documentJobs } from '../../src/shared/uploads/upload-jobs';
import { useUploadQueue, useUploadQueueSnapshot } from '../../src/shared/uploads/useUploadQueue';
import { UploadQueueProvider } from '../../src/shared/uploads/UploadQueueProvider';

/**
 * The app's real upload queue (provider, runner, axios multipart uploads with progress events, the panel) given
 * `?files=` small files at once, uploading to the bench server's POST /v1/documents. `window.__done` is set with the
 * elapsed time when every item has finished.
 */
const search = new URLSearchParams(window.location.search);
const count = Number(search.get('files') ?? '1000');
const size = Number(search.get('bytes') ?? String(64 * 1024));
const target = testDirectory({ id: 'a1000000-0000-4000-8000-000000000004', name: 'АР — Архитектурные решения' });

declare global {
  interface Window {
    __start?: number;
    __done?: number;
    __failed?: number;
  }
}

function Bench() {
  const queue = useUploadQueue();
  const { items } = useUploadQueueSnapshot();
  useEffect(() => {
    const content = new Uint8Array(size).fill(7);
    const files = Array.from(
      { length: count },
      (_, index) => new File([content], `АР-${String(index).padStart(4, '0')} Лист.pdf`, { type: 'application/pdf' }),
    );
    // Building the files is the harness's work, not the queue's: the queue starts in a task of its own.
    const timer = setTimeout(() => {
      window.__start = performance.now();
      queue.enqueue(documentJobs(files, target));
    }, 100);
    return () => {
      clearTimeout(timer);
    };
  }, [queue]);
  useEffect(() => {
    if (window.__start === undefined || window.__done !== undefined || items.length < count) return;
    if (items.every((item) => item.stage === 'done')) {
      window.__done = performance.now() - window.__start;
      window.__failed = items.filter((item) => item.status === 'error').length;
    }
  }, [items]);
  return null;
}

await initI18n('ru');
const queryClient = new QueryClient();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <UploadQueueProvider>
              <Bench />
              <UploadQueuePanel />
            </UploadQueueProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
