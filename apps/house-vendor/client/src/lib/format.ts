/**
 * A round's time in the merchant's time zone, written as the platform's betting record writes it
 * (`YYYY-MM-DD HH:mm:ss`), so the two read alike.
 */
export const formatDateTime = (iso: string, timeZone: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
};

/** A multiplier as players read it: "×2.0000" becomes "×2.00" unless the 4 decimals matter. */
export const formatMultiplier = (value: number): string => {
  const fixed = value.toFixed(4);
  return `×${fixed.endsWith('00') ? value.toFixed(2) : fixed}`;
};

/** A dice roll in hundredths as the game shows it, always 5 characters: 5050 → "50.50", 7 → "00.07". */
export const formatRoll = (value: number): string => (value / 100).toFixed(2).padStart(5, '0');

/** A dice target in hundredths: 5050 → "50.50", 100 → "1.00". */
export const formatTarget = (value: number): string => (value / 100).toFixed(2);
