import { GAME_CATEGORIES, TURNOVER_WEIGHT_SCALE, type TaskPrize } from '@platform/contract';
import { formatMinorUnits, parseMinorUnits } from '@platform/contract';
import type { GrantInput } from '../core/service.ts';

/** A task prize as an input decodes it: money in minor units. */
export type TaskPrizeInput =
  | { kind: 'MONEY'; amount: bigint }
  | { kind: 'BONUS'; amount: bigint; turnoverMultiple: number }
  | { kind: 'POINTS'; points: number }
  | { kind: 'TICKET'; ticketEventId: number; count: number };

/** Money of a stored decimal string, in minor units. */
export const minor = (text: string): bigint => parseMinorUnits(text) ?? 0n;

/** A decoded prize as it is stored and answered (money as a decimal string). */
export const storedPrize = (prize: TaskPrizeInput): TaskPrize =>
  prize.kind === 'MONEY' || prize.kind === 'BONUS'
    ? { ...prize, amount: formatMinorUnits(prize.amount) }
    : prize;

/** What a prize costs the operator's bonus account in money (0 for points and tickets). */
export const moneyOf = (prize: TaskPrize): bigint =>
  prize.kind === 'MONEY' || prize.kind === 'BONUS' ? minor(prize.amount) : 0n;

/** Every product counts in full toward a task bonus's turnover. */
const FULL_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, TURNOVER_WEIGHT_SCALE]));

/** The core's prize and, for a bonus, its turnover rule. */
export const corePrize = (prize: TaskPrize): Pick<GrantInput, 'prize' | 'turnover'> => {
  switch (prize.kind) {
    case 'MONEY':
      return { prize: { kind: 'MONEY', amount: minor(prize.amount) } };
    case 'BONUS':
      return {
        prize: { kind: 'BONUS', amount: minor(prize.amount) },
        turnover: { multiple: prize.turnoverMultiple, base: 'BONUS', weights: FULL_WEIGHTS },
      };
    case 'POINTS':
      return { prize: { kind: 'POINTS', points: BigInt(prize.points) } };
    case 'TICKET':
      return { prize: { kind: 'TICKET', ticketEventId: prize.ticketEventId, count: prize.count } };
  }
};
