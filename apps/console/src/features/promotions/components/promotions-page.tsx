import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { usePromotions } from '../api/promotions.ts';
import type { ContentEditors } from './content-editors.ts';
import { PromotionDialog } from './promotion-dialog.tsx';

type Editing = { row: PromotionAdmin | undefined } | null;

/** The operator's promotions: period, how members take part, reward, budget use and waiting applications. */
export function PromotionsPage({ editors }: { editors: ContentEditors }) {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const canWrite = useCan('rewards.write');
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: Column<PromotionAdmin>[] = [
    { key: 'id', header: t('promotions.columns.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'title',
      header: t('promotions.columns.title'),
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.title.JA}</span>
          <span className="muted">{row.title.EN}</span>
        </span>
      ),
    },
    {
      key: 'period',
      header: t('promotions.columns.period'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{formatLocal(row.startsAt)}</span>
          <span className="muted">{formatLocal(row.endsAt)}</span>
        </span>
      ),
    },
    {
      key: 'joinMode',
      header: t('promotions.columns.joinMode'),
      render: (row) => t(`promotions.joinModes.${row.joinMode}`),
    },
    {
      key: 'reward',
      header: t('promotions.columns.reward'),
      kind: 'nowrap',
      render: (row) =>
        row.reward === null
          ? '—'
          : `${t(`promotions.rewardKinds.${row.reward.kind}`)} ${row.reward.amount ?? t('promotions.byReview')}`,
    },
    {
      key: 'budget',
      header: t('promotions.columns.budget'),
      kind: 'num',
      render: (row) => `${row.spent} / ${row.budget ?? '∞'}`,
    },
    { key: 'waiting', header: t('promotions.columns.waiting'), kind: 'num', render: (row) => row.waiting },
    {
      key: 'published',
      header: t('promotions.columns.published'),
      render: (row) =>
        row.published ? (
          <Badge tone="success">{t('promotions.published')}</Badge>
        ) : (
          <Badge>{t('promotions.draft')}</Badge>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('promotions.columns.actions'),
            kind: 'actions',
            render: (row) => (
              <Button size="sm" variant="secondary" onClick={() => setEditing({ row })}>
                {t('promotions.edit')}
              </Button>
            ),
          } satisfies Column<PromotionAdmin>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        description={t('promotions.description')}
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ row: undefined })}>
              <PlusIcon />
              {t('promotions.create')}
            </Button>
          )
        }
      />
      {saved !== null && <Notice tone="success">{saved}</Notice>}
      {promotions.isError && <FormAlert message={errorText(promotions.error, t)} />}
      <DataTable
        caption={t('promotions.title')}
        columns={columns}
        rows={promotions.data ?? []}
        rowKey={(row) => row.id}
        isLoading={promotions.isPending}
        emptyText={t('promotions.empty')}
      />
      {editing !== null && (
        <PromotionDialog
          row={editing.row}
          editors={editors}
          onClose={() => setEditing(null)}
          onSaved={(row) => {
            setEditing(null);
            setSaved(t('promotions.saved', { title: row.title.EN }));
          }}
        />
      )}
    </>
  );
}
