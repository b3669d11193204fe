import { decimalToMinor, formatAmount, parseAmount } from '../../../src/api/amounts.ts';
import type { GameInfo } from '../../../src/api/schemas.ts';
import type { BaccaratSide } from '../../../src/engine/baccarat.ts';

/** "1234567.5" → "1,234,567.50": grouped for reading, always 2 decimals. */
export const formatMinor = (minor: bigint): string => {
  const [whole = '0', fraction = '00'] = formatAmount(minor).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
};

/** A server amount string for display; an unreadable one is shown as it came. */
export const formatMoney = (text: string): string => {
  const minor = decimalToMinor(text);
  return minor === null ? text : formatMinor(minor);
};

export interface StakeLimitsMinor {
  min: bigint;
  max: bigint;
}

export const limitsToMinor = (limits: { min: string; max: string }): StakeLimitsMinor => ({
  min: decimalToMinor(limits.min) ?? 0n,
  max: decimalToMinor(limits.max) ?? 0n,
});

export type StakeProblem = 'format' | 'range';

/** What the page can tell before sending; the server still judges and may refuse. */
export const checkStake = (text: string, limits: StakeLimitsMinor): StakeProblem | null => {
  const minor = parseAmount(text.trim());
  if (minor === null) return 'format';
  return minor < limits.min || minor > limits.max ? 'range' : null;
};

const clamp = (minor: bigint, limits: StakeLimitsMinor): bigint =>
  minor < limits.min ? limits.min : minor > limits.max ? limits.max : minor;

export type StakeStep = 'half' | 'double' | 'min' | 'max';

/** The quick buttons: halve or double the typed stake (the minimum when unreadable), within limits. */
export const stepStake = (text: string, step: StakeStep, limits: StakeLimitsMinor): string => {
  const current = decimalToMinor(text.trim()) ?? limits.min;
  const next =
    step === 'half'
      ? current / 2n
      : step === 'double'
        ? current * 2n
        : step === 'min'
          ? limits.min
          : limits.max;
  return formatAmount(clamp(next, limits));
};

/** The stake limits of a one-stake game; baccarat has limits per side instead. */
export const stakeLimitsOf = (game: GameInfo): StakeLimitsMinor =>
  'min' in game.limits ? limitsToMinor(game.limits) : { min: 0n, max: 0n };

/** Baccarat's limits per side (a one-stake game's limits stand for every side). */
export const sideLimitsOf = (game: GameInfo): Record<BaccaratSide, StakeLimitsMinor> => {
  const { limits } = game;
  const of = (side: BaccaratSide) => limitsToMinor('min' in limits ? limits : limits[side]);
  return {
    player: of('player'),
    banker: of('banker'),
    tie: of('tie'),
    playerPair: of('playerPair'),
    bankerPair: of('bankerPair'),
  };
};
