import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../../src/engine/fair.ts';
import { drawFastResult } from '../../../src/engine/lottery/fast.ts';
import { checkFastDraw } from './lottery-verify.ts';

const SEED = 'a'.repeat(64);
const drawn = (overrides: Partial<Parameters<typeof checkFastDraw>[1]> = {}) => {
  const result = drawFastResult('5D', { serverSeed: SEED, gameCode: 'lotto-5d-1', drawNo: '20261126-0001' });
  return {
    drawNo: '20261126-0001',
    opensAt: '',
    closesAt: '',
    drawsAt: '',
    drawnAt: '',
    serverSeed: SEED,
    serverSeedHash: hashServerSeed(SEED),
    result,
    ...overrides,
  };
};

describe('fast draw verification', () => {
  it('recomputes the digits and the hash from the revealed seed', () => {
    const check = checkFastDraw('lotto-5d-1', drawn());
    expect(check).toMatchObject({ hashMatches: true, digitsMatch: true });
    expect(check?.digits).toHaveLength(5);
  });

  it('says when the result or the published hash does not match the seed', () => {
    const base = drawn();
    const other = (base.result as number[]).map((digit) => (digit + 1) % 10);
    expect(checkFastDraw('lotto-5d-1', { ...base, result: other })?.digitsMatch).toBe(false);
    expect(checkFastDraw('lotto-5d-1', { ...base, serverSeedHash: 'b'.repeat(64) })?.hashMatches).toBe(false);
  });

  it('has nothing to check for a Vietnamese draw or a draw without its seed', () => {
    expect(checkFastDraw('vn-mb', drawn({ serverSeed: null }))).toBeNull();
    expect(checkFastDraw('lotto-5d-1', drawn({ serverSeed: null }))).toBeNull();
  });
});
