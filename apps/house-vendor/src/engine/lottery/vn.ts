import type { Multiplier } from '../money.ts';
import {
  binomial,
  checkRow,
  checkUnitCount,
  combinations,
  LotteryBetError,
  settleUnits,
  type BetUnit,
  type LotteryBet,
  type Settlement,
} from './bets.ts';

/**
 * The Vietnamese regional lotteries. The North draws 27 prize numbers a day, each province of the
 * South and the Centre 18; the results come from the outside world (entered by staff or imported)
 * and bets settle on them. A number's "lô" is its last two digits.
 */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

export type VnTier = 'SPECIAL' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

interface TierLayout {
  tier: VnTier;
  count: number;
  digits: number;
}

const NORTH_LAYOUT: readonly TierLayout[] = [
  { tier: 'SPECIAL', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

const SOUTH_LAYOUT: readonly TierLayout[] = [
  { tier: 'SPECIAL', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

/** The prize tiers of a region's draw, from the special prize down: how many numbers, how many digits. */
export const VN_LAYOUT: Record<VnRegion, readonly TierLayout[]> = {
  NORTH: NORTH_LAYOUT,
  CENTRAL: SOUTH_LAYOUT,
  SOUTH: SOUTH_LAYOUT,
};

/** A draw's result: the numbers of each tier of the region, as drawn (leading zeros kept). */
export type VnResult = Readonly<Partial<Record<VnTier, readonly string[]>>>;

/** Refuses a result that is not exactly the region's tiers, counts and digits. */
export const checkVnResult = (region: VnRegion, result: VnResult): VnResult => {
  const layout = VN_LAYOUT[region];
  const tiers = Object.keys(result);
  const problems = layout.flatMap(({ tier, count, digits }) => {
    const numbers = result[tier] ?? [];
    const pattern = new RegExp(`^[0-9]{${digits}}$`);
    return numbers.length === count && numbers.every((number) => pattern.test(number))
      ? []
      : [`${tier} needs ${count} numbers of ${digits} digits`];
  });
  if (tiers.length !== layout.length || problems.length > 0) {
    throw new RangeError(`not a ${region} result: ${problems.join('; ') || 'unexpected tiers'}`);
  }
  return result;
};

export type VnBetType =
  'LO2' | 'LO3' | 'LO4' | 'DE' | 'DE_HEAD' | 'DE_TAIL' | 'DAU' | 'XIU_CHU' | 'XIEN2' | 'XIEN3' | 'XIEN4';

export const VN_BET_TYPES: readonly VnBetType[] = [
  'LO2',
  'LO3',
  'LO4',
  'DE',
  'DE_HEAD',
  'DE_TAIL',
  'DAU',
  'XIU_CHU',
  'XIEN2',
  'XIEN3',
  'XIEN4',
];

export type VnBet = LotteryBet<VnBetType>;

const tierNumbers = (region: VnRegion, result: VnResult, tiers: readonly VnTier[]) =>
  VN_LAYOUT[region].filter(({ tier }) => tiers.includes(tier)).flatMap(({ tier }) => result[tier] ?? []);

/** The lowest prize ("đầu"): the North's four 2-digit G7 numbers, the South's and Centre's one G8. */
const lowestTier = (region: VnRegion): VnTier => (region === 'NORTH' ? 'G7' : 'G8');
/** The 3-digit tier that "xỉu chủ" covers beside the special prize: G6 in the North, G7 elsewhere. */
const threeDigitTier = (region: VnRegion): VnTier => (region === 'NORTH' ? 'G6' : 'G7');

/** How many prize numbers have at least `digits` digits (what a bao lô of that length covers). */
const coveredCount = (region: VnRegion, digits: number) =>
  VN_LAYOUT[region].reduce((sum, tier) => sum + (tier.digits >= digits ? tier.count : 0), 0);

const tierCount = (region: VnRegion, tier: VnTier) =>
  VN_LAYOUT[region].find((layout) => layout.tier === tier)?.count ?? 0;

/** How many of the region's numbers a unit of each bet type stands on: what one unit costs in stakes. */
export const vnCostFactor = (region: VnRegion, type: VnBetType): number => {
  switch (type) {
    case 'LO2':
      return coveredCount(region, 2);
    case 'LO3':
      return coveredCount(region, 3);
    case 'LO4':
      return coveredCount(region, 4);
    case 'DAU':
      return tierCount(region, lowestTier(region));
    case 'XIU_CHU':
      return 1 + tierCount(region, threeDigitTier(region));
    case 'DE':
    case 'DE_HEAD':
    case 'DE_TAIL':
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return 1;
  }
};

const NUMBER_PATTERN = {
  1: /^[0-9]$/,
  2: /^[0-9]{2}$/,
  3: /^[0-9]{3}$/,
  4: /^[0-9]{4}$/,
} as const;

/** How many digits each bet type's numbers have (the slip's number pickers read it too). */
export const VN_DIGITS: Record<VnBetType, 1 | 2 | 3 | 4> = {
  LO2: 2,
  LO3: 3,
  LO4: 4,
  DE: 2,
  DE_HEAD: 1,
  DE_TAIL: 1,
  DAU: 2,
  XIU_CHU: 3,
  XIEN2: 2,
  XIEN3: 2,
  XIEN4: 2,
};

/** How many numbers one unit of a xiên stands on together. */
export const XIEN_SIZE: Partial<Record<VnBetType, number>> = { XIEN2: 2, XIEN3: 3, XIEN4: 4 };

/** The units a bet expands into: one per number picked, or one per combination of a xiên. */
export const expandVnBet = (region: VnRegion, bet: VnBet): BetUnit[] => {
  if (!VN_BET_TYPES.includes(bet.type)) throw new LotteryBetError('UNKNOWN_TYPE', `no ${bet.type} bets`);
  if (bet.picks.length !== 1) throw new LotteryBetError('BAD_PICKS', 'one row of numbers expected');
  const size = XIEN_SIZE[bet.type] ?? 1;
  const numbers = checkRow(bet.picks[0]!, NUMBER_PATTERN[VN_DIGITS[bet.type]], size);
  const costFactor = vnCostFactor(region, bet.type);
  const units = combinations(numbers, size).map((options) => ({ options, costFactor }));
  checkUnitCount(units.length);
  return units;
};

const endsWith = (numbers: readonly string[], ending: string) =>
  numbers.filter((number) => number.length >= ending.length && number.endsWith(ending)).length;

/** How many times a unit wins on a result (a bao lô wins once per prize number ending in it). */
export const vnUnitHits = (region: VnRegion, type: VnBetType, unit: BetUnit, result: VnResult): number => {
  const all = tierNumbers(
    region,
    result,
    VN_LAYOUT[region].map(({ tier }) => tier),
  );
  const special = result.SPECIAL![0]!;
  const [number] = unit.options as [string];
  switch (type) {
    case 'LO2':
    case 'LO3':
    case 'LO4':
      return endsWith(all, number);
    case 'DE':
      return special.endsWith(number) ? 1 : 0;
    case 'DE_HEAD':
      return special.at(-2) === number ? 1 : 0;
    case 'DE_TAIL':
      return special.at(-1) === number ? 1 : 0;
    case 'DAU':
      return endsWith(tierNumbers(region, result, [lowestTier(region)]), number);
    case 'XIU_CHU':
      return endsWith([special, ...tierNumbers(region, result, [threeDigitTier(region)])], number);
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return unit.options.every((pair) => endsWith(all, pair) > 0) ? 1 : 0;
  }
};

/** Settles a bet's units against a region's result. */
export const settleVnBet = (
  region: VnRegion,
  type: VnBetType,
  units: readonly BetUnit[],
  stakePerUnit: bigint,
  odds: Multiplier,
  result: VnResult,
): Settlement => {
  const checked = checkVnResult(region, result);
  return settleUnits(units, stakePerUnit, odds, (unit) => vnUnitHits(region, type, unit, checked));
};

/**
 * The expected hits of one unit when every digit is drawn uniformly: a bao lô's covered numbers
 * each end in it with chance 10^-digits; a xiên wins when each of its k pairs ends at least one of
 * the region's numbers (inclusion–exclusion over the pairs missing).
 */
export const vnExpectedHits = (region: VnRegion, type: VnBetType): number => {
  const size = XIEN_SIZE[type];
  if (size !== undefined) {
    const numbers = coveredCount(region, 2);
    let chance = 0;
    for (let missing = 0; missing <= size; missing += 1) {
      chance += (-1) ** missing * binomial(size, missing) * (1 - missing / 100) ** numbers;
    }
    return chance;
  }
  return vnCostFactor(region, type) / 10 ** VN_DIGITS[type];
};

/** The return to player of a bet type at given odds: expected hits times the odds, over the cost. */
export const vnRtp = (region: VnRegion, type: VnBetType, odds: Multiplier): number =>
  (vnExpectedHits(region, type) * odds.num) / odds.den / vnCostFactor(region, type);

const odds = (value: number): Multiplier => ({ num: Math.round(value * 100), den: 100 });

/**
 * The odds a fresh install starts with (paid per hit, per unit staked), the market's usual figures
 * (a 55% to 75% return; a xiên's set from its region's chance to about 75%). The operator sets its
 * own per game.
 */
export const DEFAULT_VN_ODDS: Record<VnRegion, Record<VnBetType, Multiplier>> = (() => {
  const common = {
    LO2: odds(75),
    LO3: odds(650),
    LO4: odds(5500),
    DE: odds(75),
    DE_HEAD: odds(7.5),
    DE_TAIL: odds(7.5),
    DAU: odds(75),
    XIU_CHU: odds(650),
  };
  const south = { ...common, XIEN2: odds(28), XIEN3: odds(190), XIEN4: odds(1300) };
  return {
    NORTH: { ...common, XIEN2: odds(14), XIEN3: odds(60), XIEN4: odds(280) },
    CENTRAL: south,
    SOUTH: south,
  };
})();
