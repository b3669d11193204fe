import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import {
  newbieSettingsInputSchema,
  newbieSettingsSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  rescueSettingsInputSchema,
  rescueSettingsSchema,
  signInSettingsInputSchema,
  signInSettingsSchema,
} from '../rewards/tasks.ts';

/*
 * The operator's side of the reward centre's tasks: the sign-in cycle, the newbie steps, the rescue
 * tiers (audited as `reward.config`) and promo codes (audited as `promo_code.save`).
 */

export const promoCodeIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const promoCodeListQuery = z.strictObject({ ...pageQuery });
export const promoCodePageSchema = pageOf(promoCodeSchema);
/** The game vendors a promo code may be limited to. */
export const promoCodeVendorsSchema = z.array(z.object({ vassalage: z.string(), displayName: z.string() }));

const tags = ['console-reward-tasks'];
const read = { staff: 'rewards.read' } as const;
const write = { staff: 'rewards.write' } as const;

export const rewardTaskAdminEndpoints = {
  signInSettings: endpoint({
    method: 'GET',
    path: '/console-api/rewards/sign-in-settings',
    tags,
    summary: 'The daily sign-in cycle',
    access: read,
    response: signInSettingsSchema,
  }),
  setSignInSettings: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/sign-in-settings',
    tags,
    summary: 'Set the daily sign-in cycle (audited as `reward.config`)',
    access: write,
    body: signInSettingsInputSchema,
    response: signInSettingsSchema,
  }),
  newbieSettings: endpoint({
    method: 'GET',
    path: '/console-api/rewards/newbie-settings',
    tags,
    summary: 'The newbie task’s steps',
    access: read,
    response: newbieSettingsSchema,
  }),
  setNewbieSettings: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/newbie-settings',
    tags,
    summary: 'Set the newbie task’s steps (audited as `reward.config`)',
    access: write,
    body: newbieSettingsInputSchema,
    response: newbieSettingsSchema,
  }),
  rescueSettings: endpoint({
    method: 'GET',
    path: '/console-api/rewards/rescue-settings',
    tags,
    summary: 'The rescue fund’s tiers',
    access: read,
    response: rescueSettingsSchema,
  }),
  setRescueSettings: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/rescue-settings',
    tags,
    summary: 'Set the rescue fund’s tiers (audited as `reward.config`)',
    access: write,
    body: rescueSettingsInputSchema,
    response: rescueSettingsSchema,
  }),
  promoCodes: endpoint({
    method: 'GET',
    path: '/console-api/rewards/promo-codes',
    tags,
    summary: 'Promo codes, newest first, with their uses and spending',
    access: read,
    query: promoCodeListQuery,
    response: promoCodePageSchema,
  }),
  promoCodeVendors: endpoint({
    method: 'GET',
    path: '/console-api/rewards/promo-codes/vendors',
    tags,
    summary: 'The game vendors a promo code may be limited to, in the lobby’s order',
    access: read,
    response: promoCodeVendorsSchema,
  }),
  createPromoCode: endpoint({
    method: 'POST',
    path: '/console-api/rewards/promo-codes',
    tags,
    summary: 'Create a promo code (audited as `promo_code.save`)',
    description: 'A code already in use is `conflict`; an unknown vendor is `validation_failed` on `vendor`.',
    access: write,
    body: promoCodeInputSchema,
    response: promoCodeSchema,
  }),
  updatePromoCode: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/promo-codes/:id',
    tags,
    summary: 'Change a promo code (audited as `promo_code.save`)',
    access: write,
    params: promoCodeIdParams,
    body: promoCodeInputSchema,
    response: promoCodeSchema,
  }),
};
