import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { LOTTERY_CATEGORIES, LOTTERY_REGIONS } from '../lottery/constants.ts';
import { vassalageSchema } from '../games/schemas.ts';
import { endpoint } from '../endpoint.ts';

/*
 * The operator's side of a lottery vendor (issue 27, console): its games' odds and limits, its draws
 * (results entered by one staff member and confirmed by another, cancellation), the open liability per
 * number and the turnover report. Every call goes to the vendor's signed admin API
 * (`POST <lotteryUrl>/admin/<call>`); the vendor keeps the draws, the platform audits who acted.
 */

/** A draw's state at the vendor; AWAITING_* are the regional draws whose result staff enter and confirm. */
export const LOTTERY_ADMIN_DRAW_STATUSES = [
  'AWAITING_RESULT',
  'AWAITING_CONFIRMATION',
  'OPEN',
  'DRAWN',
  'SETTLED',
  'CANCELLED',
] as const;
export type LotteryAdminDrawStatus = (typeof LOTTERY_ADMIN_DRAW_STATUSES)[number];

/** The Vietnamese draws' bet types, then the fast draws' (the house vendor's codes). */
export const VN_LOTTERY_BET_TYPES = [
  'LO2',
  'LO3',
  'LO4',
  'DE',
  'DE_HEAD',
  'DE_TAIL',
  'DAU',
  'XIU_CHU',
  'XIEN2',
  'XIEN3',
  'XIEN4',
] as const;
export const FAST_LOTTERY_BET_TYPES = [
  'POS',
  'POS_BS',
  'POS_OE',
  'SUM_BS',
  'SUM_OE',
  'STRAIGHT',
  'BOX3',
  'BOX6',
] as const;

