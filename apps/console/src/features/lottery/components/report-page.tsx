import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  formatMinorUnits,
  lotteryReportQuerySchema,
  parseMinorUnits,
  type LotteryReportRow,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { errorText, useContractResolver } from '../../../shared/lib/form.ts';
import { localDay, localZone } from '../../../shared/lib/local-time.ts';
import { useLotteryGames, useLotteryReport } from '../api/lottery.ts';
import { findGame } from './lottery-labels.ts';
import { LotteryTabs } from './lottery-tabs.tsx';
import { useLotteryGamePicker } from './use-lottery-game-picker.tsx';

/** The start of a local day (`YYYY-MM-DD`) as an instant; the end date's next day ends the range. */
const dayStart = (day: string, addDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
};

/** The report's days, checked by the contract's range rules (the end day included, at most 93 days). */
const rangeSchema = z
  .object({ vassalage: z.string(), from: z.string().min(1), to: z.string().min(1) })
  .transform(({ vassalage, from, to }) => ({ vassalage, from: dayStart(from), to: dayStart(to, 1) }))
  .pipe(lotteryReportQuerySchema);
type Range = z.input<typeof rangeSchema>;

const sum = (rows: readonly LotteryReportRow[], field: 'turnover' | 'payout' | 'houseResult') =>
  formatMinorUnits(rows.reduce((total, row) => total + (parseMinorUnits(row[field]) ?? 0n), 0n));

/** `/lottery/report`: per game, the orders, turnover, payout and house result of the draws in a range of days. */
export function ReportPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const games = useLotteryGames();
  const picker = useLotteryGamePicker(games.data, { allowAll: true });
  const [initial] = useState(() => {
    const today = localDay();
    return { from: localDay(new Date(Date.now() - 6 * 86_400_000)), to: today };
  });
  const [query, setQuery] = useState<z.output<typeof rangeSchema> | undefined>();
  const form = useForm<Range, unknown, z.output<typeof rangeSchema>>({
    resolver: useContractResolver(rangeSchema),
    defaultValues: { vassalage: '', ...initial },
  });
  const { errors } = form.formState;
  const chosen = query && picker.vassalage ? { ...query, vassalage: picker.vassalage } : undefined;
  const report = useLotteryReport(chosen);
  const rows = report.data ?? [];
  const list = games.data ?? [];

  const columns: Column<LotteryReportRow>[] = [
    {
      key: 'game',
      header: t('lottery.report.game'),
      render: (row) =>
        (picker.vassalage && findGame(list, picker.vassalage, row.gameId)?.names[language]) ?? row.gameId,
    },
    { key: 'orders', header: t('lottery.report.orders'), kind: 'num', render: (row) => row.orders },
    { key: 'cancelled', header: t('lottery.report.cancelled'), kind: 'num', render: (row) => row.cancelled },
    { key: 'turnover', header: t('lottery.report.turnover'), kind: 'num', render: (row) => row.turnover },
    { key: 'payout', header: t('lottery.report.payout'), kind: 'num', render: (row) => row.payout },
    {
      key: 'houseResult',
      header: t('lottery.report.houseResult'),
      kind: 'num',
      render: (row) => row.houseResult,
    },
  ];

  const submit = form.handleSubmit((range) => setQuery(range));

  return (
    <>
      <LotteryTabs title={t('lottery.report.title')} lead={t('lottery.report.lead', { zone: localZone() })} />
      {games.isError && <FormAlert message={errorText(games.error, t)} />}
      {games.isSuccess && list.length === 0 && <Notice tone="info">{t('lottery.noGames')}</Notice>}
      <form
        className="lottery__toolbar"
        noValidate
        aria-label={t('lottery.report.filters')}
        onSubmit={(event) => {
          form.setValue('vassalage', picker.vassalage ?? '');
          void submit(event);
        }}
      >
        {picker.vendorSelect}
        <TextField
          label={t('lottery.report.from')}
          type="date"
          max={initial.to}
          error={errors.from?.message}
          {...form.register('from')}
        />
        <TextField
          label={t('lottery.report.to')}
          type="date"
          max={initial.to}
          error={errors.to?.message}
          {...form.register('to')}
        />
        <Button type="submit">{t('lottery.report.show')}</Button>
      </form>
      {report.isError && <FormAlert message={errorText(report.error, t)} />}
      <DataTable
        caption={t('lottery.report.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.gameId}
        isLoading={report.isFetching}
        emptyText={chosen ? t('lottery.report.empty') : t('lottery.report.choose')}
        footer={{
          game: t('lottery.report.total'),
          orders: rows.reduce((total, row) => total + row.orders, 0),
          cancelled: rows.reduce((total, row) => total + row.cancelled, 0),
          turnover: sum(rows, 'turnover'),
          payout: sum(rows, 'payout'),
          houseResult: sum(rows, 'houseResult'),
        }}
      />
    </>
  );
}
