import type { TFunction } from 'i18next';
import {
  FAST_LOTTERY_BET_TYPES,
  VN_LOTTERY_BET_TYPES,
  type LotteryAdminDrawStatus,
  type LotteryAdminGame,
  type Language,
} from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';

type KnownBetType = (typeof VN_LOTTERY_BET_TYPES)[number] | (typeof FAST_LOTTERY_BET_TYPES)[number];
const KNOWN: readonly string[] = [...VN_LOTTERY_BET_TYPES, ...FAST_LOTTERY_BET_TYPES];

/** A bet type's name in the page's language; a vendor's own code as it is when the console does not know it. */
export const betTypeLabel = (t: TFunction, betType: string): string =>
  KNOWN.includes(betType) ? t(`lottery.betTypes.${betType as KnownBetType}`) : betType;

export const STATUS_TONES: Record<LotteryAdminDrawStatus, BadgeTone> = {
  AWAITING_RESULT: 'warning',
  AWAITING_CONFIRMATION: 'accent',
  OPEN: 'info',
  DRAWN: 'success',
  SETTLED: 'neutral',
  CANCELLED: 'danger',
};

/** The value a game picker holds for a game: its vendor and the vendor's id, one string. */
export const gameKey = (game: Pick<LotteryAdminGame, 'vassalage' | 'gameId'>) =>
  `${game.vassalage}/${game.gameId}`;

/** A game's name in the page's language, its vendor's beside it when there are several vendors. */
export const gameLabel = (game: LotteryAdminGame, language: Language, manyVendors: boolean) =>
  manyVendors ? `${game.names[language]} (${game.vendorName})` : game.names[language];

/** The game of a draw row, when the catalogue has it. */
export const findGame = (games: readonly LotteryAdminGame[], vassalage: string, gameId: string) =>
  games.find((game) => game.vassalage === vassalage && game.gameId === gameId);
