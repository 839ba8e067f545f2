// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../codegen/model/dashboardData';
import type { GetStatisticsParams } from '../../../codegen/model/getStatisticsParams';
import { httpClient } from '../../api/http-client';
import { HttpStatusError } from '../../shared/errors/app-error';
import { initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DashboardPage } from './DashboardPage';

vi.mock('../../api/http-client', () => ({ httpClient: vi.fn() }));

/** 22 November 2026, noon, in the user's time zone. */
const TODAY = new Date(2026, 10, 22, 12);

const FIGURES: DashboardData = {
  documentsCountPerPeriod: 148,
  directoriesCountPerPeriod: 12,
  usersCountPerPeriod: 3,
  deletedDocumentsCountPerPeriod: 9,
  totalDocumentsSize: 18253611008,
  totalDeletedDocumentsSize: 734003200,
  downloadedDocumentsCountPerPeriod: 1412,
  stampedDocumentsCountPerPeriod: 27,
  series: {
    days: ['2026-11-01', '2026-11-02', '2026-11-03'],
    documents: [0, 100, 48],
    directories: [2, 4, 6],
    users: [1, 3, 2],
    deletedDocuments: [0, 0, 9],
    downloadedDocuments: [400, 12, 1000],
    stampedDocuments: [0, 0, 0],
  },
};

interface StatisticsServer {
  answer?: (params: GetStatisticsParams) => DashboardData;
  fail?: () => never;
}

function serveStatistics(server: StatisticsServer = {}) {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (url === '/statistics' && method === 'GET') {
      try {
        server.fail?.();
        return Promise.resolve({ data: (server.answer ?? (() => FIGURES))(config.params as GetStatisticsParams) });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

/** The periods asked for, in order. */
function periodsAsked(): unknown[] {
  return vi
    .mocked(httpClient)
    .mock.calls.filter(([config]) => config.url === '/statistics')
    .map(([config]) => config.params as unknown);
}

function renderDashboard() {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <DashboardPage today={TODAY} />
    </TestProviders>,
  );
}

/** Each card's title and value as the screen shows them. */
function cards(): [string, string][] {
  return within(screen.getByRole('list', { name: /^Показатели за период/ }))
    .getAllByRole('listitem')
    .map((card) => {
      const [title, value] = Array.from(card.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
      return [title ?? '', value ?? ''];
    });
}

/** The period field: a button showing the chosen range. */
const periodField = () => screen.getByRole('button', { name: /Период/ });

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

afterEach(() => {
  cleanup();
});

describe('DashboardPage', () => {
  it('asks for the first of the month to today by default, shown as DD.MM.YYYY', async () => {
    serveStatistics();
    renderDashboard();
    await screen.findByRole('list', { name: 'Показатели за период 01.11.2026 – 22.11.2026' });
    expect(periodsAsked()).toEqual([{ periodFrom: '2026-11-1', periodTo: '2026-11-22' }]);
    expect(periodField().textContent).toContain('01.11.2026 – 22.11.2026');
    for (const quarter of [1, 2, 3, 4])
      expect(screen.getByRole('button', { name: `${String(quarter)} квартал` }).getAttribute('aria-pressed')).toBe(
        'false',
      );
  });

  it('shows the eight cards with their figures, sizes in JEDEC units', async () => {
    serveStatistics();
    renderDashboard();
    await screen.findByRole('list', { name: /^Показатели за период/ });
    expect(cards()).toEqual([
      ['Загружено документов', '148'],
      ['Создано каталогов', '12'],
      ['Активных пользователей', '3'],
      ['Удалено документов', '9'],
      ['Объём документов', '17 ГБ'],
      ['Объём документов в корзине', '700 МБ'],
      // Russian digit grouping: a narrow no-break space.
      ['Скачано документов', `1\u00a0412`],
      ['Согласовано документов', '27'],
    ]);
  });

  it('draws each count’s daily series as a chart named by its numbers, and none for the sizes', async () => {
    serveStatistics();
    renderDashboard();
    await screen.findByRole('list', { name: /^Показатели за период/ });
    const charts = screen.getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Загружено документов по дням, 3 дн.: наибольшее значение 100 (02.11.2026), в среднем 49,3 в день',
      'Создано каталогов по дням, 3 дн.: наибольшее значение 6 (03.11.2026), в среднем 4 в день',
      'Активных пользователей по дням, 3 дн.: наибольшее значение 3 (02.11.2026), в среднем 2 в день',
      'Удалено документов по дням, 3 дн.: наибольшее значение 9 (03.11.2026), в среднем 3 в день',
      'Скачано документов по дням, 3 дн.: наибольшее значение 1\u00a0000 (03.11.2026), в среднем 470,7 в день',
      'Согласовано документов по дням, 3 дн.: ни одного за период',
    ]);
  });

  it('shows the totals without charts when the answer has no series', async () => {
    serveStatistics({ answer: () => ({ ...FIGURES, series: undefined }) });
    renderDashboard();
    await screen.findByRole('list', { name: /^Показатели за период/ });
    expect(cards()).toHaveLength(8);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('asks again for the quarter clicked, of the current year, and shows it chosen', async () => {
    serveStatistics({
      answer: (params) => ({ ...FIGURES, documentsCountPerPeriod: params.periodFrom === '2026-4-1' ? 512 : 148 }),
    });
    renderDashboard();
    await screen.findByRole('list', { name: /^Показатели за период/ });

    const second = screen.getByRole('button', { name: '2 квартал' });
    await userEvent.click(second);
    await screen.findByRole('list', { name: 'Показатели за период 01.04.2026 – 30.06.2026' });
    await waitFor(() => {
      expect(cards()[0]).toEqual(['Загружено документов', '512']);
    });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(periodField().textContent).toContain('01.04.2026 – 30.06.2026');

    await userEvent.click(screen.getByRole('button', { name: '4 квартал' }));
    await screen.findByRole('list', { name: 'Показатели за период 01.10.2026 – 31.12.2026' });
    expect(second.getAttribute('aria-pressed')).toBe('false');
    expect(periodsAsked()).toEqual([
      { periodFrom: '2026-11-1', periodTo: '2026-11-22' },
      { periodFrom: '2026-4-1', periodTo: '2026-6-30' },
      { periodFrom: '2026-10-1', periodTo: '2026-12-31' },
    ]);
  });

  it('asks again once both days of a new range are picked in the calendar', async () => {
    serveStatistics();
    renderDashboard();
    await screen.findByRole('list', { name: /^Показатели за период/ });
    await userEvent.click(periodField());
    await userEvent.click(await screen.findByRole('button', { name: '3 ноября 2026' }));
    // One day picked: nothing asked yet.
    expect(periodsAsked()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '10 ноября 2026' }));
    await screen.findByRole('list', { name: 'Показатели за период 03.11.2026 – 10.11.2026' });
    expect(periodsAsked()).toEqual([
      { periodFrom: '2026-11-1', periodTo: '2026-11-22' },
      { periodFrom: '2026-11-3', periodTo: '2026-11-10' },
    ]);
  });

  it('shows the error text in place of the cards', async () => {
    serveStatistics({
      fail: () => {
        throw new HttpStatusError(403, {
          type: 'urn:cde:problem:ForbiddenResourceFailed',
          title: 'ForbiddenResourceFailed',
          status: 403,
        });
      },
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Недостаточно прав');
    expect(screen.queryByRole('list', { name: /^Показатели за период/ })).toBeNull();
    // The period stays to be changed.
    expect(screen.getByRole('button', { name: '1 квартал' })).toBeDefined();
  });
});
