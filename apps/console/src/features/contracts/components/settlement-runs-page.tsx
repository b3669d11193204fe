import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SETTLEMENT_STATUSES, type SettlementRun } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { paths } from '../../../shared/config/paths.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useRerunSettlement, useSettlementRuns } from '../api/settlements.ts';
import { when } from '../lib/when.ts';
import { KindTabs, kindParam } from './kind-tabs.tsx';
import { RunStatusBadge, SettlementStatusBadge } from './status-badges.tsx';
import './contracts.css';

const FILTERS = ['kind'] as const;

/** A run to do again: it failed, or some of its payments did. */
const needsRerun = (run: SettlementRun) => run.status === 'failed' || (run.byStatus.FAILED ?? 0) > 0;

/**
 * The settlement runs of a kind, one per period, newest first: state, records per status, the
 * amounts paid and waiting; a failed one may be run again (nothing is paid twice).
 */
export function SettlementRunsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useListParams(FILTERS);
  const kind = kindParam(params.get('kind')) ?? 'DAILY_SALARY';
  const runs = useSettlementRuns({ kind, ...list.page });
  const rerun = useRerunSettlement();
  const canWrite = useCan('finance.write');
  const [pending, setPending] = useState<SettlementRun | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const columns: Column<SettlementRun>[] = [
    { key: 'period', header: t('contracts.settlements.period'), kind: 'nowrap', render: (row) => row.period },
    {
      key: 'bounds',
      header: t('contracts.settlements.bounds'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{when(row.periodStart)}</span>
          <span className="muted">{when(row.periodEnd)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('contracts.status'),
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <RunStatusBadge status={row.status} />
          <span className="muted">{t('contracts.runs.attempts', { count: row.attempts })}</span>
        </span>
      ),
    },
    {
      key: 'records',
      header: t('contracts.runs.records'),
      render: (row) => (
        <span className="contracts__counts">
          <Link
            to={paths.contracts.settlements.getHref({ kind: row.kind, period: row.period, status: 'ALL' })}
          >
            {t('contracts.runs.recordCount', { count: row.records })}
          </Link>
          {SETTLEMENT_STATUSES.filter((status) => (row.byStatus[status] ?? 0) > 0).map((status) => (
            <span key={status} className="cell-stack">
              <SettlementStatusBadge status={status} />
              <span className="num">{row.byStatus[status]}</span>
            </span>
          ))}
        </span>
      ),
    },
    { key: 'paid', header: t('contracts.runs.paid'), kind: 'num', render: (row) => row.paid },
    { key: 'pending', header: t('contracts.runs.pending'), kind: 'num', render: (row) => row.pending },
    {
      key: 'times',
      header: t('contracts.runs.times'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{when(row.startedAt)}</span>
          <span className="muted">{when(row.finishedAt)}</span>
        </span>
      ),
    },
    { key: 'error', header: t('contracts.runs.error'), kind: 'note', render: (row) => row.error ?? '—' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('contracts.actions'),
            kind: 'actions',
            render: (row) =>
              needsRerun(row) ? (
                <Button
                  size="sm"
                  onClick={() => {
                    setOutcome(null);
                    rerun.reset();
                    setPending(row);
                  }}
                >
                  {t('contracts.runs.rerun')}
                </Button>
              ) : null,
          } satisfies Column<SettlementRun>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('contracts.runs.title')} description={t('contracts.runs.description')} />
      <KindTabs current={kind} href={(next) => paths.contracts.runs.getHref(next)} />
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {runs.isError && <FormAlert message={errorText(runs.error, t)} />}
      <DataTable
        caption={t('contracts.runs.results')}
        columns={columns}
        rows={runs.data?.list ?? []}
        rowKey={(row) => `${row.kind}:${row.period}`}
        isLoading={runs.isPending}
        emptyText={t('contracts.runs.empty')}
      />
      {runs.data !== undefined && (
        <ListPagination
          page={list.page}
          total={runs.data.total}
          totalPages={runs.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {pending !== null && (
        <ConfirmDialog
          title={t('contracts.runs.rerunTitle')}
          confirmLabel={t('contracts.runs.rerun')}
          isBusy={rerun.isPending}
          alert={<FormAlert message={rerun.isError ? errorText(rerun.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            rerun.mutate(
              { kind: pending.kind, period: pending.period },
              {
                onSuccess: (run) => {
                  setPending(null);
                  setOutcome(
                    t('contracts.runs.rerunDone', {
                      period: run.period,
                      status: t(`contracts.runStatuses.${run.status}`),
                    }),
                  );
                },
              },
            )
          }
        >
          <p>
            {t('contracts.runs.rerunEffect', {
              kind: t(`contracts.kinds.${pending.kind}`),
              period: pending.period,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
