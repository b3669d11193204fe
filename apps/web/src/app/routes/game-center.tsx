import { GameCentreView } from '../../features/games/components/game-centre.tsx';
import type { GameCentre } from '../../features/games/lib/lobby-pages.ts';

/** `/sports`, `/esports`, `/lott`, `/elott` (spec: GameCenter, lazy). */
export function GameCenterRoute({ centre }: { centre: GameCentre }) {
  return <GameCentreView centre={centre} />;
}
