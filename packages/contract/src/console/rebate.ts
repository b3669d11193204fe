import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { rebateRatesSchema } from '../downlines/schemas.ts';
import { rebateClaimPageSchema } from '../rewards/rebate.ts';

/*
 * The operator's side of the rebate (console): the default member rates and the automatic daily
 * run's switch (audited `rebate.config`), a report of what was paid per day, a member's rebates.
 */

/** The rebate settings: default rates of members without an upline, and the automatic run. */
export const rebateSettingsSchema = z.strictObject({
  /** Rates of members without an upline agent (percent, each at most the ceiling). */
  defaultRates: rebateRatesSchema,
  /** Pay every member's uncovered rebate automatically after each merchant day. */
  autoRebate: z.boolean(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** One merchant day's payments: automatic and claimed, members and totals. */
export const rebateDaySchema = z.object({
  day: z.string(),
  autoMembers: z.number().int(),
  autoTotal: z.string(),
  manualMembers: z.number().int(),
  manualTotal: z.string(),
});
export type RebateDay = z.infer<typeof rebateDaySchema>;

export const rebateReportQuerySchema = z.strictObject({ ...pageQuery });
export const rebateReportSchema = pageOf(rebateDaySchema);

export const rebateMemberClaimsQuerySchema = z.strictObject({
  /** The member's exact account (any case). */
  account: z.string().trim().min(1).max(64),
  ...pageQuery,
});
export type RebateMemberClaimsQuery = z.input<typeof rebateMemberClaimsQuerySchema>;

const tags = ['console-rewards'];

export const rebateAdminEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/console-api/rewards/rebate/settings',
    tags,
    summary: 'The rebate settings: default member rates and the automatic daily run',
    access: { staff: 'rewards.read' },
    response: rebateSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/rebate/settings',
    tags,
    summary: 'Save the rebate settings (audited `rebate.config`)',
    access: { staff: 'rewards.write' },
    body: rebateSettingsSchema,
    response: rebateSettingsSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/console-api/rewards/rebate/report',
    tags,
    summary: 'Rebates paid per merchant day, newest first: automatic runs and members’ claims',
    access: { staff: 'rewards.read' },
    query: rebateReportQuerySchema,
    response: rebateReportSchema,
  }),
  memberClaims: endpoint({
    method: 'GET',
    path: '/console-api/rewards/rebate/claims',
    tags,
    summary: 'A member’s paid rebates, newest first (an unknown account answers an empty page)',
    access: { staff: 'rewards.read' },
    query: rebateMemberClaimsQuerySchema,
    response: rebateClaimPageSchema,
  }),
};
