import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginHistoryEntry } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { LOGIN_HISTORY_PAGE_SIZE, useLoginHistory } from '../api/get-login-history.ts';
import { useDeviceName } from './device-name.ts';

/** How a login was made, as `login_history.method` records it. */
const METHODS = ['PASSWORD', 'MOBILE', 'SMS', 'SOCIAL', 'TRIAL', 'REGISTER'] as const;
const isKnownMethod = (method: string | null): method is (typeof METHODS)[number] =>
  (METHODS as readonly (string | null)[]).includes(method);

/** The list has no ids: a row is known by its place in the whole history. */
type HistoryRow = LoginHistoryEntry & { position: number };

/** Every login attempt on the account, newest first, paged. */
export function LoginHistory() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = useLoginHistory(pageNum);
  const deviceName = useDeviceName();

  const columns: Column<HistoryRow>[] = [
    { key: 'at', header: t('securityCentre.history.time'), kind: 'nowrap', render: (row) => row.at },
    { key: 'ip', header: t('securityCentre.history.ip'), kind: 'nowrap', render: (row) => row.ip },
    { key: 'device', header: t('securityCentre.history.device'), render: (row) => deviceName(row.userAgent) },
    {
      key: 'method',
      header: t('securityCentre.history.method'),
      render: (row) =>
        isKnownMethod(row.method) ? t(`securityCentre.history.methods.${row.method}`) : (row.method ?? '—'),
    },
    {
      key: 'result',
      header: t('securityCentre.history.result'),
      render: (row) =>
        row.success ? (
          <Badge tone="success">{t('securityCentre.history.success')}</Badge>
        ) : (
          <Badge tone="danger">{t('securityCentre.history.failure')}</Badge>
        ),
    },
  ];

  const page = history.data;
  return (
    <>
      {history.isError && <p className="card__note">{t('errors.loadFailed')}</p>}
      <DataTable
        caption={t('securityCentre.history.title')}
        columns={columns}
        rows={(page?.list ?? []).map((entry, index) => ({
          ...entry,
          position: (pageNum - 1) * LOGIN_HISTORY_PAGE_SIZE + index,
        }))}
        rowKey={(row) => row.position}
        isLoading={history.isFetching && page === undefined}
        emptyText={t('securityCentre.history.empty')}
      />
      {page !== undefined && page.totalPages > 1 && (
        <Pagination pageNum={pageNum} total={page.total} totalPages={page.totalPages} onChange={setPageNum} />
      )}
    </>
  );
}
