import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.ts';
import { problemOf } from './bet-problems-testing.ts';
import { countUnits, LotteryBetError, orderCost, type BetProblem } from './bets.ts';
import {
  checkVnResult,
  DEFAULT_VN_ODDS,
  expandVnBet,
  settleVnBet,
  VN_BET_TYPES,
  VN_LAYOUT,
  vnCostFactor,
  vnExpectedHits,
  vnRtp,
  vnUnitHits,
  type VnBet,
  type VnRegion,
  type VnResult,
} from './vn.ts';

/**
 * A North result written so that its lô (last two digits) are easy to count by hand:
 * 45 seven times, 90 six, 01 five, 12 three, and 02 03 04 05 23 34 once each (27 numbers).
 */
const NORTH: VnResult = {
  SPECIAL: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22290'],
  G3: ['33345', '44401', '55502', '66603', '77704', '88805'],
  G4: ['1245', '2390', '3401', '4512'],
  G5: ['5645', '6790', '7801', '8912', '9023', '0134'],
  G6: ['345', '790', '801'],
  G7: ['45', '90', '01', '12'],
};

/** A South result: 56 ends eight of its 18 numbers; 34 one. */
const SOUTH: VnResult = {
  SPECIAL: ['123456'],
  G1: ['98756'],
  G2: ['45656'],
  G3: ['11223', '44556'],
  G4: ['10001', '20002', '30003', '40004', '50005', '60006', '70056'],
  G5: ['7856'],
  G6: ['1234', '5678', '9012'],
  G7: ['456'],
  G8: ['56'],
};

const STAKE = 1000n;

const settle = (region: VnRegion, bet: VnBet, result: VnResult) => {
  const units = expandVnBet(region, bet);
  const settled = settleVnBet(region, bet.type, units, STAKE, DEFAULT_VN_ODDS[region][bet.type], result);
  return {
    units: units.length,
    cost: orderCost(units, STAKE),
    payout: settled.payout,
    hits: settled.winningUnits.map((unit) => unit.hits),
  };
};

describe('Vietnamese prize tables', () => {
  it('hold 27 numbers in the North and 18 in the South and Centre', () => {
    const count = (region: VnRegion) => VN_LAYOUT[region].reduce((sum, tier) => sum + tier.count, 0);
    expect([count('NORTH'), count('CENTRAL'), count('SOUTH')]).toEqual([27, 18, 18]);
  });

  it('accept a result of exactly the region’s tiers, counts and digits', () => {
    expect(checkVnResult('NORTH', NORTH)).toBe(NORTH);
    expect(checkVnResult('SOUTH', SOUTH)).toBe(SOUTH);
    expect(() => checkVnResult('NORTH', SOUTH)).toThrow(RangeError);
    expect(() => checkVnResult('SOUTH', NORTH)).toThrow(/G8 needs 1 numbers of 2 digits/);
    expect(() => checkVnResult('NORTH', { ...NORTH, G7: ['45', '90', '01'] })).toThrow(/G7 needs 4/);
    expect(() => checkVnResult('NORTH', { ...NORTH, SPECIAL: ['1234'] })).toThrow(
      /SPECIAL needs 1 numbers of 5/,
    );
    expect(() => checkVnResult('NORTH', { ...NORTH, G6: ['345', '790', '8O1'] })).toThrow(RangeError);
    expect(() => checkVnResult('NORTH', { ...NORTH, G8: ['11'] })).toThrow(/unexpected tiers/);
  });
});

