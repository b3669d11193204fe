import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/columns.ts';

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
    /** When a lock from wrong passwords ends by itself (null: an operator's lock, which staff lift). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locks from wrong passwords since the last good login or reset: each one lasts twice as long. */
    wrongPasswordLocks: integer('wrong_password_locks').notNull().default(0),
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
    /** Profile fields of spec section 3 the operator may enable in the security centre. */
    fullName: text('full_name'),
    /** `YYYY-MM-DD`. */
    birthday: text('birthday'),
    nationality: text('nationality'),
    address: text('address'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    twitter: text('twitter'),
    /** Set when the member proved the mobile number with a code: only then may it log in or reset. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The authenticator (TOTP) secret once enrolled; a pending one waits for its first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted time step, so a code is never accepted twice. */
    totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
    /** The upline agent, set from the affiliate code used at registration. */
    parentId: bigint('parent_id', { mode: 'number' }),
    /** This member's own code for inviting others. */
    referralCode: text('referral_code').notNull(),
    /** This agent's affiliate code for downline registrations. */
    affiliateCode: text('affiliate_code'),
    registeredWithReferralCode: text('registered_with_referral_code'),
    /** The member whose referral code was used at registration (invite friends). */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    registeredWithAffiliateCode: text('registered_with_affiliate_code'),
    registerIp: text('register_ip'),
    /** The browser's device id at registration (the `Device-Id` header), when it sent one. */
    registerDeviceId: text('register_device_id'),
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
    index('members_referrer_id_idx').on(t.referrerId),
    uniqueIndex('members_verified_mobile_key')
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileVerifiedAt} is not null`),
  ],
);

/**
 * The operator's avatar icons, offered in `sortOrder` (then id). The product's default set carries a
 * `defaultKey` and is written once (`ensureDefaultIcons`); a removed icon keeps its row with
 * `removedAt`, so a default the operator removed never comes back and a member's old choice still
 * names a row (it shows the plain figure).
 */
export const avatarIcons = pgTable(
  'avatar_icons',
  {
    id: serial('id').primaryKey(),
    defaultKey: text('default_key'),
    /** A console upload (`/wps/media/...`) or, for the default set, a file of the web app. */
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** The staff member who added it; null for the default set. */
    addedBy: text('added_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('avatar_icons_default_key')
      .on(t.defaultKey)
      .where(sql`${t.defaultKey} is not null`),
    index('avatar_icons_offered_idx')
      .on(t.sortOrder)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A member's avatar: one of the operator's icons, or a picture the member uploaded (png or jpg,
 * checked by content), never both. No row: the plain figure.
 */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    iconId: integer('icon_id').references(() => avatarIcons.id),
    contentType: text('content_type'),
    bytes: bytea('bytes'),
    /** The picture's SHA-256: the name it is served under. */
    sha256: text('sha256'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_avatars_sha256_idx')
      .on(t.sha256)
      .where(sql`${t.sha256} is not null`),
    index('member_avatars_icon_idx')
      .on(t.iconId)
      .where(sql`${t.iconId} is not null`),
    check(
      'member_avatars_icon_or_picture',
      sql`(${t.iconId} is not null and ${t.bytes} is null and ${t.sha256} is null and ${t.contentType} is null) or (${t.iconId} is null and ${t.bytes} is not null and ${t.sha256} is not null and ${t.contentType} is not null)`,
    ),
  ],
);
