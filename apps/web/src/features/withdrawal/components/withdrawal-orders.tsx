import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { WithdrawalStatus } from './withdrawal-status.tsx';
import './withdrawal-orders.css';

/** The member's withdrawals, newest first, with the operator's reason for a rejection. */
export function WithdrawalOrders() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const orders = useWithdrawals(pageNum);

  const columns: Column<WithdrawalOrder>[] = [
    {
      key: 'orderNo',
      header: t('withdraw.orderNo'),
      kind: 'nowrap',
      render: (order) => (
        <span className="order-cell">
          <span>{order.orderNo}</span>
          <span className="order-cell__time">{order.createdAt}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('withdraw.amount'),
      kind: 'num',
      render: (order) => <Money amount={order.amount} />,
    },
    {
      key: 'account',
      header: t('withdraw.bankAccount'),
      render: (order) => `${order.bankName} ${order.maskedNumber}`,
    },
    {
      key: 'status',
      header: t('withdraw.statusLabel'),
      render: (order) => (
        <span className="status-cell">
          <WithdrawalStatus status={order.status} />
          {order.reason !== null && <span className="status-cell__reason">{order.reason}</span>}
        </span>
      ),
    },
  ];

  return (
    <>
      {orders.isError && <p className="card__note">{t('errors.loadFailed')}</p>}
      <DataTable
        caption={t('withdraw.orders')}
        columns={columns}
        rows={orders.data?.list ?? []}
        rowKey={(order) => order.orderNo}
        isLoading={orders.isPending}
        emptyText={t('withdraw.noOrders')}
      />
      {orders.data !== undefined && orders.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={orders.data.total}
          totalPages={orders.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
