import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  applicationQueueQuerySchema,
  type ApplicationAdmin,
  type ApplicationStatus,
} from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { EyeIcon } from '@platform/ui/icons.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useApplications, usePromotions, useTakeApplication } from '../api/promotions.ts';
import { ApproveDialog, ImagesDialog, RejectDialog } from './review-dialogs.tsx';
import './promotions.css';

const FILTERS = ['promotionId', 'status', 'username'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { promotionId: '', status: '', username: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  applicationQueueQuerySchema.omit({ pageNum: true, pageSize: true }),
);

const TONES: Record<ApplicationStatus, BadgeTone> = {
  PENDING: 'warning',
  IN_PROCESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};
const isWaiting = (row: ApplicationAdmin) => row.status === 'PENDING' || row.status === 'IN_PROCESS';

type Open = { kind: 'images' | 'approve' | 'reject'; row: ApplicationAdmin } | null;

/** The review queue of promotion applications: waiting ones first, their pictures, approve or reject. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const applications = useApplications({ ...list.filters, ...list.page });
  const promotions = usePromotions();
  const take = useTakeApplication();
  const canWrite = useCan('rewards.write');
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });

  const show = (next: Open) => {
    setOutcome(null);
    setOpen(next);
  };

  const columns: Column<ApplicationAdmin>[] = [
    { key: 'id', header: t('promotions.review.id'), kind: 'num', render: (row) => row.id },
    { key: 'member', header: t('promotions.review.member'), render: (row) => row.username },
    { key: 'promotion', header: t('promotions.review.promotion'), render: (row) => row.promotionTitle },
    {
      key: 'remark',
      header: t('promotions.review.remark'),
      kind: 'note',
      render: (row) => row.remark || '—',
    },
    {
      key: 'images',
      header: t('promotions.review.images'),
      kind: 'nowrap',
      render: (row) =>
        row.imageCount === 0 ? (
          '—'
        ) : (
          <Button variant="secondary" size="sm" onClick={() => show({ kind: 'images', row })}>
            <EyeIcon />
            {t('promotions.review.viewImages', { count: row.imageCount })}
          </Button>
        ),
    },
    {
      key: 'status',
      header: t('promotions.review.status'),
      render: (row) => (
        <Badge tone={TONES[row.status]}>{t(`promotions.applicationStatuses.${row.status}`)}</Badge>
      ),
    },
    {
      key: 'decision',
      header: t('promotions.review.decision'),
      kind: 'note',
      render: (row) => row.amount ?? row.rejectReason ?? '—',
    },
    {
      key: 'dates',
      header: t('promotions.review.dates'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.createdAt}</span>
          {row.reviewedAt !== null && (
            <span className="muted">
              {row.reviewedBy} {row.reviewedAt}
            </span>
          )}
        </span>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('promotions.columns.actions'),
            kind: 'actions',
            render: (row) =>
              isWaiting(row) ? (
                <span className="row-actions">
                  {row.status === 'PENDING' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        take.mutate(row.id, {
                          onError: (error) => setOutcome({ tone: 'danger', message: errorText(error, t) }),
                        })
                      }
                    >
                      {t('promotions.review.take')}
                    </Button>
                  )}
                  <Button size="sm" onClick={() => show({ kind: 'approve', row })}>
                    {t('promotions.review.approve')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => show({ kind: 'reject', row })}>
                    {t('promotions.review.reject')}
                  </Button>
                </span>
              ) : null,
          } satisfies Column<ApplicationAdmin>,
        ]
      : []),
  ];

  const done = (message: string) => {
    setOpen(null);
    setOutcome({ tone: 'success', message });
  };

  return (
    <>
      <PageHeader title={t('promotions.review.title')} description={t('promotions.review.description')} />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('promotions.review.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
      >
        <SelectField
          label={t('promotions.review.promotion')}
          options={[
            { value: '', label: t('common.all') },
            ...(promotions.data ?? [])
              .filter((promotion) => promotion.joinMode === 'APPLY')
              .map((promotion) => ({ value: String(promotion.id), label: promotion.title.EN })),
          ]}
          {...form.register('promotionId')}
        />
        <SelectField
          label={t('promotions.review.status')}
          options={[
            { value: '', label: t('common.all') },
            ...APPLICATION_STATUSES.map((status) => ({
              value: status,
              label: t(`promotions.applicationStatuses.${status}`),
            })),
          ]}
          {...form.register('status')}
        />
        <TextField
          label={t('promotions.review.member')}
          autoCapitalize="off"
          error={form.formState.errors.username?.message}
          {...form.register('username')}
        />
      </FiltersForm>
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {applications.isError && <FormAlert message={errorText(applications.error, t)} />}
      <DataTable
        caption={t('promotions.review.title')}
        columns={columns}
        rows={applications.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={applications.isPending}
        emptyText={t('promotions.review.empty')}
      />
      {applications.data !== undefined && (
        <ListPagination
          page={list.page}
          total={applications.data.total}
          totalPages={applications.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {open?.kind === 'images' && <ImagesDialog row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'approve' && (
        <ApproveDialog row={open.row} onDone={done} onCancel={() => setOpen(null)} />
      )}
      {open?.kind === 'reject' && (
        <RejectDialog row={open.row} onDone={done} onCancel={() => setOpen(null)} />
      )}
    </>
  );
}
