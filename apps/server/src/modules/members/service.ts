import { and, eq, sql } from 'drizzle-orm';
import {
  WRONG_PASSWORD_LIMIT,
  formatMinorUnits,
  isAgentType,
  isTrialType,
  toLanguage,
  type Language,
  type MemberInfo,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createCode } from '../../platform/crypto/tokens.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { MEMBER_STATUS, members } from './tables.ts';

export type MemberRow = typeof members.$inferSelect;

export interface NewMember {
  username: string;
  passwordHash: string;
  type: number;
  language: Language;
  paymentPasswordHash?: string | null | undefined;
  nickname?: string | null | undefined;
  payeeName?: string | null | undefined;
  email?: string | null | undefined;
  mobileNum?: string | null | undefined;
  countryDialingCode?: string | null | undefined;
  qqNum?: string | null | undefined;
  line?: string | null | undefined;
  whatsapp?: string | null | undefined;
  facebook?: string | null | undefined;
  wechat?: string | null | undefined;
  idNumber?: string | null | undefined;
  recommenderId?: string | null | undefined;
  parentId?: number | null | undefined;
  affiliateCode?: string | null | undefined;
  registeredWithReferralCode?: string | null | undefined;
  registeredWithAffiliateCode?: string | null | undefined;
  registerIp?: string | null | undefined;
  registerUrl?: string | null | undefined;
  registerDomain?: string | null | undefined;
  isDemo?: boolean;
}

/** Usernames are unique without regard to case. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export class UsernameTakenError extends Error {
  constructor() {
    super('username taken');
  }
}

export type MembersService = ReturnType<typeof createMembersService>;

export const createMembersService = ({
  db,
  wallet,
  system,
}: {
  db: Database;
  wallet: WalletService;
  system: SystemService;
}) => {
  const findById = async (id: number): Promise<MemberRow | undefined> =>
    (await db.select().from(members).where(eq(members.id, id)))[0];

  return {
    findById,

    findByUsername: async (username: string): Promise<MemberRow | undefined> =>
      (
        await db
          .select()
          .from(members)
          .where(eq(members.username, normaliseUsername(username)))
      )[0],

    /** The agent who owns an affiliate code (codes are compared upper-cased). */
    findAgentByAffiliateCode: async (code: string): Promise<MemberRow | undefined> => {
      const [row] = await db
        .select()
        .from(members)
        .where(eq(members.affiliateCode, code.trim().toUpperCase()));
      return row && isAgentType(row.type) ? row : undefined;
    },

    /** Creates the member and its wallet in one transaction; a taken username throws. */
    createMember: async (input: NewMember): Promise<MemberRow> => {
      const { currency } = await system.getSiteSetting();
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(members)
            .values({
              ...input,
              username: normaliseUsername(input.username),
              referralCode: createCode(),
              affiliateCode: input.affiliateCode?.toUpperCase() ?? null,
            })
            .returning();
          if (!row) throw new Error('member insert returned no row');
          await wallet.openMemberWallet(tx, row.id, currency.code);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new UsernameTakenError();
        throw error;
      }
    },

    /**
     * Counts one wrong password atomically; the fifth locks the account. Two wrong attempts at
     * once both count, because the increment happens in the UPDATE itself.
     */
    recordWrongPassword: async (memberId: number): Promise<{ failedLoginCount: number; locked: boolean }> => {
      const [row] = await db
        .update(members)
        .set({
          failedLoginCount: sql`${members.failedLoginCount} + 1`,
          status: sql`case when ${members.failedLoginCount} + 1 >= ${WRONG_PASSWORD_LIMIT} then ${MEMBER_STATUS.LOCKED} else ${members.status} end`,
        })
        .where(eq(members.id, memberId))
        .returning({ failedLoginCount: members.failedLoginCount, status: members.status });
      if (!row) throw new Error(`member ${memberId} vanished`);
      return { failedLoginCount: row.failedLoginCount, locked: row.status === MEMBER_STATUS.LOCKED };
    },

    recordSuccessfulLogin: async (executor: Executor, memberId: number) => {
      await executor
        .update(members)
        .set({ failedLoginCount: 0, lastLoginAt: sql`now()` })
        .where(and(eq(members.id, memberId), eq(members.status, MEMBER_STATUS.ACTIVE)));
    },

    setLanguage: async (memberId: number, language: Language) => {
      await db.update(members).set({ language }).where(eq(members.id, memberId));
    },

    getMemberInfo: async (memberId: number): Promise<MemberInfo> => {
      const member = await findById(memberId);
      if (!member) throw new Error(`member ${memberId} not found`);
      const [{ balance }, site] = await Promise.all([
        wallet.getMainBalance(memberId),
        system.getSiteSetting(),
      ]);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        isAgent: isAgentType(member.type),
        isTrial: isTrialType(member.type),
        balance: formatMinorUnits(balance),
        currencySymbol: site.currency.symbol,
        currency: site.currency.code,
        // The inbox and promotions arrive with their issues; until then there is nothing unread.
        unreadMessageCount: 0,
        availablePromoCount: 0,
        isVip: member.vipLevel > 0,
        vipLevel: member.vipLevel,
        label: member.label,
        rank: member.vipLevel > 0 ? `VIP${member.vipLevel}` : null,
        language: toLanguage(member.language),
        lastLoginAt: member.lastLoginAt ? formatTimestamp(member.lastLoginAt, site.timeZone) : null,
        registeredAt: formatTimestamp(member.createdAt, site.timeZone),
      };
    },
  };
};