/** The prize tiers of a Vietnamese draw, from the special prize down. */
export const VN_PRIZE_TIERS = ['SPECIAL', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type VnPrizeTier = (typeof VN_PRIZE_TIERS)[number];

/** The prize tables: the North draws 27 numbers; the South and the Centre 18 (a 6-digit special, down to one 2-digit G8). */
export const VN_PRIZE_TABLES = {
  NORTH: [
    { tier: 'SPECIAL', count: 1, digits: 5 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'G2', count: 2, digits: 5 },
    { tier: 'G3', count: 6, digits: 5 },
    { tier: 'G4', count: 4, digits: 4 },
    { tier: 'G5', count: 6, digits: 4 },
    { tier: 'G6', count: 3, digits: 3 },
    { tier: 'G7', count: 4, digits: 2 },
  ],
  SOUTH: [
    { tier: 'SPECIAL', count: 1, digits: 6 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'G2', count: 1, digits: 5 },
    { tier: 'G3', count: 2, digits: 5 },
    { tier: 'G4', count: 7, digits: 5 },
    { tier: 'G5', count: 1, digits: 4 },
    { tier: 'G6', count: 3, digits: 4 },
    { tier: 'G7', count: 1, digits: 3 },
    { tier: 'G8', count: 1, digits: 2 },
  ],
} as const satisfies Record<string, readonly { tier: VnPrizeTier; count: number; digits: number }[]>;
/** Which prize table a draw uses: the North's, or the South's (which the Centre shares). */
export type VnPrizeTable = keyof typeof VN_PRIZE_TABLES;
export const VN_PRIZE_TABLE_NAMES = Object.keys(VN_PRIZE_TABLES) as VnPrizeTable[];

/** The prize table a result was entered with: the South's has a G8 tier, the North's does not. */
export const prizeTableOf = (result: Readonly<Record<string, readonly string[]>>): VnPrizeTable =>
  'G8' in result ? 'SOUTH' : 'NORTH';

/** One prize number: exactly `digits` digits (leading zeros kept). */
const prizeNumber = (digits: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${digits}}$`), `prizeDigits${digits}`);

/** A result of the given prize table: every tier with its count of numbers of its digits, nothing else. */
export const vnResultSchema = (table: VnPrizeTable) =>
  z.strictObject(
    Object.fromEntries(
      VN_PRIZE_TABLES[table].map(({ tier, count, digits }) => [
        tier,
        z.array(prizeNumber(digits)).length(count),
      ]),
    ),
  );
export type VnPrizeResult = Partial<Record<VnPrizeTier, string[]>>;

/** A game at a lottery vendor, as the platform names it: the vendor and the vendor's game id. */
const gameIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'invalidGameId');
const betTypeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,16}$/, 'invalidBetType');
/** A draw number as the vendor writes it (a date, and a sequence for the fast draws: `20261126-0042`). */
const drawNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,12}(-[0-9]{1,6})?$/, 'invalidDrawNo');
const game = { vassalage: vassalageSchema, gameId: gameIdSchema };
const draw = { ...game, drawNo: drawNoSchema };

/** A staff member's reason: 1 to 200 characters on one line (control characters are refused at the gateway). */
export const lotteryReasonSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, 'invalidCharacters');

/**
 * Odds: what a winning unit pays per unit of stake, a decimal of at most 2 places above 1
 * ("1.98", "75", "5500"; a VN market's "1:75" is "75").
 */
export const lotteryOddsSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,7}(\.[0-9]{1,2})?$/, 'invalidOdds')
  .refine((odds) => Number(odds) > 1, 'oddsAtMostOne');

const staffRef = z.object({ id: z.string(), username: z.string() });

/** `GET /console-api/lottery/games`: the catalogue's lottery games of vendors with a lottery API. */
export const lotteryAdminGameSchema = z.object({
  vassalage: z.string(),
  vendorName: z.string(),
  gameId: z.string(),
  gameType: z.enum(LOTTERY_CATEGORIES),
  names: z.object({ JA: z.string(), EN: z.string() }),
  enabled: z.boolean(),
  /** A regional game's region as its vendor publishes it (its prize table follows); null for fast draws or unknown. */
  region: z.enum(LOTTERY_REGIONS).nullable(),
  /** The game's schedule as its vendor's draws feed shows it: the draw open now; null when the feed is silent. */
  nextDraw: z.object({ drawNo: z.string(), closesAt: z.string(), drawsAt: z.string() }).nullable(),
});
export type LotteryAdminGame = z.infer<typeof lotteryAdminGameSchema>;

export const lotteryGameQuerySchema = z.strictObject(game);

/** One bet type's figures: amounts are decimal strings of 2 places, odds as the vendor keeps them. */
export const lotteryBetSettingsSchema = z.object({
  betType: z.string(),
  odds: z.string(),
  defaultOdds: z.string(),
  minStake: z.string(),
  maxStake: z.string(),
  /** The most one number of one draw may pay on this bet type; bets beyond it are sold out. */
  maxExposure: z.string(),
});
export type LotteryBetSettings = z.infer<typeof lotteryBetSettingsSchema>;

export const lotterySettingsSchema = z.object({
  vassalage: z.string(),
  gameId: z.string(),
  kind: z.enum(['FAST', 'VN']),
  betTypes: z.array(lotteryBetSettingsSchema),
});
export type LotterySettings = z.infer<typeof lotterySettingsSchema>;

/** `PUT /console-api/lottery/settings`: one bet type's odds and limits (minimum stake at most the maximum). */
export const lotterySettingsInputSchema = z
  .strictObject({
    ...game,
    betType: betTypeSchema,
    odds: lotteryOddsSchema,
    minStake: amountSchema(),
    maxStake: amountSchema(),
    maxExposure: amountSchema(),
  })
  .refine((input) => input.minStake <= input.maxStake, { path: ['maxStake'], message: 'maxBelowMin' })
  .refine((input) => input.maxStake <= input.maxExposure, {
    path: ['maxExposure'],
    message: 'exposureBelowMaxStake',
  });
export type LotterySettingsInput = z.input<typeof lotterySettingsInputSchema>;

export const lotteryDrawQuerySchema = z.strictObject({
  vassalage: vassalageSchema,
  gameId: gameIdSchema.optional(),
  status: z.enum(LOTTERY_ADMIN_DRAW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type LotteryDrawQuery = z.input<typeof lotteryDrawQuerySchema>;

export const lotteryDrawSchema = z.object({
  vassalage: z.string(),
  gameId: z.string(),
  drawNo: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  status: z.enum(LOTTERY_ADMIN_DRAW_STATUSES),
  /** A regional draw's numbers by tier (entered or drawn); a fast draw's as the vendor gives it. */
  result: z.unknown(),
  enteredBy: staffRef.nullable(),
  enteredAt: z.string().nullable(),
  confirmedBy: staffRef.nullable(),
  confirmedAt: z.string().nullable(),
  cancelledBy: staffRef.nullable(),
  cancelReason: z.string().nullable(),
  orders: z.number().int(),
  turnover: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** `POST /console-api/lottery/draws/result`: a regional draw's numbers (the North's 27 or the South's 18). */
export const lotteryResultInputSchema = z.strictObject({
  ...draw,
  result: z.union([vnResultSchema('NORTH'), vnResultSchema('SOUTH')]),
});
export type LotteryResultInput = z.input<typeof lotteryResultInputSchema>;

/**
 * `POST /console-api/lottery/draws/confirm`: the draw, and the `enteredAt` of the entry the staff
 * member reviewed (as the draws list gave it), so an entry replaced after they opened it is not
 * confirmed unseen (`lottery_result_changed`).
 */
export const lotteryConfirmInputSchema = z.strictObject({
  ...draw,
  enteredAt: z.iso.datetime({ offset: true }),
});
export type LotteryConfirmInput = z.input<typeof lotteryConfirmInputSchema>;

export const lotteryCancelInputSchema = z.strictObject({ ...draw, reason: lotteryReasonSchema });
export type LotteryCancelInput = z.input<typeof lotteryCancelInputSchema>;

export const lotteryExposureQuerySchema = z.strictObject({
  ...game,
  drawNo: drawNoSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LotteryExposureQuery = z.input<typeof lotteryExposureQuerySchema>;

export const lotteryExposureSchema = z.object({
  vassalage: z.string(),
  gameId: z.string(),
  drawNo: z.string(),
  closesAt: z.string(),
  /** The most one number may pay, per bet type. */
  maxExposure: z.record(z.string(), z.string()),
  /** The numbers with the largest possible payout first. */
  numbers: z.array(
    z.object({ betType: z.string(), options: z.array(z.string()), payout: z.string(), limit: z.string() }),
  ),
  total: z.string(),
});
export type LotteryExposure = z.infer<typeof lotteryExposureSchema>;

/** The longest period one report covers. */
export const LOTTERY_REPORT_MAX_DAYS = 93;

/** `GET /console-api/lottery/report`: draws of [from, to), at most 93 days. */
export const lotteryReportQuerySchema = z
  .strictObject({
    vassalage: vassalageSchema,
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    gameId: gameIdSchema.optional(),
  })
  .refine((query) => Date.parse(query.from) < Date.parse(query.to), {
    path: ['to'],
    message: 'endBeforeStart',
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= LOTTERY_REPORT_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'lotteryRangeTooLong',
  });
export type LotteryReportQuery = z.input<typeof lotteryReportQuerySchema>;

export const lotteryReportRowSchema = z.object({
  gameId: z.string(),
  orders: z.number().int(),
  turnover: z.string(),
  payout: z.string(),
  /** Turnover less payout: what the house kept. */
  houseResult: z.string(),
  cancelled: z.number().int(),
});
export type LotteryReportRow = z.infer<typeof lotteryReportRowSchema>;

const tags = ['console lottery'];
const VENDOR_ERRORS =
  '`lottery_vendor_unknown` for a vendor without a lottery API; `lottery_vendor_unavailable` (502) when the vendor does not answer or answers what does not read.';

/** The lottery vendors' games, draws, odds and limits, liability and report, for `lottery.read` / `lottery.write`. */
export const lotteryAdminEndpoints = {
  games: endpoint({
    method: 'GET',
    path: '/console-api/lottery/games',
    tags,
    summary: 'The lottery games (LOTT, ELOTT) of the vendors with a lottery API',
    access: { staff: 'lottery.read' },
    response: z.array(lotteryAdminGameSchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/console-api/lottery/settings',
    tags,
    summary: 'A game’s odds and limits per bet type',
    description: VENDOR_ERRORS,
    access: { staff: 'lottery.read' },
    query: lotteryGameQuerySchema,
    response: lotterySettingsSchema,
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/console-api/lottery/settings',
    tags,
    summary:
      'Change one bet type’s odds and limits (audited `lottery.settings`); placed orders keep their odds',
    description: VENDOR_ERRORS,
    access: { staff: 'lottery.write' },
    body: lotterySettingsInputSchema,
    response: lotterySettingsSchema,
  }),
  draws: endpoint({
    method: 'GET',
    path: '/console-api/lottery/draws',
    tags,
    summary: 'A vendor’s draws, by game and status',
    description: VENDOR_ERRORS,
    access: { staff: 'lottery.read' },
    query: lotteryDrawQuerySchema,
    response: z.array(lotteryDrawSchema),
  }),
  enterResult: endpoint({
    method: 'POST',
    path: '/console-api/lottery/draws/result',
    tags,
    summary:
      'Enter a regional draw’s result (audited `lottery.result_enter`); another staff member confirms it before it settles',
    description: `${VENDOR_ERRORS} Refusals: \`lottery_draw_not_due\`, \`lottery_draw_already_drawn\`, \`lottery_draw_cancelled\`, \`lottery_result_invalid\`, \`lottery_not_regional\`.`,
    access: { staff: 'lottery.write' },
    body: lotteryResultInputSchema,
    response: lotteryDrawSchema,
  }),
  confirmResult: endpoint({
    method: 'POST',
    path: '/console-api/lottery/draws/confirm',
    tags,
    summary:
      'Confirm the entered result the staff member reviewed (audited `lottery.result_confirm`): the draw is drawn and settles',
    description: `${VENDOR_ERRORS} Refusals: \`lottery_result_changed\` when the result was entered again after the one reviewed (\`enteredAt\`), \`lottery_second_staff_required\` for the staff member who entered it, \`lottery_result_missing\`, \`lottery_draw_already_drawn\`.`,
    access: { staff: 'lottery.write' },
    body: lotteryConfirmInputSchema,
    response: lotteryDrawSchema,
  }),
  cancelDraw: endpoint({
    method: 'POST',
    path: '/console-api/lottery/draws/cancel',
    tags,
    summary: 'Cancel a draw and refund every order of it (audited `lottery.draw_cancel`)',
    description: `${VENDOR_ERRORS} Refusals: \`lottery_draw_settled\` once its orders are paid.`,
    access: { staff: 'lottery.write' },
    body: lotteryCancelInputSchema,
    response: lotteryDrawSchema,
  }),
  exposure: endpoint({
    method: 'GET',
    path: '/console-api/lottery/exposure',
    tags,
    summary: 'The open liability per number of a draw (the open draw unless given), largest first',
    description: VENDOR_ERRORS,
    access: { staff: 'lottery.read' },
    query: lotteryExposureQuerySchema,
    response: lotteryExposureSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/console-api/lottery/report',
    tags,
    summary: 'Turnover, payout and house result per game for draws in [from, to) (at most 93 days)',
    description: VENDOR_ERRORS,
    access: { staff: 'lottery.read' },
    query: lotteryReportQuerySchema,
    response: z.array(lotteryReportRowSchema),
  }),
};
