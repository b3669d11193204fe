import type { HotMatch } from '@platform/contract';
import { Later } from '../../../shared/ui/later.tsx';
import { HotMatches } from './hot-matches.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';
import { WinnerBoard } from './winner-board.tsx';

/**
 * The home page's sections below the game rows: hot matches, then the jackpot counter and the
 * winner board, each drawn a task after the one above. A chunk of its own: below the first screen.
 */
export function HomeBelowRows({ matches }: { matches: HotMatch[] }) {
  return (
    <>
      <Later>
        <HotMatches matches={matches} />
      </Later>
      <Later>
        <div className="home__wins">
          <JackpotCounter />
          <WinnerBoard />
        </div>
      </Later>
    </>
  );
}
