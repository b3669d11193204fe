import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUS, type DepositQueueRow } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useCreditDeposit } from '../api/credit-deposit.ts';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { useDeposits } from '../api/get-deposits.ts';
import { useRejectDeposit } from '../api/reject-deposit.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { useOrderColumns } from './order-columns.tsx';
import { DEPOSIT_FILTERS, DepositFiltersForm } from './deposit-filters-form.tsx';
import { DepositProofButton } from './deposit-proof.tsx';
import { DepositStatusBadge } from './order-status.tsx';
import { statusOrPending, statusParam } from '../../../shared/lib/queue-filters.ts';
import { useLocalizedName } from './localized-name.ts';
import '../finance.css';

/** Orders still open to a decision: waiting, or expired before anyone looked at the proof. */
const isDecidable = (row: DepositQueueRow) =>
  row.status === DEPOSIT_STATUS.PENDING || row.status === DEPOSIT_STATUS.EXPIRED;

type Pending = { kind: 'credit' | 'reject'; row: DepositQueueRow } | null;
type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/** The deposit queue: filters, the orders with their proof, and credit or reject for finance staff. */
export function DepositsPage() {
  const { t } = useTranslation();
  const list = useListParams(DEPOSIT_FILTERS);
  const filters = { ...list.filters, status: statusOrPending(list.filters.status) };
  const deposits = useDeposits({ ...filters, status: statusParam(filters.status), ...list.page });
  const channels = useDepositChannels();
  const localized = useLocalizedName();
  const credit = useCreditDeposit();
  const reject = useRejectDeposit();
  const canWrite = useCan('finance.write');
  const orderColumns = useOrderColumns<DepositQueueRow>();
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const open = (next: Pending) => {
    setOutcome(null);
    setPending(next);
  };

  const columns: Column<DepositQueueRow>[] = [
    ...orderColumns,
    {
      key: 'channel',
      header: t('finance.deposits.channel'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.channelName}</span>
          <span className="muted">{t(`finance.channelKinds.${row.channelKind}`)}</span>
        </span>
      ),
    },
    { key: 'amount', header: t('finance.amount'), kind: 'num', render: (row) => row.amount },
    {
      key: 'status',
      header: t('finance.status'),
      render: (row) => <DepositStatusBadge status={row.status} />,
    },
    {
      key: 'proof',
      header: t('finance.deposits.proof'),
      kind: 'nowrap',
      render: (row) => {
        if (row.hasProof) return <DepositProofButton depositId={row.id} orderNo={row.orderNo} />;
        if (row.gatewayReference !== null) return <code className="muted">{row.gatewayReference}</code>;
        return <span className="muted">{t('finance.deposits.noProof')}</span>;
      },
    },
    {
      key: 'createdAt',
      header: t('finance.deposits.createdExpires'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.createdAt}</span>
          <span className="muted">{t('finance.deposits.expiresAtValue', { at: row.expiresAt })}</span>
        </span>
      ),
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
            <span>{row.decidedBy ?? t('finance.deposits.automatic')}</span>
            <span className="muted">{row.decidedAt}</span>
          </span>
        ),
    },
    { key: 'reason', header: t('finance.reason'), kind: 'note', render: (row) => row.reason ?? '—' },
    { key: 'memo', header: t('finance.memo'), kind: 'note', render: (row) => row.memo ?? '—' },
    {
      key: 'transferId',
      header: t('finance.transferId'),
      kind: 'num',
      render: (row) => row.transferId ?? '—',
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('finance.actions'),
            kind: 'actions',
            render: (row) =>
              isDecidable(row) ? (
                <span className="row-actions">
                  <Button size="sm" onClick={() => open({ kind: 'credit', row })}>
                    {t('finance.deposits.credit')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => open({ kind: 'reject', row })}>
                    {t('finance.deposits.reject')}
                  </Button>
                </span>
              ) : null,
          } satisfies Column<DepositQueueRow>,
        ]
      : []),
  ];

  const summary = (row: DepositQueueRow) => [
    { label: t('finance.orderNo'), value: <code>{row.orderNo}</code> },
    { label: t('finance.account'), value: row.account },
    { label: t('finance.deposits.channel'), value: row.channelName },
    { label: t('finance.amount'), value: <span className="num">{row.amount}</span> },
    { label: t('finance.createdAt'), value: row.createdAt },
    { label: t('finance.status'), value: <DepositStatusBadge status={row.status} /> },
  ];

  return (
    <>
      <PageHeader title={t('finance.deposits.title')} description={t('finance.deposits.description')} />
      <DepositFiltersForm
        key={JSON.stringify(filters)}
        filters={filters}
        channels={(channels.data ?? []).map((channel) => ({ id: channel.id, name: localized(channel.name) }))}
        onSearch={list.setFilters}
      />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {deposits.isError && <FormAlert message={errorText(deposits.error, t)} />}
      <DataTable
        caption={t('finance.deposits.results')}
        columns={columns}
        rows={deposits.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={deposits.isPending}
        emptyText={t('finance.deposits.empty')}
      />
      {deposits.data !== undefined && (
        <ListPagination
          page={list.page}
          total={deposits.data.total}
          totalPages={deposits.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {pending !== null && (
        <DecisionDialog
          key={`${pending.kind}-${pending.row.id}`}
          title={
            pending.kind === 'credit' ? t('finance.deposits.creditTitle') : t('finance.deposits.rejectTitle')
          }
          confirmLabel={
            pending.kind === 'credit' ? t('finance.deposits.credit') : t('finance.deposits.reject')
          }
          isRejection={pending.kind === 'reject'}
          effect={
            pending.kind === 'credit'
              ? t('finance.deposits.creditEffect')
              : t('finance.deposits.rejectEffect')
          }
          summary={summary(pending.row)}
          decide={({ reason, memo }) =>
            pending.kind === 'credit'
              ? credit.mutateAsync({ id: pending.row.id, memo })
              : reject.mutateAsync({ id: pending.row.id, reason: reason ?? '', memo })
          }
          onDone={(result) => {
            setPending(null);
            setOutcome({
              tone: 'success',
              message:
                pending.kind === 'credit'
                  ? t('finance.deposits.credited', { orderNo: pending.row.orderNo, balance: result.balance })
                  : t('finance.deposits.rejected', { orderNo: pending.row.orderNo }),
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
