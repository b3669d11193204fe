import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareCritical999 } from '../goodness-of-fit.ts';
import { problemOf } from './bet-problems-testing.ts';
import { countUnits, MAX_UNITS_PER_ORDER, orderCost, type BetProblem } from './bets.ts';
import {
  DEFAULT_FAST_ODDS,
  drawFastResult,
  expandFastBet,
  FAST_BALLS,
  FAST_BET_TYPES,
  FAST_WIN_CHANCE,
  fastRtp,
  fastUnitHits,
  settleFastBet,
  type FastBet,
  type FastFormat,
} from './fast.ts';

const SERVER_SEED = '9b1e4c7a2d5f8e0b3c6a9d2e5f8b1c4a7d0e3f6b9c2a5d8e1f4b7c0a3d6e9f2b';

const settle = (format: FastFormat, bet: FastBet, digits: number[], stake = 100n) => {
  const units = expandFastBet(format, bet);
  return {
    units: units.length,
    cost: orderCost(units, stake),
    ...settleFastBet(bet.type, units, stake, DEFAULT_FAST_ODDS[bet.type], digits),
  };
};

describe('fast draw results', () => {
  it('are the digits anyone recomputes from the revealed seed with HMAC-SHA256 (node:crypto)', () => {
    for (const drawNo of ['20261126-0001', '20261126-0002', '20261127-1440']) {
      const digest = createHmac('sha256', SERVER_SEED).update(`FAST5-1:${drawNo}:0`).digest();
      // Rejection sampling skips words at or above 4294967290; none of these draws has one.
      const words = Array.from({ length: 5 }, (_, word) => digest.readUInt32BE(word * 4));
      expect(words.every((word) => word < 4_294_967_290)).toBe(true);
      expect(drawFastResult('5D', { serverSeed: SERVER_SEED, gameCode: 'FAST5-1', drawNo })).toEqual(
        words.map((word) => word % 10),
      );
    }
  });

  it('differ by game and draw number under the same seed', () => {
    const of = (gameCode: string, drawNo: string) =>
      drawFastResult('3D', { serverSeed: SERVER_SEED, gameCode, drawNo }).join('');
    const results = new Set([of('FAST3-3', 'a'), of('FAST3-3', 'b'), of('FAST3-5', 'a'), of('FAST3-5', 'b')]);
    expect(results.size).toBe(4);
    expect(of('FAST3-3', 'a')).toMatch(/^[0-9]{3}$/);
  });
});

