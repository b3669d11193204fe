import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsTransfer } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { usePointsHistory } from '../api/points.ts';
import { reasonKey } from '../lib/reasons.ts';
import { formatPoints } from '../../../shared/lib/format.ts';
import './points.css';

const PAGE_SIZE = 10;

/** Points details (spec: points details): the member's points ledger, newest first. */
export function PointsDetails() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = usePointsHistory(pageNum, PAGE_SIZE);
  const columns: Column<PointsTransfer>[] = [
    { key: 'time', header: t('points.details.time'), render: (row) => row.createdAt, kind: 'nowrap' },
    { key: 'reason', header: t('points.details.reason'), render: (row) => t(reasonKey(row.reason)) },
    {
      key: 'amount',
      header: t('points.details.amount'),
      render: (row) => (
        <span className={row.amount.startsWith('-') ? 'points-amount--out' : 'points-amount--in'}>
          {formatPoints(row.amount)}
        </span>
      ),
      kind: 'num',
    },
    {
      key: 'balance',
      header: t('points.details.balanceAfter'),
      render: (row) => formatPoints(row.balanceAfter),
      kind: 'num',
    },
  ];
  if (!history.data) return <PageStatus error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <>
      <DataTable
        caption={t('points.details.title')}
        columns={columns}
        rows={history.data.list}
        rowKey={(row) => row.id}
        isLoading={history.isFetching}
        emptyText={t('points.details.empty')}
      />
      {history.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={history.data.total}
          totalPages={history.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
