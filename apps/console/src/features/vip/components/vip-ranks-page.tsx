import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, VIP_CONDITIONS, type VipRank } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useDeleteVipRank, useVipRanks } from '../api/vip.ts';
import { RankLabel } from './rank-label.tsx';
import { VipRankDialog } from './vip-rank-dialog.tsx';
import { VipTabs } from './vip-tabs.tsx';

type Editing = { rank: VipRank | undefined } | null;

/** A list of lines in one cell, or a dash for none. */
function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="vip__list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** `/rewards/vip`: the ranks in order with their conditions and benefits; add, edit, remove the highest. */
export function VipRanksPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const ranks = useVipRanks();
  const remove = useDeleteVipRank();
  const canWrite = useCan('rewards.write');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<VipRank | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = ranks.data ?? [];

  const conditions = (rank: VipRank, group: 'promotion' | 'keep') => {
    const lines = VIP_CONDITIONS.flatMap((condition) => {
      const target = rank[group][condition];
      return target === null
        ? []
        : [t('vip.ranks.conditionAtLeast', { condition: t(`vip.conditions.${condition}`), target })];
    });
    if (lines.length < 2) return lines;
    return [t(`vip.match.${group === 'promotion' ? rank.match : rank.keepMatch}`), ...lines];
  };

  const columns: Column<VipRank>[] = [
    {
      key: 'label',
      header: t('vip.ranks.label'),
      render: (rank) => (
        <span className="cell-stack cell-stack--column">
          <span>{t('vip.levelOf', { level: rank.level })}</span>
          <RankLabel name={rank.name.JA} labelColor={rank.labelColor} textColor={rank.textColor} />
          <RankLabel name={rank.name.EN} labelColor={rank.labelColor} textColor={rank.textColor} />
        </span>
      ),
    },
    {
      key: 'promotion',
      header: t('vip.ranks.promotion'),
      kind: 'note',
      render: (rank) => <Lines lines={conditions(rank, 'promotion')} />,
    },
    {
      key: 'keep',
      header: t('vip.ranks.keep'),
      kind: 'note',
      render: (rank) => {
        const lines = conditions(rank, 'keep');
        return lines.length === 0 ? t('vip.ranks.keptAlways') : <Lines lines={lines} />;
      },
    },
    {
      key: 'upgradeBonus',
      header: t('vip.ranks.upgradeBonus'),
      kind: 'num',
      render: (rank) => rank.upgradeBonus ?? '—',
    },
    {
      key: 'salaries',
      header: t('vip.ranks.salaries'),
      kind: 'nowrap',
      render: (rank) => (
        <Lines
          lines={rank.salaries.map((salary) =>
            t('vip.ranks.salary', { period: t(`vip.periods.${salary.period}`), amount: salary.amount }),
          )}
        />
      ),
    },
    {
      key: 'rebateBonus',
      header: t('vip.ranks.rebateBonus'),
      kind: 'nowrap',
      render: (rank) => (
        <Lines
          lines={REBATE_CATEGORIES.flatMap((category) => {
            const rate = rank.rebateBonus[category];
            return rate === undefined ? [] : [`${t(`vip.categories.${category}`)} +${rate}%`];
          })}
        />
      ),
    },
    {
      key: 'withdrawals',
      header: t('vip.ranks.withdrawals'),
      kind: 'nowrap',
      render: (rank) =>
        rank.withdrawalDailyCount === null && rank.withdrawalMaxAmount === null ? (
          t('vip.ranks.siteLimits')
        ) : (
          <Lines
            lines={[
              ...(rank.withdrawalDailyCount === null
                ? []
                : [t('vip.ranks.perDay', { n: rank.withdrawalDailyCount })]),
              ...(rank.withdrawalMaxAmount === null
                ? []
                : [t('vip.ranks.maxAmount', { amount: rank.withdrawalMaxAmount })]),
            ]}
          />
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('vip.ranks.actions'),
            kind: 'actions',
            render: (rank) => (
              <span className="row-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('vip.ranks.edit')} ${rank.name[language]}`}
                  onClick={() => {
                    setOutcome(null);
                    setEditing({ rank });
                  }}
                >
                  {t('vip.ranks.edit')}
                </Button>
                {rank.level === list.length && (
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(rank)}>
                    {t('vip.ranks.remove')}
                  </Button>
                )}
              </span>
            ),
          } satisfies Column<VipRank>,
        ]
      : []),
  ];

  return (
    <>
      <VipTabs
        actions={
          canWrite && (
            <Button
              onClick={() => {
                setOutcome(null);
                setEditing({ rank: undefined });
              }}
            >
              <PlusIcon />
              {t('vip.ranks.create')}
            </Button>
          )
        }
      />
      {!canWrite && <Notice tone="info">{t('vip.readOnly')}</Notice>}
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {ranks.isError && <FormAlert message={errorText(ranks.error, t)} />}
      <DataTable
        caption={t('vip.ranks.caption')}
        columns={columns}
        rows={list}
        rowKey={(rank) => rank.id}
        isLoading={ranks.isPending}
        emptyText={t('vip.ranks.empty')}
      />
      {editing !== null && (
        <VipRankDialog
          rank={editing.rank}
          nextLevel={list.length + 1}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome(t('vip.ranks.saved', { name: saved.name[language] }));
          }}
        />
      )}
      {removing !== null && (
        <ConfirmDialog
          title={t('vip.ranks.removeTitle', { name: removing.name[language] })}
          confirmLabel={t('vip.ranks.remove')}
          variant="danger"
          isBusy={remove.isPending}
          alert={remove.error ? <FormAlert message={errorText(remove.error, t)} /> : undefined}
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                setRemoving(null);
                setOutcome(t('vip.ranks.removed', { name: removing.name[language] }));
              },
            })
          }
        >
          {t('vip.ranks.removeText')}
        </ConfirmDialog>
      )}
    </>
  );
}
