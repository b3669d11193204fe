import { z } from 'zod';
import { localizedTextSchema } from '../content-fields.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { audienceSchema } from '../rewards/audience.ts';
import { DELIVERY_STATUSES, TICKET_KINDS } from '../rewards/constants.ts';
import {
  TICKET_CODE_BATCH_MAX,
  TICKET_GRANT_MAX,
  TICKET_PRIZES_MAX,
  TICKET_RULES_MAX,
  raffleScheduleSchema,
  ticketAmountSchema,
  ticketCodeTextSchema,
  ticketEarningRuleSchema,
  ticketIdParams,
  ticketPrizeSchema,
  type TicketPrize,
} from '../rewards/tickets.ts';

/*
 * The operator's side of tickets (console): events with their prizes, weights, budget, earning rules
 * and audience; operator grants; gift codes and cash vouchers; item deliveries; spent against budget.
 * Every change is audited (`ticket.save`, `ticket.grant`, `ticket.deliver`).
 */

const hasMoney = (prizes: TicketPrize[]) => prizes.some((p) => p.kind === 'MONEY' || p.kind === 'BONUS');

/** `POST/PUT /console-api/rewards/tickets/events`: an event as the operator writes it. */
export const ticketEventInputSchema = z
  .strictObject({
    kind: z.enum(TICKET_KINDS),
    title: localizedTextSchema(60),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** RED_ENVELOPE only (and required there): when members may grab an envelope. */
    schedule: raffleScheduleSchema.nullable().default(null),
    prizes: z.array(ticketPrizeSchema).min(1).max(TICKET_PRIZES_MAX),
    /** The most money (MONEY and BONUS prizes, fixed code amounts) the event ever pays. */
    budget: ticketAmountSchema,
    rules: z.array(ticketEarningRuleSchema).max(TICKET_RULES_MAX).default([]),
    audience: audienceSchema.default({ vipLevels: [], agentIds: [], labels: [] }),
    enabled: z.boolean().default(true),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.startsAt) >= Date.parse(event.endsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endBeforeStart' });
    }
    if ((event.kind === 'RED_ENVELOPE') !== (event.schedule !== null)) {
      context.addIssue({ code: 'custom', path: ['schedule'], message: 'invalidValue' });
    }
    if (!event.prizes.some((prize) => prize.weight > 0)) {
      context.addIssue({ code: 'custom', path: ['prizes'], message: 'ticketWeightsZero' });
    }
    // A money prize beyond the remaining budget turns into "try again": the wheel needs that segment.
    if (hasMoney(event.prizes) && !event.prizes.some((prize) => prize.kind === 'RETRY')) {
      context.addIssue({ code: 'custom', path: ['prizes'], message: 'ticketRetryRequired' });
    }
  });
export type TicketEventInput = z.input<typeof ticketEventInputSchema>;

/** An event as the console lists it, with its spending and tickets. */
export const ticketEventAdminSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  title: localizedTextSchema(60),
  startsAt: z.string(),
  endsAt: z.string(),
  schedule: raffleScheduleSchema.nullable(),
  prizes: z.array(ticketPrizeSchema),
  budget: z.string(),
  spent: z.string(),
  rules: z.array(ticketEarningRuleSchema),
  audience: audienceSchema,
  enabled: z.boolean(),
  issued: z.number().int(),
  opened: z.number().int(),
  updatedAt: z.string(),
});
export type TicketEventAdmin = z.infer<typeof ticketEventAdminSchema>;

/** `POST /console-api/rewards/tickets/grants`: tickets of an event for members, by account. */
export const ticketGrantSchema = z.strictObject({
  eventId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  accounts: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
  count: z.number().int().min(1).max(TICKET_GRANT_MAX),
  /** The client's id of this request: the same id twice issues nothing more. */
  requestId: z.uuid(),
});
export type TicketGrantInput = z.input<typeof ticketGrantSchema>;
export const ticketGrantResultSchema = z.object({ members: z.number().int(), issued: z.number().int() });

/** What a code gives: tickets of its event, or a fixed amount paid from the event's budget. */
export const ticketCodeRewardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('TICKETS'), count: z.number().int().min(1).max(TICKET_GRANT_MAX) }),
  z.strictObject({ kind: z.literal('MONEY'), amount: ticketAmountSchema }),
]);
export type TicketCodeReward = z.infer<typeof ticketCodeRewardSchema>;

/** `POST /console-api/rewards/tickets/codes`: one code as written, or a batch of generated ones. */
export const ticketCodeInputSchema = z
  .strictObject({
    eventId: z
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
    /** A code as written (single); absent: `count` generated codes. */
    code: ticketCodeTextSchema.optional(),
    count: z.number().int().min(1).max(TICKET_CODE_BATCH_MAX).default(1),
    /** How many members may redeem each code (each once). */
    maxUses: z.number().int().min(1).max(1_000_000),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    reward: ticketCodeRewardSchema,
  })
  .refine((input) => input.code === undefined || input.count === 1, {
    path: ['count'],
    message: 'invalidValue',
  });
