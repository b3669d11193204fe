import { describe, expect, it } from 'vitest';
import { cryptoRandom, drawIndex, type RandomSource } from './draw.ts';

/** mulberry32: a small seeded generator, so the test draws the same 100,000 numbers on every run. */
const seeded = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return Math.floor(unit * max);
  };
};

/** ln Γ(x) (Lanczos). */
const logGamma = (x: number): number => {
  const g = [
    676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  g.forEach((c, i) => {
    sum += c / (z + i + 1);
  });
  const t = z + g.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** The upper regularised incomplete gamma Q(a, x): series below a + 1, continued fraction above. */
const upperGamma = (a: number, x: number): number => {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * 1e-15) break;
    }
    return 1 - front * sum;
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1000; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    c = b + an / c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
};

/** Pearson's goodness of fit of observed counts to weights: the statistic and its p-value. */
const chiSquare = (observed: number[], weights: number[]) => {
  const n = observed.reduce((a, b) => a + b, 0);
  const total = weights.reduce((a, b) => a + b, 0);
  const cells = weights.map((weight, i) => ({ expected: (n * weight) / total, seen: observed[i] ?? 0 }));
  const statistic = cells
    .filter((cell) => cell.expected > 0)
    .reduce((sum, cell) => sum + (cell.seen - cell.expected) ** 2 / cell.expected, 0);
  const freedom = cells.filter((cell) => cell.expected > 0).length - 1;
  return { statistic, p: upperGamma(freedom / 2, statistic / 2) };
};

const DRAWS = 100_000;
/** A wheel as an operator sets it: a big "try again", small money, a rare item, a zero-weight segment. */
const WEIGHTS = [4000, 2500, 1500, 1000, 600, 300, 99, 1, 0];
/** Stable for the fixed seed (the statistic is the same every run), yet far above what a wrong mapping gives. */
const P_THRESHOLD = 0.001;

const tally = (draw: (weights: number[], random: RandomSource) => number, seed: number) => {
  const random = seeded(seed);
  const counts = WEIGHTS.map(() => 0);
  for (let n = 0; n < DRAWS; n += 1) {
    const index = draw(WEIGHTS, random);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
};

describe('the ticket draw', () => {
  it('checks its own statistics: the p-value of known cases', () => {
    // df 1, statistic 3.841: p 0.05; df 5, statistic 20.515: p 0.001; df 8, statistic 0: p 1.
    expect(upperGamma(0.5, 3.841 / 2)).toBeCloseTo(0.05, 3);
    expect(upperGamma(2.5, 20.515 / 2)).toBeCloseTo(0.001, 4);
    expect(upperGamma(4, 0)).toBe(1);
  });

  it('follows the configured weights over 100,000 draws (chi-square goodness of fit)', () => {
    const counts = tally(drawIndex, 20261125);
    const { p } = chiSquare(counts, WEIGHTS);
    expect(p).toBeGreaterThan(P_THRESHOLD);
    expect(counts[WEIGHTS.length - 1]).toBe(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(DRAWS);
  });

  it('fails the same test for a skewed mapping: segments counted from the wrong end', () => {
    const reversed = (weights: number[], random: RandomSource) => drawIndex([...weights].reverse(), random);
    expect(chiSquare(tally(reversed, 20261125), WEIGHTS).p).toBeLessThan(1e-9);
  });

  it('fails the same test for a skewed mapping: a modulo-biased random number', () => {
    const modulo = (weights: number[], random: RandomSource) => {
      const total = weights.reduce((a, b) => a + b, 0);
      const biased: RandomSource = () => random(2 ** 16) % total;
      return drawIndex(weights, biased);
    };
    expect(chiSquare(tally(modulo, 20261125), WEIGHTS).p).toBeLessThan(1e-9);
  });

  it('never draws a zero weight, and refuses an event without any weight', () => {
    for (let n = 0; n < 1000; n += 1) expect(drawIndex([0, 3, 0, 1], cryptoRandom)).not.toBe(0);
    expect(() => drawIndex([0, 0], cryptoRandom)).toThrow();
    expect(() => drawIndex([1, 1], () => 2)).toThrow();
  });
});
