import { eq, sql } from 'drizzle-orm';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  SYSTEM_STATUS,
  domainsSettingSchema,
  flattenWhitelabel,
  registerConfigSchema,
  siteSettingSchema,
  systemStatusSettingSchema,
  whitelabelSchema,
  withdrawalSettingsSchema,
  profileConfigSchema,
  contentSettingSchema,
  gameShortcutsSchema,
  memberTypesOf,
  memberTypesSettingSchema,
  siteResourcesSettingSchema,
  DEFAULT_MEMBER_TYPES,
  type ContentSettingInput,
  type MemberTypes,
  type MemberTypesSetting,
  type SiteResourcesSettingInput,
  type GameShortcuts,
  type ProfileConfig,
  type WithdrawalSettings,
  type RegisterConfig,
  type SiteConfig,
  type SiteSetting,
  type SystemStatus,
  type SystemStatusSetting,
  type WhitelabelNode,
  type DomainsSetting,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import {
  generateEncryptionKeyPair,
  loadPrivateKey,
  type EncryptionKeyPair,
} from '../../platform/crypto/hybrid.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { siteSettings } from './tables.ts';
import { isInRanges, lookupCountry } from './geo.ts';

/** The IP-range check the console's member rules use too. */
export { isValidRange } from './geo.ts';
import {
  DEFAULT_REGISTER_CONFIG,
  DEFAULT_SITE,
  DEFAULT_STATUS,
  DEFAULT_WHITELABEL,
  DEFAULT_WITHDRAWAL,
  DEFAULT_PROFILE_CONFIG,
  DEFAULT_GAME_SHORTCUTS,
  DEFAULT_SITE_RESOURCES,
} from './defaults.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

const SETTING = {
  DOMAINS: 'domains',
  STATUS: 'system_status',
  WHITELABEL: 'whitelabel',
  REGISTER: 'register_fields',
  SITE: 'site',
  ENCRYPTION: 'encryption_keypair',
  WITHDRAWAL: 'withdrawal',
  PROFILE: 'profile',
  CONTENT: 'content',
  DEFAULT_PASSWORD: 'default_password',
  SHORTCUTS: 'game_shortcuts',
  MEMBER_TYPES: 'member_types',
  RESOURCES: 'site_resources',
} as const;
type SettingKey = (typeof SETTING)[keyof typeof SETTING];

/** What each setting is until the operator changes it (the encryption key pair is generated). */
const SETTING_DEFAULTS: Record<SettingKey, unknown> = {
  [SETTING.STATUS]: DEFAULT_STATUS,
  [SETTING.WHITELABEL]: DEFAULT_WHITELABEL,
  [SETTING.REGISTER]: DEFAULT_REGISTER_CONFIG,
  [SETTING.SITE]: DEFAULT_SITE,
  [SETTING.DOMAINS]: { domains: [] },
  [SETTING.WITHDRAWAL]: DEFAULT_WITHDRAWAL,
  [SETTING.PROFILE]: DEFAULT_PROFILE_CONFIG,
  [SETTING.CONTENT]: contentSettingSchema.parse({}),
  [SETTING.DEFAULT_PASSWORD]: { hash: null, setAt: null },
  [SETTING.SHORTCUTS]: DEFAULT_GAME_SHORTCUTS,
  [SETTING.MEMBER_TYPES]: DEFAULT_MEMBER_TYPES,
  [SETTING.RESOURCES]: DEFAULT_SITE_RESOURCES,
  [SETTING.ENCRYPTION]: undefined,
};

/** The operator's default password: its hash (never the digits) and when it was set. */
const defaultPasswordSchema = z.object({ hash: z.string().nullable(), setAt: z.iso.datetime().nullable() });
/** The default password is six digits: a login password of another shape is not hashed to compare. */
const DEFAULT_PASSWORD_SHAPE = /^\d{6}$/;

