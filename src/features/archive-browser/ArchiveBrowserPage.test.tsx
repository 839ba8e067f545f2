// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveDirectory } from '../../../codegen/model/archiveDirectory';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import {
  answerDialog,
  configsOfCalls,
  optionsOfCalls,
  renderWithSession,
  stubObjectUrls,
} from '../../shared/downloads/downloads.test-fixtures';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { routeDefinition } from '../../shared/routes/routes';
import { calls } from '../../shared/testing/recorded-calls';
import { ArchiveBrowserPage } from './ArchiveBrowserPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

const DIRECTORY = 'a1000000-0000-4000-8000-000000000006';
const DOCUMENT = 'b2000000-0000-4000-8000-000000000005';
const PAGE = `/directories/${DIRECTORY}/documents/${DOCUMENT}/versions/0/archive`;
const LISTING = `/unpack/${DOCUMENT}/versions/0`;
const FILE = `/archives/${DOCUMENT}/versions/0/download`;

/** The contract's survey report, its entries out of order and one folder empty: the page sorts them. */
const archive: ArchiveDirectory = {
  name: 'Отчёт по инженерно-геологическим изысканиям.zip',
  documents: [
    { name: 'Пояснительная записка ИГИ.pdf', path: 'Пояснительная записка ИГИ.pdf', size: 2412544 },
    { name: 'Акт.txt', path: 'Акт.txt' },
  ],
  directories: [
    {
      name: 'Приложения',
      documents: [
        { name: 'Колонка скважины 2.pdf', path: 'Приложения/Колонка скважины 2.pdf', size: 301877 },
        { name: 'Колонка скважины 1.pdf', path: 'Приложения/Колонка скважины 1.pdf', size: 318221 },
      ],
      directories: [],
    },
    { name: 'Пусто', documents: [], directories: [] },
  ],
};

function serve(listing: () => unknown = () => archive, requirements?: DownloadRequirements) {
  const answer = ({ url = '' }: AxiosRequestConfig): unknown => {
    if (url === LISTING) return listing();
    if (url.endsWith('/download-requirements')) return requirements ?? { canDownload: true, requireAcceptance: [] };
    if (url === FILE) return new Blob(['pdf']);
    throw new Error(`unexpected ${url}`);
  };
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) =>
    Promise.resolve().then(() => answer(config)),
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{decodeURIComponent(`${pathname}${search}`)}</output>;
}

/** Renders the page at `path` for a designer (who may download) or another role, with the places it may go to. */
function show(path = PAGE, roles: Role[] = ['staff']) {
  renderWithSession(
    <>
      <Routes>
        <Route path={routeDefinition('archive.overview').path} element={<ArchiveBrowserPage />} />
        <Route path="/directories" element={<p>Главная</p>} />
        <Route path="/start" element={<Link to={PAGE}>в архив</Link>} />
      </Routes>
      <Where />
    </>,
    { path, roles },
  );
}

