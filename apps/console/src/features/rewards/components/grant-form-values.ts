import { z } from 'zod';
import {
  GAME_CATEGORIES,
  TURNOVER_WEIGHT_SCALE,
  manualRewardSchema,
  type GameCategory,
  type TurnoverBase,
} from '@platform/contract';
import { toInstant } from '../../../shared/lib/local-time.ts';

export const GRANT_PRIZE_KINDS = ['MONEY', 'BONUS', 'POINTS', 'TICKET'] as const;
export type GrantPrizeKind = (typeof GRANT_PRIZE_KINDS)[number];

/**
 * The grant form as typed, shaped like the contract's input so its issues sit under the inputs:
 * numbers as text, the turnover multiple in times ("3" = 3×), each product's weight in percent,
 * the expiry in the staff member's local time.
 */
export interface GrantFormValues {
  /** Made when the dialog opens, kept while the same grant is sent again, renewed after a grant. */
  requestId: string;
  account: string;
  title: { JA: string; EN: string };
  prize: {
    kind: GrantPrizeKind;
    amount: string;
    points: string;
    ticketEventId: string;
    count: string;
    /** Only for a bonus: whether it comes with a turnover requirement. */
    hasTurnover: boolean;
    turnover: {
      multiple: string;
      base: TurnoverBase;
      depositAmount: string;
      weights: Record<GameCategory, string>;
    };
  };
  claim: 'AUTO' | 'MANUAL';
  expiresAt: string;
}

export const freshGrantValues = (): GrantFormValues => ({
  requestId: crypto.randomUUID(),
  account: '',
  title: { JA: '', EN: '' },
  prize: {
    kind: 'MONEY',
    amount: '',
    points: '',
    ticketEventId: '',
    count: '1',
    hasTurnover: true,
    turnover: {
      multiple: '',
      base: 'BONUS',
      depositAmount: '',
      weights: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, '100'])) as Record<
        GameCategory,
        string
      >,
    },
  },
  claim: 'MANUAL',
  expiresAt: '',
});

/** A typed number: empty is missing (a "required" message), text that is no number is passed on for the contract to refuse. */
const numberOf = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

/** A typed figure times `scale`, rounded; what is no number is passed on as typed. */
const scaled = (text: string, scale: number) => {
  const number = numberOf(text);
  return typeof number === 'number' ? Math.round(number * scale) : number;
};

const turnoverOf = (turnover: GrantFormValues['prize']['turnover']) => ({
  multiple: scaled(turnover.multiple, 100),
  base: turnover.base,
  ...(turnover.base === 'BONUS_PLUS_DEPOSIT' ? { depositAmount: turnover.depositAmount.trim() } : {}),
  // Percent of the valid bet that counts; an empty or zero product does not count at all.
  weights: Object.fromEntries(
    GAME_CATEGORIES.flatMap((category) => {
      const weight = scaled(turnover.weights[category], TURNOVER_WEIGHT_SCALE / 100);
      return weight === undefined || weight === 0 ? [] : [[category, weight]];
    }),
  ),
});

const prizeOf = (prize: GrantFormValues['prize']) => {
  switch (prize.kind) {
    case 'MONEY':
      return { kind: prize.kind, amount: prize.amount.trim() };
    case 'BONUS':
      return {
        kind: prize.kind,
        amount: prize.amount.trim(),
        ...(prize.hasTurnover ? { turnover: turnoverOf(prize.turnover) } : {}),
      };
    case 'POINTS':
      return { kind: prize.kind, points: numberOf(prize.points) };
    case 'TICKET':
      return { kind: prize.kind, ticketEventId: numberOf(prize.ticketEventId), count: numberOf(prize.count) };
  }
};

/** The typed grant as the contract's input (`POST /console-api/rewards`). */
export const grantFormSchema = z.preprocess((raw) => {
  const values = raw as GrantFormValues;
  const expiresAt = values.claim === 'MANUAL' ? toInstant(values.expiresAt) : undefined;
  return {
    requestId: values.requestId,
    account: values.account,
    title: values.title,
    prize: prizeOf(values.prize),
    claim: values.claim,
    ...(expiresAt === undefined ? {} : { expiresAt }),
  };
}, manualRewardSchema) as unknown as z.ZodType<z.output<typeof manualRewardSchema>, GrantFormValues>;

/** What a grant sends apart from its requestId: other values are another grant with their own id. */
export const sentGrant = (values: GrantFormValues) => JSON.stringify({ ...values, requestId: '' });

/** The inputs a server field error (`value.fields`) can sit under; anything else goes to the alert. */
export const GRANT_FIELDS = [
  'account',
  'title.JA',
  'title.EN',
  'prize.amount',
  'prize.points',
  'prize.ticketEventId',
  'prize.count',
  'prize.turnover.multiple',
  'prize.turnover.depositAmount',
  'expiresAt',
] as const;
