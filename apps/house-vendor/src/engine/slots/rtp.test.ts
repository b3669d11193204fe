import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.ts';
import { spinSlot, type SlotOutcome, type SlotRng, type SlotTitle } from './engine.ts';
import { exactRtp, roundMoments, stdDev } from './rtp.ts';
import { SLOT_TITLES } from './titles.ts';

const TITLES = Object.values(SLOT_TITLES);

/**
 * A title small enough to play every possible sequence of draws: 3 reels of 4 symbols, 2 rows, free
 * spins that retrigger often and hit their cap of 2, and a trigger (two scatters) that pays nothing
 * itself, so a round can trigger and still win nothing.
 */
const TINY: SlotTitle = {
  code: 'tiny',
  name: 'Tiny',
  symbols: ['a', 'b', 'w', 's'],
  wild: 'w',
  scatter: 's',
  rows: 2,
  reels: [
    ['a', 'w', 'b', 's'],
    ['b', 'a', 's', 'w'],
    ['a', 's', 'w', 'b'],
  ],
  freeSpinReels: [
    ['a', 'w', 's', 'b'],
    ['w', 'a', 'b', 's'],
    ['s', 'a', 'b', 'a'],
  ],
  paylines: [
    [0, 0, 0],
    [1, 1, 1],
    [0, 1, 0],
  ],
  pays: { a: [4], b: [2], w: [10] },
  scatterPays: [0, 0, 0, 3],
  freeSpins: { awards: [0, 0, 1, 2], multiplier: 3, cap: 2 },
  jackpotOdds: 2,
  statedRtp: 0,
};

/** Runs `play` along every sequence of draws it can make (an odometer over the draws), with its probability. */
const everyPath = (play: (rng: SlotRng) => SlotOutcome, visit: (p: number, outcome: SlotOutcome) => void) => {
  const draws: number[] = [];
  const sizes: number[] = [];
  do {
    let next = 0;
    let p = 1;
    const outcome = play({
      int(n) {
        if (next === draws.length) {
          draws.push(0);
          sizes.push(n);
        }
        p /= n;
        const value = draws[next]!;
        next += 1;
        return value;
      },
    });
    visit(p, outcome);
    while (draws.length > 0 && draws.at(-1)! + 1 === sizes.at(-1)) {
      draws.pop();
      sizes.pop();
    }
    if (draws.length > 0) draws[draws.length - 1]! += 1;
  } while (draws.length > 0);
};

describe('exactRtp', () => {
  it('matches playing every possible round of a tiny title, free spins, retriggers and cap included', () => {
    const lines = TINY.paylines.length;
    let paths = 0;
    let total = 0;
    let base = 0;
    let square = 0;
    let hits = 0;
    let triggers = 0;
    let capped = 0;
    everyPath(
      (rng) => spinSlot(TINY, rng),
      (p, outcome) => {
        const value = outcome.totalUnits / lines;
        paths += 1;
        total += p * value;
        base += (p * outcome.spins[0]!.units) / lines;
        square += p * value * value;
        if (value > 0) hits += p;
        if (outcome.spins.length > 1) triggers += p;
        if (outcome.spins.length === 1 + TINY.freeSpins.cap) capped += p;
      },
    );
    const rtp = exactRtp(TINY);
    expect(paths).toBeGreaterThan(100_000);
    expect(capped).toBeGreaterThan(0.1);
    expect(rtp.total).toBeCloseTo(total, 9);
    expect(rtp.base).toBeCloseTo(base, 9);
    expect(rtp.freeSpins).toBeCloseTo(total - base, 9);
    expect(rtp.hitFrequency).toBeCloseTo(hits, 9);
    expect(rtp.freeSpinTriggerChance).toBeCloseTo(triggers, 9);
    expect(roundMoments(TINY).mean).toBeCloseTo(total, 9);
    expect(stdDev(TINY)).toBeCloseTo(Math.sqrt(square - total * total), 9);
  });

  it.each(TITLES)('states the exact RTP of $name to 4 decimals', (title) => {
    expect(Math.round(exactRtp(title).total * 10_000) / 10_000).toBe(title.statedRtp);
  });

  it.each(TITLES)('agrees with the full enumeration of $name by another route', (title) => {
    expect(roundMoments(title).mean).toBeCloseTo(exactRtp(title).total, 9);
  });
});

describe('the titles', () => {
  it.each(TITLES)('never show two scatters in one window of $name', (title) => {
    for (const strip of [...title.reels, ...title.freeSpinReels]) {
      strip.forEach((_, stop) => {
        const window = Array.from({ length: title.rows }, (_, row) => strip[(stop + row) % strip.length]);
        expect(window.filter((symbol) => symbol === title.scatter).length).toBeLessThanOrEqual(1);
      });
    }
  });

  it('differ in volatility as designed, each measurable to 0.2 pp in 10 million spins', () => {
    const sigmas = [SLOT_TITLES.sakura, SLOT_TITLES.neon, SLOT_TITLES.dragon].map(stdDev);
    expect([...sigmas].sort((a, b) => a - b)).toEqual(sigmas);
    for (const sigma of sigmas) expect(sigma / Math.sqrt(10_000_000)).toBeLessThan(0.002);
  });

  it.each(TITLES)('return close to the stated RTP over 200,000 fair spins of $name', (title) => {
    const spins = 200_000;
    const seeds = {
      serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      clientSeed: 'rtp',
    };
    let units = 0;
    for (let nonce = 0; nonce < spins; nonce += 1)
      units += spinSlot(title, new FairRng({ ...seeds, nonce })).totalUnits;
    const measured = units / title.paylines.length / spins;
    // Five standard errors: a fixed seed makes this deterministic, the margin keeps it honest.
    expect(Math.abs(measured - title.statedRtp)).toBeLessThan((5 * stdDev(title)) / Math.sqrt(spins));
  });
});
