import {
  MODULE_ID,
  PATTERN_FAMILIES,
  SYSTEM_STATUS,
  type FieldRule,
  type GameShortcuts,
  type PatternFamilyId,
  type ProfileConfig,
  type RegisterConfig,
  type SiteResourcesSetting,
  type SiteSetting,
  type SystemStatusSetting,
  type WhitelabelNode,
  type WithdrawalSettings,
} from '@platform/contract';

/**
 * Product defaults written at first start when a setting is missing; the operator edits them
 * afterwards. They are configuration, not demo data: the demo seed overrides what it labels.
 */
const rule = (
  patternId: PatternFamilyId,
  minLength: number,
  maxLength: number,
  options: { enabled?: boolean; required?: boolean } = {},
): FieldRule => ({
  enabled: options.enabled ?? false,
  required: options.required ?? false,
  acceptedPattern: PATTERN_FAMILIES[patternId],
  patternId,
  minLength,
  maxLength,
});

export const DEFAULT_REGISTER_CONFIG: RegisterConfig = {
  username: rule('LETTER_FIRST_ALNUM', 4, 16, { enabled: true, required: true }),
  // At least 8 characters with a letter and a digit; symbols and long passphrases welcome (argon2id takes any length).
  password: rule('PASSPHRASE', 8, 128, { enabled: true, required: true }),
  mobileNum: rule('DIGITS', 8, 11, { enabled: true }),
  payeeName: rule('GENERAL', 2, 40),
  paymentPassword: rule('DIGITS', 6, 6),
  qqNum: rule('DIGITS', 5, 12),
  line: rule('NO_SPACES', 4, 20),
  whatsapp: rule('DIGITS', 8, 15),
  facebook: rule('NO_SPACES', 5, 50),
  wechat: rule('NO_SPACES', 6, 20),
  idNumber: rule('LETTERS_DIGITS_SYMBOLS', 6, 20),
  email: rule('EMAIL', 6, 64, { enabled: true }),
  recommenderId: rule('LETTER_FIRST_ALNUM', 4, 16),
  affiliateCode: rule('NO_SPACES', 4, 20, { enabled: true }),
  captcha: rule('GENERAL', 4, 4),
};

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

/** Switches for capabilities that exist start on; the rest start off until their issue lands. */
export const DEFAULT_WHITELABEL: WhitelabelNode[] = [
  node(MODULE_ID.ACCOUNT, true, [
    node(MODULE_ID.REGISTER_MOBILE, true, [
      node(MODULE_ID.SMS_VERIFICATION, true),
      node(MODULE_ID.REGISTER_PAYMENT_PASSWORD, false),
    ]),
    node(MODULE_ID.FREE_PLAY, true),
    node(MODULE_ID.FORCE_PASSWORD_CHANGE, true),
    node(MODULE_ID.VERIFICATION_CODE_LOGIN, true),
    node(MODULE_ID.PHONE_RECOVERY, true),
  ]),
  node(MODULE_ID.MEMBER, true, [
    node(MODULE_ID.VIP, true),
    node(MODULE_ID.REFERRAL, false),
    node(MODULE_ID.REWARDS, false),
    node(MODULE_ID.POINTS, false),
  ]),
  node(MODULE_ID.AGENT, true, [
    node(MODULE_ID.AGENT_POLICY, false),
    node(MODULE_ID.DIVIDEND, false),
    node(MODULE_ID.DAILY_SALARY, false),
    node(MODULE_ID.HOURLY_SALARY, false),
    node(MODULE_ID.REALTIME_SALARY, false),
  ]),
];

