import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type Game } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { useStartGame } from '../lib/start-game.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { GameBadges } from './game-badges.tsx';
import { PlayIcon } from './game-icons.tsx';
import { GameImage } from './game-image.tsx';
import '../games.css';
import './game-tile.css';

/** The game's details popup: loads the first time one opens, not with the page's tiles. */
const GamePopup = lazy(async () => ({ default: (await import('./game-popup.tsx')).GamePopup }));

interface GameTileProps {
  game: Game;
  /** Among a list's first tiles: its image loads at once and first (`PRIORITY_TILES`). */
  isPriority?: boolean;
  /** Called once the game page opens (a modal holding the tile closes). */
  onStart?: () => void;
}

/**
 * A game tile (spec section 2): image, hot and maintenance badges, favourite star, name and vendor,
 * start and free-trial buttons. An RNG game has no start button: its image starts it (section 3).
 */
export function GameTile({ game, isPriority = false, onStart }: GameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const startGame = useStartGame();
  const [isPopupOpen, setPopupOpen] = useState(false);
  const hidesStart = game.gameType === 'RNG';
  const hasTrial = game.supportPlay === 0;

  const start = (accountType: 0 | 1) => {
    setPopupOpen(false);
    if (startGame(game, accountType)) onStart?.();
  };

  return (
    <article className="game-tile" aria-labelledby={nameId}>
      <div className="game-tile__media">
        <button
          type="button"
          className="game-tile__cover"
          aria-label={
            hidesStart
              ? t('games.playGame', { name: game.gameName })
              : t('games.aboutGame', { name: game.gameName })
          }
          onClick={() => (hidesStart ? start(ACCOUNT_TYPE.REAL) : setPopupOpen(true))}
        >
          <GameImage src={game.iconUrl} className="game-tile__image" isPriority={isPriority} />
          {hidesStart && (
            <span className="game-tile__play" aria-hidden="true">
              <PlayIcon width={22} height={22} />
            </span>
          )}
        </button>
        <GameBadges game={game} className="game-tile__badges" />
        <FavouriteButton game={game} className="game-tile__favourite" />
      </div>
      <div className="game-tile__body">
        <button type="button" id={nameId} className="game-tile__name" onClick={() => setPopupOpen(true)}>
          {game.gameName}
        </button>
        <span className="game-tile__vendor">{game.displayName}</span>
        {(!hidesStart || hasTrial) && (
          <div className="game-tile__actions">
            {!hidesStart && (
              <Button size="sm" onClick={() => start(ACCOUNT_TYPE.REAL)}>
                {t('games.start')}
              </Button>
            )}
            {hasTrial && (
              <Button size="sm" variant="secondary" onClick={() => start(ACCOUNT_TYPE.TRIAL)}>
                {t('games.freeTrial')}
              </Button>
            )}
          </div>
        )}
      </div>
      {isPopupOpen && (
        <Suspense fallback={null}>
          <GamePopup game={game} onClose={() => setPopupOpen(false)} onStart={start} />
        </Suspense>
      )}
    </article>
  );
}
