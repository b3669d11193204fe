import { useTranslation } from 'react-i18next';
import type { LeaderboardRow, MissionLeaderboard } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { CrownIcon } from '@platform/ui/icons.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useMissionLeaderboard } from '../api/missions.ts';
import { prizeText, showValue } from '../lib/values.ts';

/** Podium order on screen: second, first, third. */
const PODIUM_ORDER = [2, 1, 3];

function Podium({ rows }: { rows: LeaderboardRow[] }) {
  const { t } = useTranslation();
  return (
    <ol className="podium">
      {PODIUM_ORDER.map((rank) => {
        const row = rows.find((entry) => entry.rank === rank);
        return (
          <li
            key={rank}
            className={cx('podium__place', `podium__place--${rank}`, !row && 'podium__place--empty')}
          >
            <span className="podium__medal" aria-label={`${t('missions.leaderboard.rank')} ${rank}`}>
              {rank === 1 ? <CrownIcon width={20} height={20} /> : rank}
            </span>
            <span className="podium__name">{row?.customerName ?? '—'}</span>
            {row && <span className="podium__value">{showValue(row.condition, row.reachedValue)}</span>}
            {row?.reward && <span className="podium__reward">{prizeText(row.reward, t)}</span>}
            <span className="podium__stand" aria-hidden="true" />
          </li>
        );
      })}
    </ol>
  );
}

function BoardRow({
  row,
  isOwn,
}: {
  row: Omit<LeaderboardRow, 'rank'> & { rank: number | null };
  isOwn?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <tr className={cx('board__row', isOwn && 'board__row--own')}>
      <td className="board__rank">{row.rank ?? t('missions.leaderboard.outside')}</td>
      <td>
        {row.customerName}
        {isOwn && <span className="board__you">{t('missions.leaderboard.you')}</span>}
      </td>
      <td className="board__value">{showValue(row.condition, row.reachedValue)}</td>
      <td className="board__reward">
        {row.reward ? prizeText(row.reward, t) : t('missions.leaderboard.noReward')}
      </td>
    </tr>
  );
}

function Board({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation();
  const empty = board.podium.length === 0;
  return (
    <>
      {empty ? (
        <p className="board__empty">{t('missions.leaderboard.empty')}</p>
      ) : (
        <Podium rows={board.podium} />
      )}
      <table className="board">
        <thead>
          <tr>
            <th scope="col">{t('missions.leaderboard.rank')}</th>
            <th scope="col">{t('missions.leaderboard.player')}</th>
            <th scope="col">{t(`missions.conditions.${board.condition}`)}</th>
            <th scope="col">{t('missions.leaderboard.reward')}</th>
          </tr>
        </thead>
        <tbody>
          <BoardRow row={board.own} isOwn />
          {board.rows.map((row) => (
            <BoardRow key={row.rank} row={row} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** ランキング: the podium for the top 3, the caller's own row pinned first, then the other ranks. */
export function Leaderboard({ missionId }: { missionId: number }) {
  const { t } = useTranslation();
  const board = useMissionLeaderboard(missionId, true);
  return (
    <section className="mission-section" aria-labelledby="mission-leaderboard">
      <header className="mission-section__header">
        <h3 id="mission-leaderboard" className="mission-section__title">
          {t('missions.leaderboard.title')}
        </h3>
        {board.data && (
          <span className={cx('board__state', board.data.frozen && 'board__state--frozen')}>
            {t(board.data.frozen ? 'missions.leaderboard.frozen' : 'missions.leaderboard.live')} ·{' '}
            {t('missions.leaderboard.top', { size: board.data.size })}
          </span>
        )}
      </header>
      {board.data ? (
        <Board board={board.data} />
      ) : (
        <PageStatus error={board.error} onRetry={() => void board.refetch()} />
      )}
    </section>
  );
}
