/** Where a content row stands for members now: switched off, waiting for its start, past its end, or shown. */
export type ScheduleState = 'disabled' | 'scheduled' | 'ended' | 'live';

export const scheduleState = (
  row: { enabled: boolean; startsAt?: string | null; endsAt?: string | null },
  now = Date.now(),
): ScheduleState => {
  if (!row.enabled) return 'disabled';
  if (row.startsAt != null && now < Date.parse(row.startsAt)) return 'scheduled';
  if (row.endsAt != null && now >= Date.parse(row.endsAt)) return 'ended';
  return 'live';
};
