import type { SlotTitleCode } from '../games.ts';
import type { SlotTitle } from './engine.ts';

/**
 * The house slot titles. Each is only data: symbols, strips, paylines, pays and feature rules; the
 * engine and the maths read nothing else. `statedRtp` is `exactRtp(title).total` to 4 decimals (a test
 * holds it there), so change a strip or a pay and the stated figure must follow.
 */
export type { SlotTitleCode };

/** Rows per reel for each line (0 = top); titles with fewer lines use the first ones. */
const PAYLINES_25 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
] as const;

export const SAKURA_SYMBOLS = ['lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'goldenMoon'] as const;
type SakuraSymbol = (typeof SAKURA_SYMBOLS)[number];

/**
 * Sakura Garden: 20 lines, low volatility. Small line pays hit on about 71% of spins; three or more
 * golden moons (about 1 spin in 121) give 10 to 15 free spins at ×2 on strips with extra lucky cats.
 * σ ≈ 2.7 stakes.
 */
const SAKURA: SlotTitle<SakuraSymbol> = {
  code: 'sakura',
  name: 'Sakura Garden',
  symbols: SAKURA_SYMBOLS,
  wild: 'luckyCat',
  scatter: 'goldenMoon',
  rows: 3,
  // prettier-ignore
  reels: [
    [
      'fan', 'lantern', 'koi', 'torii', 'sakura', 'fan', 'koi', 'lantern', 'torii',
      'luckyCat', 'sakura', 'fan', 'lantern', 'koi', 'torii', 'goldenMoon', 'fan', 'sakura',
      'koi', 'lantern', 'torii', 'fan', 'lantern', 'koi', 'sakura', 'fan', 'torii',
      'koi', 'lantern', 'fan',
    ],
    [
      'fan', 'lantern', 'koi', 'torii', 'sakura', 'fan', 'koi', 'lantern', 'torii',
      'luckyCat', 'sakura', 'fan', 'lantern', 'koi', 'torii', 'fan', 'goldenMoon', 'sakura',
      'koi', 'lantern', 'torii', 'fan', 'lantern', 'koi', 'sakura', 'fan', 'torii',
      'koi', 'lantern', 'fan',
    ],
    [
      'fan', 'lantern', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'koi', 'lantern',
      'torii', 'sakura', 'fan', 'koi', 'lantern', 'torii', 'fan', 'luckyCat', 'goldenMoon',
      'sakura', 'lantern', 'koi', 'torii', 'fan', 'koi', 'lantern', 'sakura', 'fan',
      'torii', 'lantern', 'koi', 'fan',
    ],
    [
      'fan', 'lantern', 'koi', 'torii', 'sakura', 'fan', 'koi', 'lantern', 'torii',
      'luckyCat', 'sakura', 'fan', 'lantern', 'koi', 'torii', 'fan', 'sakura', 'koi',
      'goldenMoon', 'lantern', 'torii', 'fan', 'lantern', 'koi', 'sakura', 'fan', 'torii',
      'koi', 'lantern', 'fan',
    ],
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'fan', 'lantern', 'koi', 'torii',
      'luckyCat', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'sakura',
      'koi', 'goldenMoon', 'torii', 'fan', 'lantern', 'koi', 'sakura', 'lantern', 'fan',
      'torii', 'koi', 'fan', 'lantern',
    ],
  ],
  // prettier-ignore
  freeSpinReels: [
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'lantern', 'koi',
      'torii', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'luckyCat',
      'goldenMoon', 'sakura', 'koi', 'torii', 'lantern', 'fan', 'koi', 'sakura', 'fan',
      'lantern', 'torii', 'koi', 'lantern', 'fan',
    ],
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'lantern', 'koi',
      'torii', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'luckyCat',
      'sakura', 'goldenMoon', 'koi', 'torii', 'lantern', 'fan', 'koi', 'sakura', 'fan',
      'lantern', 'torii', 'koi', 'lantern', 'fan',
    ],
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'lantern', 'koi',
      'torii', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'luckyCat',
      'sakura', 'koi', 'goldenMoon', 'torii', 'lantern', 'fan', 'koi', 'sakura', 'fan',
      'lantern', 'torii', 'koi', 'lantern', 'fan',
    ],
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'lantern', 'koi',
      'torii', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'luckyCat',
      'sakura', 'koi', 'torii', 'goldenMoon', 'lantern', 'fan', 'koi', 'sakura', 'fan',
      'lantern', 'torii', 'koi', 'lantern', 'fan',
    ],
    [
      'lantern', 'fan', 'koi', 'torii', 'sakura', 'luckyCat', 'fan', 'lantern', 'koi',
      'torii', 'sakura', 'lantern', 'fan', 'koi', 'torii', 'fan', 'lantern', 'luckyCat',
      'sakura', 'koi', 'torii', 'lantern', 'goldenMoon', 'fan', 'koi', 'sakura', 'fan',
      'lantern', 'torii', 'koi', 'lantern', 'fan',
    ],
  ],
  paylines: PAYLINES_25.slice(0, 20),
  pays: {
    lantern: [5, 12, 40],
    fan: [5, 15, 50],
    koi: [8, 20, 70],
    torii: [10, 30, 100],
    sakura: [12, 40, 155],
    luckyCat: [20, 100, 400],
  },
  scatterPays: [0, 0, 0, 2, 5, 20],
  freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 2, cap: 100 },
  jackpotOdds: 200_000,
  statedRtp: 0.9652,
};

