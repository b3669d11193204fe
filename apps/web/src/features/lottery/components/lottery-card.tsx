import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, LotteryGameDraws } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { cx } from '@platform/ui/cx.ts';
import { ClockIcon } from '@platform/ui/icons.tsx';
import { clockOf, countdownParts, resultBalls } from '../lib/lottery-page.ts';

/** The lobby's game picture and star (the games feature's), handed in by the page. */
export interface LotteryCardParts {
  GameImage: ComponentType<{ src: string | null; className?: string }>;
  StarIcon: ComponentType<{ width?: number; height?: number }>;
}

interface LotteryCardProps extends LotteryCardParts {
  game: Game;
  /** The game's draws; undefined while its vendor's feed has not answered. */
  draws: LotteryGameDraws | undefined;
  /** Now on the server's clock (ms). */
  now: number;
  /** The favourite star (a real account's only): whether it is on, and its toggle. */
  star: { isOn: boolean; toggle: () => void } | undefined;
  onPlay: (game: Game) => void;
}

/**
 * A lottery game: its picture, name and vendor, the star, the last result as balls, and a live
 * countdown to the next draw's close; the play button opens it. A game under maintenance says until when.
 */
export function LotteryCard({ game, draws, now, star, onPlay, GameImage, StarIcon }: LotteryCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const latest = draws?.latest ?? null;
  const next = draws?.next ?? null;
  const balls = resultBalls(latest?.result ?? null);
  const isRegional = latest !== null && !Array.isArray(latest.result);
  const closesIn = next === null ? null : Date.parse(next.closesAt) - now;
  const parts = closesIn === null ? null : countdownParts(closesIn);

  let countdown;
  if (parts === null || closesIn === null) countdown = <span>{t('lottery.card.noDraw')}</span>;
  else if (closesIn <= 0) countdown = <span>{t('lottery.card.drawing')}</span>;
  else
    countdown = (
      <>
        <span className="lottery-card__countdown-label">{t('lottery.card.closesIn')}</span>
        <span className="lottery-card__countdown-time" role="timer" aria-live="off">
          {parts.days > 0 && <span>{t('lottery.card.days', { count: parts.days })} </span>}
          {clockOf(parts)}
        </span>
      </>
    );

  return (
    <article className="lottery-card" aria-labelledby={nameId}>
      <div className="lottery-card__head">
        <GameImage src={game.iconUrl} className="lottery-card__image" />
        <div className="lottery-card__heading">
          <h3 id={nameId} className="lottery-card__name">
            {game.gameName}
          </h3>
          <span className="lottery-card__vendor">{game.displayName}</span>
        </div>
        {star !== undefined && (
          <button
            type="button"
            className={cx('lottery-card__star', star.isOn && 'lottery-card__star--on')}
            aria-pressed={star.isOn}
            aria-label={t(star.isOn ? 'lottery.card.unstar' : 'lottery.card.star', { name: game.gameName })}
            onClick={star.toggle}
          >
            <StarIcon width={20} height={20} />
          </button>
        )}
      </div>
      <div className="lottery-card__result">
        <div className="lottery-card__result-label">
          <span>{isRegional ? t('lottery.card.special') : t('lottery.card.lastResult')}</span>
          {latest !== null && (
            <span className="lottery-card__draw-no">
              {t('lottery.card.drawNo', { drawNo: latest.drawNo })}
            </span>
          )}
        </div>
        {balls.length > 0 ? (
          <ol className="lottery-card__balls" aria-label={balls.join(' ')}>
            {balls.map((ball, index) => (
              <li key={index} className="lottery-card__ball" aria-hidden="true">
                {ball}
              </li>
            ))}
          </ol>
        ) : (
          <p className="lottery-card__no-result">{t('lottery.card.noResult')}</p>
        )}
      </div>
      <div className="lottery-card__footer">
        <span
          className={cx(
            'lottery-card__countdown',
            closesIn !== null && closesIn <= 0 && 'lottery-card__countdown--closed',
          )}
        >
          <ClockIcon width={15} height={15} />
          {countdown}
        </span>
        <Button
          size="sm"
          disabled={game.maintenance !== null}
          aria-label={t('lottery.card.playGame', { name: game.gameName })}
          onClick={() => onPlay(game)}
        >
          {t('lottery.card.play')}
        </Button>
      </div>
      {game.maintenance !== null && (
        <p className="lottery-card__notice">
          {t('lottery.card.maintenance', { time: game.maintenance.endTime })}
        </p>
      )}
    </article>
  );
}
