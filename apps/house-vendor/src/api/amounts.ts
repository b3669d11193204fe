/** Amounts travel as decimal strings with at most 2 decimals ("10.50") and are minor units inside. */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export const parseAmount = (text: string): bigint | null => {
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

export const formatAmount = (minor: bigint): string => {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
};
