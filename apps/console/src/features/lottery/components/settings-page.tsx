import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetSettings } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { useLotteryGames, useLotterySettings } from '../api/lottery.ts';
import { betTypeLabel, gameKey, gameLabel } from './lottery-labels.ts';
import { LotteryTabs } from './lottery-tabs.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { useLotteryGamePicker } from './use-lottery-game-picker.tsx';

/** `/lottery/settings`: a game's odds, stake limits and liability cap per bet type; staff with `lottery.write` edit a row. */
export function SettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useCan('lottery.write');
  const games = useLotteryGames();
  const picker = useLotteryGamePicker(games.data, { allowAll: false });
  const settings = useLotterySettings(
    picker.game && { vassalage: picker.game.vassalage, gameId: picker.game.gameId },
  );
  const [editing, setEditing] = useState<LotteryBetSettings | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const gameName = picker.game?.names[language] ?? '';

  const columns: Column<LotteryBetSettings>[] = [
    { key: 'betType', header: t('lottery.settings.betType'), render: (row) => betTypeLabel(t, row.betType) },
    { key: 'odds', header: t('lottery.settings.odds'), kind: 'num', render: (row) => row.odds },
    {
      key: 'defaultOdds',
      header: t('lottery.settings.defaultOdds'),
      kind: 'num',
      render: (row) => row.defaultOdds,
    },
    { key: 'minStake', header: t('lottery.settings.minStake'), kind: 'num', render: (row) => row.minStake },
    { key: 'maxStake', header: t('lottery.settings.maxStake'), kind: 'num', render: (row) => row.maxStake },
    {
      key: 'maxExposure',
      header: t('lottery.settings.maxExposure'),
      kind: 'num',
      render: (row) => row.maxExposure,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('lottery.settings.actions'),
            kind: 'actions',
            render: (row) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${t('lottery.settings.edit')} ${betTypeLabel(t, row.betType)}`}
                onClick={() => {
                  setOutcome(null);
                  setEditing(row);
                }}
              >
                {t('lottery.settings.edit')}
              </Button>
            ),
          } satisfies Column<LotteryBetSettings>,
        ]
      : []),
  ];

  return (
    <>
      <LotteryTabs title={t('lottery.settings.title')} lead={t('lottery.settings.lead')} />
      {!canWrite && <Notice tone="info">{t('lottery.readOnly')}</Notice>}
      {games.isError && <FormAlert message={errorText(games.error, t)} />}
      {games.isSuccess && games.data.length === 0 && <Notice tone="info">{t('lottery.noGames')}</Notice>}
      <div className="lottery__toolbar">
        {picker.vendorSelect}
        <SelectField
          label={t('lottery.game')}
          value={picker.game ? gameKey(picker.game) : ''}
          options={picker.vendorGames.map((game) => ({
            value: gameKey(game),
            label: gameLabel(game, language, false),
          }))}
          onChange={(event) => picker.choose(event.target.value)}
        />
      </div>
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {settings.isError && <FormAlert message={errorText(settings.error, t)} />}
      <DataTable
        caption={t('lottery.settings.caption', { game: gameName })}
        columns={columns}
        rows={settings.data?.betTypes ?? []}
        rowKey={(row) => row.betType}
        isLoading={settings.isPending && picker.game !== undefined}
        emptyText={t('lottery.settings.empty')}
      />
      {editing !== null && picker.game !== undefined && (
        <SettingsDialog
          vassalage={picker.game.vassalage}
          gameId={picker.game.gameId}
          gameName={gameName}
          betTypeName={betTypeLabel(t, editing.betType)}
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setOutcome(t('lottery.settings.saved', { betType: betTypeLabel(t, editing.betType) }));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
