import { partsIn } from './dates.ts';

/** Groups the whole part of a decimal string ("12345.60" → "12,345.60") without turning it into a float. */
export const formatAmount = (amount: string): string => {
  const [whole = '0', fraction] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** A points figure with its thousands grouped ("12345" → "12,345", "+1100" → "+1,100"); points are whole. */
export const formatPoints = (points: string | number | bigint): string => formatAmount(String(points));

/** `YYYY-MM-DD HH:mm:ss` in the merchant's time zone (spec section 9). */
export const formatDateTime = (date: Date, timeZone: string): string => {
  const p = partsIn(date, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

/** "GMT+9" for Asia/Tokyo: the offset shown in the agent header. */
export const formatGmtOffset = (date: Date, timeZone: string): string => {
  const name = partsIn(date, timeZone, { timeZoneName: 'shortOffset' }).timeZoneName;
  return typeof name === 'string' ? name : 'GMT';
};
