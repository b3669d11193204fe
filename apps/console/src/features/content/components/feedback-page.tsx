import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackAdmin } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useFeedback } from '../api/get-feedback.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { FEEDBACK_FILTERS, FeedbackFiltersForm } from './feedback-filters-form.tsx';
import { FeedbackStatusBadge } from './feedback-status.tsx';
import './content-list-page.css';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/** The feedback and complaints members sent, with the replies that went to their inbox. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const list = useListParams(FEEDBACK_FILTERS);
  const feedback = useFeedback({ ...list.filters, ...list.page });
  const canWrite = useCan('feedback.write');
  const [opened, setOpened] = useState<FeedbackAdmin | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const open = (row: FeedbackAdmin) => {
    setOutcome(null);
    setOpened(row);
  };

  const columns: Column<FeedbackAdmin>[] = [
    {
      key: 'createdAt',
      header: t('feedback.submittedAt'),
      kind: 'nowrap',
      render: (row) => row.createdAt,
    },
    {
      key: 'account',
      header: t('feedback.account'),
      kind: 'nowrap',
      render: (row) => row.account,
    },
    {
      key: 'questionType',
      header: t('feedback.questionType'),
      kind: 'nowrap',
      render: (row) => t(`feedbackTypes.${row.questionType}`),
    },
    {
      key: 'content',
      header: t('feedback.content'),
      kind: 'wide',
      render: (row) => <span className="content-cell__excerpt">{row.content}</span>,
    },
    {
      key: 'status',
      header: t('feedback.status'),
      render: (row) => <FeedbackStatusBadge status={row.status} />,
    },
    {
      key: 'replied',
      header: t('feedback.replied'),
      kind: 'nowrap',
      render: (row) =>
        row.repliedAt === null ? (
          '—'
        ) : (
          <span className="cell-stack cell-stack--column">
            <span>{row.repliedBy ?? '—'}</span>
            <span className="muted">{row.repliedAt}</span>
          </span>
        ),
    },
    {
      key: 'actions',
      header: t('feedback.actions'),
      kind: 'actions',
      render: (row) => {
        const isReply = canWrite && row.status === 'OPEN';
        return (
          <Button
            variant={isReply ? 'primary' : 'secondary'}
            size="sm"
            aria-label={t(isReply ? 'feedback.replyNamed' : 'feedback.viewNamed', {
              account: row.account,
              at: row.createdAt,
            })}
            onClick={() => open(row)}
          >
            {t(isReply ? 'feedback.replyAction' : 'feedback.view')}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('feedback.title')} description={t('feedback.description')} />
      <FeedbackFiltersForm
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        onSearch={list.setFilters}
      />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {feedback.isError && <FormAlert message={errorText(feedback.error, t)} />}
      <DataTable
        caption={t('feedback.results')}
        columns={columns}
        rows={feedback.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={feedback.isPending}
        emptyText={t('feedback.empty')}
      />
      {feedback.data !== undefined && (
        <ListPagination
          page={list.page}
          total={feedback.data.total}
          totalPages={feedback.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {opened !== null && (
        <FeedbackDialog
          key={opened.id}
          feedback={opened}
          onClose={() => setOpened(null)}
          onReplied={(replied) => {
            setOpened(null);
            setOutcome({
              tone: 'success',
              message: t('feedback.sent', { account: replied.account }),
            });
          }}
          onConflict={() => {
            setOpened(null);
            setOutcome({ tone: 'danger', message: t('feedback.alreadyReplied') });
          }}
        />
      )}
    </>
  );
}
