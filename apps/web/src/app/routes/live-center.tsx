import { useCallback } from 'react';
import type { LiveRoom } from '@platform/contract';
import { GameListCentre } from '../../features/games/components/game-list-centre.tsx';
import { GameImage } from '../../features/games/components/game-image.tsx';
import { useStartGame } from '../../features/games/lib/start-game.ts';
import type { ListCentre } from '../../features/games/lib/lobby-pages.ts';
import { LiveLobby } from '../../features/live/components/live-lobby.tsx';

/**
 * `/live` (spec: GameListCenter, lazy): the live casino's lobby as a casino shows it, its tables
 * with their state and road and its hosts first, then every live game. Joining a table opens its
 * game through the ordinary launch.
 */
export function LiveCenterRoute({ centre }: { centre: ListCentre }) {
  const startGame = useStartGame();
  const join = useCallback((room: LiveRoom) => void startGame(room.game), [startGame]);
  return <GameListCentre centre={centre} lead={<LiveLobby onJoin={join} GameImage={GameImage} />} />;
}
