import type { Multiplier } from '../money.ts';

/**
 * A slot machine driven by data. Every win is counted in line-bet units ("units"): the stake is one
 * line bet on each payline, so one stake is `paylines.length` units and a round's multiplier is
 * `totalUnits / paylines.length`. Line pays are already in units; scatter pays are in stakes and are
 * converted (× paylines) so that every amount is an integer number of units.
 *
 * Line rule: symbols count left to right from reel 1 while they equal the first non-wild symbol or
 * are wild; 3 or more of them pay. The wild stands in for every symbol but the scatter, and a run of
 * leading wilds also pays as the wild itself when that is worth more. The scatter pays by its count
 * anywhere in view and awards free spins (played on their own strips, all wins × the multiplier,
 * retriggers add spins up to a cap). After all spins one draw decides the progressive jackpot.
 */

/** The only draw a spin needs; `FairRng` has it, tests script it. */
export interface SlotRng {
  int(n: number): number;
}

/** Pays for 3, 4, … (one per reel from the third) of a kind on a line, in line-bet units; never falling. */
export type LinePays = readonly number[];

export interface FreeSpinRules {
  /** Free spins by the number of scatters in view (index = count), in the base game and as retriggers. */
  awards: readonly number[];
  /** Applied to every win of a free spin. */
  multiplier: number;
  /** The most free spins one paid spin can play, retriggers included, so that every round ends. */
  cap: number;
}

export interface SlotTitle<S extends string = string> {
  code: string;
  name: string;
  /** Symbol ids; the client maps them to art. */
  symbols: readonly S[];
  wild: S;
  scatter: S;
  /** Visible rows; a reel stop shows this many consecutive strip symbols, wrapping around. */
  rows: number;
  /** Base-game strips, one per reel. No window may show two scatters. */
  reels: readonly (readonly S[])[];
  /** Strips for free spins, same shape rules as `reels`. */
  freeSpinReels: readonly (readonly S[])[];
  /** Per payline, the row shown on each reel. */
  paylines: readonly (readonly number[])[];
  /** Line pays of every paying symbol (the wild's own pays are optional). */
  pays: Partial<Record<S, LinePays>>;
  /** Scatter pays by count anywhere in view (index = count), in stakes. */
  scatterPays: readonly number[];
  freeSpins: FreeSpinRules;
  /** One in this many paid spins wins the progressive jackpot (paid from the server's pool). */
  jackpotOdds: number;
  /** The return to player without the jackpot; equals `exactRtp(title).total` to 4 decimals. */
  statedRtp: number;
}

export interface LineWin {
  /** Payline index (0-based). */
  line: number;
  symbol: string;
  count: number;
  /** Before the spin's multiplier. */
  units: number;
}

export interface SlotSpin {
  stops: number[];
  /** Symbol ids, `grid[reel][row]`. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Before the spin's multiplier. */
  scatterUnits: number;
  /** Free spins this spin added (after the cap). */
  freeSpinsAwarded: number;
  /** 1 on the paid spin, the free-spin multiplier on free spins. */
  multiplier: number;
  /** This spin's win: (line wins + scatter) × multiplier. */
  units: number;
}

export interface SlotOutcome {
  /** Index 0 is the paid spin, then the free spins in play order. */
  spins: SlotSpin[];
  totalUnits: number;
  /** The total win as a fraction of the stake: totalUnits / paylines. */
  multiplier: Multiplier;
  jackpotHit: boolean;
}

/** A title in symbol indices, checked once, for the hot path and for the maths. */
export interface CompiledTitle {
  symbols: readonly string[];
  wild: number;
  scatter: number;
  rows: number;
  reelCount: number;
  lineCount: number;
  /** Row of reel r on line l at `l * reelCount + r`. */
  paylines: Uint8Array;
  /** Units for n of a kind of symbol s at `s * (reelCount + 1) + n`; 0 below 3. */
  pays: Int32Array;
  base: Uint8Array[];
  free: Uint8Array[];
  /** Scatter pays by count, in units. */
  scatterUnits: Int32Array;
  awards: Int32Array;
  freeSpinMultiplier: number;
  freeSpinCap: number;
  jackpotOdds: number;
}

/** Where `evaluateLine` reports the winning symbol and count. */
export interface LineResult {
  symbol: number;
  count: number;
}

