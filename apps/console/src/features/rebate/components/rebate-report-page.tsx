import { useTranslation } from 'react-i18next';
import type { RebateDay } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useRebateReport } from '../api/rebate.ts';
import { RebateTabs } from './rebate-tabs.tsx';

/** Rebates paid per merchant day, newest first: the automatic run's and the members' claims. */
export function RebateReportPage() {
  const { t } = useTranslation();
  const list = useListParams([]);
  const report = useRebateReport({ ...list.page });

  const columns: Column<RebateDay>[] = [
    { key: 'day', header: t('rebate.report.day'), kind: 'nowrap', render: (row) => row.day },
    {
      key: 'autoMembers',
      header: t('rebate.report.autoMembers'),
      kind: 'num',
      render: (row) => row.autoMembers,
    },
    { key: 'autoTotal', header: t('rebate.report.autoTotal'), kind: 'num', render: (row) => row.autoTotal },
    {
      key: 'manualMembers',
      header: t('rebate.report.manualMembers'),
      kind: 'num',
      render: (row) => row.manualMembers,
    },
    {
      key: 'manualTotal',
      header: t('rebate.report.manualTotal'),
      kind: 'num',
      render: (row) => row.manualTotal,
    },
  ];

  return (
    <>
      <RebateTabs />
      {report.isError && <FormAlert message={errorText(report.error, t)} />}
      <DataTable
        caption={t('rebate.tabs.report')}
        columns={columns}
        rows={report.data?.list ?? []}
        rowKey={(row) => row.day}
        isLoading={report.isPending}
        emptyText={t('rebate.report.empty')}
      />
      {report.data !== undefined && (
        <ListPagination
          page={list.page}
          total={report.data.total}
          totalPages={report.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </>
  );
}
