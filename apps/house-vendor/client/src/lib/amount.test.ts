import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../../src/api/schemas.ts';
import { decimalToMinor } from '../../../src/api/amounts.ts';
import { checkStake, formatMinor, formatMoney, sideLimitsOf, stakeLimitsOf, stepStake } from './amount.ts';

const LIMITS = { min: 20n, max: 10_000n };

describe('amounts', () => {
  it('reads server decimals into minor units, signs and single decimals included', () => {
    expect(decimalToMinor('1234.5')).toBe(123_450n);
    expect(decimalToMinor('0.07')).toBe(7n);
    expect(decimalToMinor('-3.00')).toBe(-300n);
    expect(decimalToMinor('12345678901.99')).toBe(1_234_567_890_199n);
    expect(decimalToMinor('1.234')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
  });

  it('groups thousands and always shows two decimals', () => {
    expect(formatMinor(123_456_750n)).toBe('1,234,567.50');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-100_000n)).toBe('-1,000.00');
    expect(formatMoney('1000')).toBe('1,000.00');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('tells a malformed stake from one outside the limits', () => {
    expect(checkStake('1.00', LIMITS)).toBeNull();
    expect(checkStake(' 0.20 ', LIMITS)).toBeNull();
    expect(checkStake('0.19', LIMITS)).toBe('range');
    expect(checkStake('100.01', LIMITS)).toBe('range');
    expect(checkStake('1.005', LIMITS)).toBe('format');
    expect(checkStake('', LIMITS)).toBe('format');
    expect(checkStake('-1', LIMITS)).toBe('format');
  });

  it('halves, doubles and jumps to the limits without leaving them', () => {
    expect(stepStake('1.00', 'half', LIMITS)).toBe('0.50');
    expect(stepStake('0.30', 'half', LIMITS)).toBe('0.20');
    expect(stepStake('60.00', 'double', LIMITS)).toBe('100.00');
    expect(stepStake('oops', 'double', LIMITS)).toBe('0.40');
    expect(stepStake('5.00', 'min', LIMITS)).toBe('0.20');
    expect(stepStake('5.00', 'max', LIMITS)).toBe('100.00');
  });

  it('reads one-stake limits and baccarat limits per side from the game', () => {
    const dice: GameInfo = {
      gameId: 'dice',
      kind: 'DICE',
      slotTitle: null,
      names: { JA: 'ダイス', EN: 'Dice' },
      limits: { min: '0.10', max: '500.00' },
      lottery: null,
    };
    const side = { min: '1.00', max: '100.00' };
    const baccarat: GameInfo = {
      gameId: 'baccarat',
      kind: 'BACCARAT',
      slotTitle: null,
      names: { JA: 'オートバカラ', EN: 'Auto Baccarat' },
      limits: {
        player: { min: '1.00', max: '1000.00' },
        banker: side,
        tie: side,
        playerPair: side,
        bankerPair: side,
      },
      lottery: null,
    };
    expect(stakeLimitsOf(dice)).toEqual({ min: 10n, max: 50_000n });
    expect(sideLimitsOf(baccarat).player).toEqual({ min: 100n, max: 100_000n });
    expect(sideLimitsOf(baccarat).tie).toEqual({ min: 100n, max: 10_000n });
    expect(sideLimitsOf(dice).banker).toEqual({ min: 10n, max: 50_000n });
  });
});