describe('fast bet settlement against results computed by hand (stake 1.00, default odds)', () => {
  // 3 8 0 5 9: sum 25, big (over 22.5) and odd.
  const FIVE = [3, 8, 0, 5, 9];
  // 4 4 7: sum 15, big (over 13.5) and odd; a pair.
  const THREE = [4, 4, 7];

  it.each<
    [
      string,
      FastFormat,
      FastBet,
      number[],
      { units: number; cost: bigint; payout: bigint; winners: number[] },
    ]
  >([
    // Ball 1 is 3 (wins) or 4; ball 3 is 0 (wins); ball 5 is 1.
    [
      'position digits',
      '5D',
      { type: 'POS', picks: [['3', '4'], [], ['0'], [], ['1']] },
      FIVE,
      { units: 4, cost: 400n, payout: 1960n, winners: [0, 2] },
    ],
    // Ball 1 (3) is small; ball 2 (8) is big; ball 5 (9) is big.
    [
      'position big/small',
      '5D',
      { type: 'POS_BS', picks: [['BIG'], ['BIG', 'SMALL'], [], [], ['SMALL']] },
      FIVE,
      { units: 4, cost: 400n, payout: 198n, winners: [1] },
    ],
    // 3 odd, 8 even, 0 even, 5 odd, 9 odd.
    [
      'position odd/even',
      '5D',
      { type: 'POS_OE', picks: [['ODD'], ['ODD'], ['EVEN'], ['ODD'], ['EVEN']] },
      FIVE,
      { units: 5, cost: 500n, payout: 594n, winners: [0, 2, 3] },
    ],
    [
      'sum big/small',
      '5D',
      { type: 'SUM_BS', picks: [['BIG', 'SMALL']] },
      FIVE,
      { units: 2, cost: 200n, payout: 198n, winners: [0] },
    ],
    [
      'sum odd/even',
      '5D',
      { type: 'SUM_OE', picks: [['EVEN']] },
      FIVE,
      { units: 1, cost: 100n, payout: 0n, winners: [] },
    ],
    [
      '3-digit position',
      '3D',
      { type: 'POS', picks: [['4'], ['7'], ['7']] },
      THREE,
      { units: 3, cost: 300n, payout: 1960n, winners: [0, 2] },
    ],
    [
      '3-digit sum big/small',
      '3D',
      { type: 'SUM_BS', picks: [['SMALL']] },
      THREE,
      { units: 1, cost: 100n, payout: 0n, winners: [] },
    ],
    [
      '3-digit sum odd/even',
      '3D',
      { type: 'SUM_OE', picks: [['ODD']] },
      THREE,
      { units: 1, cost: 100n, payout: 198n, winners: [0] },
    ],
    // 447 and 477: the first is the draw.
    [
      'straight',
      '3D',
      { type: 'STRAIGHT', picks: [['4'], ['4', '7'], ['7']] },
      THREE,
      { units: 2, cost: 200n, payout: 98_000n, winners: [0] },
    ],
    // Pairs (4,7) (4,1) (7,4) (7,1) (1,4) (1,7): 4 twice and 7 once is the first.
    [
      'box of a pair',
      '3D',
      { type: 'BOX3', picks: [['4', '7', '1']] },
      THREE,
      { units: 6, cost: 600n, payout: 32_600n, winners: [0] },
    ],
    // A box of three different digits never wins on a pair.
    [
      'box of three on a pair',
      '3D',
      { type: 'BOX6', picks: [['4', '7', '1']] },
      THREE,
      { units: 1, cost: 100n, payout: 0n, winners: [] },
    ],
    [
      'box of three',
      '3D',
      { type: 'BOX6', picks: [['4', '7', '1', '2']] },
      [1, 7, 4],
      { units: 4, cost: 400n, payout: 16_300n, winners: [0] },
    ],
  ])('%s', (_name, format, bet, digits, expected) => {
    const { units, cost, payout, winningUnits } = settle(format, bet, digits);
    expect({ units, cost, payout, winners: winningUnits.map((unit) => unit.index) }).toEqual(expected);
  });

  it('splits big and small at the middle of the sums: 22 | 23 with five balls, 13 | 14 with three', () => {
    const side = (digits: number[]) =>
      fastUnitHits('SUM_BS', { options: ['BIG'], costFactor: 1 }, digits) === 1 ? 'BIG' : 'SMALL';
    expect([side([9, 9, 4, 0, 0]), side([9, 9, 5, 0, 0]), side([9, 4, 0]), side([9, 5, 0])]).toEqual([
      'SMALL',
      'BIG',
      'SMALL',
      'BIG',
    ]);
  });

  it('rounds each winning unit down once, in minor units', () => {
    // 0.03 × 1.98 = 0.0594: 5 minor units, not 6.
    expect(settle('5D', { type: 'SUM_OE', picks: [['ODD']] }, FIVE, 3n).payout).toBe(5n);
  });
});

describe('fast bet validation', () => {
  it.each<[string, FastFormat, FastBet, BetProblem]>([
    [
      'a straight in the five-ball game',
      '5D',
      { type: 'STRAIGHT', picks: [['1'], ['2'], ['3']] },
      'UNKNOWN_TYPE',
    ],
    ['a made-up type', '5D', { type: 'JACKPOT' as FastBet['type'], picks: [['1']] }, 'UNKNOWN_TYPE'],
    ['too few rows for the balls', '5D', { type: 'POS', picks: [['1'], [], []] }, 'BAD_PICKS'],
    ['no digit at all', '5D', { type: 'POS', picks: [[], [], [], [], []] }, 'BAD_PICKS'],
    ['a digit twice', '3D', { type: 'POS', picks: [['1', '1'], [], []] }, 'BAD_PICKS'],
    ['two digits in one option', '3D', { type: 'POS', picks: [['12'], [], []] }, 'BAD_PICKS'],
    ['a side that is not one', '5D', { type: 'SUM_BS', picks: [['ODD']] }, 'BAD_PICKS'],
    ['a straight row left empty', '3D', { type: 'STRAIGHT', picks: [['1'], [], ['3']] }, 'BAD_PICKS'],
    ['a pair box of one digit', '3D', { type: 'BOX3', picks: [['1']] }, 'BAD_PICKS'],
    ['a three box of two digits', '3D', { type: 'BOX6', picks: [['1', '2']] }, 'BAD_PICKS'],
    ['a control character', '3D', { type: 'BOX6', picks: [['1', '2', '3\u0000']] }, 'BAD_PICKS'],
  ])('refuses %s', (_name, format, bet, problem) => {
    expect(problemOf(() => expandFastBet(format, bet))).toBe(problem);
    expect(countUnits(() => expandFastBet(format, bet))).toBe(0);
  });

  it('counts the units the slip shows before placing, up to the order limit', () => {
    const all = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(countUnits(() => expandFastBet('3D', { type: 'STRAIGHT', picks: [all, all, all] }))).toBe(
      MAX_UNITS_PER_ORDER,
    );
    expect(countUnits(() => expandFastBet('3D', { type: 'BOX3', picks: [all] }))).toBe(90);
    expect(countUnits(() => expandFastBet('3D', { type: 'BOX6', picks: [all] }))).toBe(120);
    expect(countUnits(() => expandFastBet('5D', { type: 'POS', picks: [all, all, all, all, all] }))).toBe(50);
  });
});

