import { z } from 'zod';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { TEAM_SCOPES } from './constants.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import { betRecordPageSchema, betRecordSchema, betStatusSchema, vassalageSchema } from '../games/schemas.ts';

const scope = z.enum(TEAM_SCOPES).default('ALL');
const dayRange = { startDate: dateQuery, endDate: dateQuery };
const endAfterStart = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const endBeforeStart = { path: ['endDate'], message: 'endBeforeStart' };
/** Amounts in answers: decimal strings with 2 decimals, negative where the figure may be. */
const amount = z.string();

/** `GET /wps/agent/team/overview`: today's tiles and the series over the chosen days. */
export const teamOverviewQuerySchema = z
  .strictObject({ ...dayRange, scope })
  .refine(endAfterStart, endBeforeStart);
export type TeamOverviewQuery = z.input<typeof teamOverviewQuerySchema>;

/** One day's head-counts and amounts of the team (reference section 2). */
export const teamDaySchema = z.object({
  date: z.string(),
  /** Members who logged in. */
  logins: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstBets: z.number().int(),
  /** Members who deposited. */
  depositors: z.number().int(),
  depositCount: z.number().int(),
  withdrawalCount: z.number().int(),
  betCount: z.number().int(),
  depositAmount: amount,
  firstDepositAmount: amount,
  withdrawalAmount: amount,
  stake: amount,
  validBet: amount,
  payout: amount,
  /** The players' side: payout minus stake (positive: the players won). */
  winLoss: amount,
});
export type TeamDay = z.infer<typeof teamDaySchema>;

export const teamOverviewSchema = z.object({
  /** Today in the merchant's time zone, always over the whole team. */
  today: z.object({
    date: z.string(),
    logins: z.number().int(),
    registrations: z.number().int(),
    firstBets: z.number().int(),
    firstDeposits: z.number().int(),
    /** Members of the team online now: a live session used within the last `ONLINE_MINUTES`. */
    online: z.number().int(),
    /** The main wallets of the team, the agent excluded, as summed at `teamBalanceAt`. */
    teamBalance: amount,
    /** When the team balance was summed: at most `TEAM_BALANCE_MAX_AGE_SECONDS` ago. */
    teamBalanceAt: z.string(),
    teamSize: z.number().int(),
  }),
  /** Every day of the range, oldest first (days without activity are zeros). */
  days: z.array(teamDaySchema),
  totals: teamDaySchema.omit({ date: true }),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** `GET /wps/agent/team/profit` (palStatementsAgentCopy): per downline over a range, with the team's totals. */
export const teamProfitQuerySchema = z
  .strictObject({
    ...dayRange,
    scope,
    /** Only the downline with this username (any case); it must be in the caller's team. */
    username: z.string().trim().min(1).max(64).optional(),
    /** Leave out downlines without any figure in the range. */
    hideEmpty: z.enum(['true', 'false']).default('false'),
    ...pageQuery,
  })
  .refine(endAfterStart, endBeforeStart);
export type TeamProfitQuery = z.input<typeof teamProfitQuerySchema>;

export const teamProfitFiguresSchema = z.object({
  depositAmount: amount,
  withdrawalAmount: amount,
  betCount: z.number().int(),
  stake: amount,
  validBet: amount,
  payout: amount,
  /** The player's side: payout minus stake. */
  winLoss: amount,
});
export type TeamProfitFigures = z.infer<typeof teamProfitFiguresSchema>;

export const teamProfitRowSchema = teamProfitFiguresSchema.extend({
  username: z.string(),
  /** 1 for a direct downline, 2 for its downlines, and so on. */
  level: z.number().int(),
});
export type TeamProfitRow = z.infer<typeof teamProfitRowSchema>;

export const teamProfitPageSchema = pageOf(teamProfitRowSchema).extend({
  /** Over every downline the filter keeps, not only this page. */
  totals: teamProfitFiguresSchema,
});
export type TeamProfitPage = z.infer<typeof teamProfitPageSchema>;

/** `GET /wps/agent/team/bets` (team betting, personalHistoryCopy in the agent layout): the member's filters plus whose rounds. */
export const teamBetQuerySchema = z
  .strictObject({
    ...dayRange,
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vassalage: vassalageSchema.optional(),
    status: betStatusSchema.optional(),
    scope,
    /** Only the rounds of the downline with this username (any case); it must be in the caller's team. */
    username: z.string().trim().min(1).max(64).optional(),
    ...pageQuery,
  })
  .refine(endAfterStart, endBeforeStart);
export type TeamBetQuery = z.input<typeof teamBetQuerySchema>;

export const teamBetPageSchema = betRecordPageSchema.extend({
  list: z.array(betRecordSchema.extend({ username: z.string() })),
});
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;
