import { randomInt } from 'node:crypto';
import {
  WRONG_PASSWORD_LIMIT,
  type AdjustmentKind,
  type AuditAction,
  assignableMemberTypes,
  validationText,
  formatMinorUnits,
  type ContentSetting,
  type DefaultPasswordState,
  type GameShortcuts,
  type MemberTypesSetting,
  type SiteResourcesSetting,
  type DomainsSetting,
  type FieldRule,
  type Language,
  type ProfileConfig,
  type RegisterConfig,
  type SiteSetting,
  type SystemStatusSetting,
  type WhitelabelNode,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { MemberSearch, MembersService, OperatorChange, MemberRow } from '../members/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import { isValidRange, type SystemService } from '../system/service.ts';
import { lockWalletModes, transferVendors } from '../games/wallet-mode-service.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';

const LOGIN_HISTORY_SHOWN = 50;

/**
 * Alphabets for a temporary password, plainest first (easiest to read out to a member): each is
 * tried a number of times before the next, until a password satisfies the operator's rule.
 */
const TEMPORARY_ALPHABETS = [
  'abcdefghjkmnpqrstuvwxyz23456789',
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789!#%+',
];
const TEMPORARY_ATTEMPTS = 100;

/** Field rules whose custom expression does not compile are refused, each under its field. */
const refuseBrokenPatterns = (
  rules: Record<string, Pick<FieldRule, 'acceptedPattern'>>,
  language: Language,
) => {
  const broken = Object.entries(rules).filter(([, rule]) => {
    try {
      new RegExp(rule.acceptedPattern, 'u');
      return false;
    } catch {
      return true;
    }
  });
  if (broken.length > 0) {
    throw fieldError(
      Object.fromEntries(broken.map(([field]) => [field, validationText('invalidValue', language)])),
    );
  }
};

export type OperatorService = ReturnType<typeof createOperatorService>;

/** The console's member and settings actions: each runs in one transaction with its audit entry. */
export const createOperatorService = (deps: {
  db: Database;
  audit: AuditService;
  members: MembersService;
  auth: AuthService;
  wallet: WalletService;
  ledger: LedgerService;
  system: SystemService;
}) => {
  const { db, audit, members, auth, wallet, ledger, system } = deps;

  const toRow = (row: MemberRow, timeZone: string) => ({
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    vipLevel: row.vipLevel,
    mobileNum: row.mobileNum,
    email: row.email,
    registeredAt: formatTimestamp(row.createdAt, timeZone),
    lastLoginAt: row.lastLoginAt ? formatTimestamp(row.lastLoginAt, timeZone) : null,
    isDemo: row.isDemo,
  });

  const changeMember = async (
    actor: Actor,
    memberId: number,
    action: AuditAction,
    change: OperatorChange,
    endSessions = false,
  ) =>
    db.transaction(async (tx) => {
      const result = await members.applyOperatorChange(tx, memberId, change);
      if (!result) throw new AppError('not_found_entity');
      if (endSessions) await auth.revokeMemberSessions(tx, memberId);
      await audit.record(tx, actor, { action, targetType: 'member', targetId: memberId, ...result });
    });

  /** A random password that the operator's current password rule accepts. */
  const temporaryPassword = async () => {
    const rule = (await system.getRegisterConfig()).password;
    const length = Math.min(Math.max(rule.minLength, 10), rule.maxLength);
    const pattern = new RegExp(rule.acceptedPattern, 'u');
    for (const alphabet of TEMPORARY_ALPHABETS) {
      for (let attempt = 0; attempt < TEMPORARY_ATTEMPTS; attempt += 1) {
        const candidate = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
        if (pattern.test(candidate)) return candidate;
      }
    }
    throw new Error('no temporary password satisfies the password rule');
  };

  const settingChange = async <T>(
    actor: Actor,
    action: AuditAction,
    before: T,
    apply: (tx: Executor) => Promise<void>,
    after: T,
  ) =>
    db.transaction(async (tx) => {
      await apply(tx);
      await audit.record(tx, actor, {
        action,
        targetType: 'setting',
        targetId: action.split('.')[1] ?? null,
        before,
        after,
      });
    });

  return {
    searchMembers: async (query: MemberSearch) => {
      const [{ rows, total }, { timeZone }] = await Promise.all([
        members.searchMembers(query),
        system.getSiteSetting(),
      ]);
      return {
        list: rows.map((row) => toRow(row, timeZone)),
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    getMember: async (memberId: number) => {
      const row = await members.findById(memberId);
      if (!row) throw new AppError('not_found_entity');
      const [{ timeZone }, history, parent, { balance }] = await Promise.all([
        system.getSiteSetting(),
        auth.getLoginHistory(memberId, LOGIN_HISTORY_SHOWN),
        row.parentId ? members.findById(row.parentId) : Promise.resolve(undefined),
        wallet.getMainBalance(memberId),
      ]);
      return {
        ...toRow(row, timeZone),
        payeeName: row.payeeName,
        countryDialingCode: row.countryDialingCode,
        registerIp: row.registerIp,
        registerUrl: row.registerUrl,
        parentAccount: parent?.username ?? null,
        affiliateCode: row.affiliateCode,
        referralCode: row.referralCode,
        failedLoginCount: row.failedLoginCount,
        paymentPasswordLocked: row.paymentPasswordFailures >= WRONG_PASSWORD_LIMIT,
        lockReason: row.lockReason,
        lockedUntil: row.lockedUntil ? formatTimestamp(row.lockedUntil, timeZone) : null,
        mustChangePassword: row.mustChangePassword,
        remarks: row.remarks,
        language: row.language,
        balance: formatMinorUnits(balance),
        loginHistory: history.map((h) => ({ ...h, at: formatTimestamp(h.at, timeZone) })),
      };
    },

    /** Locking ends the member's sessions at once. */
    lockMember: (actor: Actor, memberId: number) =>
      changeMember(actor, memberId, 'member.lock', { kind: 'lock' }, true),
    unlockMember: (actor: Actor, memberId: number) =>
      changeMember(actor, memberId, 'member.unlock', { kind: 'unlock' }),
    /** Moves a member and its whole team under the agent with this account (audited). */
    moveMember: async (actor: Actor, memberId: number, uplineAccount: string) => {
      const upline = await members.findByUsername(uplineAccount);
      if (!upline) throw new AppError('upline_invalid');
      await db.transaction(async (tx) => {
        const result = await members.moveUnderUpline(tx, memberId, upline.id);
        if (!result) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'member.upline',
          targetType: 'member',
          targetId: memberId,
          before: result.before,
          after: { ...result.after, uplineAccount: upline.username },
        });
      });
    },
    /** The ordinary member or one of the operator's agent types; trial accounts come from free play only. */
    setMemberType: async (actor: Actor, memberId: number, type: number, language: Language) => {
      if (!assignableMemberTypes(await system.getMemberTypes()).includes(type)) {
        throw fieldError({ type: validationText('unknownOption', language) });
      }
      return changeMember(actor, memberId, 'member.type', { kind: 'type', type }, true);
    },
    setMemberRemarks: (actor: Actor, memberId: number, remarks: string) =>
      changeMember(actor, memberId, 'member.remarks', { kind: 'remarks', remarks }),

    /** A temporary password shown once to the staff member; the member must change it at next login. */
    resetMemberPassword: async (actor: Actor, memberId: number) => {
      const password = await temporaryPassword();
      await changeMember(
        actor,
        memberId,
        'member.password_reset',
        { kind: 'password', passwordHash: await hashPassword(password) },
        true,
      );
      return { temporaryPassword: password };
    },

    /** The member's accounts with balances, and the transfers through them, newest first. */
    getMemberWallet: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      if (!(await members.findById(memberId))) throw new AppError('not_found_entity');
      const [accounts, { rows, total }, { timeZone }] = await Promise.all([
        ledger.getMemberAccounts(memberId),
        ledger.listMemberTransfers(memberId, page),
        system.getSiteSetting(),
      ]);
      return {
        accounts: accounts.map((account) => ({ ...account, balance: formatMinorUnits(account.balance) })),
        transfers: {
          list: rows.map((row) => ({
            ...row,
            direction:
              row.from.memberId === memberId && row.to.memberId === memberId
                ? ('INTERNAL' as const)
                : row.to.memberId === memberId
                  ? ('IN' as const)
                  : ('OUT' as const),
            amount: formatMinorUnits(row.amount),
            createdAt: formatTimestamp(row.createdAt, timeZone),
          })),
          total,
          totalPages: Math.ceil(total / page.pageSize),
        },
      };
    },

    /**
     * A manual adjustment of the member's main wallet: one ledger transfer between the operator's
     * account of its kind (ADJUSTMENT, or COMMISSION for an agent) and the wallet, audited with the
     * balance before and after in the same transaction. The client's `requestId` is the idempotency
     * key, so a double submit moves money once.
     */
    adjustMemberBalance: async (
      actor: Actor,
      memberId: number,
      input: { requestId: string; kind: AdjustmentKind; amount: bigint; reason: string },
      language: Language,
    ) => {
      if (input.kind === 'COMMISSION') {
        const row = await members.findById(memberId);
        if (!row) throw new AppError('not_found_entity');
        if (!(await system.getMemberTypes()).isAgent(row.type))
          throw fieldError({ kind: validationText('commissionAgentsOnly', language) });
      }
      const member = { memberId, kind: 'MAIN' as const };
      const operator = { operator: input.kind };
      const isCredit = input.amount > 0n;
      const amount = isCredit ? input.amount : -input.amount;
      return db.transaction(async (tx) => {
        const result = await ledger.transfer(
          {
            idempotencyKey: `adjustment:${input.requestId}`,
            from: isCredit ? operator : member,
            to: isCredit ? member : operator,
            amount,
            type: input.kind,
            metadata: { reason: input.reason, staffId: actor.staffId, staffUsername: actor.username },
          },
          tx,
        );
        if (result.replayed) {
          const { balance } = await wallet.getMainBalance(memberId, tx);
          return { transferId: result.transfer.id, balance: formatMinorUnits(balance), replayed: true };
        }
        const after = isCredit ? result.balances.to : result.balances.from;
        await audit.record(tx, actor, {
          action: 'member.adjustment',
          targetType: 'member',
          targetId: memberId,
          before: { balance: formatMinorUnits(after - input.amount) },
          after: {
            balance: formatMinorUnits(after),
            amount: formatMinorUnits(input.amount),
            kind: input.kind,
            reason: input.reason,
            transferId: result.transfer.id,
          },
        });
        return { transferId: result.transfer.id, balance: formatMinorUnits(after), replayed: false };
      });
    },

    getStatusSetting: () => system.getStatusSetting(),
    setStatusSetting: async (actor: Actor, setting: SystemStatusSetting, language: Language) => {
      const invalid = setting.regionRules.blockedIpRanges.filter((range) => !isValidRange(range));
      if (invalid.length > 0) {
        throw fieldError({
          blockedIpRanges: `${validationText('invalidValue', language)}: ${invalid.join(', ')}`,
        });
      }
      await settingChange(
        actor,
        'setting.status',
        await system.getStatusSetting(),
        (tx) => system.setStatusSetting(setting, tx),
        setting,
      );
    },

    getWhitelabel: () => system.getWhitelabel(),
    setWhitelabel: async (actor: Actor, tree: WhitelabelNode[]) =>
      settingChange(
        actor,
        'setting.whitelabel',
        await system.getWhitelabel(),
        (tx) => system.setWhitelabel(tree, tx),
        tree,
      ),

    getRegisterConfig: () => system.getRegisterConfig(),
    setRegisterConfig: async (actor: Actor, config: RegisterConfig, language: Language) => {
      refuseBrokenPatterns(config, language);
      await settingChange(
        actor,
        'setting.register',
        await system.getRegisterConfig(),
        (tx) => system.setRegisterConfig(config, tx),
        config,
      );
    },

    getProfileConfig: () => system.getProfileConfig(),
    setProfileConfig: async (actor: Actor, config: ProfileConfig, language: Language) => {
      refuseBrokenPatterns(config.fields, language);
      await settingChange(
        actor,
        'setting.profile',
        await system.getProfileConfig(),
        (tx) => system.setProfileConfig(config, tx),
        config,
      );
    },

    getGameShortcuts: () => system.getGameShortcuts(),
    setGameShortcuts: async (actor: Actor, shortcuts: GameShortcuts) =>
      settingChange(
        actor,
        'setting.shortcuts',
        await system.getGameShortcuts(),
        (tx) => system.setGameShortcuts(shortcuts, tx),
        shortcuts,
      ),

    getSiteResources: () => system.getSiteResources(),
    /** Single-wallet mode is refused while a vendor keeps its own wallet (`single_wallet_conflict`). */
    setSiteResources: async (actor: Actor, value: SiteResourcesSetting) =>
      settingChange(
        actor,
        'setting.resources',
        await system.getSiteResources(),
        async (tx) => {
          if (value.merchantWallet.isSingle) {
            await lockWalletModes(tx);
            const vendors = await transferVendors(tx);
            if (vendors.length > 0) throw new AppError('single_wallet_conflict', { value: { vendors } });
          }
          await system.setSiteResources(value, tx);
        },
        value,
      ),

    getMemberTypes: () => system.getMemberTypesSetting(),
    setMemberTypes: async (actor: Actor, value: MemberTypesSetting) =>
      settingChange(
        actor,
        'setting.member_types',
        await system.getMemberTypesSetting(),
        (tx) => system.setMemberTypes(value, tx),
        value,
      ),

    getDefaultPassword: async (): Promise<DefaultPasswordState> => {
      const [{ isSet, setAt }, { timeZone }] = await Promise.all([
        system.getDefaultPasswordState(),
        system.getSiteSetting(),
      ]);
      return { isSet, updatedAt: setAt === null ? null : formatTimestamp(setAt, timeZone) };
    },
    /** Sets (or with null clears) the default password; the audit says that it changed, never to what. */
    setDefaultPassword: async (actor: Actor, password: string | null) => {
      const before = await system.getDefaultPasswordState();
      await settingChange(
        actor,
        'setting.default_password',
        { isSet: before.isSet },
        (tx) => system.setDefaultPassword(password, tx),
        { isSet: password !== null },
      );
    },

    getSiteSetting: () => system.getSiteSetting(),
    setSiteSetting: async (actor: Actor, site: SiteSetting, language: Language) => {
      if (!site.languages.includes(site.defaultLanguage)) {
        throw fieldError({ defaultLanguage: validationText('invalidValue', language) });
      }
      // The schema checked the name against the runtime's zones; the database computes days in it too.
      if (!(await system.isDatabaseTimeZone(site.timeZone))) {
        throw fieldError({ timeZone: validationText('invalidTimeZone', language) });
      }
      await settingChange(
        actor,
        'setting.site',
        await system.getSiteSetting(),
        (tx) => system.setSiteSetting(site, tx),
        site,
      );
    },

    getDomains: () => system.getDomains(),
    setDomains: async (actor: Actor, domains: DomainsSetting) =>
      settingChange(
        actor,
        'setting.domains',
        await system.getDomains(),
        (tx) => system.setDomains(domains, tx),
        domains,
      ),

    getContentSetting: () => system.getContentSetting(),
    setContentSetting: async (actor: Actor, content: ContentSetting) =>
      settingChange(
        actor,
        'setting.content',
        await system.getContentSetting(),
        (tx) => system.setContentSetting(content, tx),
        content,
      ),
  };
};
