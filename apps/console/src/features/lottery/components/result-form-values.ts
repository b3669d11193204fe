import { z } from 'zod';
import {
  VN_PRIZE_TABLES,
  prizeTableOf,
  vnResultSchema,
  type LotteryDraw,
  type LotteryRegion,
  type VnPrizeTable,
  type VnPrizeTier,
} from '@platform/contract';

/** The result entry form: one text input per prize number, by tier, of the draw's prize table. */
export interface ResultFormValues {
  result: Partial<Record<VnPrizeTier, string[]>>;
}

/** The form's rules are the contract's: each tier its count of numbers of exactly its digits. */
export const resultFormSchema = (table: VnPrizeTable) => z.strictObject({ result: vnResultSchema(table) });

/** Whether a value is a regional result: tiers of digit strings. */
const isResult = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (numbers) => Array.isArray(numbers) && numbers.every((number) => typeof number === 'string'),
  );

/** The prize table of a draw whose result is known (entered or drawn); undefined before any. */
export const knownTableOf = (result: unknown): VnPrizeTable | undefined =>
  isResult(result) && Object.keys(result).length > 0 ? prizeTableOf(result) : undefined;

/**
 * The prize table of a game's draws, read from the results the vendor shows for any of its draws:
 * the vendor does not name a game's region, so until one result is known staff choose it.
 */
/** The prize table of a region's draws: the North's, or the South's and Centre's. */
export const tableOfRegion = (region: LotteryRegion | null | undefined): VnPrizeTable | undefined =>
  region ? (region === 'NORTH' ? 'NORTH' : 'SOUTH') : undefined;

export const tableOfGame = (draws: readonly LotteryDraw[], gameId: string): VnPrizeTable | undefined => {
  for (const draw of draws) {
    const table = draw.gameId === gameId ? knownTableOf(draw.result) : undefined;
    if (table) return table;
  }
  return undefined;
};

/** The form's values for a table: the entered result's numbers where it has them (re-entry), else empty. */
export const resultValuesOf = (table: VnPrizeTable, entered: unknown): ResultFormValues => {
  const known = isResult(entered) ? entered : {};
  return {
    result: Object.fromEntries(
      VN_PRIZE_TABLES[table].map(({ tier, count }) => [
        tier,
        Array.from({ length: count }, (_, index) => known[tier]?.[index] ?? ''),
      ]),
    ),
  };
};

/** The numbers of a result in its table's order, for reading it back before confirming. */
export const resultLines = (result: unknown): { tier: VnPrizeTier; numbers: string[] }[] => {
  const table = knownTableOf(result);
  if (!table || !isResult(result)) return [];
  return VN_PRIZE_TABLES[table].map(({ tier }) => ({ tier, numbers: result[tier] ?? [] }));
};

/** How many numbers a table has: 27 in the North, 18 in the South and the Centre. */
export const numberCount = (table: VnPrizeTable) =>
  VN_PRIZE_TABLES[table].reduce((sum, { count }) => sum + count, 0);

/** A server field error's input (`result.G3.2`), when the form has it. */
export const resultFieldOf = (key: string): `result.${VnPrizeTier}.${number}` | undefined =>
  /^result\.(SPECIAL|G[1-8])\.\d+$/.test(key) ? (key as `result.${VnPrizeTier}.${number}`) : undefined;