const compiled = new WeakMap<SlotTitle, CompiledTitle>();
/** Bounds of the typed arrays below: symbol indices are bytes, line cells a fixed scratch buffer. */
const MAX_SYMBOLS = 255;
const MAX_REELS = 16;

const compileStrips = (title: SlotTitle, strips: readonly (readonly string[])[]): Uint8Array[] => {
  const reelCount = title.paylines[0]?.length ?? 0;
  if (strips.length !== reelCount)
    throw new RangeError(`${title.code}: ${strips.length} strips for ${reelCount} reels`);
  return strips.map((strip) => {
    if (strip.length < title.rows) throw new RangeError(`${title.code}: a strip is shorter than the window`);
    const codes = Uint8Array.from(strip, (symbol) => {
      const index = title.symbols.indexOf(symbol);
      if (index < 0) throw new RangeError(`${title.code}: unknown symbol ${symbol}`);
      return index;
    });
    // Scatters at least `rows` apart: the maths counts one scatter per reel at most.
    const scatter = title.symbols.indexOf(title.scatter);
    for (let stop = 0; stop < codes.length; stop += 1) {
      let seen = 0;
      for (let row = 0; row < title.rows; row += 1)
        if (codes[(stop + row) % codes.length] === scatter) seen += 1;
      if (seen > 1) throw new RangeError(`${title.code}: stop ${stop} shows two scatters`);
    }
    return codes;
  });
};

/** Checks a title and turns it into indices; cached per title object. */
export const compileTitle = (title: SlotTitle): CompiledTitle => {
  const cached = compiled.get(title);
  if (cached) return cached;
  const reelCount = title.paylines[0]?.length ?? 0;
  const lineCount = title.paylines.length;
  if (reelCount < 3 || reelCount > MAX_REELS || title.symbols.length > MAX_SYMBOLS)
    throw new RangeError(`${title.code}: needs 3 to ${MAX_REELS} reels and at most ${MAX_SYMBOLS} symbols`);
  const { multiplier, cap } = title.freeSpins;
  if (!Number.isInteger(multiplier) || multiplier < 1 || !Number.isInteger(cap) || cap < 0)
    throw new RangeError(`${title.code}: free spins need a whole multiplier and cap`);
  const paylines = new Uint8Array(lineCount * reelCount);
  title.paylines.forEach((line, l) => {
    if (line.length !== reelCount)
      throw new RangeError(`${title.code}: payline ${l} has ${line.length} reels`);
    line.forEach((row, r) => {
      if (!Number.isInteger(row) || row < 0 || row >= title.rows)
        throw new RangeError(`${title.code}: payline ${l} leaves the window`);
      paylines[l * reelCount + r] = row;
    });
  });
  const pays = new Int32Array(title.symbols.length * (reelCount + 1));
  title.symbols.forEach((symbol, s) => {
    const linePays = title.pays[symbol];
    if (!linePays) return;
    const falls = linePays.some((units, i) => !Number.isInteger(units) || units < (linePays[i - 1] ?? 0));
    if (linePays.length !== reelCount - 2 || falls)
      throw new RangeError(`${title.code}: ${symbol} needs ${reelCount - 2} whole pays that never fall`);
    linePays.forEach((units, i) => {
      pays[s * (reelCount + 1) + 3 + i] = units;
    });
  });
  const perCount = (values: readonly number[], label: string, scale: number) => {
    if (values.length !== reelCount + 1 || values.some((value) => !Number.isInteger(value * scale)))
      throw new RangeError(`${title.code}: ${label} needs ${reelCount + 1} counts in whole units`);
    return Int32Array.from(values, (value) => value * scale);
  };
  const wild = title.symbols.indexOf(title.wild);
  const scatter = title.symbols.indexOf(title.scatter);
  if (wild < 0 || scatter < 0 || wild === scatter)
    throw new RangeError(`${title.code}: wild or scatter missing`);
  const result: CompiledTitle = {
    symbols: title.symbols,
    wild,
    scatter,
    rows: title.rows,
    reelCount,
    lineCount,
    paylines,
    pays,
    base: compileStrips(title, title.reels),
    free: compileStrips(title, title.freeSpinReels),
    scatterUnits: perCount(title.scatterPays, 'scatterPays', lineCount),
    awards: perCount(title.freeSpins.awards, 'awards', 1),
    freeSpinMultiplier: multiplier,
    freeSpinCap: cap,
    jackpotOdds: title.jackpotOdds,
  };
  compiled.set(title, result);
  return result;
};

