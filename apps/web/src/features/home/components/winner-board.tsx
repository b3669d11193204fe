import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@platform/contract';
import { GamepadIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { Button } from '@platform/ui/button.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { useWinners } from '../api/get-winners.ts';
import './home.css';

/** Rows in view; a longer board moves up slowly, one row every few seconds. */
const ROWS_IN_VIEW = 6;
const SECONDS_PER_ROW = 3;
const ICON_SIZE = 40;

/**
 * The winner board (spec section 1): the latest big wins from real bet records, customer names
 * masked by the server. A board longer than its window scrolls upwards in a calm loop that hover
 * or focus pauses; with reduced motion it is a list to scroll by hand.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const titleId = useId();
  const winners = useWinners();
  return (
    <section className="home-card winners" aria-labelledby={titleId}>
      <h2 className="home-section__title" id={titleId}>
        {t('home.winners.title')}
      </h2>
      {winners.data === undefined ? (
        winners.isError ? (
          <div className="home-card__status" role="alert">
            <p>{t('home.winners.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void winners.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="home-card__status">
            <Spinner label={t('common.loading')} />
          </div>
        )
      ) : winners.data.length === 0 ? (
        <p className="home-card__status">{t('home.winners.empty')}</p>
      ) : (
        <WinnerTicker winners={winners.data} labelledBy={titleId} />
      )}
    </section>
  );
}

function WinnerTicker({ winners, labelledBy }: { winners: readonly Winner[]; labelledBy: string }) {
  const isMoving = winners.length > ROWS_IN_VIEW;
  const list = (isCopy: boolean) => (
    <ul
      className="winners__list"
      aria-hidden={isCopy || undefined}
      aria-labelledby={isCopy ? undefined : labelledBy}
    >
      {winners.map((winner, index) => (
        // Wins carry no id; a place on the board is what a row is.
        <li key={index} className="winner">
          <SafeImage
            src={winner.iconUrl}
            className="winner__icon"
            width={ICON_SIZE}
            height={ICON_SIZE}
            loading="lazy"
            decoding="async"
            fallback={<GamepadIcon width={22} height={22} />}
          />
          <span className="winner__who">
            <span className="winner__name">{winner.customerName}</span>
            <span className="winner__game">{winner.gameName}</span>
          </span>
          <span className="winner__win">
            <Money amount={winner.winAmount} className="winner__amount" />
            <time className="winner__time" dateTime={winner.winTime}>
              {winner.winTime}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className={isMoving ? 'winners__window winners__window--moving' : 'winners__window'}
      tabIndex={isMoving ? 0 : undefined}
      role={isMoving ? 'group' : undefined}
      aria-labelledby={isMoving ? labelledBy : undefined}
    >
      <div
        className="winners__track"
        style={{ '--winners-duration': `${winners.length * SECONDS_PER_ROW}s` } as CSSProperties}
      >
        {list(false)}
        {isMoving && list(true)}
      </div>
    </div>
  );
}
