import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRng, hashServerSeed, type SeedTriple } from './fair.ts';
import { chiSquare, chiSquareCritical999 } from './goodness-of-fit.ts';
import { placeMines } from './mines.ts';

const SERVER_SEED = '3f9c2a7e5b1d4c8f0a6e2d9b7c4f1a3e8d5b2c7f9a0e4d6b1c3f8a2e7d5b9c0f';

const seeds = (clientSeed: string, nonce = 0): SeedTriple => ({ serverSeed: SERVER_SEED, clientSeed, nonce });

/** Draws `rounds` values in [0, buckets) and returns how often each came up. */
const tally = (buckets: number, rounds: number, draw: (round: number) => number): number[] => {
  const counts = new Array<number>(buckets).fill(0);
  for (let round = 0; round < rounds; round += 1) {
    const bucket = draw(round);
    counts[bucket] = counts[bucket]! + 1;
  }
  return counts;
};

/** The HMAC-SHA256 block read as big-endian 32-bit words, computed independently with node:crypto. */
const hmacWords = (message: string): number[] => {
  const digest = createHmac('sha256', SERVER_SEED).update(message).digest();
  return Array.from({ length: 8 }, (_, word) => digest.readUInt32BE(word * 4));
};

/** A FairRng whose 32-bit words come from a script instead of the HMAC stream. */
class ScriptedRng extends FairRng {
  readonly #words: number[];

  constructor(words: number[]) {
    super(seeds('scripted'));
    this.#words = [...words];
  }

  override nextUint32(): number {
    const word = this.#words.shift();
    if (word === undefined) throw new Error('the script ran out of words');
    return word;
  }

  get unread(): number {
    return this.#words.length;
  }
}

describe('the Wilson–Hilferty critical value', () => {
  it('is slightly above the tabulated 0.999 quantiles', () => {
    const table: [df: number, exact: number, tolerance: number][] = [
      [1, 10.828, 0.031],
      [5, 20.515, 0.012],
      [24, 51.179, 0.003],
      [36, 67.985, 0.002],
      [99, 148.23, 0.001],
    ];
    for (const [df, exact, tolerance] of table) {
      expect(chiSquareCritical999(df) / exact - 1).toBeGreaterThan(0);
      expect(chiSquareCritical999(df) / exact - 1).toBeLessThan(tolerance);
    }
  });
});

describe('FairRng.int goodness of fit (fixed seeds, 0.999 critical value)', () => {
  it.each([
    { n: 2, rounds: 20_000 },
    { n: 6, rounds: 30_000 },
    { n: 37, rounds: 37_000 },
    { n: 25, rounds: 25_000 },
  ])('int($n) over $rounds draws', ({ n, rounds }) => {
    const rng = new FairRng(seeds(`int-${n}`));
    const counts = tally(n, rounds, () => rng.int(n));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(rounds);
    expect(chiSquare(counts, rounds / n)).toBeLessThan(chiSquareCritical999(n - 1));
  });

  it('int(10000) in 100 groups of 100 rolls (the dice roll)', () => {
    const rng = new FairRng(seeds('int-10000'));
    const rounds = 50_000;
    const counts = tally(100, rounds, () => Math.floor(rng.int(10_000) / 100));
    expect(chiSquare(counts, rounds / 100)).toBeLessThan(chiSquareCritical999(99));
  });

  it('the mine cell of a 1-mine round, one nonce per round as the game plays', () => {
    const rounds = 12_500;
    const counts = tally(25, rounds, (nonce) => placeMines(new FairRng(seeds('mines', nonce)), 1)[0]!);
    expect(chiSquare(counts, rounds / 25)).toBeLessThan(chiSquareCritical999(24));
  });
});

describe('FairRng derivation', () => {
  it('reads HMAC-SHA256(serverSeed, "clientSeed:nonce") then "clientSeed:nonce:1", ":2" as big-endian words', () => {
    const rng = new FairRng(seeds('player-7', 42));
    const words = Array.from({ length: 24 }, () => rng.nextUint32());
    expect(words).toEqual([
      ...hmacWords('player-7:42'),
      ...hmacWords('player-7:42:1'),
      ...hmacWords('player-7:42:2'),
    ]);
  });

  it('draws int(n) from the first word when it is below the limit', () => {
    const [first] = hmacWords('player-7:43');
    const limit = 2 ** 32 - (2 ** 32 % 37);
    expect(first).toBeLessThan(limit);
    expect(new FairRng(seeds('player-7', 43)).int(37)).toBe(first! % 37);
  });

  it('commits to SHA-256 of the server seed', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });
});

describe('FairRng rejection sampling', () => {
  it('skips words at or above the largest multiple of n below 2^32', () => {
    // 2^32 mod 6 = 4, so the limit is 4 294 967 292: both the limit and 2^32 − 1 are skipped.
    const rng = new ScriptedRng([0xffff_ffff, 4_294_967_292, 4_294_967_291, 7]);
    expect(rng.int(6)).toBe(4_294_967_291 % 6);
    expect(rng.unread).toBe(1);
  });

  it('skips only 2^32 − 1 for n = 3', () => {
    const rng = new ScriptedRng([0xffff_ffff, 0xffff_fffe]);
    expect(rng.int(3)).toBe(0xffff_fffe % 3);
    expect(rng.unread).toBe(0);
  });

  it('rejects almost half of the words just above 2^31', () => {
    const n = 2 ** 31 + 1;
    const rng = new ScriptedRng([2 ** 31 + 1, 0xffff_ffff, 2 ** 31]);
    expect(rng.int(n)).toBe(2 ** 31);
    expect(rng.unread).toBe(0);
  });

  it('never rejects for a power of two', () => {
    const rng = new ScriptedRng([0xffff_ffff, 0]);
    expect(rng.int(2)).toBe(1);
    expect(rng.unread).toBe(1);
  });

  it('applies to every step of sample', () => {
    // 25: limit 4 294 967 275; 24: limit 4 294 967 280.
    const rng = new ScriptedRng([4_294_967_280, 3, 4_294_967_295, 0]);
    expect(rng.sample(25, 2)).toEqual([3, 1]);
    expect(rng.unread).toBe(0);
  });
});
