import { z } from 'zod';
import { MAX_AMOUNT_MINOR_UNITS, amountSchema } from '../amounts.ts';
import { parseMinorUnits } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import { vassalageSchema } from '../games/schemas.ts';
import { dateQuery } from '../list-queries.ts';
import { ELIGIBILITY_CONDITIONS, PROGRESS_CONDITIONS } from './constants.ts';

/*
 * The reward centre's tasks (issue 25; reference section 8): the daily sign-in, the newbie task, the
 * rescue fund and promo codes. Every prize is paid through the rewards core; money is a decimal
 * string on the wire.
 */

/** A percentage in hundredths of a percent: 1000 = 10%. */
export const TASK_PERCENT_SCALE = 10_000;
export const SIGN_IN_MAX_DAYS = 31;
export const NEWBIE_MAX_STEPS = 20;
export const RESCUE_MAX_TIERS = 50;
export const PROMO_CODE_MAX_CONDITIONS = 5;
/** Turnover multiples of a BONUS prize are in hundredths: 300 = 3×. */
export const TASK_TURNOVER_MULTIPLE_MAX = 100_00;

/** A task's prize, with money as `M` (a decimal string in answers, an amount codec in inputs). */
const prizeOf = <M extends z.ZodType>(money: M) =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('MONEY'), amount: money }),
    /** Cash bound by a turnover requirement of `turnoverMultiple` hundredths × the bonus, every product counting. */
    z.strictObject({
      kind: z.literal('BONUS'),
      amount: money,
      turnoverMultiple: z.number().int().min(0).max(TASK_TURNOVER_MULTIPLE_MAX),
    }),
    z.strictObject({ kind: z.literal('POINTS'), points: z.number().int().min(1).max(1_000_000_000) }),
    z.strictObject({
      kind: z.literal('TICKET'),
      ticketEventId: z.number().int().positive().max(2_147_483_647),
      count: z.number().int().min(1).max(100),
    }),
  ]);

export const taskPrizeSchema = prizeOf(z.string());
export type TaskPrize = z.infer<typeof taskPrizeSchema>;
export const taskPrizeInputSchema = prizeOf(amountSchema());

/* ---------------------------------------------------------------- daily sign-in */

/** What a missed day does to the cycle: start again at day 1, or continue with the next day. */
export const SIGN_IN_MISSED_RULES = ['RESTART', 'CONTINUE'] as const;
export type SignInMissedRule = (typeof SIGN_IN_MISSED_RULES)[number];

const signInSettingsOf = <M extends z.ZodType, P extends z.ZodType>(money: M, prize: P) =>
  z.strictObject({
    enabled: z.boolean(),
    /** Day 1 to N of the cycle, each with its prize (1 to 31 days). */
    days: z.array(prize).min(1).max(SIGN_IN_MAX_DAYS),
    /** A sign-in needs a valid bet of at least `minValidBet` that day. */
    requireValidBet: z.boolean(),
    minValidBet: money.nullable(),
    missedDay: z.enum(SIGN_IN_MISSED_RULES),
  });

export const signInSettingsSchema = signInSettingsOf(z.string(), taskPrizeSchema);
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
export const signInSettingsInputSchema = signInSettingsOf(amountSchema(), taskPrizeInputSchema);

export const SIGN_IN_DAY_STATES = ['CLAIMED', 'TODAY', 'FUTURE'] as const;
export type SignInDayState = (typeof SIGN_IN_DAY_STATES)[number];

