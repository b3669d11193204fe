import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRIZE_KINDS,
  REWARD_SOURCES,
  REWARD_STATUSES,
  type PrizeKind,
  type RewardAdminRow,
  type RewardStatus,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { formatLocal, localDay } from '../../../shared/lib/local-time.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useCancelReward, useRewards } from '../api/rewards.ts';
import { GrantDialog } from './grant-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { EMPTY, FILTERS, filterSchema } from './rewards-filters.ts';
import './rewards.css';

const TONES: Record<RewardStatus, BadgeTone> = {
  PENDING: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};

const isPrizeKind = (kind: string): kind is PrizeKind => (PRIZE_KINDS as readonly string[]).includes(kind);

type Open = { kind: 'grant' } | { kind: 'cancel'; row: RewardAdminRow } | null;

/** Every reward granted to members, filtered; staff with `rewards.write` grant one or cancel a pending one. */
export function RewardsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams(FILTERS);
  const rewards = useRewards({ ...list.filters, ...list.page });
  const cancel = useCancelReward();
  const canWrite = useCan('rewards.write');
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });
  const { errors } = form.formState;
  const [today] = useState(() => localDay());

  const show = (next: Open) => {
    setOutcome(null);
    setOpen(next);
  };
  const done = (message: string) => {
    setOpen(null);
    setOutcome(message);
  };

  const prizeOf = (row: RewardAdminRow) => {
    const kind = isPrizeKind(row.prizeKind) ? t(`rewards.prizeKinds.${row.prizeKind}`) : row.prizeKind;
    if (row.amount !== null)
      return row.turnoverMultiple === null
        ? `${kind} ${row.amount}`
        : `${kind} ${row.amount} · ${t('rewards.list.turnover', { times: row.turnoverMultiple / 100 })}`;
    if (row.points !== null) return t('rewards.list.points', { points: row.points });
    if (row.ticketEventId !== null)
      return t('rewards.list.tickets', { count: row.ticketCount ?? 1, id: row.ticketEventId });
    return kind;
  };

  const columns: Column<RewardAdminRow>[] = [
    { key: 'id', header: t('rewards.list.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'member',
      header: t('rewards.list.member'),
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.account}</span>
          <span className="muted">#{row.memberId}</span>
        </span>
      ),
    },
    {
      key: 'reward',
      header: t('rewards.list.reward'),
      kind: 'note',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.title[language]}</span>
          <span className="muted">
            {t(`rewards.sources.${row.source}`)}
            {/* A manual grant's reference is only its request id. */}
            {row.source !== 'MANUAL' && ` · ${row.sourceRef}`}
          </span>
        </span>
      ),
    },
    { key: 'prize', header: t('rewards.list.prize'), kind: 'nowrap', render: prizeOf },
    {
      key: 'claim',
      header: t('rewards.list.claimMode'),
      kind: 'note',
      render: (row) => t(`rewards.claimModes.${row.claimMode}`),
    },
    {
      key: 'status',
      header: t('rewards.list.status'),
      render: (row) => <Badge tone={TONES[row.status]}>{t(`rewards.statuses.${row.status}`)}</Badge>,
    },
    {
      key: 'dates',
      header: t('rewards.list.dates'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{formatLocal(row.createdAt)}</span>
          {row.expiresAt !== null && (
            <span className="muted">{t('rewards.list.expires', { date: formatLocal(row.expiresAt) })}</span>
          )}
          {row.claimedAt !== null && (
            <span className="muted">{t('rewards.list.claimed', { date: formatLocal(row.claimedAt) })}</span>
          )}
        </span>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('rewards.list.actions'),
            kind: 'actions',
            render: (row) =>
              row.status === 'PENDING' ? (
                <Button size="sm" variant="danger" onClick={() => show({ kind: 'cancel', row })}>
                  {t('rewards.list.cancel')}
                </Button>
              ) : null,
          } satisfies Column<RewardAdminRow>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('rewards.list.title')}
        description={t('rewards.list.description')}
        actions={
          canWrite ? (
            <Button onClick={() => show({ kind: 'grant' })}>{t('rewards.grant.open')}</Button>
          ) : undefined
        }
      />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('rewards.list.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
      >
        <TextField
          label={t('rewards.list.account')}
          autoCapitalize="off"
          error={errors.account?.message}
          {...form.register('account')}
        />
        <SelectField
          label={t('rewards.list.source')}
          options={[
            { value: '', label: t('common.all') },
            ...REWARD_SOURCES.map((value) => ({ value, label: t(`rewards.sources.${value}`) })),
          ]}
          {...form.register('source')}
        />
        <SelectField
          label={t('rewards.list.status')}
          options={[
            { value: '', label: t('common.all') },
            ...REWARD_STATUSES.map((value) => ({ value, label: t(`rewards.statuses.${value}`) })),
          ]}
          {...form.register('status')}
        />
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('rewards.list.startDate')}
          endLabel={t('rewards.list.endDate')}
        />
      </FiltersForm>
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {rewards.isError && <FormAlert message={errorText(rewards.error, t)} />}
      <DataTable
        caption={t('rewards.list.title')}
        columns={columns}
        rows={rewards.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={rewards.isPending}
        emptyText={t('rewards.list.empty')}
      />
      {rewards.data !== undefined && (
        <ListPagination
          page={list.page}
          total={rewards.data.total}
          totalPages={rewards.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {open?.kind === 'grant' && (
        <GrantDialog
          onClose={() => setOpen(null)}
          onGranted={(row) =>
            done(t('rewards.grant.granted', { title: row.title[language], account: row.account }))
          }
        />
      )}
      {open?.kind === 'cancel' && (
        <ReasonDialog
          title={t('rewards.list.cancelTitle')}
          effect={t('rewards.list.cancelEffect', {
            title: open.row.title[language],
            account: open.row.account,
          })}
          confirmLabel={t('rewards.list.cancel')}
          onCancel={() => setOpen(null)}
          onConfirm={async (reason) => {
            const row = await cancel.mutateAsync({ id: open.row.id, reason });
            done(t('rewards.list.cancelled', { title: row.title[language], account: row.account }));
          }}
        />
      )}
    </>
  );
}