export interface SystemServiceDeps {
  db: Database;
  merchantCode: string;
  /** Where a stored setting that no longer passes its schema is reported (it falls back to the default). */
  log?: { warn(details: object, message: string): void } | undefined;
  /** How long a read setting is reused; other instances see a change within this time. */
  cacheMs?: number;
  /** Times the cache (and nothing else here): a test that moves its clock sees settings expire with it. */
  clock?: Clock;
}

/** Settings are read on nearly every request (the status gate, currency), so they are cached briefly. */
const DEFAULT_CACHE_MS = 2000;

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * Settings the operator edits (status, switches, register rules, site) live in the database, so a
 * change reaches every instance without a restart: at once on the instance that wrote it, within
 * `cacheMs` on the others.
 */
export const createSystemService = ({
  db,
  merchantCode,
  log,
  cacheMs = DEFAULT_CACHE_MS,
  clock = systemClock,
}: SystemServiceDeps) => {
  const cache = new Map<SettingKey, { value: unknown; expiresAt: number }>();

  /**
   * A stored value that no longer passes its schema (written before a rule existed, or by hand):
   * its failing fields take the product default, or the whole setting does, and a warning says so.
   * A bad setting must never take the site down.
   */
  const recover = <T extends z.ZodType>(key: SettingKey, schema: T, stored: unknown, error: z.ZodError) => {
    const fallback = SETTING_DEFAULTS[key];
    const fields = [...new Set(error.issues.map((issue) => issue.path[0]).filter((f) => f !== undefined))];
    const isObject = (value: unknown): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    let value: z.infer<T> | undefined;
    if (isObject(stored) && isObject(fallback) && fields.length > 0) {
      const patched = { ...stored };
      for (const field of fields) patched[String(field)] = fallback[String(field)];
      const retried = schema.safeParse(patched);
      if (retried.success) value = retried.data;
    }
    log?.warn(
      { setting: key, fields: fields.map(String), replaced: value === undefined ? 'all' : 'fields' },
      'stored setting is invalid; using the default instead',
    );
    return value ?? schema.parse(fallback);
  };

  /**
   * A setting, from the cache or else read with `executor`: a caller inside a transaction passes it,
   * so the read does not wait for a second connection (PGlite has one).
   */
  const read = async <T extends z.ZodType>(
    key: SettingKey,
    schema: T,
    executor: Executor = db,
  ): Promise<z.infer<T>> => {
    const cached = cache.get(key);
    if (cached && cached.expiresAt > clock.now().getTime()) return cached.value as z.infer<T>;
    const [row] = await executor
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, key));
    if (!row) throw new Error(`Setting ${key} is missing; start the server once to write the defaults`);
    const parsed = schema.safeParse(row.value);
    const value = parsed.success ? parsed.data : recover(key, schema, row.value, parsed.error);
    cache.set(key, { value, expiresAt: clock.now().getTime() + cacheMs });
    return value;
  };

  const write = async <T extends z.ZodType>(
    key: SettingKey,
    schema: T,
    value: z.input<T>,
    executor: Executor = db,
  ) => {
    const parsed = schema.parse(value);
    await executor
      .insert(siteSettings)
      .values({ key, value: parsed })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: sql`now()` } });
    cache.delete(key);
  };

  let privateKey: KeyObject | undefined;
  let publicKey: string | undefined;

  const getEncryptionKeys = async () => {
    if (!privateKey || !publicKey) {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SETTING.ENCRYPTION));
      if (!row) throw new Error('Encryption keys are missing; start the server once to write them');
      const pair = row.value as EncryptionKeyPair;
      privateKey = loadPrivateKey(pair);
      publicKey = pair.publicKey;
    }
    return { privateKey, publicKey };
  };

  const getStatusSetting = () => read(SETTING.STATUS, systemStatusSettingSchema);

  /**
   * What this visitor sees: maintenance and site-wide restriction for everyone; otherwise the
   * region rules decide, by blocked IP range or by the country of the IP.
   */
  const getVisitorStatus = async (ip: string): Promise<number> => {
    const { status, regionRules } = await getStatusSetting();
    if (status !== SYSTEM_STATUS.NORMAL) return status;
    const blockedByRange = isInRanges(ip, regionRules.blockedIpRanges);
    const country = regionRules.blockedCountries.length > 0 ? lookupCountry(ip) : null;
    const blockedByCountry = country !== null && regionRules.blockedCountries.includes(country);
    return blockedByRange || blockedByCountry ? SYSTEM_STATUS.REGION_RESTRICTED : SYSTEM_STATUS.NORMAL;
  };
  const getWhitelabel = () => read(SETTING.WHITELABEL, whitelabelSchema);
  const getRegisterConfig = async (): Promise<RegisterConfig> =>
    await read(SETTING.REGISTER, registerConfigSchema);
  const getSiteSetting = () => read(SETTING.SITE, siteSettingSchema);
  const getWithdrawalSetting = () => read(SETTING.WITHDRAWAL, withdrawalSettingsSchema);
  const getProfileConfig = () => read(SETTING.PROFILE, profileConfigSchema);
  const getContentSetting = () => read(SETTING.CONTENT, contentSettingSchema);
  const getGameShortcuts = () => read(SETTING.SHORTCUTS, gameShortcutsSchema);
  const getMemberTypesSetting = (executor?: Executor) =>
    read(SETTING.MEMBER_TYPES, memberTypesSettingSchema, executor);
  const getSiteResources = () => read(SETTING.RESOURCES, siteResourcesSettingSchema);
  const getDomains = () => read(SETTING.DOMAINS, domainsSettingSchema);
  /** Which types are agents and which trial accounts (spec section 3), by the operator's lists. */
  const getMemberTypes = async (executor?: Executor): Promise<MemberTypes> =>
    memberTypesOf(await getMemberTypesSetting(executor));

  return {
    merchantCode,
    getStatusSetting,
    getWhitelabel,
    getRegisterConfig,
    getSiteSetting,
    getWithdrawalSetting,
    getProfileConfig,
    getContentSetting,
    getGameShortcuts,
    getMemberTypesSetting,
    getMemberTypes,
    setMemberTypes: (value: MemberTypesSetting, executor?: Executor) =>
      write(SETTING.MEMBER_TYPES, memberTypesSettingSchema, value, executor),
    /** Brand resources, the analytics tag, the CDNs and the merchant wallet (spec section 7's site config). */
    getSiteResources,
    /**
     * Whether the merchant wallet is single, as stored now and read in the caller's transaction (not
     * the cached copy): the check that keeps single-wallet mode and transfer-mode vendors apart.
     */
    isSingleWalletNow: async (executor: Executor): Promise<boolean> => {
      const [row] = await executor
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SETTING.RESOURCES));
      const parsed = siteResourcesSettingSchema.safeParse(row?.value);
      return parsed.success && parsed.data.merchantWallet.isSingle;
    },
    setSiteResources: (value: SiteResourcesSettingInput, executor?: Executor) =>
      write(SETTING.RESOURCES, siteResourcesSettingSchema, value, executor),
    /** Where each game shortcut of spec section 2 leads (`/down`, `/rou`, ...). */
    setGameShortcuts: (value: GameShortcuts, executor?: Executor) =>
      write(SETTING.SHORTCUTS, gameShortcutsSchema, value, executor),
    getEncryptionKeys,
    /** Downloads, social links, the verification link, feedback word limits, the winner-board minimum. */
    setContentSetting: (value: ContentSettingInput, executor?: Executor) =>
      write(SETTING.CONTENT, contentSettingSchema, value, executor),
    /** Profile fields, birthday age, new-device check and password expiry (security centre, login). */
    setProfileConfig: (value: ProfileConfig, executor?: Executor) =>
      write(SETTING.PROFILE, profileConfigSchema, value, executor),
    setWithdrawalSetting: (value: WithdrawalSettings, executor?: Executor) =>
      write(SETTING.WITHDRAWAL, withdrawalSettingsSchema, value, executor),

    /** Whether the default password is set, and since when (the hash stays here). */
    getDefaultPasswordState: async () => {
      const { hash, setAt } = await read(SETTING.DEFAULT_PASSWORD, defaultPasswordSchema);
      return { isSet: hash !== null, setAt: setAt === null ? null : new Date(setAt) };
    },
    /** Sets the default password (null clears it); only its hash is stored. */
    setDefaultPassword: async (password: string | null, executor?: Executor) =>
      write(
        SETTING.DEFAULT_PASSWORD,
        defaultPasswordSchema,
        password === null
          ? { hash: null, setAt: null }
          : { hash: await hashPassword(password), setAt: clock.now().toISOString() },
        executor,
      ),
    /** Whether a password is the operator's default one (spec sections 4 and 9). */
    isDefaultPassword: async (password: string) => {
      if (!DEFAULT_PASSWORD_SHAPE.test(password)) return false;
      const { hash } = await read(SETTING.DEFAULT_PASSWORD, defaultPasswordSchema);
      return hash !== null && (await verifyPassword(hash, password));
    },

    getFeatures: async () => flattenWhitelabel(await getWhitelabel()),

    /** Writes every missing setting with its product default; existing values are kept. */
    ensureDefaults: async () => {
      const defaults = SETTING_DEFAULTS;
      const existing = new Set(
        (await db.select({ key: siteSettings.key }).from(siteSettings)).map((r) => r.key),
      );
      for (const [key, value] of Object.entries(defaults)) {
        if (existing.has(key)) continue;
        await db
          .insert(siteSettings)
          .values({ key, value: value ?? generateEncryptionKeyPair() })
          .onConflictDoNothing();
      }
    },

    setSystemStatus: async (status: SystemStatusSetting['status']) =>
      write(SETTING.STATUS, systemStatusSettingSchema, { ...(await getStatusSetting()), status }),
    setStatusSetting: (setting: SystemStatusSetting, executor?: Executor) =>
      write(SETTING.STATUS, systemStatusSettingSchema, setting, executor),
    getDomains,
    setDomains: (setting: DomainsSetting, executor?: Executor) =>
      write(SETTING.DOMAINS, domainsSettingSchema, setting, executor),

    getVisitorStatus,
    /** `GET /wps/system/status`'s answer, also carried by the web page's boot data. */
    getSystemStatus: async (ip: string): Promise<SystemStatus> => ({
      status: await getVisitorStatus(ip),
      ip,
    }),
    setWhitelabel: (tree: WhitelabelNode[], executor?: Executor) =>
      write(SETTING.WHITELABEL, whitelabelSchema, tree, executor),
    setRegisterConfig: (config: RegisterConfig, executor?: Executor) =>
      write(SETTING.REGISTER, registerConfigSchema, config, executor),
    setSiteSetting: (site: SiteSetting, executor?: Executor) =>
      write(SETTING.SITE, siteSettingSchema, site, executor),
    /** Whether the database knows a time zone by this name (its own tz data may differ from the runtime's). */
    isDatabaseTimeZone: async (zone: string) => {
      const result = await db.execute(
        sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
      );
      return (result as { rows: { known: boolean }[] }).rows[0]?.known === true;
    },

    getSiteConfig: async (ip: string): Promise<SiteConfig> => {
      const [site, whitelabel, register, status, keys, content, shortcuts, resources, domains, memberTypes] =
        await Promise.all([
          getSiteSetting(),
          getWhitelabel(),
          getRegisterConfig(),
          getStatusSetting(),
          getEncryptionKeys(),
          getContentSetting(),
          getGameShortcuts(),
          getSiteResources(),
          getDomains(),
          getMemberTypesSetting(),
        ]);
      return {
        ...site,
        merchantCode,
        platform: 'WEB',
        whitelabel,
        features: flattenWhitelabel(whitelabel),
        register,
        maintenance: status.maintenance,
        regionRestriction: status.regionRestriction,
        location: { ip },
        encryptionPublicKey: keys.publicKey,
        content,
        shortcuts,
        ...resources,
        mainDomain: domains.domains.find((entry) => entry.isMain)?.domain ?? null,
        memberTypes,
      };
    },
  };
};
