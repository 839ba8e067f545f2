import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { SessionContext, type Session } from '../session/session-context';
import { createTestQueryClient, TestProviders } from '../testing/test-providers';

/** The contract's example configuration: the §3 viewer lists and `.exe`, `.bat`, `.cmd` undownloadable. */
export const testConfiguration: Configuration = {
  documentViewer: {
    browser: { extensions: ['.bmp', '.png', '.gif', '.tiff', '.jpg', '.jpeg', '.svg', '.ico'] },
    collabora: { extensions: ['.doc', '.docx', '.xls', '.xlsx', '.pdf'] },
    dwgViewer: { extensions: ['.dwg'] },
    tanglViewer: { extensions: ['.ifc', '.rvt-tangl', '.cim'] },
    archiveViewer: { extensions: ['.zip', '.rar', '.tar', '.tar.gz', '.gz', '.7z'] },
  },
  undownloadableExtensions: { extensions: ['.exe', '.bat', '.cmd'] },
  tanglViewerUrl: null,
};

export function testSession(roles: Role[] = ['staff']): Session {
  return {
    account: {
      id: 'c3000000-0000-4000-8000-000000000001',
      displayName: 'Иванов Сергей Петрович',
      picture: null,
      roles,
    },
    configuration: testConfiguration,
    signOut: vi.fn(() => Promise.resolve()),
  };
}

/** Renders with the test providers and a signed-in session of the given roles; the path defaults to `/`. */
export function renderWithSession(ui: ReactNode, { roles, path }: { roles?: Role[]; path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const result = render(
    <TestProviders queryClient={queryClient} path={path}>
      <SessionContext.Provider value={testSession(roles)}>{ui}</SessionContext.Provider>
    </TestProviders>,
  );
  return { ...result, queryClient };
}

export const NDA = {
  requirementText: 'Документация содержит сведения ограниченного распространения.',
  buttonName: 'Подтверждаю',
  acceptanceEndpoint: '/v1/download-acceptances/nda-sevkvartal',
  acceptanceEndpointMethod: 'POST',
} as const satisfies DownloadRequirements['requireAcceptance'][number];

/** The options (second argument) of the mutator's calls to `url`, e.g. the blob response type. */
export function optionsOfCalls(url: string): (AxiosRequestConfig | undefined)[] {
  return vi
    .mocked(httpClient)
    .mock.calls.filter(([config]) => config.url === url)
    .map(([, options]) => options);
}

/** The config (first argument) of the mutator's calls to `url`. */
export function configsOfCalls(url: string): AxiosRequestConfig[] {
  return vi
    .mocked(httpClient)
    .mock.calls.filter(([config]) => config.url === url)
    .map(([config]) => config);
}

export interface StubbedObjectUrls {
  created: Blob[];
  revoked: string[];
  /** What the download link clicks saved: its address and file name. */
  saved: { href: string; download: string }[];
}

/**
 * jsdom has no object URLs and does not download on a link click: both are stubbed and recorded. Returns the records;
 * call `vi.restoreAllMocks()` afterwards.
 */
export function stubObjectUrls(): StubbedObjectUrls {
  const records: StubbedObjectUrls = { created: [], revoked: [], saved: [] };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    records.created.push(blob as Blob);
    return `blob:test-${String(records.created.length)}`;
  };
  URL.revokeObjectURL = (url: string) => {
    records.revoked.push(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    records.saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return records;
}

/** Answers the open dialog that says `text` with `button`, and waits for it to go (the next one may be opening). */
export async function answerDialog(text: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeDefined();
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => {
    expect(screen.queryByText(text)).toBeNull();
  });
}
