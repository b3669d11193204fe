/** One digit's standing at one position over the draws looked at. */
export interface DigitTrend {
  digit: number;
  /** How many of the draws had it at the position. */
  count: number;
  /** Draws since it last came there (0: in the latest draw); null when it never came in them. */
  since: number | null;
}

/**
 * Each position's digits over fast draws given newest first: how often each digit came and how many
 * draws ago it last came.
 */
export const digitTrends = (draws: readonly (readonly number[])[], balls: number): DigitTrend[][] =>
  Array.from({ length: balls }, (_, position) =>
    Array.from({ length: 10 }, (_, digit) => {
      const at = draws.map((draw) => draw[position]);
      const last = at.indexOf(digit);
      return {
        digit,
        count: at.filter((value) => value === digit).length,
        since: last === -1 ? null : last,
      };
    }),
  );
