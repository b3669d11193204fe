import type { BaccaratSide } from './baccarat.ts';

/**
 * The house vendor's games: what it publishes to the platform's catalogue and the limits its server
 * enforces. Amounts are minor units (2 decimals). Slot titles name their maths in `slots/titles.ts`.
 */
export type HouseGameKind = 'SLOT' | 'DICE' | 'MINES' | 'BACCARAT';
export type SlotTitleCode = 'sakura' | 'neon' | 'dragon';

export interface StakeLimits {
  min: bigint;
  max: bigint;
}

interface HouseGameBase {
  gameId: string;
  names: { JA: string; EN: string };
  /** The platform's category: slots and arcade games are RNG, the table game is LIVE. */
  gameType: 'RNG' | 'LIVE';
  gameClassify: 'JP' | 'AC' | null;
}

export type HouseGame =
  | (HouseGameBase & { kind: 'SLOT'; slotTitle: SlotTitleCode; limits: StakeLimits })
  | (HouseGameBase & { kind: 'DICE' | 'MINES'; limits: StakeLimits })
  | (HouseGameBase & { kind: 'BACCARAT'; limits: Record<BaccaratSide, StakeLimits> });

const SLOT_LIMITS: StakeLimits = { min: 20n, max: 10_000n };
const SIDE_BET_LIMITS: StakeLimits = { min: 100n, max: 10_000n };

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    gameId: 'slot-sakura',
    kind: 'SLOT',
    slotTitle: 'sakura',
    names: { JA: '桜ガーデン', EN: 'Sakura Garden' },
    gameType: 'RNG',
    gameClassify: 'JP',
    limits: SLOT_LIMITS,
  },
  {
    gameId: 'slot-neon',
    kind: 'SLOT',
    slotTitle: 'neon',
    names: { JA: 'ネオン777', EN: 'Neon 777' },
    gameType: 'RNG',
    gameClassify: 'JP',
    limits: SLOT_LIMITS,
  },
  {
    gameId: 'slot-dragon',
    kind: 'SLOT',
    slotTitle: 'dragon',
    names: { JA: '龍の秘宝', EN: 'Dragon Treasure' },
    gameType: 'RNG',
    gameClassify: 'JP',
    limits: SLOT_LIMITS,
  },
  {
    gameId: 'dice',
    kind: 'DICE',
    names: { JA: 'ダイス', EN: 'Dice' },
    gameType: 'RNG',
    gameClassify: 'AC',
    limits: { min: 10n, max: 50_000n },
  },
  {
    gameId: 'mines',
    kind: 'MINES',
    names: { JA: 'マインズ', EN: 'Mines' },
    gameType: 'RNG',
    gameClassify: 'AC',
    limits: { min: 10n, max: 20_000n },
  },
  {
    gameId: 'baccarat',
    kind: 'BACCARAT',
    names: { JA: 'オートバカラ', EN: 'Auto Baccarat' },
    gameType: 'LIVE',
    gameClassify: null,
    limits: {
      player: { min: 100n, max: 100_000n },
      banker: { min: 100n, max: 100_000n },
      tie: SIDE_BET_LIMITS,
      playerPair: SIDE_BET_LIMITS,
      bankerPair: SIDE_BET_LIMITS,
    },
  },
  // The same game at a second table for larger stakes: its own road and players in the live lobby.
  {
    gameId: 'baccarat-high',
    kind: 'BACCARAT',
    names: { JA: 'ハイリミット・バカラ', EN: 'High Limit Baccarat' },
    gameType: 'LIVE',
    gameClassify: null,
    limits: {
      player: { min: 1_000n, max: 1_000_000n },
      banker: { min: 1_000n, max: 1_000_000n },
      tie: { min: 100n, max: 50_000n },
      playerPair: { min: 100n, max: 50_000n },
      bankerPair: { min: 100n, max: 50_000n },
    },
  },
];

/** The house's live tables: each baccarat game is a table of its own (`GET /house/api/rooms`). */
export const HOUSE_TABLES = HOUSE_GAMES.filter(
  (game): game is Extract<HouseGame, { kind: 'BACCARAT' }> => game.kind === 'BACCARAT',
);

export const findHouseGame = (gameId: string): HouseGame | undefined =>
  HOUSE_GAMES.find((game) => game.gameId === gameId);

/** The smallest stake the game takes (the lowest side for baccarat), for the platform's catalogue. */
export const minStakeOf = (game: HouseGame): bigint =>
  game.kind === 'BACCARAT'
    ? Object.values(game.limits).reduce(
        (low, limits) => (limits.min < low ? limits.min : low),
        game.limits.player.min,
      )
    : game.limits.min;
