import { describe, expect, it } from 'vitest';
import { findLotteryGame, LOTTERY_GAMES, lotteryDraws } from './games.ts';
import { VN_PROVINCES } from './schedule.ts';

describe('house lottery games', () => {
  it('are four fast games and one game per province, each with a unique id and both languages’ names', () => {
    expect(LOTTERY_GAMES.filter((game) => game.kind === 'FAST').map((game) => game.gameId)).toEqual([
      'lotto-5d-1',
      'lotto-5d-3',
      'lotto-5d-5',
      'lotto-3d-3',
    ]);
    expect(LOTTERY_GAMES.filter((game) => game.kind === 'VN')).toHaveLength(VN_PROVINCES.length);
    expect(new Set(LOTTERY_GAMES.map((game) => game.gameId)).size).toBe(LOTTERY_GAMES.length);
    for (const game of LOTTERY_GAMES) {
      expect([game.gameId, game.names.JA.length > 0, game.names.EN.length > 0]).toEqual([
        game.gameId,
        true,
        true,
      ]);
    }
  });

  it('schedule fast games by their period and provinces by their weekdays', () => {
    const now = Date.parse('2026-11-26T05:00:00Z');
    expect(lotteryDraws(findLotteryGame('lotto-5d-5')!, now, 2).map((window) => window.drawNo)).toEqual([
      '20261126-0145',
      '20261126-0146',
    ]);
    expect(lotteryDraws(findLotteryGame('vn-hcm')!, now)[0]!.drawNo).toBe('20261128');
    expect(findLotteryGame('vn-xyz')).toBeUndefined();
  });
});