describe('Vietnamese bet settlement against results computed by hand (stake 10.00 per unit, default odds)', () => {
  it.each<
    [string, VnRegion, VnBet, VnResult, { units: number; cost: bigint; payout: bigint; hits: number[] }]
  >([
    // Bao lô 2 covers all 27 numbers: 45 ends seven, 12 three, 99 none.
    [
      'bao lô 2 (North)',
      'NORTH',
      { type: 'LO2', picks: [['45', '12', '99']] },
      NORTH,
      { units: 3, cost: 81_000n, payout: 750_000n, hits: [7, 3] },
    ],
    // Bao lô 3 covers the 23 numbers of 3+ digits: 345 ends the special, a G3 and the G6; 890 the G1.
    [
      'bao lô 3 (North)',
      'NORTH',
      { type: 'LO3', picks: [['345', '890', '999']] },
      NORTH,
      { units: 3, cost: 69_000n, payout: 2_600_000n, hits: [3, 1] },
    ],
    // Bao lô 4 covers the 20 numbers of 4+ digits: 2345 ends the special (33345 ends 3345), 1245 is a G4.
    [
      'bao lô 4 (North)',
      'NORTH',
      { type: 'LO4', picks: [['2345', '1245', '0000']] },
      NORTH,
      { units: 3, cost: 60_000n, payout: 11_000_000n, hits: [1, 1] },
    ],
    [
      'đề (North)',
      'NORTH',
      { type: 'DE', picks: [['45', '54']] },
      NORTH,
      { units: 2, cost: 2_000n, payout: 75_000n, hits: [1] },
    ],
    [
      'đề head digit (North)',
      'NORTH',
      { type: 'DE_HEAD', picks: [['4', '5']] },
      NORTH,
      { units: 2, cost: 2_000n, payout: 7_500n, hits: [1] },
    ],
    [
      'đề tail digit (North)',
      'NORTH',
      { type: 'DE_TAIL', picks: [['4', '5']] },
      NORTH,
      { units: 2, cost: 2_000n, payout: 7_500n, hits: [1] },
    ],
    // Đầu covers the four G7 numbers 45 90 01 12.
    [
      'đầu (North)',
      'NORTH',
      { type: 'DAU', picks: [['45', '90', '33']] },
      NORTH,
      { units: 3, cost: 12_000n, payout: 150_000n, hits: [1, 1] },
    ],
    // Xỉu chủ covers the special's last three (345) and the three G6 numbers (345 790 801).
    [
      'xỉu chủ (North)',
      'NORTH',
      { type: 'XIU_CHU', picks: [['345', '790', '111']] },
      NORTH,
      { units: 3, cost: 12_000n, payout: 1_950_000n, hits: [2, 1] },
    ],
    // Pairs (45,90) (45,99) (90,99): only the first has both numbers among the lô.
    [
      'xiên 2 (North)',
      'NORTH',
      { type: 'XIEN2', picks: [['45', '90', '99']] },
      NORTH,
      { units: 3, cost: 3_000n, payout: 14_000n, hits: [1] },
    ],
    [
      'xiên 3 (North)',
      'NORTH',
      { type: 'XIEN3', picks: [['45', '90', '01', '99']] },
      NORTH,
      { units: 4, cost: 4_000n, payout: 60_000n, hits: [1] },
    ],
    [
      'xiên 4 (North)',
      'NORTH',
      { type: 'XIEN4', picks: [['45', '90', '01', '12']] },
      NORTH,
      { units: 1, cost: 1_000n, payout: 280_000n, hits: [1] },
    ],
    [
      'bao lô 2 (South)',
      'SOUTH',
      { type: 'LO2', picks: [['56', '34']] },
      SOUTH,
      { units: 2, cost: 36_000n, payout: 675_000n, hits: [8, 1] },
    ],
    // The South's 17 numbers of 3+ digits: 456 ends the special and the G7; 056 the last G4.
    [
      'bao lô 3 (South)',
      'SOUTH',
      { type: 'LO3', picks: [['456', '056']] },
      SOUTH,
      { units: 2, cost: 34_000n, payout: 1_950_000n, hits: [2, 1] },
    ],
    [
      'đề (South)',
      'SOUTH',
      { type: 'DE', picks: [['56']] },
      SOUTH,
      { units: 1, cost: 1_000n, payout: 75_000n, hits: [1] },
    ],
    // Đầu is the South's one G8 number.
    [
      'đầu (South)',
      'SOUTH',
      { type: 'DAU', picks: [['56', '12']] },
      SOUTH,
      { units: 2, cost: 2_000n, payout: 75_000n, hits: [1] },
    ],
    // Xỉu chủ covers the special's 456 and the G7's 456; 70056 is a G4, not covered.
    [
      'xỉu chủ (South)',
      'SOUTH',
      { type: 'XIU_CHU', picks: [['456', '056']] },
      SOUTH,
      { units: 2, cost: 4_000n, payout: 1_300_000n, hits: [2] },
    ],
    [
      'xiên 2 (South)',
      'SOUTH',
      { type: 'XIEN2', picks: [['56', '34']] },
      SOUTH,
      { units: 1, cost: 1_000n, payout: 28_000n, hits: [1] },
    ],
    [
      'a losing xiên 3 (South)',
      'SOUTH',
      { type: 'XIEN3', picks: [['56', '34', '99']] },
      SOUTH,
      { units: 1, cost: 1_000n, payout: 0n, hits: [] },
    ],
  ])('%s', (_name, region, bet, result, expected) => {
    expect(settle(region, bet, result)).toEqual(expected);
  });

  it('refuses to settle on a result that is not the region’s', () => {
    const units = expandVnBet('SOUTH', { type: 'LO2', picks: [['56']] });
    expect(() => settleVnBet('SOUTH', 'LO2', units, STAKE, DEFAULT_VN_ODDS.SOUTH.LO2, NORTH)).toThrow(
      RangeError,
    );
  });
});

