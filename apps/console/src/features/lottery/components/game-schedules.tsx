import { useTranslation } from 'react-i18next';
import type { LotteryAdminGame } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';

/** A game's kind as staff read it: the fast draws, or the region of a regional draw. */
const kindOf = (game: LotteryAdminGame) => game.region ?? (game.gameType === 'ELOTT' ? 'FAST' : 'OTHER');

/**
 * The vendor's lottery games and their schedules: each game's kind or region, whether the lobby shows
 * it (switched on and off with the other games), and the draw open now with its close and draw
 * times, as the vendor's draws feed publishes them.
 */
export function GameSchedules({ games }: { games: readonly LotteryAdminGame[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const drawOf = (
    game: LotteryAdminGame,
    render: (draw: NonNullable<LotteryAdminGame['nextDraw']>) => string,
  ) => (game.nextDraw ? render(game.nextDraw) : '—');

  const columns: Column<LotteryAdminGame>[] = [
    { key: 'game', header: t('lottery.schedule.game'), render: (game) => game.names[language] },
    {
      key: 'kind',
      header: t('lottery.schedule.kind'),
      kind: 'nowrap',
      render: (game) => t(`lottery.schedule.kinds.${kindOf(game)}`),
    },
    {
      key: 'enabled',
      header: t('lottery.schedule.enabled'),
      render: (game) => (game.enabled ? t('lottery.schedule.yes') : t('lottery.schedule.no')),
    },
    {
      key: 'nextDraw',
      header: t('lottery.schedule.nextDraw'),
      kind: 'nowrap',
      render: (game) => (game.nextDraw ? game.nextDraw.drawNo : t('lottery.schedule.silent')),
    },
    {
      key: 'closesAt',
      header: t('lottery.schedule.closesAt'),
      kind: 'nowrap',
      render: (game) => drawOf(game, (draw) => formatLocal(draw.closesAt)),
    },
    {
      key: 'drawsAt',
      header: t('lottery.schedule.drawsAt'),
      kind: 'nowrap',
      render: (game) => drawOf(game, (draw) => formatLocal(draw.drawsAt)),
    },
  ];

  return (
    <section className="lottery__section" aria-label={t('lottery.schedule.title')}>
      <h2 className="lottery__heading">{t('lottery.schedule.title')}</h2>
      <DataTable
        caption={t('lottery.schedule.caption')}
        columns={columns}
        rows={games}
        rowKey={(game) => `${game.vassalage}/${game.gameId}`}
        emptyText={t('lottery.schedule.empty')}
      />
    </section>
  );
}
