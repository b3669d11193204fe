import type { Multiplier } from '../money.ts';
import type { BetUnit, LotteryBet, Settlement } from './bets.ts';
import {
  DEFAULT_FAST_ODDS,
  expandFastBet,
  FAST_BET_TYPES,
  settleFastBet,
  type FastBetType,
  type FastFormat,
} from './fast.ts';
import {
  fastDraws,
  VN_PROVINCES,
  VN_UTC_OFFSET_MINUTES,
  vnDraws,
  type DrawWindow,
  type FastSchedule,
  type VnProvince,
} from './schedule.ts';
import {
  DEFAULT_VN_ODDS,
  expandVnBet,
  settleVnBet,
  VN_BET_TYPES,
  type VnBetType,
  type VnResult,
} from './vn.ts';

/**
 * The house's lottery games: fast draws it draws itself, and one game per Vietnamese province (the
 * North's one daily draw included) whose results come from the outside world. Every lottery game
 * keeps Vietnam's time, so a draw number's date is the same for every player.
 */
interface LotteryGameBase {
  gameId: string;
  names: { JA: string; EN: string };
}

export type LotteryGame =
  | (LotteryGameBase & { kind: 'FAST'; format: FastFormat; schedule: FastSchedule })
  | (LotteryGameBase & { kind: 'VN'; province: VnProvince });

const fast = (
  format: FastFormat,
  periodMinutes: number,
  closeBeforeSeconds: number,
  names: LotteryGameBase['names'],
): LotteryGame => ({
  gameId: `lotto-${format.toLowerCase()}-${periodMinutes}`,
  kind: 'FAST',
  format,
  schedule: { periodMinutes, closeBeforeSeconds, utcOffsetMinutes: VN_UTC_OFFSET_MINUTES },
  names,
});

/** The provinces' names as players read them. */
const PROVINCE_NAMES: Record<string, LotteryGameBase['names']> = {
  MB: { JA: 'ベトナム北部', EN: 'Northern Vietnam' },
  HCM: { JA: 'ホーチミン', EN: 'Ho Chi Minh City' },
  DTH: { JA: 'ドンタップ', EN: 'Dong Thap' },
  CMA: { JA: 'カマウ', EN: 'Ca Mau' },
  BTR: { JA: 'ベンチェー', EN: 'Ben Tre' },
  VTA: { JA: 'ブンタウ', EN: 'Vung Tau' },
  BLI: { JA: 'バクリエウ', EN: 'Bac Lieu' },
  DNA: { JA: 'ドンナイ', EN: 'Dong Nai' },
  CTH: { JA: 'カントー', EN: 'Can Tho' },
  STR: { JA: 'ソクチャン', EN: 'Soc Trang' },
  TNI: { JA: 'タイニン', EN: 'Tay Ninh' },
  AGI: { JA: 'アンザン', EN: 'An Giang' },
  BTH: { JA: 'ビントゥアン', EN: 'Binh Thuan' },
  VLO: { JA: 'ヴィンロン', EN: 'Vinh Long' },
  BDU: { JA: 'ビンズオン', EN: 'Binh Duong' },
  TVI: { JA: 'チャーヴィン', EN: 'Tra Vinh' },
  LAN: { JA: 'ロンアン', EN: 'Long An' },
  BPH: { JA: 'ビンフオック', EN: 'Binh Phuoc' },
  HGI: { JA: 'ハウザン', EN: 'Hau Giang' },
  TGI: { JA: 'ティエンザン', EN: 'Tien Giang' },
  KGI: { JA: 'キエンザン', EN: 'Kien Giang' },
  DLA: { JA: 'ダラット', EN: 'Da Lat' },
  TTH: { JA: 'トゥアティエン・フエ', EN: 'Thua Thien Hue' },
  PYE: { JA: 'フーイエン', EN: 'Phu Yen' },
  DLK: { JA: 'ダクラク', EN: 'Dak Lak' },
  QNM: { JA: 'クアンナム', EN: 'Quang Nam' },
  DNG: { JA: 'ダナン', EN: 'Da Nang' },
  KHO: { JA: 'カインホア', EN: 'Khanh Hoa' },
  BDI: { JA: 'ビンディン', EN: 'Binh Dinh' },
  QTR: { JA: 'クアンチ', EN: 'Quang Tri' },
  QBI: { JA: 'クアンビン', EN: 'Quang Binh' },
  GLA: { JA: 'ザライ', EN: 'Gia Lai' },
  NTH: { JA: 'ニントゥアン', EN: 'Ninh Thuan' },
  QNG: { JA: 'クアンガイ', EN: 'Quang Ngai' },
  DNO: { JA: 'ダクノン', EN: 'Dak Nong' },
  KTU: { JA: 'コントゥム', EN: 'Kon Tum' },
};

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  fast('5D', 1, 10, { JA: '5Dスピード 1分', EN: '5D Speed 1 min' }),
  fast('5D', 3, 20, { JA: '5Dスピード 3分', EN: '5D Speed 3 min' }),
  fast('5D', 5, 30, { JA: '5Dスピード 5分', EN: '5D Speed 5 min' }),
  fast('3D', 3, 20, { JA: '3Dロト 3分', EN: '3D Lotto 3 min' }),
  ...VN_PROVINCES.map((province): LotteryGame => ({
    gameId: `vn-${province.code.toLowerCase()}`,
    kind: 'VN',
    province,
    names: PROVINCE_NAMES[province.code]!,
  })),
];

