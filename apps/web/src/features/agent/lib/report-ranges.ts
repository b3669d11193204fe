import { TEAM_SCOPE, TEAM_SCOPES, type TeamScope } from '@platform/contract';
import { isValidRange, type DateRange } from '../../../shared/lib/date-range.ts';
import { addDays } from '../../../shared/lib/dates.ts';

/** The team overview's date presets (reference section 2), in the order they are offered. */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The weekday of a `YYYY-MM-DD` day, Sunday 0. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The days a preset covers, counted from `today` in the merchant's time zone. A week runs Sunday to
 * Saturday (reference section 2); "this week" and "this month" end today.
 */
export const presetRange = (preset: ReportPreset, today: string): DateRange => {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'thisWeek':
      return { startDate: addDays(today, -weekday(today)), endDate: today };
    case 'lastWeek': {
      const sunday = addDays(today, -weekday(today) - 7);
      return { startDate: sunday, endDate: addDays(sunday, 6) };
    }
    case 'thisMonth':
      return { startDate: firstOfMonth(today), endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { startDate: firstOfMonth(lastDay), endDate: lastDay };
    }
  }
};

/** The preset whose days are exactly `range`, if one is. */
export const presetOf = (range: DateRange, today: string): ReportPreset | undefined =>
  REPORT_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.startDate === range.startDate && days.endDate === range.endDate;
  });

/** The days, scope and page a report shows, as its address holds them. */
export interface ReportWindow extends DateRange {
  scope: TeamScope;
}

/** The report window in the address, or this week of the whole team when it is missing or refused. */
export const windowFromParams = (params: URLSearchParams, today: string, maxDays: number): ReportWindow => {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  const scope = params.get('scope');
  return {
    ...(isValidRange(range, today, maxDays) ? range : presetRange('thisWeek', today)),
    scope: (TEAM_SCOPES as readonly (string | null)[]).includes(scope)
      ? (scope as TeamScope)
      : TEAM_SCOPE.ALL,
  };
};
