import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DownlineAccountType, LinkChannel, LinkExpiry } from '@platform/contract';

/**
 * Each member's rebate rate per product category, in hundredths of a percent. A member without a row
 * for a category has 0. Set by the upline agent within its own rates (the operator's maximum on top).
 */
export const memberRebateRates = pgTable(
  'member_rebate_rates',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check('member_rebate_rates_rate', sql`${t.rate} >= 0`),
  ],
);

/** An agent's referral links: registrations through one land under the agent as its account type. */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    /** Upper-case; never the same as any agent's affiliate code. */
    code: text('code').notNull(),
    accountType: text('account_type').$type<DownlineAccountType>().notNull(),
    expiry: text('expiry').$type<LinkExpiry>().notNull(),
    channel: text('channel').$type<LinkChannel>().notNull(),
    channelLabel: text('channel_label'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Deleted links stop registering but keep their code, so past registrations still name them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_links_code_key').on(t.code),
    index('referral_links_agent_idx').on(t.agentId, t.createdAt),
  ],
);

/** Members an agent created directly in its register centre (their registration method). */
export const agentCreatedMembers = pgTable('agent_created_members', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  agentId: bigint('agent_id', { mode: 'number' }).notNull(),
});

/** An agent's own remark on a member of its team; each upline keeps its own. */
export const downlineRemarks = pgTable(
  'downline_remarks',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    remark: text('remark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.memberId] })],
);

/** The operator's agent policy: one row (id 1). */
export const agentPolicy = pgTable(
  'agent_policy',
  {
    id: smallint('id').primaryKey().default(1),
    /** Whether agents may create agents (directly, through links, or by promoting a player). */
    agentsMayCreateAgents: boolean('agents_may_create_agents').notNull().default(true),
    /** The highest rate per category any member may carry, hundredths of a percent. */
    maxRebateRates: jsonb('max_rebate_rates').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agent_policy_single_row', sql`${t.id} = 1`)],
);
