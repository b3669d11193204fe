import { z } from 'zod';

/**
 * Who an activity (promotion, mission, ticket event, promo code, task) is for: every list empty means
 * every real member. A member is in the audience when it matches each non-empty list: its VIP level is
 * listed, it is in the team of a listed agent (at any depth, or the agent itself), its label is listed.
 * Trial accounts are never in an audience.
 */
export const audienceSchema = z.strictObject({
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
  agentIds: z.array(z.number().int().positive()).max(100).default([]),
  labels: z.array(z.string().trim().min(1).max(32)).max(50).default([]),
});
export type Audience = z.infer<typeof audienceSchema>;

export const EVERYONE: Audience = { vipLevels: [], agentIds: [], labels: [] };
