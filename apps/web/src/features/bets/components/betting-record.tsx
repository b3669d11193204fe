import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BET_RANGE_MAX_DAYS,
  BET_STATUS,
  GAME_CATEGORIES,
  betRecordQuerySchema,
  vassalageSchema,
  type BetRecord,
  type BetRecordPage,
  type BetStatus as Status,
  type GameCategory,
  type Language,
} from '@platform/contract';
import { SelectField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import {
  pageFromParams,
  rangeFromParams,
  refineDateRange,
  type DateRange,
} from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import type { BetRecordFilters } from '../api/get-bet-records.ts';
import { useVendorLanes } from '../api/get-vendors.ts';
import { BetStatus } from './bet-status.tsx';
import { BetTotals } from './bet-totals.tsx';
import { LoadError } from './load-error.tsx';
import '../bets.css';
import './betting-record.css';

/** The window a first visit shows: the last 7 days, today included. */
const DEFAULT_DAYS = 7;
const BET_STATUSES = Object.values(BET_STATUS);
const FORM_FIELDS = ['startDate', 'endDate', 'gameType', 'vassalage', 'status'] as const;
/** The address's keys of the record; a page may keep its own beside them (team betting's scope). */
const PARAM_KEYS = [...FORM_FIELDS, 'pageNum'] as const;

const isCategory = (value: string | null): value is GameCategory =>
  (GAME_CATEGORIES as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is Status =>
  (BET_STATUSES as readonly (string | null)[]).includes(value);

/** The contract's betting-record query rules plus the 90-day limit and "not after today". */
const buildFilterSchema = (today: string, language: Language) =>
  z
    .object({
      startDate: betRecordQuerySchema.shape.startDate,
      endDate: betRecordQuerySchema.shape.endDate,
      gameType: z.union([z.literal(''), z.enum(GAME_CATEGORIES)]),
      vassalage: z.union([z.literal(''), vassalageSchema]),
      status: z.union([z.literal(''), z.enum(BET_STATUSES)]),
    })
    .superRefine(refineDateRange(today, BET_RANGE_MAX_DAYS, language));
type FilterValues = z.input<ReturnType<typeof buildFilterSchema>>;

/** Filters and page live in the address, so a reload or the back button shows the same rows. */
const useBetParams = (today: string) => {
  const [params, setParams] = useSearchParams();
  const gameType = params.get('gameType');
  const status = params.get('status');
  const vassalage = vassalageSchema.safeParse(params.get('vassalage'));
  const filters: BetRecordFilters = {
    ...rangeFromParams(params, today, { maxDays: BET_RANGE_MAX_DAYS, defaultDays: DEFAULT_DAYS }),
    gameType: isCategory(gameType) ? gameType : undefined,
    vassalage: vassalage.success ? vassalage.data : undefined,
    status: isStatus(status) ? status : undefined,
    pageNum: pageFromParams(params),
  };
  const write = (next: BetRecordFilters) => {
    const query = new URLSearchParams(params);
    for (const key of PARAM_KEYS) query.delete(key);
    query.set('startDate', next.startDate);
    query.set('endDate', next.endDate);
    if (next.gameType !== undefined) query.set('gameType', next.gameType);
    if (next.vassalage !== undefined) query.set('vassalage', next.vassalage);
    if (next.status !== undefined) query.set('status', next.status);
    if (next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };
  return { filters, write };
};

/** The vendors of every category once each, by name; the one in the address even when not listed. */
const useVendorOptions = (selected: string | undefined) => {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const names = new Map<string, string>();
  for (const lane of lanes.data ?? []) {
    for (const vendor of lane.vendors) names.set(vendor.vassalage, vendor.displayName);
  }
  if (selected !== undefined && !names.has(selected)) names.set(selected, selected);
  return [
    { value: '', label: t('bets.allVendors') },
    ...[...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
  ];
};

/** A page of rounds as a betting record shows them: the member's own, or a team's with whose they are. */
export type BetPage<Row extends BetRecord> = Omit<BetRecordPage, 'list'> & { list: Row[] };

/** The rounds of the filters as the record reads them (a react-query result). */
export interface BetRecordsResult<Row extends BetRecord> {
  data: BetPage<Row> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

interface BettingRecordProps<Row extends BetRecord> {
  /** The rounds of the filters: the member's own (`useBetRecords`) or the agent's team's. */
  useRecords: (filters: BetRecordFilters) => BetRecordsResult<Row>;
  /** Columns before the round's own (team betting: the member who played it). */
  leadingColumns?: readonly Column<Row>[];
}

/**
 * Betting record (spec: personalHistoryCopy): every round of the filters, with totals. The member
 * centre shows the member's own; the agent centre's team betting the team's, with the player.
 */
export function BettingRecord<Row extends BetRecord>({
  useRecords,
  leadingColumns = [],
}: BettingRecordProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, write } = useBetParams(today);
  const records = useRecords(filters);
  const vendorOptions = useVendorOptions(filters.vassalage);
  const schema = useMemo(() => buildFilterSchema(today, language), [today, language]);
  const form = useForm<FilterValues>({
    resolver: useContractResolver(schema),
    // The presets and the address change the filters: the inputs follow.
    values: {
      startDate: filters.startDate,
      endDate: filters.endDate,
      gameType: filters.gameType ?? '',
      vassalage: filters.vassalage ?? '',
      status: filters.status ?? '',
    },
  });
  const { errors } = form.formState;

  // A filter the gateway refused (`value.fields`) is shown under its input.
  const { error } = records;
  const { setError } = form;
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      const field = FORM_FIELDS.find((candidate) => candidate === key);
      if (field !== undefined) setError(field, { type: 'server', message });
    }
  }, [error, setError]);

  const onSubmit = form.handleSubmit((values) => {
    write({
      startDate: values.startDate,
      endDate: values.endDate,
      gameType: values.gameType === '' ? undefined : values.gameType,
      vassalage: values.vassalage === '' ? undefined : values.vassalage,
      status: values.status === '' ? undefined : values.status,
      pageNum: 1,
    });
  });

  const moveWindow = (range: DateRange) => write({ ...filters, ...range, pageNum: 1 });

  const categoryOptions = [
    { value: '', label: t('bets.allCategories') },
    ...GAME_CATEGORIES.map((code) => ({ value: code, label: t(`gameCategory.${code}`) })),
  ];
  const statusOptions = [
    { value: '', label: t('bets.allStatuses') },
    ...BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) })),
  ];

  const columns: Column<Row>[] = [
    ...leadingColumns,
    {
      key: 'betTime',
      header: t('bets.betTime'),
      kind: 'nowrap',
      render: (row) => (
        <span className="bet-time">
          <span>{row.betTime}</span>
          {row.settledTime !== null && (
            <span className="bet-time__settled">{t('bets.settledTime', { time: row.settledTime })}</span>
          )}
        </span>
      ),
    },
    {
      key: 'game',
      header: t('bets.game'),
      render: (row) => (
        <span className="bet-game">
          <span className="bet-game__name">{row.gameName}</span>
          <span className="bet-game__meta">
            {row.displayName} · {t(`gameCategory.${row.gameType}`)}
          </span>
          <span className="bet-game__round">{t('bets.round', { id: row.roundId })}</span>
          {row.drawNo !== null && (
            <span className="bet-game__round">{t('bets.drawNo', { drawNo: row.drawNo })}</span>
          )}
        </span>
      ),
    },
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
    { key: 'status', header: t('bets.status'), render: (row) => <BetStatus status={row.status} /> },
  ];

  const page = records.data;
  return (
    <div className="bets">
      <form className="bet-filters" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('dateRange.startDate')}
          endLabel={t('dateRange.endDate')}
        />
        <SelectField
          label={t('bets.category')}
          options={categoryOptions}
          error={errors.gameType?.message}
          {...form.register('gameType')}
        />
        <SelectField
          label={t('bets.vendor')}
          options={vendorOptions}
          error={errors.vassalage?.message}
          {...form.register('vassalage')}
        />
        <SelectField
          label={t('bets.status')}
          options={statusOptions}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <Button type="submit" className="bet-filters__search">
          {t('bets.search')}
        </Button>
      </form>
      <DateRangePresets range={filters} today={today} onChange={moveWindow} />
      <BetTotals totals={page?.totals} label={t('bets.totals')} />
      {records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <DataTable
          caption={t('bets.title')}
          columns={columns}
          rows={page?.list ?? []}
          rowKey={(row) => `${row.vassalage}:${row.roundId}`}
          isLoading={records.isPending}
          emptyText={t('bets.empty')}
        />
      )}
      {!records.isError && page !== undefined && page.totalPages > 1 && (
        <Pagination
          pageNum={filters.pageNum}
          total={page.total}
          totalPages={page.totalPages}
          onChange={(pageNum) => write({ ...filters, pageNum })}
        />
      )}
    </div>
  );
}
