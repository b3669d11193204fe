import { GameListCentre } from '../../features/games/components/game-list-centre.tsx';
import type { ListCentre } from '../../features/games/lib/lobby-pages.ts';

/** `/fish`, `/rng`, `/pvp`, `/cockfight`, `/arcade` (spec: GameListCenter, lazy); `/live` adds its lobby. */
export function GameListCenterRoute({ centre }: { centre: ListCentre }) {
  return <GameListCentre centre={centre} />;
}