export type TicketCodeInput = z.input<typeof ticketCodeInputSchema>;

export const ticketCodeSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  code: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string().nullable(),
  reward: ticketCodeRewardSchema,
  createdAt: z.string(),
});
export type TicketCode = z.infer<typeof ticketCodeSchema>;
export const ticketCodePageSchema = pageOf(ticketCodeSchema);

/** An ITEM won, waiting for or on its way to the member. */
export const ticketDeliverySchema = z.object({
  ticketId: z.number().int(),
  eventId: z.number().int(),
  eventTitle: localizedTextSchema(60),
  account: z.string(),
  itemName: localizedTextSchema(60),
  openedAt: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  note: z.string().nullable(),
});
export type TicketDelivery = z.infer<typeof ticketDeliverySchema>;
export const ticketDeliveryPageSchema = pageOf(ticketDeliverySchema);

export const ticketDeliveryQuerySchema = z.strictObject({
  status: z.enum(DELIVERY_STATUSES).optional(),
  ...pageQuery,
});

export const ticketDeliveryUpdateSchema = z.strictObject({
  status: z.enum(['SHIPPED', 'DELIVERED', 'CANCELLED']),
  note: z.string().trim().max(200).nullable().default(null),
});

/** Spent against budget per event, with tickets issued and opened and prizes won per kind. */
export const ticketReportRowSchema = z.object({
  eventId: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  title: localizedTextSchema(60),
  budget: z.string(),
  spent: z.string(),
  remaining: z.string(),
  issued: z.number().int(),
  opened: z.number().int(),
  won: z.record(z.enum(['MONEY', 'BONUS', 'POINTS', 'ITEM', 'RETRY']), z.number().int()),
});
export type TicketReportRow = z.infer<typeof ticketReportRowSchema>;

const tags = ['console-tickets'];

export const ticketAdminEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/console-api/rewards/tickets/events',
    tags,
    summary: 'Every ticket event, newest first, with budget, spent, tickets issued and opened',
    access: { staff: 'rewards.read' },
    query: z.strictObject({ kind: z.enum(TICKET_KINDS).optional(), ...pageQuery }),
    response: pageOf(ticketEventAdminSchema),
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/console-api/rewards/tickets/events',
    tags,
    summary: 'Create a ticket event (audited as `ticket.save`)',
    description:
      'Field errors: `endBeforeStart`, `ticketWeightsZero`, `ticketRetryRequired` (money prizes need a ' +
      '“try again” segment for the budget), `invalidValue` (schedule only and always for RED_ENVELOPE).',
    access: { staff: 'rewards.write' },
    body: ticketEventInputSchema,
    response: ticketEventAdminSchema,
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/tickets/events/:id',
    tags,
    summary: 'Change a ticket event (audited as `ticket.save`)',
    description:
      'A budget below what was spent already: `budgetBelowSpent`; the field errors of a new event.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: ticketEventInputSchema,
    response: ticketEventAdminSchema,
  }),
  grant: endpoint({
    method: 'POST',
    path: '/console-api/rewards/tickets/grants',
    tags,
    summary: 'Grant tickets of an event to members by account (audited as `ticket.grant`)',
    description: 'An unknown or trial account: field error `accounts` `unknownAccount`.',
    access: { staff: 'rewards.write' },
    body: ticketGrantSchema,
    response: ticketGrantResultSchema,
  }),
  codes: endpoint({
    method: 'GET',
    path: '/console-api/rewards/tickets/codes',
    tags,
    summary: 'Gift codes and cash vouchers, newest first, with their uses',
    access: { staff: 'rewards.read' },
    query: z.strictObject({ eventId: z.coerce.number().int().positive().optional(), ...pageQuery }),
    response: ticketCodePageSchema,
  }),
  createCodes: endpoint({
    method: 'POST',
    path: '/console-api/rewards/tickets/codes',
    tags,
    summary: 'Create one code as written or a batch of generated codes (audited as `ticket.save`)',
    description: 'A code that exists already: field error `code` `codeTaken`.',
    access: { staff: 'rewards.write' },
    body: ticketCodeInputSchema,
    response: z.object({ list: z.array(ticketCodeSchema) }),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/console-api/rewards/tickets/deliveries',
    tags,
    summary: 'Items won from tickets and their delivery, oldest waiting first',
    access: { staff: 'rewards.read' },
    query: ticketDeliveryQuerySchema,
    response: ticketDeliveryPageSchema,
  }),
  deliver: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/tickets/deliveries/:id',
    tags,
    summary: 'Mark an item shipped, delivered or cancelled (audited as `ticket.deliver`)',
    description: 'Not an item, or already delivered or cancelled: `not_found_entity`.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: ticketDeliveryUpdateSchema,
    response: ticketDeliverySchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/console-api/rewards/tickets/report',
    tags,
    summary: 'Spent against budget per event, with tickets issued and opened and prizes won',
    access: { staff: 'rewards.read' },
    response: z.object({ list: z.array(ticketReportRowSchema) }),
  }),
};
