import { gameSchema, launchGameQuerySchema, type Game } from '@platform/contract';
import type { GameLaunchParams } from '../../../shared/config/paths.ts';

// The address and the history state may come from anywhere (a shared link, an old history entry), so the
// contract's schemas check them. Only the game page, which loads lazily, imports this module and zod with it.

/** The game a tile handed the game page (`location.state.game`), so it can name the game before the launch answers. */
export const readGamePageState = (state: unknown): Game | undefined => {
  if (typeof state !== 'object' || state === null || !('game' in state)) return undefined;
  const parsed = gameSchema.safeParse(state.game);
  return parsed.success ? parsed.data : undefined;
};

/** The game page's address (`/seamless?nodeId=&gameId=&vassalage=&accountType=`), if it is whole. */
export const readLaunchParams = (searchParams: URLSearchParams): GameLaunchParams | undefined => {
  const parsed = launchGameQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) return undefined;
  const { nodeId, gameId, vassalage, accountType } = parsed.data;
  return { nodeId, gameId, vassalage, accountType };
};
