import { compileTitle, evaluateLine, type CompiledTitle, type LineResult, type SlotTitle } from './engine.ts';

/**
 * The exact maths of a slot title, without simulation. Reels stop independently and uniformly, so
 * every row of a reel shows the strip's symbol mix and the expected win of one line is a sum over
 * symbol tuples; a stake is one unit per line, so by linearity the line RTP is exactly that
 * expected win of one line. A window shows at most one scatter (the engine enforces it), so the
 * scatter count adds up independent per-reel events. Free spins: whether a free spin is played
 * depends only on the spins before it, so their expected win is the expected number played
 * (exact, cap included) times the expected win of one free spin.
 *
 * Hit frequency and spread depend on how the lines of one spin move together, so they come from
 * enumerating every combination of stops, pruned as soon as the later reels can no longer matter.
 */

export interface SlotRtp {
  /** Return of the paid spin's own line and scatter wins, in stakes. */
  base: number;
  /** Return of the free spins it leads to, in stakes. */
  freeSpins: number;
  total: number;
  /** Chance that a paid round returns anything. */
  hitFrequency: number;
  freeSpinTriggerChance: number;
}

export interface RoundMoments {
  /** E[return], in stakes: the total RTP again, by another route. */
  mean: number;
  /** E[return²], in stakes squared. */
  secondMoment: number;
}

/** One spin (before any multiplier) by the number of scatters in view (index), win in units. */
interface SpinMoments {
  /** P(count). */
  p: Float64Array;
  /** E[win; count]; only when enumerated in full. */
  m1: Float64Array;
  /** E[win²; count]; only when enumerated in full. */
  m2: Float64Array;
  /** P(win = 0, count). */
  zero: Float64Array;
}

const lineResult: LineResult = { symbol: 0, count: 0 };

/** P(window of reel r shows the scatter) for each reel. */
const scatterChances = (c: CompiledTitle, strips: Uint8Array[]): number[] =>
  strips.map((strip) => (strip.filter((symbol) => symbol === c.scatter).length * c.rows) / strip.length);

/** Distribution of the number of reels, among reels `from..`, whose window shows the scatter. */
const scatterCounts = (chances: readonly number[], from = 0): Float64Array => {
  const counts = new Float64Array(chances.length - from + 1);
  counts[0] = 1;
  chances.slice(from).forEach((chance, i) => {
    for (let n = i + 1; n >= 0; n -= 1)
      counts[n] = counts[n]! * (1 - chance) + (n > 0 ? counts[n - 1]! * chance : 0);
  });
  return counts;
};

/** Expected win of one line in units, over all symbol tuples. */
const lineExpectation = (c: CompiledTitle, strips: Uint8Array[]): number => {
  const marginals = strips.map((strip) => {
    const weights = new Float64Array(c.symbols.length);
    for (const symbol of strip) weights[symbol] = weights[symbol]! + 1 / strip.length;
    return weights;
  });
  const cells = new Uint8Array(c.reelCount);
  const visit = (r: number, probability: number): number => {
    if (r === c.reelCount) return probability * evaluateLine(c, cells, 0, lineResult);
    let sum = 0;
    marginals[r]!.forEach((weight, symbol) => {
      if (weight === 0) return;
      cells[r] = symbol;
      sum += visit(r + 1, probability * weight);
    });
    return sum;
  };
  return visit(0, 1);
};

/**
 * A free-spin round, exact with its cap: a table over (spins played k, spins awarded t <= cap),
 * read at (0, first award). `perCount` describes one free spin by its scatter count: P(count), and
 * for its win Y (multiplier applied, units) E[Y; count], E[Y²; count] and P(Y = 0, count).
 */