const table = () => screen.getByRole('table', { name: 'Содержимое архива' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const where = () => screen.getByTestId('where').textContent;
const row = (name: string | RegExp) => within(table()).getByRole('row', { name });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('archiveBrowser');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

describe('ArchiveBrowserPage', () => {
  it('lists the root of version 0: the archive’s name, then folders and files by name with their sizes', async () => {
    serve();
    show();
    expect(await screen.findByRole('heading', { name: archive.name })).toBeDefined();
    expect(rowNames()).toEqual([
      '...Выйти из архива',
      'Приложения',
      'Пусто',
      'Акт.txt',
      'Пояснительная записка ИГИ.pdf2,3 МБ',
    ]);
    expect(calls().map((call) => call.url)).toEqual([LISTING]);
    // The root needs no path.
    expect(screen.queryByRole('navigation', { name: 'Путь в архиве' })).toBeNull();
  });

  it('opens a folder on a double-click, into the address, but not with ctrl or shift held', async () => {
    serve();
    show();
    await screen.findByRole('heading', { name: archive.name });
    fireEvent.doubleClick(row('Папка Приложения'), { ctrlKey: true });
    fireEvent.doubleClick(row('Папка Приложения'), { shiftKey: true });
    expect(where()).toBe(PAGE);
    await userEvent.dblClick(row('Папка Приложения'));
    expect(where()).toBe(`${PAGE}?path=Приложения`);
    expect(rowNames()).toEqual(['...На уровень вверх', 'Колонка скважины 1.pdf311 КБ', 'Колонка скважины 2.pdf295 КБ']);
    const path = screen.getByRole('navigation', { name: 'Путь в архиве' });
    expect(within(path).getByText('Приложения').getAttribute('aria-current')).toBe('location');
    expect(within(path).getByText(archive.name).getAttribute('aria-current')).toBeNull();
    // One listing serves every folder.
    expect(calls().map((call) => call.url)).toEqual([LISTING]);
  });

  it('opens a folder with Enter and goes back up with «...», the way it came', async () => {
    serve();
    show();
    await screen.findByRole('heading', { name: archive.name });
    row('Папка Приложения').focus();
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe(`${PAGE}?path=Приложения`);
    // The opened row went with its folder: the focus waits on '...', so Enter again goes back up.
    expect(document.activeElement).toBe(row('На уровень вверх'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(where()).toBe(PAGE);
    });
    expect(rowNames()[1]).toBe('Приложения');
  });

  it('opens a folder on a tap, as touch has no double-click, but not on a mouse click', async () => {
    serve();
    show();
    await screen.findByRole('heading', { name: archive.name });
    fireEvent.pointerDown(row('Папка Приложения'), { pointerType: 'mouse' });
    fireEvent.click(row('Папка Приложения'));
    expect(where()).toBe(PAGE);
    fireEvent.pointerDown(row('Папка Приложения'), { pointerType: 'touch' });
    fireEvent.click(row('Папка Приложения'));
    await waitFor(() => {
      expect(where()).toBe(`${PAGE}?path=Приложения`);
    });
  });

  it('goes up from a folder reached by its address, then leaves for home without history', async () => {
    // The browser router's index of the first entry in a new tab.
    window.history.replaceState({ idx: 0 }, '');
    serve();
    show(`${PAGE}?path=Приложения`);
    await userEvent.dblClick(await screen.findByRole('row', { name: 'На уровень вверх' }));
    expect(where()).toBe(PAGE);
    await userEvent.dblClick(row('Выйти из архива'));
    expect(await screen.findByText('Главная')).toBeDefined();
  });

  it('leaves the archive back to the page it was opened from, past the folders it went through', async () => {
    serve();
    show('/start');
    await userEvent.click(screen.getByRole('link', { name: 'в архив' }));
    await userEvent.dblClick(await screen.findByRole('row', { name: 'Папка Приложения' }));
    await userEvent.dblClick(row('На уровень вверх'));
    await userEvent.dblClick(await screen.findByRole('row', { name: 'Выйти из архива' }));
    expect(where()).toBe('/start');
  });

  it('says a folder is empty, and that the archive has no folder of an unknown path', async () => {
    serve();
    show(`${PAGE}?path=Пусто`);
    expect(await screen.findByText('Папка пуста')).toBeDefined();
    cleanup();
    show(`${PAGE}?path=Приложения/Нет`);
    expect(await screen.findByText('В архиве нет папки «Приложения/Нет».')).toBeDefined();
    expect(rowNames()).toEqual(['...На уровень вверх', 'В архиве нет папки «Приложения/Нет».']);
  });

  it('downloads a file under its name after asking for the download right and a confirmation', async () => {
    const urls = stubObjectUrls();
    serve();
    show(`${PAGE}?path=Приложения`);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать «Колонка скважины 1.pdf»' }));
    await answerDialog('Скачать документ?', 'Скачать');
    await waitFor(() => {
      expect(urls.saved).toEqual([{ href: 'blob:test-1', download: 'Колонка скважины 1.pdf' }]);
    });
    const requirements = `/documents/${DOCUMENT}/versions/0/download-requirements`;
    expect(calls().map((call) => call.url)).toEqual([LISTING, requirements, FILE]);
    expect(configsOfCalls(requirements).map((config) => config.params as unknown)).toEqual([{ purpose: 'download' }]);
    expect(configsOfCalls(FILE).map((config) => config.params as unknown)).toEqual([
      { filePath: 'Приложения/Колонка скважины 1.pdf' },
    ]);
    expect(optionsOfCalls(FILE)).toEqual([{ responseType: 'blob' }]);
  });

  it('offers no download to a role without it: browsing is a view, taking a file out a download', async () => {
    serve();
    show(`${PAGE}?path=Приложения`, ['user']);
    expect(await screen.findByRole('row', { name: /Колонка скважины 1\.pdf/ })).toBeDefined();
    expect(screen.queryAllByRole('button', { name: /^Скачать/ })).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it('downloads nothing when the server refuses the download, and says why', async () => {
    serve(undefined, { canDownload: false, requireAcceptance: [] });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать «Акт.txt»' }));
    expect(await screen.findByText('У вас нет прав на скачивание этого документа.')).toBeDefined();
    expect(calls().map((call) => call.url)).not.toContain(FILE);
  });

  it('shows a spinner while loading, then says the archive is too large to open', async () => {
    let fail: (error: unknown) => void = () => undefined;
    serve(() => new Promise((_, reject) => (fail = reject)));
    show();
    expect(await screen.findByRole('status', { name: 'Открываем архив…' })).toBeDefined();
    fail(
      new HttpStatusError(413, { type: 'urn:cde:problem:ArchiveVeryLarge', title: 'ArchiveVeryLarge', status: 413 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Архив слишком велик, чтобы открыть его для просмотра.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the catalogue’s text for a damaged archive and a refused view', async () => {
    serve(() => {
      throw new HttpStatusError(422, { type: 'urn:cde:problem:ArchiveDamaged', title: 'ArchiveDamaged', status: 422 });
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Архив повреждён или записан в виде, который не удаётся прочитать.',
    );
    cleanup();
    serve(() => {
      throw new HttpStatusError(403, {
        type: 'urn:cde:problem:YouAreNotAllowedToViewDocument',
        title: 'YouAreNotAllowedToViewDocument',
        status: 403,
      });
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('У вас нет прав на просмотр этого документа.');
  });

  it('asks nothing for an index that is no version', async () => {
    serve();
    show(`/directories/${DIRECTORY}/documents/${DOCUMENT}/versions/latest/archive`);
    expect((await screen.findByRole('alert')).textContent).toBe('Элемент не найден или был удалён.');
    expect(calls()).toEqual([]);
  });
});