/**
 * The win of one line, whose symbols are `cells[offset .. offset + reelCount)`. Reads only as far as
 * the run reaches, so cells past the first break may hold anything. Writes the paying symbol and count
 * to `result` when the win is positive.
 */
export const evaluateLine = (
  c: CompiledTitle,
  cells: Uint8Array,
  offset: number,
  result: LineResult,
): number => {
  const reels = c.reelCount;
  let wilds = 0;
  while (wilds < reels && cells[offset + wilds] === c.wild) wilds += 1;
  const wildUnits = c.pays[c.wild * (reels + 1) + wilds]!;
  let units = 0;
  let symbol = c.wild;
  let count = wilds;
  if (wilds < reels) {
    const first = cells[offset + wilds]!;
    if (first !== c.scatter) {
      let run = wilds + 1;
      while (run < reels) {
        const cell = cells[offset + run];
        if (cell !== first && cell !== c.wild) break;
        run += 1;
      }
      units = c.pays[first * (reels + 1) + run]!;
      symbol = first;
      count = run;
    }
  }
  if (wildUnits > units) {
    units = wildUnits;
    symbol = c.wild;
    count = wilds;
  }
  if (units > 0) {
    result.symbol = symbol;
    result.count = count;
  }
  return units;
};

const lineCells = new Uint8Array(MAX_REELS);
const lineResult: LineResult = { symbol: 0, count: 0 };

const playSpin = (c: CompiledTitle, strips: Uint8Array[], rng: SlotRng, multiplier: number): SlotSpin => {
  const { rows, reelCount, lineCount, paylines } = c;
  const stops: number[] = [];
  const grid: string[][] = [];
  let scatterCount = 0;
  for (let r = 0; r < reelCount; r += 1) {
    const strip = strips[r]!;
    const stop = rng.int(strip.length);
    stops.push(stop);
    const column: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === c.scatter) scatterCount += 1;
      column.push(c.symbols[symbol]!);
    }
    grid.push(column);
  }
  const lineWins: LineWin[] = [];
  let units = 0;
  for (let l = 0; l < lineCount; l += 1) {
    for (let r = 0; r < reelCount; r += 1) {
      const strip = strips[r]!;
      lineCells[r] = strip[(stops[r]! + paylines[l * reelCount + r]!) % strip.length]!;
    }
    const lineUnits = evaluateLine(c, lineCells, 0, lineResult);
    if (lineUnits > 0) {
      units += lineUnits;
      lineWins.push({
        line: l,
        symbol: c.symbols[lineResult.symbol]!,
        count: lineResult.count,
        units: lineUnits,
      });
    }
  }
  const scatterUnits = c.scatterUnits[scatterCount]!;
  return {
    stops,
    grid,
    lineWins,
    scatterCount,
    scatterUnits,
    freeSpinsAwarded: c.awards[scatterCount]!,
    multiplier,
    units: (units + scatterUnits) * multiplier,
  };
};

/** One paid spin with all the free spins it leads to, then the jackpot draw, from one random stream. */
export const spinSlot = (title: SlotTitle, rng: SlotRng): SlotOutcome => {
  const c = compileTitle(title);
  const paid = playSpin(c, c.base, rng, 1);
  const spins = [paid];
  let totalUnits = paid.units;
  let awarded = Math.min(c.freeSpinCap, paid.freeSpinsAwarded);
  paid.freeSpinsAwarded = awarded;
  for (let played = 0; played < awarded; played += 1) {
    const spin = playSpin(c, c.free, rng, c.freeSpinMultiplier);
    spin.freeSpinsAwarded = Math.min(c.freeSpinCap - awarded, spin.freeSpinsAwarded);
    awarded += spin.freeSpinsAwarded;
    totalUnits += spin.units;
    spins.push(spin);
  }
  const jackpotHit = rng.int(c.jackpotOdds) === 0;
  return { spins, totalUnits, multiplier: { num: totalUnits, den: c.lineCount }, jackpotHit };
};
