import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POINT_REDEMPTION_STATUSES,
  type PointRedemption,
  type PointRedemptionStatus,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { cx } from '@platform/ui/cx.ts';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useRedemptions } from '../api/point-mall.ts';
import { formatPoints } from '../../../shared/lib/format.ts';

const TONES = { P: 'info', R: 'danger', A: 'success' } as const;

/** The member's redemptions (spec: redeem history): reference, time, item, points, money, status, remark. */
export function RedemptionHistory() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PointRedemptionStatus | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const page = useRedemptions({ status, pageNum });
  const columns: Column<PointRedemption>[] = [
    {
      key: 'referenceNo',
      header: t('pointMall.history.referenceNo'),
      kind: 'nowrap',
      render: (row) => row.referenceNo,
    },
    {
      key: 'createdAt',
      header: t('pointMall.history.createdAt'),
      kind: 'nowrap',
      render: (row) => row.createdAt,
    },
    {
      key: 'type',
      header: t('pointMall.history.type'),
      render: (row) => t(`pointMall.category.${row.category}`),
    },
    { key: 'name', header: t('pointMall.history.name'), kind: 'wide', render: (row) => row.itemName },
    { key: 'quantity', header: t('pointMall.history.quantity'), kind: 'num', render: (row) => row.quantity },
    {
      key: 'points',
      header: t('pointMall.history.points'),
      kind: 'num',
      render: (row) => formatPoints(row.points),
    },
    {
      key: 'amount',
      header: t('pointMall.history.amount'),
      kind: 'num',
      render: (row) => <Money amount={row.amount} />,
    },
    {
      key: 'redeemAmount',
      header: t('pointMall.history.redeemAmount'),
      kind: 'num',
      render: (row) => (row.redeemAmount === null ? '—' : <Money amount={row.redeemAmount} />),
    },
    {
      key: 'status',
      header: t('pointMall.history.status'),
      render: (row) => <Badge tone={TONES[row.status]}>{t(`pointMall.status.${row.status}`)}</Badge>,
    },
    {
      key: 'remark',
      header: t('pointMall.history.remark'),
      kind: 'note',
      render: (row) => (
        <>
          {row.remark ?? '—'}
          {row.shippedAt && (
            <span className="muted"> ({t('pointMall.history.shipped', { at: row.shippedAt })})</span>
          )}
        </>
      ),
    },
    {
      key: 'receiver',
      header: t('pointMall.history.receiver'),
      kind: 'note',
      render: (row) =>
        row.receiverName === null
          ? '—'
          : `${row.receiverName} / ${row.receiverAddress ?? ''} / ${row.receiverPhone ?? ''}`,
    },
  ];

  return (
    <div className="point-mall__history">
      <div className="point-chips" role="group" aria-label={t('pointMall.history.statusFilter')}>
        {([undefined, ...POINT_REDEMPTION_STATUSES] as const).map((choice) => (
          <button
            key={choice ?? 'ALL'}
            type="button"
            className={cx('point-chip', choice === status && 'point-chip--active')}
            aria-pressed={choice === status}
            onClick={() => {
              setStatus(choice);
              setPageNum(1);
            }}
          >
            {choice === undefined ? t('pointMall.category.ALL') : t(`pointMall.status.${choice}`)}
          </button>
        ))}
      </div>
      <DataTable
        caption={t('pointMall.tabs.history')}
        columns={columns}
        rows={page.data?.list ?? []}
        rowKey={(row) => row.referenceNo}
        isLoading={page.isPending}
        emptyText={t('pointMall.history.empty')}
      />
      {page.data && page.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={page.data.total}
          totalPages={page.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </div>
  );
}
