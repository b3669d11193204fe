import {
  PRIZE_MODE_CATEGORIES,
  type Game,
  type LotteryGameDraws,
  type LotteryGroup,
  type LotteryMenu,
  type LotteryResult,
  type PrizeMode,
} from '@platform/contract';

/** Which lottery page is shown: the lobby (/lottery), or a game opened directly (/seaLottery, /vnLottery). */
export type LotteryPage = 'LOBBY' | 'SEA' | 'VN';

export const lotteryPageOf = (pathname: string): LotteryPage => {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/sealottery') return 'SEA';
  if (path === '/vnlottery') return 'VN';
  return 'LOBBY';
};

/**
 * The game a page opens directly (reference section 13): /vnLottery the named game; /seaLottery the
 * named game, else the SEA lottery (the first fast draw); the lobby none. Undefined when there is no
 * such game in the menu (the lobby shows instead).
 */
export const gameToOpen = (
  page: LotteryPage,
  gameCode: string | null,
  groups: LotteryMenu['groups'],
): Game | undefined => {
  if (page === 'LOBBY') return undefined;
  const games = groups.flatMap((group) => group.games);
  if (gameCode !== null && gameCode !== '') return games.find((game) => game.gameCode === gameCode);
  if (page === 'VN') return undefined;
  return groups.find((group) => group.group === 'FAST')?.games[0];
};

/** A lobby tab: a group of games, the member's starred games or the recent ones. */
export type LotteryTab = LotteryGroup | 'FAVOURITES' | 'RECENT';

/**
 * The lobby's tabs: the groups that have games, in the menu's order, then a real account's
 * favourites and recent games (a trial account can neither launch games nor keep favourites, spec section 6).
 */
export const lobbyTabs = (groups: LotteryMenu['groups'], isRealAccount: boolean): LotteryTab[] => [
  ...groups.map((group) => group.group),
  ...(isRealAccount ? (['FAVOURITES', 'RECENT'] as const) : []),
];

/**
 * The tab the lobby opens on, by the site's prize mode: the fast draws when the mode offers them
 * (ELOTT, SEA), else the first region; the first group when that one is absent.
 */
export const initialTab = (prizeMode: PrizeMode, groups: LotteryMenu['groups']): LotteryTab => {
  const offersFast = PRIZE_MODE_CATEGORIES[prizeMode].includes('ELOTT');
  const preferred = groups.find((group) => (group.group === 'FAST') === offersFast);
  return preferred?.group ?? groups[0]?.group ?? 'FAST';
};

/**
 * The balls a result shows: a fast draw's digits, or a regional draw's special prize digit by digit
 * (the prize players look for first). Empty before the first result.
 */
export const resultBalls = (result: LotteryResult | null): string[] => {
  if (result === null) return [];
  if (Array.isArray(result)) return result.map(String);
  const special = result.SPECIAL?.[0] ?? Object.values(result)[0]?.[0] ?? '';
  return Array.from(special);
};

/**
 * A region's games split by their next draw: the provinces drawing next (today's, until their draw)
 * first, then the rest of the week's by their draw time (a game without a next draw last). Regional
 * draws of one region draw at the same time.
 */
export const splitByNextDraw = <T extends Pick<LotteryGameDraws, 'next'>>(games: T[]) => {
  const times = games.flatMap((game) => (game.next ? [Date.parse(game.next.drawsAt)] : []));
  const soonest = times.length > 0 ? Math.min(...times) : null;
  const isNext = (game: T) =>
    soonest !== null && game.next !== null && Date.parse(game.next.drawsAt) === soonest;
  const drawTime = (game: T) => (game.next ? Date.parse(game.next.drawsAt) : Number.POSITIVE_INFINITY);
  const later = games.filter((game) => !isNext(game)).sort((a, b) => drawTime(a) - drawTime(b));
  return { next: games.filter(isNext), later };
};

/** Whole days, hours, minutes and seconds of a wait (none below zero). */
export const countdownParts = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

const two = (value: number) => String(value).padStart(2, '0');

/** `HH:MM:SS` of the day's part of a wait. */
export const clockOf = ({ hours, minutes, seconds }: ReturnType<typeof countdownParts>) =>
  `${two(hours)}:${two(minutes)}:${two(seconds)}`;
