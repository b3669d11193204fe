import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CONTRACT_KINDS,
  SETTLEMENT_STATUSES,
  settlementAdminQuerySchema,
  type Settlement,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSettlements } from '../api/settlements.ts';
import {
  ALL_STATUSES,
  statusOrPending,
  statusParam,
  withoutAllStatuses,
} from '../../../shared/lib/queue-filters.ts';
import { when } from '../lib/when.ts';
import {
  AdjustSettlementDialog,
  ApproveSettlementDialog,
  RejectSettlementDialog,
} from './settlement-decision-dialogs.tsx';
import { SettlementFiguresDialog } from './settlement-figures-dialog.tsx';
import { SettlementStatusBadge } from './status-badges.tsx';
import './contracts.css';

const FILTERS = ['kind', 'period', 'status', 'account'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
/** Clear goes back to what needs a decision: the approval queue. */
const EMPTY: Filters = { kind: '', period: '', status: 'PENDING', account: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  z.preprocess(withoutAllStatuses, settlementAdminQuerySchema.omit({ pageNum: true, pageSize: true })),
);

type Pending = { action: 'figures' | 'approve' | 'reject' | 'adjust'; settlement: Settlement } | null;
type Outcome = { tone: 'success' | 'danger'; message: string } | null;

function SettlementFilters({ filters, onSearch }: { filters: Filters; onSearch: (next: Filters) => void }) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      form={form}
      label={t('contracts.settlements.filtersLabel')}
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <SelectField
        label={t('contracts.status')}
        error={errors.status?.message}
        options={[
          ...SETTLEMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`contracts.settlementStatuses.${status}`),
          })),
          { value: ALL_STATUSES, label: t('common.all') },
        ]}
        {...form.register('status')}
      />
      <SelectField
        label={t('contracts.kind')}
        error={errors.kind?.message}
        options={[
          { value: '', label: t('common.all') },
          ...CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kinds.${kind}`) })),
        ]}
        {...form.register('kind')}
      />
      <TextField
        label={t('contracts.settlements.period')}
        hint={t('contracts.settlements.periodHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors.period?.message}
        {...form.register('period')}
      />
      <TextField
        label={t('contracts.settlements.agent')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
    </FiltersForm>
  );
}

/**
 * Settlement records with the figures behind each amount. By default the approval queue (pending
 * payouts): approve (paid through the ledger) or reject with a reason; a paid one may be adjusted.
 */
export function SettlementsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const filters = { ...list.filters, status: statusOrPending(list.filters.status) };
  const settlements = useSettlements({ ...filters, status: statusParam(filters.status), ...list.page });
  const canWrite = useCan('finance.write');
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const open = (next: Pending) => {
    setOutcome(null);
    setPending(next);
  };
  const finish = (message: string, tone: 'success' | 'danger' = 'success') => {
    setPending(null);
    setOutcome({ tone, message });
  };

  const columns: Column<Settlement>[] = [
    {
      key: 'agent',
      header: t('contracts.settlements.agent'),
      kind: 'nowrap',
      render: (row) => row.agent.account,
    },
    {
      key: 'kind',
      header: t('contracts.kind'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{t(`contracts.kinds.${row.kind}`)}</span>
          <span className="muted">{t(`contracts.products.${row.product}`)}</span>
        </span>
      ),
    },
    { key: 'period', header: t('contracts.settlements.period'), kind: 'nowrap', render: (row) => row.period },
    {
      key: 'teamValidBet',
      header: t('contracts.figures.teamValidBet'),
      kind: 'num',
      render: (row) => row.figures.teamValidBet,
    },
    { key: 'amount', header: t('contracts.settlements.amount'), kind: 'num', render: (row) => row.amount },
    {
      key: 'adjustment',
      header: t('contracts.settlements.adjustment'),
      kind: 'num',
      render: (row) => row.adjustment,
    },
    {
      key: 'status',
      header: t('contracts.status'),
      render: (row) => <SettlementStatusBadge status={row.status} />,
    },
    {
      key: 'reason',
      header: t('contracts.settlements.reason'),
      kind: 'note',
      render: (row) => row.reason ?? '—',
    },
    {
      key: 'settledAt',
      header: t('contracts.settlements.settledAt'),
      kind: 'nowrap',
      render: (row) => when(row.settledAt),
    },
    {
      key: 'actions',
      header: t('contracts.actions'),
      kind: 'actions',
      render: (row) => (
        <span className="row-actions">
          <Button variant="ghost" size="sm" onClick={() => open({ action: 'figures', settlement: row })}>
            {t('contracts.settlements.figures')}
          </Button>
          {canWrite && row.status === 'PENDING' && (
            <>
              <Button size="sm" onClick={() => open({ action: 'approve', settlement: row })}>
                {t('contracts.settlements.approve')}
              </Button>
              <Button variant="danger" size="sm" onClick={() => open({ action: 'reject', settlement: row })}>
                {t('contracts.settlements.reject')}
              </Button>
            </>
          )}
          {canWrite && row.status === 'PAID' && (
            <Button variant="secondary" size="sm" onClick={() => open({ action: 'adjust', settlement: row })}>
              {t('contracts.settlements.adjust')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const decisionProps =
    pending === null ? undefined : { settlement: pending.settlement, onCancel: () => setPending(null) };
  const dialogKey = pending === null ? '' : `${pending.action}-${pending.settlement.id}`;

  return (
    <>
      <PageHeader
        title={t('contracts.settlements.title')}
        description={t('contracts.settlements.description')}
      />
      <SettlementFilters key={JSON.stringify(filters)} filters={filters} onSearch={list.setFilters} />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {settlements.isError && <FormAlert message={errorText(settlements.error, t)} />}
      <DataTable
        caption={t('contracts.settlements.results')}
        columns={columns}
        rows={settlements.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={settlements.isPending}
        emptyText={t('contracts.settlements.empty')}
        footer={
          settlements.data === undefined
            ? undefined
            : { agent: t('contracts.settlements.total'), amount: settlements.data.amount }
        }
      />
      {settlements.data !== undefined && (
        <ListPagination
          page={list.page}
          total={settlements.data.total}
          totalPages={settlements.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {pending?.action === 'figures' && decisionProps !== undefined && (
        <SettlementFiguresDialog settlement={pending.settlement} onClose={decisionProps.onCancel} />
      )}
      {pending?.action === 'approve' && decisionProps !== undefined && (
        <ApproveSettlementDialog
          key={dialogKey}
          {...decisionProps}
          onDone={(row) =>
            finish(t('contracts.settlements.approved', { account: row.agent.account, amount: row.amount }))
          }
          onConflict={(message) => finish(message, 'danger')}
        />
      )}
      {pending?.action === 'reject' && decisionProps !== undefined && (
        <RejectSettlementDialog
          key={dialogKey}
          {...decisionProps}
          onDone={(row) => finish(t('contracts.settlements.rejected', { account: row.agent.account }))}
          onConflict={(message) => finish(message, 'danger')}
        />
      )}
      {pending?.action === 'adjust' && decisionProps !== undefined && (
        <AdjustSettlementDialog
          key={dialogKey}
          {...decisionProps}
          onDone={(row) =>
            finish(
              t('contracts.settlements.adjusted', { account: row.agent.account, adjustment: row.adjustment }),
            )
          }
        />
      )}
    </>
  );
}
