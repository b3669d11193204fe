import { describe, expect, it } from 'vitest';
import type { Game, LotteryGameDraws, LotteryMenu } from '@platform/contract';
import {
  clockOf,
  countdownParts,
  gameToOpen,
  initialTab,
  lobbyTabs,
  lotteryPageOf,
  resultBalls,
  splitByNextDraw,
} from './lottery-page.ts';

const game = (gameCode: string, gameType: 'LOTT' | 'ELOTT'): Game => ({
  nodeId: gameCode.length,
  gameId: gameCode,
  vassalage: 'HOUSE',
  displayName: 'House',
  gameType,
  gameCode,
  gameName: gameCode,
  iconUrl: '',
  lagerIcon: null,
  isHot: 0,
  isNew: 0,
  supportPlay: 0,
  minBet: '1.00',
  minLineNum: 0,
  gameClassify: null,
  maintenance: null,
});

const groups: LotteryMenu['groups'] = [
  { group: 'FAST', games: [game('lotto-5d-1', 'ELOTT'), game('lotto-3d-3', 'ELOTT')] },
  { group: 'NORTH', games: [game('vn-mb', 'LOTT')] },
  { group: 'SOUTH', games: [game('vn-hcm', 'LOTT')] },
];

describe('lottery pages', () => {
  it('tells the pages apart by path, in any case and with a trailing slash', () => {
    expect(lotteryPageOf('/lottery')).toBe('LOBBY');
    expect(lotteryPageOf('/lottert')).toBe('LOBBY');
    expect(lotteryPageOf('/seaLottery')).toBe('SEA');
    expect(lotteryPageOf('/sealottery/')).toBe('SEA');
    expect(lotteryPageOf('/vnLottery')).toBe('VN');
    expect(lotteryPageOf('/VNLOTTERY')).toBe('VN');
  });

  it('opens the named game on /vnLottery, the first fast draw or the named game on /seaLottery, none on the lobby', () => {
    expect(gameToOpen('VN', 'vn-mb', groups)?.gameCode).toBe('vn-mb');
    expect(gameToOpen('VN', null, groups)).toBeUndefined();
    expect(gameToOpen('VN', 'vn-unknown', groups)).toBeUndefined();
    expect(gameToOpen('SEA', null, groups)?.gameCode).toBe('lotto-5d-1');
    expect(gameToOpen('SEA', 'lotto-3d-3', groups)?.gameCode).toBe('lotto-3d-3');
    expect(gameToOpen('SEA', null, groups.slice(1))).toBeUndefined();
    expect(gameToOpen('LOBBY', 'vn-mb', groups)).toBeUndefined();
  });

  it('opens the lobby on the prize mode’s tab: fast draws for ELOTT and SEA, the first region for LOTT and ZY', () => {
    expect(initialTab('ELOTT', groups)).toBe('FAST');
    expect(initialTab('SEA', groups)).toBe('FAST');
    expect(initialTab('LOTT', groups)).toBe('NORTH');
    expect(initialTab('ZY', groups)).toBe('NORTH');
    expect(initialTab('LOTT', groups.slice(0, 1))).toBe('FAST');
    expect(initialTab('ELOTT', groups.slice(1))).toBe('NORTH');
    expect(initialTab('ELOTT', [])).toBe('FAST');
    expect(lobbyTabs(groups, true)).toEqual(['FAST', 'NORTH', 'SOUTH', 'FAVOURITES', 'RECENT']);
    // A trial account keeps no favourites and launches nothing.
    expect(lobbyTabs(groups, false)).toEqual(['FAST', 'NORTH', 'SOUTH']);
  });

  it('shows a fast result’s digits and a regional result’s special prize as balls', () => {
    expect(resultBalls(null)).toEqual([]);
    expect(resultBalls([0, 7, 3, 9, 1])).toEqual(['0', '7', '3', '9', '1']);
    expect(resultBalls({ SPECIAL: ['012345'], G1: ['54321'] })).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(resultBalls({ G1: ['987'] })).toEqual(['9', '8', '7']);
  });

  it('puts the provinces drawing next before the rest of the week’s, those by their draw time', () => {
    const draws = (gameCode: string, drawsAt: string | null): LotteryGameDraws => ({
      group: 'SOUTH',
      game: game(gameCode, 'LOTT'),
      latest: null,
      next:
        drawsAt === null
          ? null
          : { drawNo: '1', opensAt: drawsAt, closesAt: drawsAt, drawsAt, serverSeedHash: null },
    });
    const { next, later } = splitByNextDraw([
      draws('vn-hcm', '2026-11-28T09:15:00.000Z'),
      draws('vn-down', null),
      draws('vn-dth', '2026-11-30T09:15:00.000Z'),
      draws('vn-lan', '2026-11-28T09:15:00.000Z'),
      draws('vn-tgi', '2026-11-29T09:15:00.000Z'),
    ]);
    expect(next.map((item) => item.game.gameCode)).toEqual(['vn-hcm', 'vn-lan']);
    expect(later.map((item) => item.game.gameCode)).toEqual(['vn-tgi', 'vn-dth', 'vn-down']);
  });

  it('counts down in days and HH:MM:SS, never below zero', () => {
    const parts = countdownParts(((26 * 60 + 3) * 60 + 4) * 1000 + 999);
    expect(parts).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(clockOf(parts)).toBe('02:03:04');
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
