import type { Game } from '@platform/contract';
import { GameTile } from './game-tile.tsx';
import '../games.css';
import './game-carousel.css';

interface GameCarouselProps {
  games: readonly Game[];
  label: string;
  onStart?: () => void;
}

/** Tiles in one row that scrolls sideways (search results, suggestions). */
export function GameCarousel({ games, label, onStart }: GameCarouselProps) {
  return (
    <ul className="game-carousel" aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId} className="game-carousel__item">
          <GameTile game={game} onStart={onStart} />
        </li>
      ))}
    </ul>
  );
}
