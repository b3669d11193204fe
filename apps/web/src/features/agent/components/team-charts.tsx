import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamDay, TeamOverview } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { useTheme } from '../../../shared/lib/theme.ts';
import type { AmountSeries, HeadCountSeries } from '../lib/series.ts';
import './team-charts.css';

/** Each line of a chart: the day's figure it draws and the design token it is drawn in. */
interface Line<Key extends keyof TeamDay> {
  key: Key;
  color: string;
}

const HEAD_COUNT_LINES: readonly Line<HeadCountSeries>[] = [
  { key: 'logins', color: '--color-chip-2' },
  { key: 'registrations', color: '--color-chip-1' },
  { key: 'firstDeposits', color: '--color-success' },
  { key: 'depositors', color: '--color-chip-3' },
];
const AMOUNT_LINES: readonly Line<AmountSeries>[] = [
  { key: 'depositAmount', color: '--color-success' },
  { key: 'withdrawalAmount', color: '--color-chip-3' },
  { key: 'validBet', color: '--color-chip-2' },
  { key: 'winLoss', color: '--color-chip-1' },
];
const HEIGHT = 260;
/** Steps of a head-count axis: whole members only. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000];

interface ChartProps<Key extends keyof TeamDay> {
  title: string;
  /** Head-counts: the value axis counts in whole members. */
  isWhole?: boolean;
  days: readonly TeamDay[];
  lines: readonly Line<Key>[];
}

/**
 * One chart of the overview's series, drawn by uPlot on a canvas in the theme's colours (read from
 * the design tokens, drawn again when the theme changes) and as wide as its box.
 */
function SeriesChart<Key extends keyof TeamDay>({ title, isWhole = false, days, lines }: ChartProps<Key>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const style = getComputedStyle(element);
    const token = (name: string) => style.getPropertyValue(name).trim();
    const font = `12px ${style.fontFamily}`;
    const compact = new Intl.NumberFormat(language === 'JA' ? 'ja-JP' : 'en-US', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const labels = days.map((day) => day.date.slice(5).replace('-', '/'));
    const axis = {
      stroke: token('--color-text-muted'),
      font,
      grid: { stroke: token('--color-border'), width: 1 },
      ticks: { show: false },
    };
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      scales: { x: { time: false } },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      // The legend names the lines; the data view holds the figures.
      legend: { live: false },
      series: [
        {},
        ...lines.map(({ key, color }, index) => ({
          label: t(`agentReports.overview.columns.${key}`),
          stroke: token(color),
          width: 2,
          points: { show: days.length <= 31, size: 5, fill: token(color) },
          ...(index === 0 ? { fill: `${token(color)}22` } : {}),
        })),
      ],
      axes: [
        {
          ...axis,
          space: 48,
          incrs: [1, 2, 7, 14, 28],
          values: (_, splits) => splits.map((index) => labels[index] ?? ''),
        },
        {
          ...axis,
          size: 56,
          ...(isWhole ? { incrs: WHOLE_STEPS } : {}),
          values: (_, splits) => splits.map((value) => compact.format(value)),
        },
      ],
    };
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      ...lines.map(({ key }) => days.map((day) => Number(day[key]))),
    ];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, lines, isWhole, t, language, theme]);

  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">{title}</figcaption>
      <div className="report-chart__canvas" ref={box} role="img" aria-label={title} />
    </figure>
  );
}

/** The overview's series as charts (lazy: uPlot loads only with this view). */
export default function TeamCharts({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  return (
    <div className="report-charts">
      <SeriesChart title={t('agentReports.overview.amounts')} days={overview.days} lines={AMOUNT_LINES} />
      <SeriesChart
        title={t('agentReports.overview.headCounts')}
        isWhole
        days={overview.days}
        lines={HEAD_COUNT_LINES}
      />
    </div>
  );
}
