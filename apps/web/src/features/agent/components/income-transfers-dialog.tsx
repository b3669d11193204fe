import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentIncomeRow, AgentIncomeTransfer } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useIncomeTransfers } from '../api/income-transfers.ts';

/** The ledger transfers behind one row of my income (one day and type): ids, times, amounts. */
export function IncomeTransfersDialog({ row, onClose }: { row: AgentIncomeRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const transfers = useIncomeTransfers({ type: row.type, startDate: row.date, endDate: row.date, pageNum });
  const columns: Column<AgentIncomeTransfer>[] = [
    {
      key: 'transferId',
      header: t('agentIncome.transferColumns.transferId'),
      kind: 'nowrap',
      render: (transfer) => <span className="income__id">#{transfer.transferId}</span>,
    },
    {
      key: 'time',
      header: t('agentIncome.transferColumns.time'),
      kind: 'nowrap',
      render: (transfer) => transfer.createdAt,
    },
    {
      key: 'amount',
      header: t('agentIncome.transferColumns.amount'),
      kind: 'num',
      render: (transfer) => <Money amount={transfer.amount} isSigned />,
    },
    {
      key: 'balanceAfter',
      header: t('agentIncome.transferColumns.balanceAfter'),
      kind: 'num',
      render: (transfer) => (transfer.balanceAfter === null ? '—' : <Money amount={transfer.balanceAfter} />),
    },
  ];
  const page = transfers.data;
  return (
    <Dialog
      title={t('agentIncome.detailsTitle', { type: t(`agentIncome.types.${row.type}`), date: row.date })}
      size="lg"
      onClose={onClose}
      closesOnBackdrop
    >
      {page === undefined ? (
        <PageStatus
          error={transfers.error}
          message={t('errors.loadFailed')}
          onRetry={() => void transfers.refetch()}
        />
      ) : (
        <div className="income__transfers">
          <p className="income__transfers-sum">
            <span>{t('agentIncome.transfersTotal')}</span>
            <Money amount={page.amount} isSigned />
          </p>
          <DataTable
            caption={t('agentIncome.transfersCaption')}
            columns={columns}
            rows={page.list}
            rowKey={(transfer) => transfer.transferId}
            isLoading={transfers.isFetching}
            emptyText={t('agentIncome.transfersEmpty')}
          />
          {page.totalPages > 1 && (
            <Pagination
              pageNum={pageNum}
              total={page.total}
              totalPages={page.totalPages}
              onChange={setPageNum}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
