import type { RaffleSchedule } from '@platform/contract';
import { periodAt } from '../../../platform/jobs/periods.ts';

/** One raffle window: `[start, end)`, named by its start in merchant time (`YYYY-MM-DDTHH:mm`). */
export interface RaffleWindow {
  key: string;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
const weekdayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** The window that starts on the merchant day containing `at`, if that day is scheduled. */
const windowOfDay = (schedule: RaffleSchedule, at: Date, timeZone: string): RaffleWindow | null => {
  const day = periodAt({ every: 'day' }, at, timeZone);
  if (!schedule.weekdays.includes(weekdayOf(day.key))) return null;
  const [hours = 0, minutes = 0] = schedule.start.split(':').map(Number);
  // The day's midnight plus the wall-clock offset: exact except on a daylight-saving change day.
  const start = new Date(day.start.getTime() + (hours * 60 + minutes) * MINUTE_MS);
  return {
    key: `${day.key}T${schedule.start}`,
    start,
    end: new Date(start.getTime() + schedule.minutes * MINUTE_MS),
  };
};

/**
 * The window open at `now` (a window may run past midnight: yesterday's is looked at too) and the
 * next one to start, within the event's own dates.
 */
export const raffleWindows = (
  schedule: RaffleSchedule,
  now: Date,
  timeZone: string,
  eventWindow: { startsAt: Date; endsAt: Date },
): { open: RaffleWindow | null; next: RaffleWindow | null } => {
  const inEvent = (window: RaffleWindow) =>
    window.start < eventWindow.endsAt && window.end > eventWindow.startsAt;
  const candidates: RaffleWindow[] = [];
  for (let offset = -1; offset <= 8; offset += 1) {
    const window = windowOfDay(schedule, new Date(now.getTime() + offset * DAY_MS), timeZone);
    if (window && inEvent(window) && !candidates.some((seen) => seen.key === window.key)) {
      candidates.push(window);
    }
  }
  const open =
    candidates.find(
      (window) =>
        window.start <= now && now < window.end && now >= eventWindow.startsAt && now < eventWindow.endsAt,
    ) ?? null;
  const next = candidates.find((window) => window.start > now) ?? null;
  return { open, next };
};