export const NEON_SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'diamond'] as const;
type NeonSymbol = (typeof NEON_SYMBOLS)[number];

/**
 * Neon 777: 10 lines, medium volatility. Fewer lines with bigger pays: about 45% of spins win; three or more
 * diamonds (about 1 spin in 140) give 10 to 15 free spins at ×2. σ ≈ 3.5 stakes.
 */
const NEON: SlotTitle<NeonSymbol> = {
  code: 'neon',
  name: 'Neon 777',
  symbols: NEON_SYMBOLS,
  wild: 'star',
  scatter: 'diamond',
  rows: 3,
  // prettier-ignore
  reels: [
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar',
      'star', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'diamond', 'lemon',
      'seven', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'lemon',
      'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar',
      'star', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'diamond',
      'seven', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'lemon',
      'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar',
      'star', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'seven',
      'diamond', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'lemon',
      'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar',
      'star', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'seven',
      'bell', 'diamond', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'lemon',
      'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'cherry', 'lemon', 'bell', 'bar',
      'star', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'seven',
      'bell', 'cherry', 'diamond', 'lemon', 'bar', 'cherry', 'bell', 'seven', 'lemon',
      'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
  ],
  // prettier-ignore
  freeSpinReels: [
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'cherry', 'lemon', 'bell',
      'bar', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'star',
      'diamond', 'seven', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven',
      'lemon', 'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'cherry', 'lemon', 'bell',
      'bar', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'star',
      'seven', 'diamond', 'bell', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven',
      'lemon', 'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'cherry', 'lemon', 'bell',
      'bar', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'star',
      'seven', 'bell', 'diamond', 'cherry', 'lemon', 'bar', 'cherry', 'bell', 'seven',
      'lemon', 'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'cherry', 'lemon', 'bell',
      'bar', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'star',
      'seven', 'bell', 'cherry', 'diamond', 'lemon', 'bar', 'cherry', 'bell', 'seven',
      'lemon', 'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
    [
      'cherry', 'lemon', 'bell', 'bar', 'seven', 'star', 'cherry', 'lemon', 'bell',
      'bar', 'cherry', 'seven', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'star',
      'seven', 'bell', 'cherry', 'lemon', 'diamond', 'bar', 'cherry', 'bell', 'seven',
      'lemon', 'bar', 'cherry', 'bell', 'lemon', 'cherry',
    ],
  ],
  paylines: PAYLINES_25.slice(0, 10),
  pays: {
    cherry: [4, 15, 40],
    lemon: [4, 15, 40],
    bell: [8, 25, 80],
    bar: [12, 40, 150],
    seven: [20, 80, 400],
    star: [40, 200, 800],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 2, cap: 100 },
  jackpotOdds: 200_000,
  statedRtp: 0.9558,
};

