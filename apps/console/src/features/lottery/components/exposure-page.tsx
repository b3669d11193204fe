import { useTranslation } from 'react-i18next';
import type { LotteryExposure } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { EXPOSURE_REFRESH_MS, useLotteryExposure, useLotteryGames } from '../api/lottery.ts';
import { betTypeLabel, gameKey, gameLabel } from './lottery-labels.ts';
import { LotteryTabs } from './lottery-tabs.tsx';
import { useLotteryGamePicker } from './use-lottery-game-picker.tsx';

type NumberRow = LotteryExposure['numbers'][number];

/** How much of its cap a number's possible payout uses, in whole percent. */
const usedPercent = (row: NumberRow) => {
  const limit = Number(row.limit);
  return limit > 0 ? Math.min(100, Math.round((Number(row.payout) / limit) * 100)) : 0;
};

/**
 * `/lottery/exposure`: the open draw's liability per number of a game, the largest first, read again
 * every few seconds: what the house would pay if that number came up, beside the cap.
 */
export function ExposurePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const games = useLotteryGames();
  const picker = useLotteryGamePicker(games.data, { allowAll: false });
  const exposure = useLotteryExposure(
    picker.game && { vassalage: picker.game.vassalage, gameId: picker.game.gameId, limit: 50 },
  );
  const data = exposure.data;

  const columns: Column<NumberRow>[] = [
    { key: 'betType', header: t('lottery.exposure.betType'), render: (row) => betTypeLabel(t, row.betType) },
    {
      key: 'options',
      header: t('lottery.exposure.numbers'),
      kind: 'nowrap',
      render: (row) => row.options.join(', '),
    },
    { key: 'payout', header: t('lottery.exposure.payout'), kind: 'num', render: (row) => row.payout },
    { key: 'limit', header: t('lottery.exposure.limit'), kind: 'num', render: (row) => row.limit },
    { key: 'used', header: t('lottery.exposure.used'), kind: 'num', render: (row) => `${usedPercent(row)}%` },
  ];

  return (
    <>
      <LotteryTabs
        title={t('lottery.exposure.title')}
        lead={t('lottery.exposure.lead', { seconds: EXPOSURE_REFRESH_MS / 1000 })}
      />
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
      {exposure.isError && <FormAlert message={errorText(exposure.error, t)} />}
      {data !== undefined && (
        <p className="lottery__muted">
          {t('lottery.exposure.draw', {
            drawNo: data.drawNo,
            closesAt: formatLocal(data.closesAt),
            total: data.total,
          })}
        </p>
      )}
      <DataTable
        caption={t('lottery.exposure.caption')}
        columns={columns}
        rows={data?.numbers ?? []}
        rowKey={(row) => `${row.betType}/${row.options.join('-')}`}
        isLoading={exposure.isPending && picker.game !== undefined}
        emptyText={t('lottery.exposure.empty')}
        footer={data === undefined ? undefined : { betType: t('lottery.exposure.total'), payout: data.total }}
      />
    </>
  );
}
