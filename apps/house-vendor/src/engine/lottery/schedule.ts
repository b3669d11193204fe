import type { VnRegion } from './vn.ts';

/**
 * When draws happen. Every draw has a number, a time betting opens, a time it closes and a time it
 * is drawn; exactly one draw of a game is open for betting at any instant (the next one opens as the
 * previous closes). Times are epoch milliseconds; days are the local days of the game's UTC offset.
 */
export interface DrawWindow {
  drawNo: string;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The local day an instant falls on: its start (epoch ms) and its YYYYMMDD label. */
const localDay = (instant: number, utcOffsetMinutes: number) => {
  const offset = utcOffsetMinutes * MINUTE;
  const start = Math.floor((instant + offset) / DAY) * DAY - offset;
  const label = new Date(start + offset).toISOString().slice(0, 10).replaceAll('-', '');
  return { start, label, weekday: new Date(start + offset).getUTCDay() };
};

/** A fast game's rhythm: a draw every `periodMinutes`, betting closing `closeBeforeSeconds` earlier. */
export interface FastSchedule {
  periodMinutes: number;
  closeBeforeSeconds: number;
  utcOffsetMinutes: number;
}

/** The n-th draw (from 1) of the local day starting at `dayStart`; the last is drawn at midnight. */
const fastWindow = (schedule: FastSchedule, day: { start: number; label: string }, n: number): DrawWindow => {
  const period = schedule.periodMinutes * MINUTE;
  const close = schedule.closeBeforeSeconds * 1000;
  const drawsAt = day.start + n * period;
  return {
    drawNo: `${day.label}-${String(n).padStart(4, '0')}`,
    opensAt: drawsAt - period - close,
    closesAt: drawsAt - close,
    drawsAt,
  };
};

/** The fast draw open for betting at `now`, then the `count - 1` draws after it (follow bets). */
export const fastDraws = (schedule: FastSchedule, now: number, count = 1): DrawWindow[] => {
  const period = schedule.periodMinutes * MINUTE;
  if (DAY % period !== 0) throw new RangeError('a fast game draws a whole number of times a day');
  const perDay = DAY / period;
  const windows: DrawWindow[] = [];
  // The open draw is the first whose betting closes after now.
  let day = localDay(now + schedule.closeBeforeSeconds * 1000, schedule.utcOffsetMinutes);
  let n = Math.floor((now + schedule.closeBeforeSeconds * 1000 - day.start) / period) + 1;
  while (windows.length < count) {
    if (n > perDay) {
      day = localDay(day.start + DAY, schedule.utcOffsetMinutes);
      n = 1;
    }
    windows.push(fastWindow(schedule, day, n));
    n += 1;
  }
  return windows;
};

/** Vietnam's time: UTC+7, the offset every regional draw is scheduled in. */
export const VN_UTC_OFFSET_MINUTES = 7 * 60;

/** Each region's daily draw time (local minutes after midnight); betting closes 15 minutes before. */
const VN_DRAW_MINUTE: Record<VnRegion, number> = {
  SOUTH: 16 * 60 + 15,
  CENTRAL: 17 * 60 + 15,
  NORTH: 18 * 60 + 15,
};
const VN_CLOSE_BEFORE_MINUTES = 15;

/** A Vietnamese draw's game: a province of the South or Centre, or the North's one daily draw. */
export interface VnProvince {
  code: string;
  region: VnRegion;
  /** Local weekdays it draws on, 0 Sunday to 6 Saturday. */
  weekdays: readonly number[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** The provinces' weekly calendar, as the lottery companies publish it. */
export const VN_PROVINCES: readonly VnProvince[] = [
  { code: 'MB', region: 'NORTH', weekdays: EVERY_DAY },
  { code: 'HCM', region: 'SOUTH', weekdays: [1, 6] },
  { code: 'DTH', region: 'SOUTH', weekdays: [1] },
  { code: 'CMA', region: 'SOUTH', weekdays: [1] },
  { code: 'BTR', region: 'SOUTH', weekdays: [2] },
  { code: 'VTA', region: 'SOUTH', weekdays: [2] },
  { code: 'BLI', region: 'SOUTH', weekdays: [2] },
  { code: 'DNA', region: 'SOUTH', weekdays: [3] },
  { code: 'CTH', region: 'SOUTH', weekdays: [3] },
  { code: 'STR', region: 'SOUTH', weekdays: [3] },
  { code: 'TNI', region: 'SOUTH', weekdays: [4] },
  { code: 'AGI', region: 'SOUTH', weekdays: [4] },
  { code: 'BTH', region: 'SOUTH', weekdays: [4] },
  { code: 'VLO', region: 'SOUTH', weekdays: [5] },
  { code: 'BDU', region: 'SOUTH', weekdays: [5] },
  { code: 'TVI', region: 'SOUTH', weekdays: [5] },
  { code: 'LAN', region: 'SOUTH', weekdays: [6] },
  { code: 'BPH', region: 'SOUTH', weekdays: [6] },
  { code: 'HGI', region: 'SOUTH', weekdays: [6] },
  { code: 'TGI', region: 'SOUTH', weekdays: [0] },
  { code: 'KGI', region: 'SOUTH', weekdays: [0] },
  { code: 'DLA', region: 'SOUTH', weekdays: [0] },
  { code: 'TTH', region: 'CENTRAL', weekdays: [1, 0] },
  { code: 'PYE', region: 'CENTRAL', weekdays: [1] },
  { code: 'DLK', region: 'CENTRAL', weekdays: [2] },
  { code: 'QNM', region: 'CENTRAL', weekdays: [2] },
  { code: 'DNG', region: 'CENTRAL', weekdays: [3, 6] },
  { code: 'KHO', region: 'CENTRAL', weekdays: [3, 0] },
  { code: 'BDI', region: 'CENTRAL', weekdays: [4] },
  { code: 'QTR', region: 'CENTRAL', weekdays: [4] },
  { code: 'QBI', region: 'CENTRAL', weekdays: [4] },
  { code: 'GLA', region: 'CENTRAL', weekdays: [5] },
  { code: 'NTH', region: 'CENTRAL', weekdays: [5] },
  { code: 'QNG', region: 'CENTRAL', weekdays: [6] },
  { code: 'DNO', region: 'CENTRAL', weekdays: [6] },
  { code: 'KTU', region: 'CENTRAL', weekdays: [0] },
];

/**
 * A province's draw open for betting at `now`, then the `count - 1` after it: each opens as the
 * province's previous draw closes and is numbered by its local date.
 */
export const vnDraws = (province: VnProvince, now: number, count = 1): DrawWindow[] => {
  const windows: DrawWindow[] = [];
  const drawMinute = VN_DRAW_MINUTE[province.region] * MINUTE;
  const closeBefore = VN_CLOSE_BEFORE_MINUTES * MINUTE;
  if (province.weekdays.length === 0) throw new RangeError(`${province.code} never draws`);
  // A province draws at least weekly: a week back holds the draw before the open one.
  let day = localDay(now - 7 * DAY, VN_UTC_OFFSET_MINUTES);
  let previousClose: number | null = null;
  while (windows.length < count) {
    if (province.weekdays.includes(day.weekday)) {
      const drawsAt = day.start + drawMinute;
      const closesAt = drawsAt - closeBefore;
      if (closesAt > now && previousClose !== null) {
        windows.push({ drawNo: day.label, opensAt: previousClose, closesAt, drawsAt });
      }
      previousClose = closesAt;
    }
    day = localDay(day.start + DAY, VN_UTC_OFFSET_MINUTES);
  }
  return windows;
};
