import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { MEMBER_STATUS, type LockReason, type MemberStatus } from '@platform/contract';

export { LOCK_REASON, MEMBER_STATUS, type LockReason, type MemberStatus } from '@platform/contract';

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stored lower-cased: usernames are unique without regard to case. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong payment passwords in a row; at the limit the payment password locks until staff unlock it. */
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    type: smallint('type').notNull(),
    status: text('status').$type<MemberStatus>().notNull().default(MEMBER_STATUS.ACTIVE),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Why a LOCKED account is locked: five wrong passwords, or an operator's action. */
    lockReason: text('lock_reason').$type<LockReason>(),
    /** Staff notes about the member; never shown to the member. */
    remarks: text('remarks'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    email: text('email'),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    /** The upline agent, set from the affiliate code used at registration. */
    parentId: bigint('parent_id', { mode: 'number' }),
    /** This member's own code for inviting others. */
    referralCode: text('referral_code').notNull(),
    /** This agent's affiliate code for downline registrations. */
    affiliateCode: text('affiliate_code'),
    registeredWithReferralCode: text('registered_with_referral_code'),
    registeredWithAffiliateCode: text('registered_with_affiliate_code'),
    registerIp: text('register_ip'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    language: text('language').notNull(),
    vipLevel: integer('vip_level').notNull().default(0),
    label: text('label'),
    /** Set for demo accounts created by `db:seed`, so they are never mistaken for real members. */
    isDemo: boolean('is_demo').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The login before the current one: what "last login" means to the member who just signed in. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    uniqueIndex('members_referral_code_key').on(t.referralCode),
    uniqueIndex('members_affiliate_code_key')
      .on(t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_parent_id_idx').on(t.parentId),
  ],
);
