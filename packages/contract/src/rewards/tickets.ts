import { z } from 'zod';
import { MAX_AMOUNT_MINOR_UNITS } from '../amounts.ts';
import { parseMinorUnits } from '../constants.ts';
import { imageUrlSchema, localizedTextSchema } from '../content-fields.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { DELIVERY_STATUSES, TICKET_KINDS } from './constants.ts';

/*
 * Tickets (spec sections 2 and 4; reference section 8): golden egg, red envelope (raffle windows),
 * prize wheel, cash voucher and gift code. A ticket of an event is opened once; the server draws its
 * prize from the event's weights, within the event's money budget, and the member sees the odds.
 */

/** How many prizes (wheel segments) an event may have. */
export const TICKET_PRIZES_MAX = 12;
/** The largest weight of one prize. */
export const TICKET_WEIGHT_MAX = 1_000_000;
/** How many earning rules an event may have. */
export const TICKET_RULES_MAX = 10;
/** The most tickets one rule issues to one member for one merchant day (VALID_BET turnover). */
export const TICKET_EARN_PER_DAY_MAX = 100;
/** The most tickets one grant or one code gives a member at once. */
export const TICKET_GRANT_MAX = 100;
/** The most codes one batch creates. */
export const TICKET_CODE_BATCH_MAX = 500;

/** A positive amount on the wire as the forms hold it ("100", "2500.50"). */
export const ticketAmountSchema = z
  .string()
  .trim()
  .max(32)
  .refine((text) => {
    const minor = parseMinorUnits(text);
    return minor !== undefined && minor > 0n && minor <= MAX_AMOUNT_MINOR_UNITS && /^\d/.test(text);
  }, 'invalidAmount');

const weight = z.number().int().min(0).max(TICKET_WEIGHT_MAX);

/**
 * One prize of an event (a wheel segment), with its weight: MONEY and BONUS pay an amount from the
 * operator's bonus account (a BONUS with a turnover multiple in hundredths: 300 = 3×), POINTS credit
 * points, ITEM is merchandise delivered by staff, RETRY is "try again" (nothing).
 */
export const ticketPrizeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('MONEY'), weight, amount: ticketAmountSchema }),
  z.strictObject({
    kind: z.literal('BONUS'),
    weight,
    amount: ticketAmountSchema,
    turnoverMultiple: z.number().int().min(0).max(100_000),
  }),
  z.strictObject({ kind: z.literal('POINTS'), weight, points: z.number().int().min(1).max(1_000_000_000) }),
  z.strictObject({
    kind: z.literal('ITEM'),
    weight,
    itemName: localizedTextSchema(60),
    itemImage: imageUrlSchema.nullable(),
  }),
  z.strictObject({ kind: z.literal('RETRY'), weight }),
]);
export type TicketPrize = z.infer<typeof ticketPrizeSchema>;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A red envelope's raffle windows, in the merchant's time zone: on each listed weekday from `start`
 * (`HH:mm`) for `minutes` (e.g. daily 20:00 for 10 minutes).
 */
export const raffleScheduleSchema = z.strictObject({
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'invalidValue'),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidValue'),
  minutes: z.number().int().min(1).max(720),
});
export type RaffleSchedule = z.infer<typeof raffleScheduleSchema>;

/**
 * How a member earns tickets of an event by playing (MISSION and SIGN_IN tickets come as those
 * rewards' TICKET prizes): a ticket per deposit of at least `minAmount`; a ticket per `per` of valid
 * bet within a merchant day; a ticket for a merchant day whose net loss reached `minLoss`.
 */
export const ticketEarningRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('DEPOSIT'), minAmount: ticketAmountSchema }),
  z.strictObject({ kind: z.literal('VALID_BET'), per: ticketAmountSchema }),
  z.strictObject({ kind: z.literal('NEGATIVE_PROFIT'), minLoss: ticketAmountSchema }),
]);
export type TicketEarningRule = z.infer<typeof ticketEarningRuleSchema>;

/** The odds of a prize as published: weight / total weight, a percentage with 2 decimals ("12.50"). */
export const shareOf = (weightOf: number, total: number): string =>
  total <= 0 ? '0.00' : (Math.round((weightOf * 10_000) / total) / 100).toFixed(2);

/** A prize as the member sees it: its segment index, what it gives and its published share. */
export const ticketPrizeViewSchema = z.object({
  index: z.number().int(),
  kind: z.enum(['MONEY', 'BONUS', 'POINTS', 'ITEM', 'RETRY']),
  amount: z.string().nullable(),
  points: z.number().int().nullable(),
  itemName: z.string().nullable(),
  itemImage: z.string().nullable(),
  /** Percentage with 2 decimals. */
  share: z.string(),
});
export type TicketPrizeView = z.infer<typeof ticketPrizeViewSchema>;

/** A raffle's windows as the member sees them (RED_ENVELOPE only). */
export const raffleStateSchema = z.object({
  /** The window open now, or null. */
  open: z.object({ start: z.string(), end: z.string(), claimed: z.boolean() }).nullable(),
  /** The next window's start (`YYYY-MM-DD HH:mm:ss`, merchant time) and its ISO instant for countdowns. */
  next: z.object({ start: z.string(), startsAt: z.string(), end: z.string() }).nullable(),
});
export type RaffleState = z.infer<typeof raffleStateSchema>;

