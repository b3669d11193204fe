import { z } from 'zod';
import { MINOR_UNITS_PER_MAJOR, formatMinorUnits, parseMinorUnits } from './constants.ts';

/**
 * The largest amount one movement may carry: 100 billion in major units. Anything above is a typo
 * or an attack, and stays far inside the database's bigint.
 */
export const MAX_AMOUNT_MINOR_UNITS = 100_000_000_000n * BigInt(MINOR_UNITS_PER_MAJOR);

/** The largest balance or total the database's bigint holds (2^63 − 1 minor units); beyond it a movement is refused. */
export const MAX_LEDGER_MINOR_UNITS = 9_223_372_036_854_775_807n;

export interface AmountOptions {
  /** Accept a sign (`-` takes money away); otherwise only positive amounts pass. */
  signed?: boolean;
  /** Upper bound of the absolute value in minor units; `MAX_AMOUNT_MINOR_UNITS` unless lower. */
  max?: bigint;
}

/**
 * An amount field: on the wire a decimal string with at most 2 decimals, decoded into integer minor
 * units (bigint). Refuses zero, non-numbers, too many decimals, absurd sizes, and a sign unless
 * `signed`. A codec, so the amount converts at the contract's edge only: the server decodes it, the
 * forms resolve with it (bigint), and a client call encodes the bigint back (`requestOf`).
 */
export const amountSchema = ({ signed = false, max = MAX_AMOUNT_MINOR_UNITS }: AmountOptions = {}) =>
  z.codec(
    z
      .string()
      .trim()
      .max(32)
      .describe(
        signed
          ? 'Decimal string, at most 2 decimals, not zero; a leading "-" takes money away ("-12.50")'
          : 'Positive decimal string, at most 2 decimals ("1500.50")',
      ),
    z.bigint(),
    {
      decode: (text, context) => {
        const minor = parseMinorUnits(text);
        const valid =
          minor !== undefined &&
          minor !== 0n &&
          (minor < 0n ? -minor : minor) <= max &&
          (signed || /^\d/.test(text));
        if (!valid) {
          context.issues.push({ code: 'custom', message: 'invalidAmount', input: text });
          return z.NEVER;
        }
        return minor;
      },
      encode: formatMinorUnits,
    },
  );
