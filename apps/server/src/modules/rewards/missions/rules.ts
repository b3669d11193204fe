import {
  formatMinorUnits,
  parseMinorUnits,
  parseMissionValue,
  type MilestoneStatus,
  type MissionCondition,
  type MissionPrize,
  type MissionPrizeView,
  type MissionStatus,
} from '@platform/contract';
import { periodAt } from '../../../platform/jobs/periods.ts';
import type { Measure } from '../../../platform/statistics/service.ts';
import type { StoredLeaderboard } from './tables.ts';

/*
 * A mission's calendar, values and prizes: pure functions the service and its tests share.
 */

const DAY_MS = 86_400_000;

/** The day `days` after a `YYYY-MM-DD` day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a merchant day starts (its midnight in the time zone). */
export const dayStart = (day: string, timeZone: string): Date => {
  let guess = new Date(`${day}T12:00:00Z`);
  for (;;) {
    const period = periodAt({ every: 'day' }, guess, timeZone);
    if (period.key === day) return period.start;
    guess = new Date(guess.getTime() + (period.key < day ? DAY_MS : -DAY_MS));
  }
};

/** A mission's instants: its first day's start, its last day's end, the end of its claim window. */
export interface MissionTimes {
  startsAt: Date;
  endsAt: Date;
  claimEndsAt: Date;
}

export const missionTimes = (
  mission: { startDay: string; endDay: string; claimDays: number },
  timeZone: string,
): MissionTimes => ({
  startsAt: dayStart(mission.startDay, timeZone),
  endsAt: dayStart(addDays(mission.endDay, 1), timeZone),
  claimEndsAt: dayStart(addDays(mission.endDay, 1 + mission.claimDays), timeZone),
});

export const missionStatus = (times: MissionTimes, now: Date): MissionStatus =>
  now < times.startsAt ? 'COMING_SOON' : now < times.endsAt ? 'IN_PROGRESS' : 'FINISHED';

/** The statistics measure of each condition. */
export const MEASURE_OF: Record<MissionCondition, Measure> = {
  VALID_BET: 'validBet',
  DEPOSIT_AMOUNT: 'depositAmount',
  BET_COUNT: 'betCount',
  PROFIT_MULTIPLIER: 'profitMultiplier',
};

/** A stored target back in the condition's units. */
export const targetValue = (condition: MissionCondition, target: string): bigint => {
  const value = parseMissionValue(condition, target);
  if (value === undefined) throw new Error(`stored target ${target} is not a ${condition} value`);
  return value;
};

/**
 * A milestone's status: RECEIVED once claimed; reached: CLAIM inside the claim window, EXPIRED after
 * it; not reached: INCOMPLETE while the mission may still reach it, FINISHED once it has ended.
 */
export const milestoneStatus = (input: {
  claimed: boolean;
  actual: bigint;
  target: bigint;
  times: MissionTimes;
  now: Date;
}): MilestoneStatus => {
  if (input.claimed) return 'RECEIVED';
  if (input.actual >= input.target) return input.now < input.times.claimEndsAt ? 'CLAIM' : 'EXPIRED';
  return input.now < input.times.endsAt ? 'INCOMPLETE' : 'FINISHED';
};

/** A prize as stored and shown (amounts as decimal strings). */
export const prizeView = (prize: MissionPrize): MissionPrizeView => {
  switch (prize.kind) {
    case 'MONEY':
      return { kind: 'MONEY', amount: formatMinorUnits(prize.amount) };
    case 'BONUS':
      return { kind: 'BONUS', amount: formatMinorUnits(prize.amount), turnover: prize.turnover };
    case 'POINTS':
      return prize;
    case 'TICKET':
      return prize;
  }
};

const minor = (amount: string) => {
  const value = parseMinorUnits(amount);
  if (value === undefined) throw new Error(`stored amount ${amount} is not an amount`);
  return value;
};

/** The rewards core's prize (and turnover rule for a bonus) of a stored prize. */
export const grantPrize = (prize: MissionPrizeView) => {
  switch (prize.kind) {
    case 'MONEY':
      return { prize: { kind: 'MONEY' as const, amount: minor(prize.amount) } };
    case 'BONUS':
      return {
        prize: { kind: 'BONUS' as const, amount: minor(prize.amount) },
        turnover: {
          multiple: prize.turnover.multiple,
          base: 'BONUS' as const,
          weights: prize.turnover.weights,
        },
      };
    case 'POINTS':
      return { prize: { kind: 'POINTS' as const, points: BigInt(prize.points) } };
    case 'TICKET':
      return { prize: { kind: 'TICKET' as const, ticketEventId: prize.ticketEventId, count: prize.count } };
  }
};

/** The prize of a rank on a leaderboard, if its ranges give one. */
export const rankPrize = (board: StoredLeaderboard, rank: number): MissionPrizeView | null =>
  board.prizes.find((range) => range.fromRank <= rank && rank <= range.toRank)?.prize ?? null;