/** `GET /wps/relay/rewards/sign-in`: the member's cycle grid. */
export const signInViewSchema = z.object({
  enabled: z.boolean(),
  /** Today, the merchant's day. */
  today: z.string(),
  /** The first day of the member's current cycle. */
  cycleStart: z.string(),
  signedToday: z.boolean(),
  /** Today's sign-in is open (enabled, not done, the bet requirement met). */
  canSignIn: z.boolean(),
  requireValidBet: z.boolean(),
  minValidBet: z.string().nullable(),
  /** The member's valid bet today (the statistics). */
  todayValidBet: z.string(),
  missedDay: z.enum(SIGN_IN_MISSED_RULES),
  days: z.array(
    z.object({ day: z.number().int(), prize: taskPrizeSchema, state: z.enum(SIGN_IN_DAY_STATES) }),
  ),
});
export type SignInView = z.infer<typeof signInViewSchema>;

/** A task's payment: the core's reward (AUTO: paid at once). */
export const taskGrantSchema = z.object({ rewardId: z.number().int(), prize: taskPrizeSchema });
export type TaskGrant = z.infer<typeof taskGrantSchema>;

export const signInResultSchema = taskGrantSchema.extend({ day: z.number().int(), signedOn: z.string() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/* ---------------------------------------------------------------- conditions */

/** One condition as the member sees it: `{actual}/{required}`; amounts as decimal strings. */
export const conditionProgressSchema = z.object({
  condition: z.enum([...ELIGIBILITY_CONDITIONS, ...PROGRESS_CONDITIONS]),
  actual: z.string(),
  required: z.string(),
  met: z.boolean(),
});
export type ConditionProgress = z.infer<typeof conditionProgressSchema>;

/* ---------------------------------------------------------------- newbie task */

const stepIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,32}$/, 'invalidValue');

const newbieSettingsOf = <P extends z.ZodType>(prize: P) =>
  z
    .strictObject({
      enabled: z.boolean(),
      /** The steps may be claimed within this many days of registration. */
      withinDays: z.number().int().min(1).max(365),
      /** At most this many members registered from one IP address receive newbie rewards (null: no limit). */
      perIpLimit: z.number().int().min(1).max(1000).nullable(),
      steps: z
        .array(
          z.strictObject({
            id: stepIdSchema,
            condition: z.enum(ELIGIBILITY_CONDITIONS),
            /** The count DEPOSIT_COUNT needs (1 for the others). */
            count: z.number().int().min(1).max(1000),
            prize,
          }),
        )
        .max(NEWBIE_MAX_STEPS),
    })
    .refine((settings) => new Set(settings.steps.map((step) => step.id)).size === settings.steps.length, {
      path: ['steps'],
      message: 'duplicateValue',
    });

export const newbieSettingsSchema = newbieSettingsOf(taskPrizeSchema);
export type NewbieSettings = z.infer<typeof newbieSettingsSchema>;
export const newbieSettingsInputSchema = newbieSettingsOf(taskPrizeInputSchema);

export const NEWBIE_STEP_STATES = ['CLAIMED', 'CLAIM', 'INCOMPLETE', 'EXPIRED'] as const;
export type NewbieStepState = (typeof NEWBIE_STEP_STATES)[number];

/** `GET /wps/relay/rewards/newbie`. */
export const newbieViewSchema = z.object({
  enabled: z.boolean(),
  /** The last instant steps may be claimed (`YYYY-MM-DD HH:mm:ss`). */
  deadline: z.string(),
  steps: z.array(
    z.object({
      id: z.string(),
      prize: taskPrizeSchema,
      progress: conditionProgressSchema,
      state: z.enum(NEWBIE_STEP_STATES),
    }),
  ),
});
export type NewbieView = z.infer<typeof newbieViewSchema>;
export const newbieStepParams = z.strictObject({ stepId: stepIdSchema });

/* ---------------------------------------------------------------- rescue fund */

export const RESCUE_KINDS = ['FIXED', 'PERCENT'] as const;
export type RescueKind = (typeof RESCUE_KINDS)[number];