describe('Vietnamese bet validation', () => {
  it.each<[string, VnBet, BetProblem]>([
    ['a one-digit bao lô', { type: 'LO2', picks: [['5']] }, 'BAD_PICKS'],
    ['a number twice', { type: 'LO2', picks: [['05', '05']] }, 'BAD_PICKS'],
    ['two rows', { type: 'DE', picks: [['05'], ['06']] }, 'BAD_PICKS'],
    ['no number', { type: 'DE', picks: [[]] }, 'BAD_PICKS'],
    ['a xiên 3 of two numbers', { type: 'XIEN3', picks: [['05', '06']] }, 'BAD_PICKS'],
    ['a number with a control character', { type: 'LO3', picks: [['12\n']] }, 'BAD_PICKS'],
    ['a huge number', { type: 'LO4', picks: [['99999999999999999999']] }, 'BAD_PICKS'],
    ['a made-up type', { type: 'LO9' as VnBet['type'], picks: [['05']] }, 'UNKNOWN_TYPE'],
    [
      'a xiên 4 of 20 numbers (4,845 units)',
      { type: 'XIEN4', picks: [Array.from({ length: 20 }, (_, n) => String(n).padStart(2, '0'))] },
      'TOO_MANY_UNITS',
    ],
  ])('refuses %s', (_name, bet, problem) => {
    expect(problemOf(() => expandVnBet('NORTH', bet))).toBe(problem);
  });

  it('counts the units the slip shows: one per number, one per combination of a xiên', () => {
    const hundred = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    expect(countUnits(() => expandVnBet('NORTH', { type: 'LO2', picks: [hundred] }))).toBe(100);
    expect(countUnits(() => expandVnBet('NORTH', { type: 'XIEN2', picks: [hundred.slice(0, 10)] }))).toBe(45);
    expect(countUnits(() => expandVnBet('NORTH', { type: 'XIEN4', picks: [hundred.slice(0, 10)] }))).toBe(
      210,
    );
    expect(countUnits(() => expandVnBet('NORTH', { type: 'XIEN3', picks: [hundred.slice(0, 2)] }))).toBe(0);
    expect(() =>
      countUnits(() => expandVnBet('NORTH', { type: 'XIEN4', picks: [hundred.slice(0, 20)] })),
    ).toThrow(LotteryBetError);
  });

  it('costs a unit one stake per number it covers', () => {
    const factors = (region: VnRegion) => VN_BET_TYPES.map((type) => vnCostFactor(region, type));
    // LO2 LO3 LO4 DE DE_HEAD DE_TAIL DAU XIU_CHU XIEN2 XIEN3 XIEN4
    expect(factors('NORTH')).toEqual([27, 23, 20, 1, 1, 1, 4, 4, 1, 1, 1]);
    expect(factors('SOUTH')).toEqual([18, 17, 16, 1, 1, 1, 1, 2, 1, 1, 1]);
    expect(factors('CENTRAL')).toEqual(factors('SOUTH'));
  });
});

/** A result of uniformly drawn digits in the region's layout. */
const randomResult = (region: VnRegion, rng: FairRng): VnResult =>
  Object.fromEntries(
    VN_LAYOUT[region].map(({ tier, count, digits }) => [
      tier,
      Array.from({ length: count }, () => Array.from({ length: digits }, () => rng.int(10)).join('')),
    ]),
  );

const SAMPLE_DRAWS = 20_000;
const samples = new Map<VnRegion, VnResult[]>();
/** 20,000 random results of a region, drawn once for every test that samples it. */
const sampleOf = (region: VnRegion): VnResult[] => {
  const cached = samples.get(region);
  if (cached !== undefined) return cached;
  const rng = new FairRng({ serverSeed: 'vn-expected-hits', clientSeed: region, nonce: 0 });
  const results = Array.from({ length: SAMPLE_DRAWS }, () => randomResult(region, rng));
  samples.set(region, results);
  return results;
};

describe('Vietnamese bet returns', () => {
  it.each<[VnRegion, VnBet]>([
    ['NORTH', { type: 'LO2', picks: [['37']] }],
    ['NORTH', { type: 'DAU', picks: [['37']] }],
    ['NORTH', { type: 'XIEN2', picks: [['37', '73']] }],
    ['SOUTH', { type: 'LO2', picks: [['37']] }],
    ['SOUTH', { type: 'XIEN2', picks: [['37', '73']] }],
  ])('%s %o: the expected hits match 20,000 random results within 4 standard errors', (region, bet) => {
    const [unit] = expandVnBet(region, bet);
    const hits = sampleOf(region).map((result) => vnUnitHits(region, bet.type, unit!, result));
    const mean = hits.reduce((a, b) => a + b, 0) / SAMPLE_DRAWS;
    const variance = hits.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (SAMPLE_DRAWS - 1);
    expect(mean).toBeGreaterThan(0);
    expect(Math.abs(mean - vnExpectedHits(region, bet.type))).toBeLessThan(
      4 * Math.sqrt(variance / SAMPLE_DRAWS),
    );
  });

  it('start with the market’s house edge: a return between 55% (4-digit bao lô) and 80%', () => {
    for (const region of ['NORTH', 'CENTRAL', 'SOUTH'] as const) {
      for (const type of VN_BET_TYPES) {
        const rtp = vnRtp(region, type, DEFAULT_VN_ODDS[region][type]);
        expect([region, type, rtp >= 0.55 && rtp <= 0.8]).toEqual([region, type, true]);
      }
    }
  });
});
