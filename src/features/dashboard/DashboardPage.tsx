import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
// The date picker's styles come with the only screen that has one, not with the explorer's first load.
import '@mantine/dates/styles.css';
import { keepPreviousData } from '@tanstack/react-query';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetStatistics } from '../../../codegen/api/settings/settings';
import type { DashboardData } from '../../../codegen/model/dashboardData';
import { formatSize } from '../../shared/format/format-size';
import { LoadState } from '../../shared/ui/LoadState';
import { cardSeries, dailySummary, DASHBOARD_CARDS, type DashboardCard } from './dashboard-cards';
import { DailySparkline } from './DailySparkline';
import {
  defaultPeriod,
  displayDay,
  periodFromRange,
  QUARTERS,
  quarterOf,
  quarterPeriod,
  statisticsParams,
  type DashboardPeriod,
} from './dashboard-period.utils';

export interface DashboardPageProps {
  /** Today, for the default period and the quarters; the current day by default (tests fix it). */
  today?: Date;
}

/**
 * The admin dashboard (platform.md §2.4, §3, §4, §7): a date range in DD.MM.YYYY with quarter shortcuts 1–4 of the
 * current year, by default the first of the month to today, and the eight cards of GET /statistics for it. A new
 * period loads at once (the period is part of the query's key); the figures of the previous one stay dimmed until
 * it arrives. Errors show in place of the cards (platform.md §8).
 */
export function DashboardPage({ today: fixedToday }: DashboardPageProps) {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => fixedToday ?? new Date());
  const [period, setPeriod] = useState<DashboardPeriod>(() => defaultPeriod(today));
  // The picker's own value: a range being picked has one day only until the second is chosen.
  const [picked, setPicked] = useState<[string | null, string | null]>([period.from, period.to]);
  const statistics = useGetStatistics(statisticsParams(period), { query: { placeholderData: keepPreviousData } });
  const activeQuarter = quarterOf(period, today);
  const locale = i18n.language.startsWith('ru') ? 'ru' : 'en';

  const choose = (next: DashboardPeriod) => {
    setPeriod(next);
    setPicked([next.from, next.to]);
  };

  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.dashboard.title')}</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
          <DatePickerInput
            type="range"
            label={t('admin.dashboard.period')}
            placeholder={t('admin.dashboard.periodPlaceholder')}
            valueFormat="DD.MM.YYYY"
            labelSeparator="–"
            allowSingleDateInRange
            value={picked}
            onChange={(range) => {
              setPicked(range);
              const next = periodFromRange(range);
              if (next) setPeriod(next);
            }}
            onDropdownClose={() => {
              setPicked([period.from, period.to]);
            }}
            miw={250}
          />
        </DatesProvider>
        <Button.Group aria-label={t('admin.dashboard.quarters')}>
          {QUARTERS.map((quarter) => (
            <Button
              key={quarter}
              variant={activeQuarter === quarter ? 'filled' : 'default'}
              aria-label={t('admin.dashboard.quarter', { quarter })}
              aria-pressed={activeQuarter === quarter}
              onClick={() => {
                choose(quarterPeriod(quarter, today));
              }}
            >
              {quarter}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {statistics.data && !statistics.error ? (
        <DashboardCards
          data={statistics.data.data}
          period={period}
          stale={statistics.isPlaceholderData}
          language={i18n.language}
        />
      ) : (
        <LoadState
          pending={statistics.isPending}
          error={statistics.error}
          loadingLabel={t('admin.dashboard.loading')}
        />
      )}
    </Stack>
  );
}

interface DashboardCardsProps {
  data: DashboardData;
  period: DashboardPeriod;
  /** The figures of the previous period, shown while the new ones load. */
  stale: boolean;
  language: string;
}

function DashboardCards({ data, period, stale, language }: DashboardCardsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
      role="list"
      aria-label={t('admin.dashboard.cardsLabel', { from: displayDay(period.from), to: displayDay(period.to) })}
      aria-busy={stale}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {DASHBOARD_CARDS.map((card) => (
        <FigureCard key={card.figure} card={card} data={data} language={language} />
      ))}
    </SimpleGrid>
  );
}

function FigureCard({ card, data, language }: { card: DashboardCard; data: DashboardData; language: string }) {
  const { t } = useTranslation();
  const title = t(`admin.dashboard.cards.${card.figure}`);
  const value = data[card.figure];
  const number = new Intl.NumberFormat(language);
  const series = cardSeries(data, card);
  const summary = series ? dailySummary(series.days, series.values) : null;
  const chartLabel =
    summary &&
    (summary.peakDay
      ? t('admin.dashboard.chart', {
          title,
          days: summary.days,
          peak: number.format(summary.peak),
          peakDay: displayDay(summary.peakDay),
          average: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(summary.average),
        })
      : t('admin.dashboard.chartEmpty', { title, days: summary.days }));

  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-figure={card.figure}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <Text fz={28} fw={700} lh={1.2} data-testid={`figure-${card.figure}`}>
          {card.kind === 'size' ? formatSize(value, t, language) : number.format(value)}
        </Text>
        <Text size="xs" c="dimmed">
          {card.kind === 'size' ? t('admin.dashboard.now') : t('admin.dashboard.forPeriod')}
        </Text>
        {series && chartLabel ? (
          <Box mt={4}>
            <DailySparkline values={series.values} label={chartLabel} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
