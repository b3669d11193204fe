import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vipRankChangesQuerySchema, type VipRank, type VipRankChange } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useVipChanges, useVipRanks } from '../api/vip.ts';
import { RankLabel } from './rank-label.tsx';
import { SetRankDialog } from './set-rank-dialog.tsx';
import { VipTabs } from './vip-tabs.tsx';

const FILTERS = ['account'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { account: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  vipRankChangesQuerySchema.omit({ pageNum: true, pageSize: true }),
);

const TONES: Record<VipRankChange['reason'], BadgeTone> = {
  PROMOTION: 'success',
  DEMOTION: 'warning',
  MANUAL: 'info',
};

/** `/rewards/vip/changes`: members' rank changes with their reasons, by member; a member's rank set by hand. */
export function VipChangesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams(FILTERS);
  const changes = useVipChanges({ ...list.filters, ...list.page });
  const ranks = useVipRanks();
  const canWrite = useCan('rewards.write');
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });
  const [isSetting, setSetting] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const rankOf = (level: number): VipRank | undefined => ranks.data?.find((rank) => rank.level === level);
  const levelText = (level: number) => {
    const rank = rankOf(level);
    return level === 0 || rank === undefined
      ? t('vip.noRank')
      : `${t('vip.levelOf', { level })} ${rank.name[language]}`;
  };
  const level = (value: number) => {
    const rank = rankOf(value);
    if (value === 0 || rank === undefined) {
      return (
        <span className="muted">{value === 0 ? t('vip.noRank') : t('vip.levelOf', { level: value })}</span>
      );
    }
    return (
      <span className="cell-stack">
        <span>{t('vip.levelOf', { level: value })}</span>
        <RankLabel name={rank.name[language]} labelColor={rank.labelColor} textColor={rank.textColor} />
      </span>
    );
  };

  const columns: Column<VipRankChange>[] = [
    { key: 'time', header: t('vip.changes.time'), kind: 'nowrap', render: (row) => row.createdAt },
    { key: 'member', header: t('vip.changes.member'), render: (row) => row.account },
    { key: 'from', header: t('vip.changes.from'), kind: 'nowrap', render: (row) => level(row.fromLevel) },
    { key: 'to', header: t('vip.changes.to'), kind: 'nowrap', render: (row) => level(row.toLevel) },
    {
      key: 'reason',
      header: t('vip.changes.reason'),
      render: (row) => <Badge tone={TONES[row.reason]}>{t(`vip.changes.reasons.${row.reason}`)}</Badge>,
    },
    { key: 'note', header: t('vip.changes.note'), kind: 'note', render: (row) => row.note ?? '—' },
  ];

  return (
    <>
      <VipTabs
        actions={
          canWrite && (
            <Button
              onClick={() => {
                setOutcome(null);
                setSetting(true);
              }}
            >
              {t('vip.setRank.open')}
            </Button>
          )
        }
      />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('vip.changes.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
        isNarrow
      >
        <TextField
          label={t('vip.changes.account')}
          autoCapitalize="off"
          error={form.formState.errors.account?.message}
          {...form.register('account')}
        />
      </FiltersForm>
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {changes.isError && <FormAlert message={errorText(changes.error, t)} />}
      <DataTable
        caption={t('vip.changes.caption')}
        columns={columns}
        rows={changes.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={changes.isPending}
        emptyText={t('vip.changes.empty')}
      />
      {changes.data !== undefined && (
        <ListPagination
          page={list.page}
          total={changes.data.total}
          totalPages={changes.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {isSetting && (
        <SetRankDialog
          ranks={ranks.data ?? []}
          account={list.filters.account}
          onClose={() => setSetting(false)}
          onDone={(change) => {
            setSetting(false);
            setOutcome(
              t('vip.setRank.done', {
                account: change.account,
                from: levelText(change.fromLevel),
                to: levelText(change.toLevel),
              }),
            );
          }}
        />
      )}
    </>
  );
}
