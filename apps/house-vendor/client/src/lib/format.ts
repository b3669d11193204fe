import type { Language } from './launch.ts';

/** A round's time in the player's language: date and time to the second. */
export const formatDateTime = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'EN' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
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