const rescueSettingsOf = <M extends z.ZodType>(money: M) =>
  z.strictObject({
    enabled: z.boolean(),
    /** How long a rescue reward waits to be claimed after it is granted. */
    expiryHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    tiers: z
      .array(
        z.strictObject({
          category: z.enum(GAME_CATEGORIES),
          /** The tier applies from this net loss of the day (stake − payout) in the category. */
          minLoss: money,
          kind: z.enum(RESCUE_KINDS),
          /** FIXED: the amount paid. */
          amount: money.nullable(),
          /** PERCENT: the share of the net loss in hundredths of a percent (1000 = 10%). */
          percent: z.number().int().min(1).max(TASK_PERCENT_SCALE).nullable(),
          /** PERCENT: the most paid (null: no cap). */
          cap: money.nullable(),
        }),
      )
      .max(RESCUE_MAX_TIERS),
  });

export const rescueSettingsSchema = rescueSettingsOf(z.string());
export type RescueSettings = z.infer<typeof rescueSettingsSchema>;
/**
 * A money field of a rescue tier: a positive decimal string with at most 2 decimals. Request bodies
 * take bigints only as top-level amounts (`requestOf` encodes those without the schema), so the
 * tiers' amounts stay text on the wire and in the stored settings.
 */
const tierMoneySchema = z
  .string()
  .trim()
  .max(32)
  .refine((text) => {
    const minor = parseMinorUnits(text);
    return minor !== undefined && minor > 0n && minor <= MAX_AMOUNT_MINOR_UNITS && /^\d/.test(text);
  }, 'invalidAmount');

export const rescueSettingsInputSchema = rescueSettingsOf(tierMoneySchema).superRefine(
  (settings, context) => {
    settings.tiers.forEach((tier, index) => {
      if (tier.kind === 'FIXED' && tier.amount === null) {
        context.addIssue({ code: 'custom', path: ['tiers', index, 'amount'], message: 'required' });
      }
      if (tier.kind === 'PERCENT' && tier.percent === null) {
        context.addIssue({ code: 'custom', path: ['tiers', index, 'percent'], message: 'required' });
      }
    });
  },
);

/** `GET /wps/relay/rewards/rescue`: the tiers, today's estimate per category and the member's recent rescues. */
export const rescueViewSchema = z.object({
  enabled: z.boolean(),
  expiryHours: z.number().int(),
  tiers: rescueSettingsSchema.shape.tiers,
  today: z.string(),
  /** Today's net loss so far per category with a tier, and what it would pay if the day ended now. */
  estimate: z.array(z.object({ category: z.enum(GAME_CATEGORIES), netLoss: z.string(), amount: z.string() })),
  /** Rescues granted to the member (newest first, the last 30): claimed in the reward centre. */
  granted: z.array(
    z.object({
      day: z.string(),
      category: z.enum(GAME_CATEGORIES),
      netLoss: z.string(),
      amount: z.string(),
      rewardId: z.number().int(),
      expiresAt: z.string(),
    }),
  ),
});
export type RescueView = z.infer<typeof rescueViewSchema>;

/* ---------------------------------------------------------------- promo codes */

export const promoCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, 'invalidValue');

export const promoCodeBodySchema = z.strictObject({ code: promoCodeTextSchema });

/** `POST /wps/relay/rewards/promo-code`: the code's progress for the member. */
export const promoCodeViewSchema = z.object({
  code: z.string(),
  title: z.object({ JA: z.string(), EN: z.string() }),
  startDay: z.string(),
  endDay: z.string(),
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** The game vendor whose bets count (its code and name); null: every vendor. */
  vendor: z.object({ code: z.string(), name: z.string() }).nullable(),
  prize: taskPrizeSchema,
  conditions: z.array(conditionProgressSchema),
  redeemed: z.boolean(),
  /** Every condition met and not redeemed yet. */
  redeemable: z.boolean(),
});
export type PromoCodeView = z.infer<typeof promoCodeViewSchema>;

