import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TURNOVER_STATUSES,
  parseMinorUnits,
  turnoverAdminQuerySchema,
  type TurnoverAdminRow,
  type TurnoverStatus,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useEndTurnover, useTurnover } from '../api/rewards.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import './rewards.css';

const FILTERS = ['account', 'status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { account: '', status: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  turnoverAdminQuerySchema.omit({ pageNum: true, pageSize: true }),
);

const TONES: Record<TurnoverStatus, BadgeTone> = {
  ACTIVE: 'warning',
  MET: 'success',
  CANCELLED: 'neutral',
  FORFEITED: 'danger',
};

/** Counted over required in whole percent, at most 100 (the amounts are the wire's decimal strings). */
const progressPercent = (counted: string, required: string) => {
  const total = parseMinorUnits(required) ?? 0n;
  if (total <= 0n) return 100;
  const share = ((parseMinorUnits(counted) ?? 0n) * 100n) / total;
  return Number(share > 100n ? 100n : share);
};

type Open = { action: 'cancel' | 'forfeit'; row: TurnoverAdminRow } | null;

/** The bonus turnover requirements with their progress; staff with `rewards.write` cancel or forfeit an active one. */
export function TurnoverPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const requirements = useTurnover({ ...list.filters, ...list.page });
  const cancel = useEndTurnover('cancel');
  const forfeit = useEndTurnover('forfeit');
  const canWrite = useCan('rewards.write');
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });

  const show = (next: Open) => {
    setOutcome(null);
    setOpen(next);
  };

  const columns: Column<TurnoverAdminRow>[] = [
    {
      key: 'member',
      header: t('rewards.turnover.member'),
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.account}</span>
          <span className="muted">#{row.memberId}</span>
        </span>
      ),
    },
    {
      key: 'bonus',
      header: t('rewards.turnover.bonus'),
      kind: 'note',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.title}</span>
          <span className="muted">
            {row.bonus} · {t('rewards.list.turnover', { times: row.multiple / 100 })} ·{' '}
            {t(`rewards.bases.${row.base}`)}
          </span>
        </span>
      ),
    },
    { key: 'required', header: t('rewards.turnover.required'), kind: 'num', render: (row) => row.required },
    { key: 'counted', header: t('rewards.turnover.counted'), kind: 'num', render: (row) => row.counted },
    {
      key: 'progress',
      header: t('rewards.turnover.progress'),
      render: (row) => {
        const percent = progressPercent(row.counted, row.required);
        return (
          <span className="turnover-progress">
            <span>{percent}%</span>
            <progress className="turnover-progress__bar" max={100} value={percent} aria-hidden="true" />
          </span>
        );
      },
    },
    {
      key: 'status',
      header: t('rewards.turnover.status'),
      render: (row) => <Badge tone={TONES[row.status]}>{t(`rewards.turnover.statuses.${row.status}`)}</Badge>,
    },
    {
      key: 'started',
      header: t('rewards.turnover.started'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{formatLocal(row.startedAt)}</span>
          {row.endedAt !== null && (
            <span className="muted">{t('rewards.turnover.ended', { date: formatLocal(row.endedAt) })}</span>
          )}
        </span>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('rewards.turnover.actions'),
            kind: 'actions',
            render: (row) =>
              row.status === 'ACTIVE' ? (
                <span className="row-actions">
                  <Button size="sm" variant="secondary" onClick={() => show({ action: 'cancel', row })}>
                    {t('rewards.turnover.cancel')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => show({ action: 'forfeit', row })}>
                    {t('rewards.turnover.forfeit')}
                  </Button>
                </span>
              ) : null,
          } satisfies Column<TurnoverAdminRow>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('rewards.turnover.title')} description={t('rewards.turnover.description')} />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('rewards.turnover.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
      >
        <TextField
          label={t('rewards.list.account')}
          autoCapitalize="off"
          error={form.formState.errors.account?.message}
          {...form.register('account')}
        />
        <SelectField
          label={t('rewards.turnover.status')}
          options={[
            { value: '', label: t('common.all') },
            ...TURNOVER_STATUSES.map((value) => ({ value, label: t(`rewards.turnover.statuses.${value}`) })),
          ]}
          {...form.register('status')}
        />
      </FiltersForm>
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {requirements.isError && <FormAlert message={errorText(requirements.error, t)} />}
      <DataTable
        caption={t('rewards.turnover.title')}
        columns={columns}
        rows={requirements.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={requirements.isPending}
        emptyText={t('rewards.turnover.empty')}
      />
      {requirements.data !== undefined && (
        <ListPagination
          page={list.page}
          total={requirements.data.total}
          totalPages={requirements.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {open !== null && (
        <ReasonDialog
          key={`${open.action}-${open.row.id}`}
          title={t(
            open.action === 'cancel' ? 'rewards.turnover.cancelTitle' : 'rewards.turnover.forfeitTitle',
          )}
          effect={t(
            open.action === 'cancel' ? 'rewards.turnover.cancelEffect' : 'rewards.turnover.forfeitEffect',
            {
              account: open.row.account,
              title: open.row.title,
              bonus: open.row.bonus,
            },
          )}
          confirmLabel={t(open.action === 'cancel' ? 'rewards.turnover.cancel' : 'rewards.turnover.forfeit')}
          onCancel={() => setOpen(null)}
          onConfirm={async (reason) => {
            const ended = await (open.action === 'cancel' ? cancel : forfeit).mutateAsync({
              id: open.row.id,
              reason,
            });
            setOpen(null);
            setOutcome(
              t(open.action === 'cancel' ? 'rewards.turnover.cancelled' : 'rewards.turnover.forfeited', {
                account: ended.account,
              }),
            );
          }}
        />
      )}
    </>
  );
}