const freeSpinTable = (
  c: CompiledTitle,
  perCount: (count: number) => { p: number; y1: number; y2: number; zero: number },
) => {
  const cap = c.freeSpinCap;
  const size = cap + 1;
  const spins = new Float64Array(size * size);
  const win1 = new Float64Array(size * size);
  const win2 = new Float64Array(size * size);
  const blank = new Float64Array(size * size).fill(1);
  const counts = Array.from(c.awards, (_, count) => perCount(count));
  for (let k = cap - 1; k >= 0; k -= 1) {
    for (let t = k + 1; t <= cap; t += 1) {
      let n = 0;
      let v1 = 0;
      let v2 = 0;
      let z = 0;
      counts.forEach(({ p, y1, y2, zero }, count) => {
        const next = (k + 1) * size + Math.min(cap, t + c.awards[count]!);
        n += p * (1 + spins[next]!);
        v1 += y1 + p * win1[next]!;
        v2 += y2 + 2 * y1 * win1[next]! + p * win2[next]!;
        z += zero * blank[next]!;
      });
      spins[k * size + t] = n;
      win1[k * size + t] = v1;
      win2[k * size + t] = v2;
      blank[k * size + t] = z;
    }
  }
  const at = (awarded: number) => Math.min(cap, awarded);
  return {
    /** Expected free spins played. */
    spins: (awarded: number) => spins[at(awarded)]!,
    /** E[total free-spin win] in units, multiplier applied. */
    win1: (awarded: number) => win1[at(awarded)]!,
    win2: (awarded: number) => win2[at(awarded)]!,
    /** P(the free spins win nothing). */
    blank: (awarded: number) => blank[at(awarded)]!,
  };
};

/**
 * Every combination of stops, pruned once the rest cannot matter: no line can still grow (full), or
 * also once the spin is sure to win (`untilPaid`, enough for P(win = 0)). Pruned branches take the
 * scatter count of the remaining reels from its independent distribution.
 */
const spinMoments = (c: CompiledTitle, strips: Uint8Array[], untilPaid: boolean): SpinMoments => {
  const { rows, reelCount, lineCount, paylines, pays, wild, scatter } = c;
  const counts = reelCount + 1;
  // Leaves by (reels enumerated, scatters seen so far): sums of p, p·win, p·win², p·[win = 0].
  const leafP = new Float64Array(counts * counts);
  const leafM1 = new Float64Array(counts * counts);
  const leafM2 = new Float64Array(counts * counts);
  const leafZero = new Float64Array(counts * counts);
  const windowScatters = strips.map((strip) =>
    Uint8Array.from(strip, (_, stop) => {
      let seen = 0;
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === scatter) seen += 1;
      return seen;
    }),
  );
  const cells = new Uint8Array(lineCount * reelCount);
  // Per depth: the lines still growing and their first non-wild symbol (-1 while all wild).
  const alive = Array.from({ length: counts }, () => new Int32Array(lineCount));
  const firsts = Array.from({ length: counts }, () => new Int16Array(lineCount).fill(-1));
  alive[0]!.forEach((_, l, lines) => (lines[l] = l));

  const visit = (r: number, growing: number, locked: number, scatters: number, probability: number): void => {
    const strip = strips[r]!;
    const share = probability / strip.length;
    const lines = alive[r]!;
    const first = firsts[r]!;
    const nextLines = alive[r + 1]!;
    const nextFirst = firsts[r + 1]!;
    const last = r === reelCount - 1;
    for (let stop = 0; stop < strip.length; stop += 1) {
      let units = locked;
      let next = 0;
      let paid = false;
      for (let i = 0; i < growing; i += 1) {
        const l = lines[i]!;
        const cell = strip[(stop + paylines[l * reelCount + r]!) % strip.length]!;
        cells[l * reelCount + r] = cell;
        const symbol = first[l]!;
        const grows = cell === wild || (cell !== scatter && (symbol < 0 || cell === symbol));
        if (grows && !last) {
          const runSymbol = symbol < 0 && cell !== wild ? cell : symbol;
          nextLines[next] = l;
          nextFirst[l] = runSymbol;
          next += 1;
          // Pays never fall as a run grows (compileTitle checks), so a paying run stays paid.
          paid ||= pays[(runSymbol < 0 ? wild : runSymbol) * counts + r + 1]! > 0;
        } else {
          units += evaluateLine(c, cells, l * reelCount, lineResult);
        }
      }
      const seen = scatters + windowScatters[r]![stop]!;
      if (next === 0 || (untilPaid && (paid || units > 0))) {
        const leaf = (r + 1) * counts + seen;
        leafP[leaf]! += share;
        leafM1[leaf]! += share * units;
        leafM2[leaf]! += share * units * units;
        if (units === 0 && !paid) leafZero[leaf]! += share;
      } else {
        visit(r + 1, next, units, seen, share);
      }
    }
  };
  visit(0, lineCount, 0, 0, 1);

  const chances = scatterChances(c, strips);
  const moments: SpinMoments = {
    p: new Float64Array(counts),
    m1: new Float64Array(counts),
    m2: new Float64Array(counts),
    zero: new Float64Array(counts),
  };
  for (let from = 1; from <= reelCount; from += 1) {
    const rest = scatterCounts(chances, from);
    for (let seen = 0; seen <= from; seen += 1) {
      const leaf = from * counts + seen;
      rest.forEach((share, extra) => {
        moments.p[seen + extra]! += share * leafP[leaf]!;
        moments.m1[seen + extra]! += share * leafM1[leaf]!;
        moments.m2[seen + extra]! += share * leafM2[leaf]!;
        moments.zero[seen + extra]! += share * leafZero[leaf]!;
      });
    }
  }
  return moments;
};