export const findLotteryGame = (gameId: string): LotteryGame | undefined =>
  LOTTERY_GAMES.find((game) => game.gameId === gameId);

/** The game's draw open for betting at `now`, then the `count - 1` after it. */
export const lotteryDraws = (game: LotteryGame, now: number, count = 1): DrawWindow[] =>
  game.kind === 'FAST' ? fastDraws(game.schedule, now, count) : vnDraws(game.province, now, count);

/**
 * Stakes and exposure every lottery game starts with, in minor units: a unit's stake from 1.00 to
 * 10,000.00, and at most 1,000,000.00 payable on one number of one draw.
 */
export const LOTTERY_LIMITS = { minStake: 100n, maxStake: 1_000_000n, maxExposure: 100_000_000n } as const;

export type LotteryBetType = FastBetType | VnBetType;

/** The bet types a game takes. */
export const betTypesOf = (game: LotteryGame): readonly LotteryBetType[] =>
  game.kind === 'FAST' ? FAST_BET_TYPES[game.format] : VN_BET_TYPES;

/** The odds a bet type of the game pays. */
export const oddsOf = (game: LotteryGame, type: LotteryBetType): Multiplier =>
  game.kind === 'FAST'
    ? DEFAULT_FAST_ODDS[type as FastBetType]
    : DEFAULT_VN_ODDS[game.province.region][type as VnBetType];

/** The units a bet on the game expands into (throws LotteryBetError when the game refuses it). */
export const expandLotteryBet = (game: LotteryGame, bet: LotteryBet<string>): BetUnit[] =>
  game.kind === 'FAST'
    ? expandFastBet(game.format, bet as LotteryBet<FastBetType>)
    : expandVnBet(game.province.region, bet as LotteryBet<VnBetType>);

/** Settles a bet's units on the draw's result (a fast draw's digits, a Vietnamese draw's tiers). */
export const settleLotteryBet = (
  game: LotteryGame,
  type: LotteryBetType,
  units: readonly BetUnit[],
  stakePerUnit: bigint,
  odds: Multiplier,
  result: unknown,
): Settlement =>
  game.kind === 'FAST'
    ? settleFastBet(type as FastBetType, units, stakePerUnit, odds, result as number[])
    : settleVnBet(game.province.region, type as VnBetType, units, stakePerUnit, odds, result as VnResult);

/** The number a unit stands on, for the draw's exposure: its bet type and options. */
export const unitKeyOf = (type: LotteryBetType, unit: BetUnit): string => `${type}:${unit.options.join(',')}`;

/** A number's bet type and options back from its key ({@link unitKeyOf}). */
export const parseUnitKey = (key: string): { betType: string; options: string[] } => {
  const split = key.indexOf(':');
  return { betType: key.slice(0, split), options: key.slice(split + 1).split(',') };
};
