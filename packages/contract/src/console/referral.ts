import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { dateQuery, daysInOrder, pageOf, pageQuery } from '../list-queries.ts';
import { REFERRAL_FAILURES, REFERRAL_INVITEE_STATUSES } from '../referral/constants.ts';
import { referralSettingsInputSchema, referralSettingsSchema } from '../referral/schemas.ts';

/*
 * The operator's side of invite friends: the programme's settings (audited `referral.config`) and
 * every invitee with its inviter and status.
 */

export const referralAdminInviteeSchema = z.object({
  inviteeId: z.number().int(),
  invitee: z.string(),
  referrerId: z.number().int(),
  referrer: z.string(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  status: z.enum(REFERRAL_INVITEE_STATUSES),
  failure: z.enum(REFERRAL_FAILURES).nullable(),
});
export type ReferralAdminInvitee = z.infer<typeof referralAdminInviteeSchema>;

const referralAdminInviteeFilters = z.strictObject({
  /** The inviter's exact account (any case); an unknown one answers an empty page. */
  referrer: z.string().trim().min(1).max(64).optional(),
  status: z.enum(REFERRAL_INVITEE_STATUSES).optional(),
  /** Registered on or after this merchant day. */
  startDate: dateQuery.optional(),
  /** Registered on or before this merchant day. */
  endDate: dateQuery.optional(),
});

/** The console's filter bar of the invitee list: the query without its paging. */
export const referralAdminInviteeFilterSchema = referralAdminInviteeFilters.refine(...daysInOrder);

/** `GET /console-api/rewards/referral/invitees`: filtered by inviter, status and registration days. */
export const referralAdminInviteesQuerySchema = referralAdminInviteeFilters
  .extend(pageQuery)
  .refine(...daysInOrder);
export type ReferralAdminInviteesQuery = z.input<typeof referralAdminInviteesQuerySchema>;
export const referralAdminInviteePageSchema = pageOf(referralAdminInviteeSchema);

const tags = ['console-referral'];

export const referralAdminEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/console-api/rewards/referral/settings',
    tags,
    summary: 'The invite-friends programme: qualification and rewards',
    access: { staff: 'rewards.read' },
    response: referralSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/referral/settings',
    tags,
    summary: 'Save the invite-friends programme (audited `referral.config`)',
    access: { staff: 'rewards.write' },
    body: referralSettingsInputSchema,
    response: referralSettingsSchema,
  }),
  invitees: endpoint({
    method: 'GET',
    path: '/console-api/rewards/referral/invitees',
    tags,
    summary: 'Invitees with their inviter and status, newest first',
    access: { staff: 'rewards.read' },
    query: referralAdminInviteesQuerySchema,
    response: referralAdminInviteePageSchema,
  }),
};
