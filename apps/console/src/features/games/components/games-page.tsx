import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAdmin } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useGames } from '../api/get-games.ts';
import { useVendors } from '../api/get-vendors.ts';
import { GameDialog } from './game-dialog.tsx';
import { GameFlagSwitch, type GameFlag } from './game-flag-switch.tsx';
import { MaintenanceCell, useGameLabels } from './game-labels.tsx';
import { GAME_FILTERS, GamesFiltersForm } from './games-filters-form.tsx';
import '../games.css';
import './games-page.css';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** The game catalogue: filters, the games with their switches, order and maintenance, a page at a time. */
export function GamesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useGameLabels();
  const list = useListParams(GAME_FILTERS);
  const { filters } = list;
  const games = useGames({
    vassalage: orUndefined(filters.vassalage),
    gameType: orUndefined(filters.gameType),
    name: orUndefined(filters.name),
    enabled: orUndefined(filters.enabled),
    ...list.page,
  });
  const vendors = useVendors();
  const canWrite = useCan('games.write');
  const [editing, setEditing] = useState<GameAdmin | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const nameOf = (game: GameAdmin) => (language === 'EN' ? game.names.EN : game.names.JA) || game.names.JA;
  const vendorName = (vassalage: string) =>
    vendors.data?.find((vendor) => vendor.vassalage === vassalage)?.displayName;

  const flagColumn = (flag: GameFlag, header: string): Column<GameAdmin> => ({
    key: flag,
    header,
    render: (row) => (
      <GameFlagSwitch
        game={row}
        flag={flag}
        label={t('games.list.flagLabel', { flag: header, name: nameOf(row) })}
        canWrite={canWrite}
        onFailed={(error) =>
          setOutcome({
            tone: 'danger',
            message: t('games.list.flagFailed', { name: nameOf(row), reason: errorText(error, t) }),
          })
        }
      />
    ),
  });

  const columns: Column<GameAdmin>[] = [
    {
      key: 'icon',
      header: t('games.list.icon'),
      render: (row) => (
        <img className="game-icon" src={row.iconUrl} alt="" width={44} height={44} loading="lazy" />
      ),
    },
    {
      key: 'name',
      header: t('games.list.names'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span lang="ja">{row.names.JA}</span>
          <span className="muted" lang="en">
            {row.names.EN}
          </span>
          <code className="muted">{row.gameCode}</code>
        </span>
      ),
    },
    {
      key: 'vendor',
      header: t('games.vendor'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{vendorName(row.vassalage) ?? row.vassalage}</span>
          <code className="muted">{row.vassalage}</code>
        </span>
      ),
    },
    {
      key: 'gameType',
      header: t('games.list.categoryClassify'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{labels.category(row.gameType)}</span>
          {row.gameClassify !== null && <span className="muted">{labels.classify(row.gameClassify)}</span>}
        </span>
      ),
    },
    {
      key: 'trial',
      header: t('games.list.trial'),
      render: (row) =>
        row.supportsTrial ? (
          <Badge tone="info">{t('games.list.trialYes')}</Badge>
        ) : (
          <span className="muted">{t('games.list.trialNo')}</span>
        ),
    },
    { key: 'minBet', header: t('games.list.minBet'), kind: 'num', render: (row) => row.minBet },
    flagColumn('enabled', t('games.list.enabled')),
    flagColumn('isHot', t('games.list.hot')),
    flagColumn('isNew', t('games.list.new')),
    { key: 'sortOrder', header: t('games.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    {
      key: 'maintenance',
      header: t('games.maintenance.title'),
      kind: 'nowrap',
      render: (row) => <MaintenanceCell window={row.maintenance} />,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('games.actions'),
            kind: 'actions',
            render: (row) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('games.list.editNamed', { name: nameOf(row) })}
                onClick={() => {
                  setOutcome(null);
                  setEditing(row);
                }}
              >
                {t('games.list.edit')}
              </Button>
            ),
          } satisfies Column<GameAdmin>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('games.list.title')} description={t('games.list.description')} />
      <GamesFiltersForm
        key={`${JSON.stringify(filters)}-${vendors.isSuccess}`}
        filters={filters}
        vendors={vendors.data ?? []}
        onSearch={list.setFilters}
      />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {games.isError && <FormAlert message={errorText(games.error, t)} />}
      <DataTable
        caption={t('games.list.results')}
        columns={columns}
        rows={games.data?.list ?? []}
        rowKey={(row) => row.nodeId}
        isLoading={games.isPending}
        emptyText={t('games.list.empty')}
      />
      {games.data !== undefined && (
        <ListPagination
          page={list.page}
          total={games.data.total}
          totalPages={games.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {editing !== null && (
        <GameDialog
          game={editing}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOutcome({ tone: 'success', message: t('games.list.saved', { name: nameOf(saved) }) });
          }}
        />
      )}
    </>
  );
}
