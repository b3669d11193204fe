import { describe, expect, it } from 'vitest';
import type { LotteryDraw } from '@platform/contract';
import {
  knownTableOf,
  numberCount,
  resultFieldOf,
  resultFormSchema,
  resultLines,
  resultValuesOf,
  tableOfGame,
  tableOfRegion,
} from './result-form-values.ts';

const NORTH = {
  SPECIAL: ['01234'],
  G1: ['23456'],
  G2: ['34567', '45678'],
  G3: ['00001', '00002', '00003', '00004', '00005', '00006'],
  G4: ['1111', '2222', '3333', '4444'],
  G5: ['0001', '0002', '0003', '0004', '0005', '0006'],
  G6: ['123', '456', '789'],
  G7: ['01', '02', '03', '04'],
};
const SOUTH = {
  SPECIAL: ['012345'],
  G1: ['12345'],
  G2: ['23456'],
  G3: ['34567', '45678'],
  G4: ['00001', '00002', '00003', '00004', '00005', '00006', '00007'],
  G5: ['1234'],
  G6: ['0001', '0002', '0003'],
  G7: ['123'],
  G8: ['07'],
};

const issuesOf = (table: 'NORTH' | 'SOUTH', result: unknown) => {
  const parsed = resultFormSchema(table).safeParse({ result });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('the result entry form', () => {
  it('has one input per prize number: 27 in the North, 18 in the South and the Centre', () => {
    expect(numberCount('NORTH')).toBe(27);
    expect(numberCount('SOUTH')).toBe(18);
    const empty = resultValuesOf('NORTH', null).result;
    expect(Object.keys(empty)).toEqual(['SPECIAL', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(Object.values(empty).flat()).toHaveLength(27);
    expect(Object.values(resultValuesOf('SOUTH', null).result).flat()).toHaveLength(18);
  });

  it('takes a full result of the table, leading zeros kept', () => {
    expect(issuesOf('NORTH', NORTH)).toEqual([]);
    expect(issuesOf('SOUTH', SOUTH)).toEqual([]);
    expect(resultFormSchema('NORTH').parse({ result: NORTH }).result.SPECIAL).toEqual(['01234']);
  });

  it('refuses a number of the wrong length, with the tier’s digit count', () => {
    expect(issuesOf('NORTH', { ...NORTH, G7: ['1', '02', '03', '04'] })).toEqual([
      'result.G7.0 prizeDigits2',
    ]);
    expect(issuesOf('SOUTH', { ...SOUTH, SPECIAL: ['12345'] })).toEqual(['result.SPECIAL.0 prizeDigits6']);
    expect(issuesOf('NORTH', { ...NORTH, G6: ['123', '4567', '789'] })).toEqual(['result.G6.1 prizeDigits3']);
  });

  it('refuses letters, signs and empty inputs', () => {
    expect(issuesOf('NORTH', { ...NORTH, G4: ['1a11', '2222', '-333', ''] })).toEqual([
      'result.G4.0 prizeDigits4',
      'result.G4.2 prizeDigits4',
      'result.G4.3 prizeDigits4',
    ]);
  });

  it('refuses a North result as a South one (tiers missing, one too many)', () => {
    expect(issuesOf('SOUTH', NORTH).length).toBeGreaterThan(0);
    expect(issuesOf('NORTH', SOUTH).length).toBeGreaterThan(0);
  });

  it('reads the prize table from a known result and a game’s draws', () => {
    expect(knownTableOf(NORTH)).toBe('NORTH');
    expect(knownTableOf(SOUTH)).toBe('SOUTH');
    expect(knownTableOf(null)).toBeUndefined();
    expect(knownTableOf(['1', '2', '3', '4', '5'])).toBeUndefined();
    const draw = (gameId: string, result: unknown) => ({ gameId, result }) as LotteryDraw;
    expect(tableOfGame([draw('vn-mb', null), draw('vn-hcm', SOUTH)], 'vn-hcm')).toBe('SOUTH');
    expect(tableOfGame([draw('vn-hcm', SOUTH)], 'vn-mb')).toBeUndefined();
  });

  it('takes the prize table from the region the vendor publishes: the North’s, or the South’s for the Centre', () => {
    expect(tableOfRegion('NORTH')).toBe('NORTH');
    expect(tableOfRegion('CENTRAL')).toBe('SOUTH');
    expect(tableOfRegion('SOUTH')).toBe('SOUTH');
    expect(tableOfRegion(null)).toBeUndefined();
  });

  it('opens a re-entry with the entered numbers, and reads them back in tier order', () => {
    expect(resultValuesOf('SOUTH', SOUTH).result.G4).toEqual(SOUTH.G4);
    expect(resultLines(SOUTH).map((line) => line.tier)).toEqual([
      'SPECIAL',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    expect(resultLines(null)).toEqual([]);
  });

  it('places a server error under its number’s input', () => {
    expect(resultFieldOf('result.G3.5')).toBe('result.G3.5');
    expect(resultFieldOf('drawNo')).toBeUndefined();
  });
});