describe('fast bet odds', () => {
  it('state each bet type’s exact win chance (counted over every possible draw)', () => {
    for (const format of ['3D', '5D'] as const) {
      const draws = 10 ** FAST_BALLS[format];
      const sample: Record<string, FastBet> = {
        POS: {
          type: 'POS',
          picks: Array.from({ length: FAST_BALLS[format] }, (_, ball) => (ball === 1 ? ['6'] : [])),
        },
        POS_BS: {
          type: 'POS_BS',
          picks: Array.from({ length: FAST_BALLS[format] }, (_, ball) => (ball === 0 ? ['BIG'] : [])),
        },
        POS_OE: {
          type: 'POS_OE',
          picks: Array.from({ length: FAST_BALLS[format] }, (_, ball) => (ball === 2 ? ['EVEN'] : [])),
        },
        SUM_BS: { type: 'SUM_BS', picks: [['BIG']] },
        SUM_OE: { type: 'SUM_OE', picks: [['ODD']] },
        STRAIGHT: { type: 'STRAIGHT', picks: [['2'], ['0'], ['9']] },
        BOX3: { type: 'BOX3', picks: [['5', '8']] },
        BOX6: { type: 'BOX6', picks: [['1', '3', '6']] },
      };
      for (const type of FAST_BET_TYPES[format]) {
        const [unit] = expandFastBet(format, sample[type]!);
        let wins = 0;
        for (let draw = 0; draw < draws; draw += 1) {
          const digits = String(draw).padStart(FAST_BALLS[format], '0').split('').map(Number);
          wins += fastUnitHits(type, unit!, digits);
        }
        expect([format, type, wins / draws]).toEqual([format, type, FAST_WIN_CHANCE[type]]);
      }
    }
  });

  it('start at a return between 97.5% and 99% for every bet type', () => {
    for (const type of FAST_BET_TYPES['3D']) {
      expect(fastRtp(type, DEFAULT_FAST_ODDS[type])).toBeGreaterThanOrEqual(0.975);
      expect(fastRtp(type, DEFAULT_FAST_ODDS[type])).toBeLessThanOrEqual(0.99);
    }
  });
});

/** How often each value in [0, buckets) occurs. */
const countsOf = (buckets: number, values: readonly number[]) => {
  const counts = new Array<number>(buckets).fill(0);
  for (const value of values) counts[value] = counts[value]! + 1;
  return counts;
};

describe('fast draws: distribution over 100,000 draws (fixed seed, 0.999 critical value)', () => {
  const DRAWS = 100_000;
  const results = Array.from({ length: DRAWS }, (_, draw) =>
    drawFastResult('5D', { serverSeed: SERVER_SEED, gameCode: 'FAST5-1', drawNo: String(draw) }),
  );

  it('draws every digit equally often at every ball', () => {
    for (let ball = 0; ball < 5; ball += 1) {
      const counts = countsOf(
        10,
        results.map((digits) => digits[ball]!),
      );
      expect(chiSquare(counts, DRAWS / 10)).toBeLessThan(chiSquareCritical999(9));
    }
  });

  it('draws neighbouring balls independently (every pair of digits equally often)', () => {
    for (let ball = 0; ball < 4; ball += 1) {
      const counts = countsOf(
        100,
        results.map((digits) => digits[ball]! * 10 + digits[ball + 1]!),
      );
      expect(chiSquare(counts, DRAWS / 100)).toBeLessThan(chiSquareCritical999(99));
    }
  });

  it('lands big and odd sums half the time each', () => {
    const big = results.filter((digits) => digits.reduce((a, b) => a + b, 0) >= 23).length;
    const odd = results.filter((digits) => digits.reduce((a, b) => a + b, 0) % 2 === 1).length;
    expect(chiSquare([big, DRAWS - big], DRAWS / 2)).toBeLessThan(chiSquareCritical999(1));
    expect(chiSquare([odd, DRAWS - odd], DRAWS / 2)).toBeLessThan(chiSquareCritical999(1));
  });
});