export const DRAGON_SYMBOLS = ['scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'gong'] as const;
type DragonSymbol = (typeof DRAGON_SYMBOLS)[number];

/**
 * Dragon Treasure: 25 lines, higher volatility. No wild on reels 1 and 5 in the base game, so a third
 * of the return waits in the free spins: three or more gongs (about 1 spin in 121) give 10 to 20 free
 * spins at ×3 on strips with two dragon eyes per reel. σ ≈ 4.9 stakes.
 */
const DRAGON: SlotTitle<DragonSymbol> = {
  code: 'dragon',
  name: 'Dragon Treasure',
  symbols: DRAGON_SYMBOLS,
  wild: 'dragonEye',
  scatter: 'gong',
  rows: 3,
  // prettier-ignore
  reels: [
    [
      'coin', 'scroll', 'jade', 'pearl', 'dragon', 'coin', 'jade', 'scroll', 'pearl',
      'dragon', 'coin', 'scroll', 'jade', 'pearl', 'gong', 'coin', 'dragon', 'jade',
      'scroll', 'pearl', 'coin', 'scroll', 'jade', 'dragon', 'coin', 'pearl', 'jade',
      'scroll', 'coin',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'coin', 'scroll', 'jade', 'pearl',
      'dragonEye', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'gong', 'scroll',
      'dragon', 'jade', 'pearl', 'coin', 'scroll', 'jade', 'dragon', 'scroll', 'coin',
      'pearl', 'jade', 'coin', 'scroll',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'coin', 'scroll', 'jade', 'pearl',
      'dragonEye', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'gong',
      'dragon', 'jade', 'pearl', 'coin', 'scroll', 'jade', 'dragon', 'scroll', 'coin',
      'pearl', 'jade', 'coin', 'scroll',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'coin', 'scroll', 'jade', 'pearl',
      'dragonEye', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragon',
      'gong', 'jade', 'pearl', 'coin', 'scroll', 'jade', 'dragon', 'scroll', 'coin',
      'pearl', 'jade', 'coin', 'scroll',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'coin', 'scroll', 'jade', 'pearl',
      'dragon', 'coin', 'scroll', 'jade', 'pearl', 'scroll', 'coin', 'dragon', 'jade',
      'pearl', 'gong', 'scroll', 'coin', 'jade', 'dragon', 'coin', 'scroll', 'pearl',
      'jade', 'scroll', 'coin',
    ],
  ],
  // prettier-ignore
  freeSpinReels: [
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'coin', 'scroll', 'jade',
      'pearl', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragonEye',
      'gong', 'dragon', 'jade', 'pearl', 'scroll', 'coin', 'jade', 'dragon', 'coin',
      'scroll', 'pearl', 'jade', 'scroll', 'coin',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'coin', 'scroll', 'jade',
      'pearl', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragonEye',
      'dragon', 'gong', 'jade', 'pearl', 'scroll', 'coin', 'jade', 'dragon', 'coin',
      'scroll', 'pearl', 'jade', 'scroll', 'coin',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'coin', 'scroll', 'jade',
      'pearl', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragonEye',
      'dragon', 'jade', 'gong', 'pearl', 'scroll', 'coin', 'jade', 'dragon', 'coin',
      'scroll', 'pearl', 'jade', 'scroll', 'coin',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'coin', 'scroll', 'jade',
      'pearl', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragonEye',
      'dragon', 'jade', 'pearl', 'gong', 'scroll', 'coin', 'jade', 'dragon', 'coin',
      'scroll', 'pearl', 'jade', 'scroll', 'coin',
    ],
    [
      'scroll', 'coin', 'jade', 'pearl', 'dragon', 'dragonEye', 'coin', 'scroll', 'jade',
      'pearl', 'dragon', 'scroll', 'coin', 'jade', 'pearl', 'coin', 'scroll', 'dragonEye',
      'dragon', 'jade', 'pearl', 'scroll', 'gong', 'coin', 'jade', 'dragon', 'coin',
      'scroll', 'pearl', 'jade', 'scroll', 'coin',
    ],
  ],
  paylines: PAYLINES_25.slice(0, 25),
  pays: {
    scroll: [2, 5, 18],
    coin: [3, 10, 30],
    jade: [5, 25, 100],
    pearl: [15, 50, 200],
    dragon: [25, 100, 500],
    dragonEye: [50, 250, 1000],
  },
  scatterPays: [0, 0, 0, 3, 10, 50],
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3, cap: 100 },
  jackpotOdds: 200_000,
  statedRtp: 0.9597,
};

export const SLOT_TITLES: Record<SlotTitleCode, SlotTitle> = { sakura: SAKURA, neon: NEON, dragon: DRAGON };
