import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUS, type WithdrawalQueueRow } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Button } from '@platform/ui/button.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useApproveWithdrawal } from '../api/approve-withdrawal.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { useRejectWithdrawal } from '../api/reject-withdrawal.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { useOrderColumns } from './order-columns.tsx';
import { WithdrawalStatusBadge } from './order-status.tsx';
import { statusOrPending, statusParam } from '../../../shared/lib/queue-filters.ts';
import { WITHDRAWAL_FILTERS, WithdrawalFiltersForm } from './withdrawal-filters-form.tsx';

type Pending = { kind: 'approve' | 'reject'; row: WithdrawalQueueRow } | null;
type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/**
 * The withdrawal queue: the member's bank account in full, to pay it, then approve (paid) or
 * reject (the held amount goes back) for finance staff.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const list = useListParams(WITHDRAWAL_FILTERS);
  const filters = { ...list.filters, status: statusOrPending(list.filters.status) };
  const withdrawals = useWithdrawals({ ...filters, status: statusParam(filters.status), ...list.page });
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const canWrite = useCan('finance.write');
  const orderColumns = useOrderColumns<WithdrawalQueueRow>();
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const open = (next: Pending) => {
    setOutcome(null);
    setPending(next);
  };

  const columns: Column<WithdrawalQueueRow>[] = [
    ...orderColumns,
    { key: 'amount', header: t('finance.amount'), kind: 'num', render: (row) => row.amount },
    {
      key: 'status',
      header: t('finance.status'),
      render: (row) => <WithdrawalStatusBadge status={row.status} />,
    },
    {
      key: 'bankName',
      header: t('finance.withdrawals.bankName'),
      kind: 'nowrap',
      render: (row) => row.bankName,
    },
    {
      key: 'accountName',
      header: t('finance.withdrawals.accountName'),
      kind: 'nowrap',
      render: (row) => row.accountName,
    },
    {
      key: 'accountNumber',
      header: t('finance.withdrawals.accountNumber'),
      kind: 'nowrap',
      render: (row) => <code>{row.accountNumber}</code>,
    },
    {
      key: 'createdAt',
      header: t('finance.withdrawals.requestedAt'),
      kind: 'nowrap',
      render: (row) => row.createdAt,
    },
    {
      key: 'decided',
      header: t('finance.decided'),
      kind: 'nowrap',
      render: (row) =>
        row.decidedAt === null ? (
          '—'
        ) : (
          <span className="cell-stack cell-stack--column">
            <span>{row.decidedBy ?? '—'}</span>
            <span className="muted">{row.decidedAt}</span>
          </span>
        ),
    },
    { key: 'reason', header: t('finance.reason'), kind: 'note', render: (row) => row.reason ?? '—' },
    { key: 'memo', header: t('finance.memo'), kind: 'note', render: (row) => row.memo ?? '—' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('finance.actions'),
            kind: 'actions',
            render: (row) =>
              row.status === WITHDRAWAL_STATUS.PENDING ? (
                <span className="row-actions">
                  <Button size="sm" onClick={() => open({ kind: 'approve', row })}>
                    {t('finance.withdrawals.approve')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => open({ kind: 'reject', row })}>
                    {t('finance.withdrawals.reject')}
                  </Button>
                </span>
              ) : null,
          } satisfies Column<WithdrawalQueueRow>,
        ]
      : []),
  ];

  const summary = (row: WithdrawalQueueRow) => [
    { label: t('finance.orderNo'), value: <code>{row.orderNo}</code> },
    { label: t('finance.account'), value: row.account },
    { label: t('finance.amount'), value: <span className="num">{row.amount}</span> },
    { label: t('finance.withdrawals.bankName'), value: row.bankName },
    { label: t('finance.withdrawals.accountName'), value: row.accountName },
    {
      label: t('finance.withdrawals.accountNumber'),
      value: (
        <span className="cell-stack">
          <code>{row.accountNumber}</code>
          <CopyButton text={row.accountNumber} label={t('common.copy')} />
        </span>
      ),
    },
    { label: t('finance.withdrawals.requestedAt'), value: row.createdAt },
  ];

  return (
    <>
      <PageHeader title={t('finance.withdrawals.title')} description={t('finance.withdrawals.description')} />
      <WithdrawalFiltersForm key={JSON.stringify(filters)} filters={filters} onSearch={list.setFilters} />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {withdrawals.isError && <FormAlert message={errorText(withdrawals.error, t)} />}
      <DataTable
        caption={t('finance.withdrawals.results')}
        columns={columns}
        rows={withdrawals.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={withdrawals.isPending}
        emptyText={t('finance.withdrawals.empty')}
      />
      {withdrawals.data !== undefined && (
        <ListPagination
          page={list.page}
          total={withdrawals.data.total}
          totalPages={withdrawals.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {pending !== null && (
        <DecisionDialog
          key={`${pending.kind}-${pending.row.id}`}
          title={
            pending.kind === 'approve'
              ? t('finance.withdrawals.approveTitle')
              : t('finance.withdrawals.rejectTitle')
          }
          confirmLabel={
            pending.kind === 'approve' ? t('finance.withdrawals.approve') : t('finance.withdrawals.reject')
          }
          isRejection={pending.kind === 'reject'}
          effect={
            pending.kind === 'approve'
              ? t('finance.withdrawals.approveEffect')
              : t('finance.withdrawals.rejectEffect')
          }
          summary={summary(pending.row)}
          decide={({ reason, memo }) =>
            pending.kind === 'approve'
              ? approve.mutateAsync({ id: pending.row.id, memo })
              : reject.mutateAsync({ id: pending.row.id, reason: reason ?? '', memo })
          }
          onDone={(result) => {
            setPending(null);
            setOutcome({
              tone: 'success',
              message:
                pending.kind === 'approve'
                  ? t('finance.withdrawals.approved', { orderNo: pending.row.orderNo })
                  : t('finance.withdrawals.rejected', {
                      orderNo: pending.row.orderNo,
                      balance: result.balance,
                    }),
            });
          }}
          onConflict={(message) => {
            setPending(null);
            setOutcome({ tone: 'danger', message });
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
