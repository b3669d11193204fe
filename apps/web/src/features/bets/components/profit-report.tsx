import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BET_RANGE_MAX_DAYS,
  profitQuerySchema,
  type BetTotals as Totals,
  type GameCategory,
  type Language,
} from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { rangeFromParams, refineDateRange, type DateRange } from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useLanguage, type Translate } from '../../../i18n/index.ts';
import { useProfitReport } from '../api/get-profit-report.ts';
import { BetTotals } from './bet-totals.tsx';
import { LoadError } from './load-error.tsx';
import '../bets.css';
import './profit-report.css';

/** The window a first visit shows: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

/** The contract's profit query rules plus the 90-day limit and "not after today". */
const buildFilterSchema = (today: string, language: Language) =>
  z
    .object({
      startDate: profitQuerySchema.shape.startDate,
      endDate: profitQuerySchema.shape.endDate,
    })
    .superRefine(refineDateRange(today, BET_RANGE_MAX_DAYS, language));
type FilterValues = z.input<ReturnType<typeof buildFilterSchema>>;

/** The range lives in the address, so a reload or the back button shows the same report. */
const useProfitParams = (today: string) => {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, today, { maxDays: BET_RANGE_MAX_DAYS, defaultDays: DEFAULT_DAYS });
  const write = (next: DateRange) => setParams(new URLSearchParams({ ...next }));
  return { range, write };
};

/** The figure columns both tables share after their first column. */
const figureColumns = <Row extends Totals>(t: Translate): Column<Row>[] => [
  { key: 'betCount', header: t('bets.betCount'), kind: 'num', render: (row) => row.betCount },
  { key: 'stake', header: t('bets.stake'), kind: 'num', render: (row) => <Money amount={row.stake} /> },
  {
    key: 'validBet',
    header: t('bets.validBet'),
    kind: 'num',
    render: (row) => <Money amount={row.validBet} />,
  },
  { key: 'payout', header: t('bets.payout'), kind: 'num', render: (row) => <Money amount={row.payout} /> },
  {
    key: 'winLoss',
    header: t('bets.winLoss'),
    kind: 'num',
    render: (row) => <Money amount={row.winLoss} isSigned />,
  },
];

/** Profit and loss (spec: personalProfit): settled rounds summed by category and by day. */
export function ProfitReport() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { range, write } = useProfitParams(today);
  const report = useProfitReport(range);
  const schema = useMemo(() => buildFilterSchema(today, language), [today, language]);
  const form = useForm<FilterValues>({
    resolver: useContractResolver(schema),
    // The presets and the address change the window: the inputs follow.
    values: { startDate: range.startDate, endDate: range.endDate },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => write(values));

  const categoryColumns: Column<Totals & { gameType: GameCategory }>[] = [
    { key: 'gameType', header: t('profit.category'), render: (row) => t(`gameCategory.${row.gameType}`) },
    ...figureColumns<Totals & { gameType: GameCategory }>(t),
  ];
  const dayColumns: Column<Totals & { date: string }>[] = [
    { key: 'date', header: t('profit.date'), kind: 'nowrap', render: (row) => row.date },
    ...figureColumns<Totals & { date: string }>(t),
  ];

  const data = report.data;
  return (
    <div className="bets">
      <form className="profit-filters" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('dateRange.startDate')}
          endLabel={t('dateRange.endDate')}
        />
        <Button type="submit" className="bet-filters__search">
          {t('profit.search')}
        </Button>
      </form>
      <DateRangePresets range={range} today={today} onChange={write} />
      <BetTotals totals={data?.totals} label={t('profit.totals')} />
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <section className="bets__section" aria-labelledby="profit-categories">
            <h2 className="card__subtitle" id="profit-categories">
              {t('profit.byCategory')}
            </h2>
            <DataTable
              caption={t('profit.byCategory')}
              columns={categoryColumns}
              rows={data?.categories ?? []}
              rowKey={(row) => row.gameType}
              isLoading={report.isPending}
              emptyText={t('profit.empty')}
            />
          </section>
          <section className="bets__section" aria-labelledby="profit-days">
            <h2 className="card__subtitle" id="profit-days">
              {t('profit.byDay')}
            </h2>
            <DataTable
              caption={t('profit.byDay')}
              columns={dayColumns}
              rows={data?.days ?? []}
              rowKey={(row) => row.date}
              isLoading={report.isPending}
              emptyText={t('profit.empty')}
            />
          </section>
        </>
      )}
    </div>
  );
}
