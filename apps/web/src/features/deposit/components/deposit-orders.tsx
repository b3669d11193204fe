import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@platform/contract';
import { paths } from '../../../shared/config/paths.ts';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useDepositOrders } from '../api/get-deposit-orders.ts';
import { DepositStatus } from './deposit-status.tsx';

/** The member's deposit orders, newest first; each opens its own status view. */
export function DepositOrders() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pageNum, setPageNum] = useState(1);
  const orders = useDepositOrders(pageNum);

  const columns: Column<DepositOrder>[] = [
    {
      key: 'orderNo',
      header: t('deposit.orderNo'),
      kind: 'nowrap',
      render: (order) => (
        <span className="order-cell">
          <Link className="table__link" to={paths.depositOrder.getSearch(order.orderNo)}>
            {order.orderNo}
          </Link>
          <span className="order-cell__time">{order.createdAt}</span>
        </span>
      ),
    },
    { key: 'channel', header: t('deposit.channel'), render: (order) => order.channelName[language] },
    {
      key: 'amount',
      header: t('deposit.amount'),
      kind: 'num',
      render: (order) => <Money amount={order.amount} />,
    },
    { key: 'status', header: t('deposit.statusLabel'), render: (order) => <DepositStatus order={order} /> },
  ];

  return (
    <>
      {orders.isError && <p className="card__note">{t('errors.loadFailed')}</p>}
      <DataTable
        caption={t('deposit.recentOrders')}
        columns={columns}
        rows={orders.data?.list ?? []}
        rowKey={(order) => order.orderNo}
        isLoading={orders.isPending}
        emptyText={t('deposit.noOrders')}
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
