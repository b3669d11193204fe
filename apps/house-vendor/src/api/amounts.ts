/** Amounts travel as decimal strings with at most 2 decimals ("10.50") and are minor units inside. */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Any decimal string the server answers (a balance, a payout) in minor units; null when unreadable. */
export const decimalToMinor = (text: string): bigint | null => {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
};

/** An amount a player typed, within the pattern a stake may have; null otherwise. */
export const parseAmount = (text: string): bigint | null =>
  AMOUNT_PATTERN.test(text) ? decimalToMinor(text) : null;

export const formatAmount = (minor: bigint): string => {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
};
