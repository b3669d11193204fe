import { describe, expect, it } from 'vitest';
import { fastDraws, VN_PROVINCES, vnDraws, type FastSchedule } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();
const readable = (windows: ReturnType<typeof fastDraws>) =>
  windows.map((window) => ({
    drawNo: window.drawNo,
    opensAt: iso(window.opensAt),
    closesAt: iso(window.closesAt),
    drawsAt: iso(window.drawsAt),
  }));

const EVERY_MINUTE: FastSchedule = { periodMinutes: 1, closeBeforeSeconds: 10, utcOffsetMinutes: 0 };

describe('fast draw windows', () => {
  it('open the next draw as the previous closes, numbered in the day', () => {
    expect(readable(fastDraws(EVERY_MINUTE, at('2026-11-26T05:16:30Z')))).toEqual([
      {
        drawNo: '20261126-0317',
        opensAt: '2026-11-26T05:15:50.000Z',
        closesAt: '2026-11-26T05:16:50.000Z',
        drawsAt: '2026-11-26T05:17:00.000Z',
      },
    ]);
    // At the closing instant the draw is closed: the next one is open.
    expect(fastDraws(EVERY_MINUTE, at('2026-11-26T05:16:50Z'))[0]!.drawNo).toBe('20261126-0318');
    expect(fastDraws(EVERY_MINUTE, at('2026-11-26T05:16:49.999Z'))[0]!.drawNo).toBe('20261126-0317');
  });

  it('end the day with the draw at midnight, then start the next day at 0001 (follow bets span it)', () => {
    expect(fastDraws(EVERY_MINUTE, at('2026-11-26T23:59:45Z'), 3).map((window) => window.drawNo)).toEqual([
      '20261126-1440',
      '20261127-0001',
      '20261127-0002',
    ]);
    expect(iso(fastDraws(EVERY_MINUTE, at('2026-11-26T23:59:45Z'))[0]!.drawsAt)).toBe(
      '2026-11-27T00:00:00.000Z',
    );
    expect(fastDraws(EVERY_MINUTE, at('2026-11-26T23:59:55Z'))[0]!.drawNo).toBe('20261127-0001');
  });

  it('number draws by the local day of the game’s time zone', () => {
    const tokyoFive: FastSchedule = { periodMinutes: 5, closeBeforeSeconds: 30, utcOffsetMinutes: 540 };
    // 15:30 UTC is 00:30 the next day in Tokyo: the seventh five-minute draw, at 00:35.
    expect(readable(fastDraws(tokyoFive, at('2026-11-26T15:30:00Z')))).toEqual([
      {
        drawNo: '20261127-0007',
        opensAt: '2026-11-26T15:29:30.000Z',
        closesAt: '2026-11-26T15:34:30.000Z',
        drawsAt: '2026-11-26T15:35:00.000Z',
      },
    ]);
  });

  it('follow consecutive draws without gaps or overlaps', () => {
    const three: FastSchedule = { periodMinutes: 3, closeBeforeSeconds: 15, utcOffsetMinutes: 420 };
    const windows = fastDraws(three, at('2026-11-26T16:50:00Z'), 40);
    for (let i = 1; i < windows.length; i += 1) {
      expect(windows[i]!.opensAt).toBe(windows[i - 1]!.closesAt);
      expect(windows[i]!.drawsAt - windows[i - 1]!.drawsAt).toBe(180_000);
    }
    expect(new Set(windows.map((window) => window.drawNo)).size).toBe(40);
  });

  it('refuse a period that does not divide the day', () => {
    expect(() => fastDraws({ ...EVERY_MINUTE, periodMinutes: 7 }, at('2026-11-26T00:00:00Z'))).toThrow(
      RangeError,
    );
  });
});

const province = (code: string) => VN_PROVINCES.find((candidate) => candidate.code === code)!;

describe('Vietnamese draw windows (Vietnam time, UTC+7)', () => {
  it('give the North one draw a day at 18:15, closing at 18:00', () => {
    // Thursday 26 November 2026, 12:00 in Hanoi.
    expect(readable(vnDraws(province('MB'), at('2026-11-26T05:00:00Z')))).toEqual([
      {
        drawNo: '20261126',
        opensAt: '2026-11-25T11:00:00.000Z',
        closesAt: '2026-11-26T11:00:00.000Z',
        drawsAt: '2026-11-26T11:15:00.000Z',
      },
    ]);
    expect(vnDraws(province('MB'), at('2026-11-26T11:00:00Z'))[0]!.drawNo).toBe('20261127');
  });

  it('give a province its weekdays only: Ho Chi Minh City draws Monday and Saturday at 16:15', () => {
    const windows = readable(vnDraws(province('HCM'), at('2026-11-26T05:00:00Z'), 2));
    expect(windows).toEqual([
      {
        drawNo: '20261128',
        opensAt: '2026-11-23T09:00:00.000Z',
        closesAt: '2026-11-28T09:00:00.000Z',
        drawsAt: '2026-11-28T09:15:00.000Z',
      },
      {
        drawNo: '20261130',
        opensAt: '2026-11-28T09:00:00.000Z',
        closesAt: '2026-11-30T09:00:00.000Z',
        drawsAt: '2026-11-30T09:15:00.000Z',
      },
    ]);
    // Central provinces draw at 17:15: Da Nang on Wednesday and Saturday.
    expect(readable(vnDraws(province('DNG'), at('2026-11-26T05:00:00Z')))[0]!.drawsAt).toBe(
      '2026-11-28T10:15:00.000Z',
    );
  });

  it('draw three or four southern and two or three central provinces every day of the week', () => {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const drawing = (region: string) =>
        VN_PROVINCES.filter(
          (candidate) => candidate.region === region && candidate.weekdays.includes(weekday),
        ).length;
      expect(drawing('SOUTH')).toBeGreaterThanOrEqual(3);
      expect(drawing('SOUTH')).toBeLessThanOrEqual(4);
      expect(drawing('CENTRAL')).toBeGreaterThanOrEqual(2);
      expect(drawing('CENTRAL')).toBeLessThanOrEqual(3);
      expect(drawing('NORTH')).toBe(1);
    }
    expect(new Set(VN_PROVINCES.map((candidate) => candidate.code)).size).toBe(VN_PROVINCES.length);
  });
});