export const DEFAULT_STATUS: SystemStatusSetting = {
  status: SYSTEM_STATUS.NORMAL,
  maintenance: {
    heading: { JA: 'メンテナンス中', EN: 'Under maintenance' },
    info: {
      JA: 'ただいまシステムメンテナンスを行っております。しばらくしてから再度アクセスしてください。',
      EN: 'We are performing scheduled maintenance. Please come back shortly.',
    },
  },
  regionRestriction: {
    heading: { JA: 'アクセスが制限されています', EN: 'Access restricted' },
    info: {
      JA: 'お客様の地域またはIPアドレスからは本サービスをご利用いただけません。',
      EN: 'This service is not available from your location or IP address.',
    },
  },
  regionRules: { blockedCountries: [], blockedIpRanges: [] },
};

export const DEFAULT_SITE: SiteSetting = {
  siteName: 'Platform',
  languages: ['JA', 'EN'],
  defaultLanguage: 'JA',
  currency: { code: 'JPY', symbol: '¥' },
  timeZone: 'Asia/Tokyo',
  customerService: [],
  isDemo: false,
};

const profileRule = (patternId: PatternFamilyId, minLength: number, maxLength: number, enabled: boolean) =>
  rule(patternId, minLength, maxLength, { enabled });

/** The security centre's profile fields, the birthday age and the login checks until the operator sets them. */
export const DEFAULT_PROFILE_CONFIG: ProfileConfig = {
  fields: {
    nickname: profileRule('GENERAL', 2, 20, true),
    fullName: profileRule('FULL_NAME', 3, 60, true),
    birthday: profileRule('DATE_YMD', 10, 10, true),
    nationality: profileRule('LETTERS_SPACES', 2, 40, false),
    address: profileRule('GENERAL', 5, 120, false),
    occupation: profileRule('GENERAL', 2, 40, false),
    sourceOfIncome: profileRule('GENERAL', 2, 40, false),
    line: profileRule('NO_SPACES', 4, 20, true),
    telegram: profileRule('NO_SPACES', 5, 32, true),
    whatsapp: profileRule('DIGITS', 8, 15, true),
    zalo: profileRule('DIGITS', 8, 15, false),
    twitter: profileRule('NO_SPACES', 4, 15, false),
    facebook: profileRule('NO_SPACES', 5, 50, false),
  },
  minimumAge: 18,
  newDeviceVerification: true,
  passwordMaxAgeDays: 0,
  loginLockMinutes: 15,
};

/** Withdrawal limits until the operator sets them: 100.00 to 1,000,000.00, five a day. */
export const DEFAULT_WITHDRAWAL: WithdrawalSettings = {
  minAmount: '100.00',
  maxAmount: '1000000.00',
  dailyCount: 5,
};

/**
 * What the game shortcuts of spec section 2 open until the operator changes them: what their names
 * suggest. A vendor the site does not have shows the list's empty state.
 */
export const DEFAULT_GAME_SHORTCUTS: GameShortcuts = {
  down: { kind: 'DOWNLOAD' },
  rou: { kind: 'GAMES', category: 'LIVE', vassalage: null, classify: null, name: 'Roulette' },
  jp: { kind: 'GAMES', category: 'RNG', vassalage: null, classify: 'JP', name: null },
  bac: { kind: 'GAMES', category: 'LIVE', vassalage: null, classify: null, name: 'Baccarat' },
  horse: { kind: 'GAMES', category: 'RNG', vassalage: null, classify: null, name: 'Horse' },
  jl: { kind: 'GAMES', category: 'RNG', vassalage: 'JL', classify: null, name: null },
  ppslot: { kind: 'GAMES', category: 'RNG', vassalage: 'PP', classify: null, name: null },
  pplive: { kind: 'GAMES', category: 'LIVE', vassalage: 'PP', classify: null, name: null },
};

/** No operator logo, analytics tag or CDN until set; the tag waits for consent; vendors may keep wallets. */
export const DEFAULT_SITE_RESOURCES: SiteResourcesSetting = {
  resources: { logoUrl: null, faviconUrl: null },
  analytics: { gtagId: null, consentRequired: true },
  cdn: { images: null, launch: null },
  merchantWallet: { isSingle: false },
};
