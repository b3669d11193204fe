import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PRIORITY_TILES, type Game, type GameList } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { GameTile } from './game-tile.tsx';
import { LobbyStatus } from './lobby-status.tsx';
import './game-grid.css';

interface GameGridProps {
  games: readonly Game[];
  /** Names the list for screen readers. */
  label: string;
}

/** Tiles in a responsive grid. */
export function GameGrid({ games, label }: GameGridProps) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameTile game={game} isPriority={index < PRIORITY_TILES} />
        </li>
      ))}
    </ul>
  );
}

interface PagedGamesProps {
  query: UseInfiniteQueryResult<InfiniteData<GameList>>;
  label: string;
  emptyText: string;
}

/** A list loaded 48 at a time (spec section 9): loading, error and empty states, and "more". */
export function PagedGames({ query, label, emptyText }: PagedGamesProps) {
  const { t } = useTranslation();
  if (query.data === undefined) {
    return <LobbyStatus error={query.error} onRetry={() => void query.refetch()} />;
  }
  const games = query.data.pages.flatMap((page) => page.games);
  const total = query.data.pages.at(-1)?.total ?? games.length;
  if (games.length === 0) {
    return (
      <div className="empty-state" aria-busy={query.isPlaceholderData}>
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <div className="game-list" aria-busy={query.isPlaceholderData}>
      <GameGrid games={games} label={label} />
      <div className="game-list__footer">
        <p className="game-list__count">{t('games.shown', { shown: games.length, total })}</p>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            isBusy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('games.more')}
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p className="game-list__error" role="alert">
            {t('games.loadFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