/** A ticket event as the member sees it, with the member's unopened tickets. */
export const ticketEventViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prizes: z.array(ticketPrizeViewSchema),
  /** The member's unopened tickets of the event, and the oldest one's id (the one to open next). */
  unopened: z.number().int(),
  nextTicketId: z.number().int().nullable(),
  raffle: raffleStateSchema.nullable(),
});
export type TicketEventView = z.infer<typeof ticketEventViewSchema>;

export const ticketOverviewSchema = z.object({
  events: z.array(ticketEventViewSchema),
  /** Unopened tickets per kind. */
  counts: z.record(z.enum(TICKET_KINDS), z.number().int()),
});
export type TicketOverview = z.infer<typeof ticketOverviewSchema>;

/** What an opening drew: the segment (for the animation) and the prize the server paid. */
export const ticketOpenResultSchema = z.object({
  ticketId: z.number().int(),
  eventId: z.number().int(),
  prizeIndex: z.number().int(),
  prize: ticketPrizeViewSchema,
  /** The drawn prize no longer fitted the event's budget, so "try again" was given instead. */
  budgetFallback: z.boolean(),
  rewardId: z.number().int().nullable(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});
export type TicketOpenResult = z.infer<typeof ticketOpenResultSchema>;

/** An opened ticket in the member's records (the last TICKET_RECORD_DAYS days). */
export const ticketRecordSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  title: z.string(),
  openedAt: z.string(),
  prize: ticketPrizeViewSchema,
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});
export type TicketRecord = z.infer<typeof ticketRecordSchema>;
export const ticketRecordPageSchema = pageOf(ticketRecordSchema);
export type TicketRecordPage = z.infer<typeof ticketRecordPageSchema>;

export const ticketIdParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** A gift code or cash voucher as typed: letters, digits and dashes. */
export const ticketCodeTextSchema = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'invalidValue');

export const ticketRedeemSchema = z.strictObject({ code: ticketCodeTextSchema });
export const ticketRedeemResultSchema = z.object({
  eventId: z.number().int(),
  /** Tickets issued by the code (0 when it paid a fixed amount). */
  tickets: z.number().int(),
  /** The fixed amount paid by the code, or null. */
  amount: z.string().nullable(),
});
export type TicketRedeemResult = z.infer<typeof ticketRedeemResultSchema>;

export const raffleClaimSchema = z.strictObject({
  eventId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const raffleClaimResultSchema = z.object({ eventId: z.number().int(), ticketId: z.number().int() });

const tags = ['tickets'];
const GATED =
  'Real accounts only (trial: `in_need_true_account`); `feature_disabled` while the rewards switch is off.';

export const ticketEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/relay/tickets',
    tags,
    summary:
      'Ticket events open to the caller (or holding its tickets), their prizes and odds, its unopened tickets',
    description: GATED,
    access: 'member',
    response: ticketOverviewSchema,
  }),
  event: endpoint({
    method: 'GET',
    path: '/wps/relay/tickets/events/:id',
    tags,
    summary: 'One ticket event: prizes with their published shares (weight / total weight)',
    description: `${GATED} An event not open to the caller: \`not_found_entity\`.`,
    access: 'member',
    params: ticketIdParams,
    response: ticketEventViewSchema,
  }),
  open: endpoint({
    method: 'POST',
    path: '/wps/relay/tickets/:id/open',
    tags,
    summary: 'Open one of the caller’s tickets: the server draws and pays the prize',
    description:
      `${GATED} Another member's ticket: \`not_found_entity\`; opened before: \`ticket_already_opened\`. ` +
      'A money prize beyond the event’s remaining budget becomes “try again” (`budgetFallback`).',
    access: 'member',
    params: ticketIdParams,
    response: ticketOpenResultSchema,
  }),
  records: endpoint({
    method: 'GET',
    path: '/wps/relay/tickets/records',
    tags,
    summary: 'The caller’s opened tickets of the last 90 days, with the prize and its delivery status',
    description: GATED,
    access: 'member',
    query: z.strictObject({ ...pageQuery }),
    response: ticketRecordPageSchema,
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/tickets/redeem',
    tags,
    summary: 'Redeem a gift code or cash voucher into tickets or a fixed amount',
    description:
      `${GATED} Unknown, expired or used up: \`promo_code_invalid\`; redeemed before by the caller: ` +
      '`reward_already_claimed`; the event’s budget cannot pay the amount: `reward_budget_exhausted`.',
    access: 'member',
    body: ticketRedeemSchema,
    response: ticketRedeemResultSchema,
  }),
  raffleClaim: endpoint({
    method: 'POST',
    path: '/wps/relay/raffle/claim',
    tags,
    summary: 'Grab a red envelope during the event’s raffle window: one ticket per member per window',
    description:
      `${GATED} Outside a window: \`raffle_not_open\`; grabbed in this window before: ` +
      '`reward_already_claimed`.',
    access: 'member',
    body: raffleClaimSchema,
    response: raffleClaimResultSchema,
  }),
};