/** A promo code as the console edits it; window and conditions over whole merchant days. */
const promoCodeInputOf = <M extends z.ZodType, P extends z.ZodType>(money: M, prize: P) =>
  z.strictObject({
    code: promoCodeTextSchema,
    title: z.strictObject({ JA: z.string().trim().min(1).max(80), EN: z.string().trim().min(1).max(80) }),
    enabled: z.boolean(),
    startDay: dateQuery,
    endDay: dateQuery,
    prize,
    /** Required over the window: amounts (DEPOSIT_AMOUNT, VALID_BET) as decimal strings, counts as integers, PROFIT_MULTIPLIER in hundredths. */
    conditions: z
      .array(
        z.strictObject({
          condition: z.enum(PROGRESS_CONDITIONS),
          required: z
            .string()
            .trim()
            .regex(/^\d{1,13}(\.\d{1,2})?$/, 'invalidValue'),
        }),
      )
      .max(PROMO_CODE_MAX_CONDITIONS),
    /** Bets count only in this product category (null: every category). */
    category: z.enum(GAME_CATEGORIES).nullable(),
    /** Bets count only at this game vendor (its code, `vassalage`); null: every vendor. */
    vendor: vassalageSchema.nullable().default(null),
    /** At most this many members redeem the code (null: no limit). */
    maxUses: z.number().int().min(1).max(10_000_000).nullable(),
    /** The most paid in money over every redemption (null: no budget). */
    budget: money.nullable(),
  });

export const promoCodeInputSchema = promoCodeInputOf(amountSchema(), taskPrizeInputSchema).refine(
  (input) => input.startDay <= input.endDay,
  { path: ['endDay'], message: 'rangeInvalid' },
);

export const promoCodeSchema = promoCodeInputOf(z.string(), taskPrizeSchema).extend({
  id: z.number().int(),
  uses: z.number().int(),
  spent: z.string(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

const tags = ['rewards-tasks'];

export const rewardTaskEndpoints = {
  signIn: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/sign-in',
    tags,
    summary: 'The daily sign-in cycle: each day’s prize, what is claimed, today',
    access: 'member',
    response: signInViewSchema,
  }),
  signInToday: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/sign-in',
    tags,
    summary: 'Sign in for today and receive the day’s prize',
    description:
      'Once per merchant day (`sign_in_done_today`); when the operator requires a valid bet that day, ' +
      '`reward_not_eligible` with `value.conditions` until it is met.',
    access: 'member',
    response: signInResultSchema,
  }),
  newbie: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/newbie',
    tags,
    summary: 'The newbie task’s steps with the member’s progress',
    access: 'member',
    response: newbieViewSchema,
  }),
  claimNewbie: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/newbie/:stepId/claim',
    tags,
    summary: 'Claim a completed newbie step’s prize',
    description:
      'Once per step (`reward_already_claimed`), within the days after registration (`reward_expired`), ' +
      'when its condition is met (`reward_not_eligible`, `value.conditions`) and the registration IP has ' +
      'not reached its limit (`reward_limit_reached`).',
    access: 'member',
    params: newbieStepParams,
    response: taskGrantSchema,
  }),
  rescue: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/rescue',
    tags,
    summary: 'The rescue fund: tiers, today’s estimate and the member’s rescues',
    access: 'member',
    response: rescueViewSchema,
  }),
  promoCode: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/promo-code',
    tags,
    summary: 'A promo code’s conditions and the member’s progress',
    description: 'An unknown, disabled or ended code is `promo_code_invalid`.',
    access: 'member',
    body: promoCodeBodySchema,
    response: promoCodeViewSchema,
  }),
  redeemPromoCode: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/promo-code/redeem',
    tags,
    summary: 'Redeem a promo code whose conditions are met',
    description:
      'Once per member (`reward_already_claimed`); `reward_not_eligible` with `value.conditions`; ' +
      '`reward_budget_exhausted` when its uses or budget are spent.',
    access: 'member',
    body: promoCodeBodySchema,
    response: taskGrantSchema,
  }),
};