const momentsCache = new WeakMap<CompiledTitle, RoundMoments>();

/**
 * Exact mean and second moment of one paid round's return, in stakes. Enumerates the joint outcome
 * of all lines, so it takes up to a few seconds per title; cached per title.
 */
export const roundMoments = (title: SlotTitle): RoundMoments => {
  const c = compileTitle(title);
  const cached = momentsCache.get(c);
  if (cached) return cached;
  const base = spinMoments(c, c.base, false);
  const free = spinMoments(c, c.free, false);
  const mult = c.freeSpinMultiplier;
  const table = freeSpinTable(c, (count) => {
    const scatterUnits = c.scatterUnits[count]!;
    const p = free.p[count]!;
    const m1 = free.m1[count]!;
    const m2 = free.m2[count]!;
    return {
      p,
      y1: mult * (m1 + p * scatterUnits),
      y2: mult * mult * (m2 + 2 * scatterUnits * m1 + p * scatterUnits * scatterUnits),
      zero: 0,
    };
  });
  let mean = 0;
  let second = 0;
  base.p.forEach((p, count) => {
    const scatterUnits = c.scatterUnits[count]!;
    const f1 = table.win1(c.awards[count]!);
    const f2 = table.win2(c.awards[count]!);
    const m1 = base.m1[count]!;
    mean += m1 + p * (scatterUnits + f1);
    second +=
      base.m2[count]! +
      2 * m1 * (scatterUnits + f1) +
      p * (scatterUnits * scatterUnits + 2 * scatterUnits * f1 + f2);
  });
  const lines = c.lineCount;
  const result = { mean: mean / lines, secondMoment: second / (lines * lines) };
  momentsCache.set(c, result);
  return result;
};

/** Standard deviation of one paid round's return, in stakes (slow the first time, see roundMoments). */
export const stdDev = (title: SlotTitle): number => {
  const { mean, secondMoment } = roundMoments(title);
  return Math.sqrt(secondMoment - mean * mean);
};

/** The exact return to player, without the progressive jackpot. */
export const exactRtp = (title: SlotTitle): SlotRtp => {
  const c = compileTitle(title);
  const lines = c.lineCount;
  const base = spinMoments(c, c.base, true);
  const free = spinMoments(c, c.free, true);
  const scatterReturn = (counts: Float64Array) =>
    counts.reduce((sum, p, count) => sum + (p * c.scatterUnits[count]!) / lines, 0);
  // A free spin wins nothing when neither its lines nor its scatters pay.
  const table = freeSpinTable(c, (count) => ({
    p: free.p[count]!,
    y1: 0,
    y2: 0,
    zero: c.scatterUnits[count]! > 0 ? 0 : free.zero[count]!,
  }));
  const freeSpinReturn = c.freeSpinMultiplier * (lineExpectation(c, c.free) + scatterReturn(free.p));
  const baseReturn = lineExpectation(c, c.base) + scatterReturn(base.p);
  let freeSpins = 0;
  let hitFrequency = 0;
  let freeSpinTriggerChance = 0;
  base.p.forEach((p, count) => {
    const awarded = c.awards[count]!;
    const zero = base.zero[count]!;
    freeSpins += p * table.spins(awarded) * freeSpinReturn;
    hitFrequency += p - (c.scatterUnits[count]! > 0 ? 0 : zero * table.blank(awarded));
    if (awarded > 0) freeSpinTriggerChance += p;
  });
  return { base: baseReturn, freeSpins, total: baseReturn + freeSpins, hitFrequency, freeSpinTriggerChance };
};
