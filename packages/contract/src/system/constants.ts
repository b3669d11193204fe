import type { Language } from '../languages.ts';

/*
 * The status gate's, the white-label switches' and the help centre's plain values, apart from
 * their zod schemas (system/schemas.ts): the web's first load uses them without building any schema.
 */

/** System status values of spec section 4: 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

/** Module ids of the white-label switch tree (ARCHITECTURE.md, "API conventions"). */
export const MODULE_ID = {
  ACCOUNT: 'ACCOUNT',
  REGISTER_MOBILE: 'REGISTER_MOBILE',
  SMS_VERIFICATION: 'SMS_VERIFICATION',
  REGISTER_PAYMENT_PASSWORD: 'REGISTER_PAYMENT_PASSWORD',
  FREE_PLAY: 'FREE_PLAY',
  FORCE_PASSWORD_CHANGE: 'FORCE_PASSWORD_CHANGE',
  VERIFICATION_CODE_LOGIN: 'VERIFICATION_CODE_LOGIN',
  PHONE_RECOVERY: 'PHONE_RECOVERY',
  MEMBER: 'MEMBER',
  VIP: 'VIP',
  REFERRAL: 'REFERRAL',
  REWARDS: 'REWARDS',
  POINTS: 'POINTS',
  AGENT: 'AGENT',
  AGENT_POLICY: 'AGENT_POLICY',
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAILY_SALARY',
  HOURLY_SALARY: 'HOURLY_SALARY',
  REALTIME_SALARY: 'REALTIME_SALARY',
} as const;

export type ModuleId = (typeof MODULE_ID)[keyof typeof MODULE_ID];

/** Help-article slugs the product links to: the registration terms (`/help#term`) and the legal licence modal. */
export const HELP_SLUGS = { TERMS: 'term', LICENCE: 'licence' } as const;

/**
 * The demo install's notice bar (`isDemo`): the web shows it above the content, and the gateway
 * draws it in the page's first-paint frame too, so the content below does not move when the app
 * takes over.
 */
export const DEMO_NOTICE = {
  JA: 'デモ環境です。表示されているアカウントと数値はすべてデモデータです。',
  EN: 'Demo installation: all accounts and figures shown here are demo data.',
} as const satisfies Record<Language, string>;

/**
 * The Google tag (site config `analytics.gtagId`): the web loads its script from here, and the
 * gateway's page policy lets the page load it and send to Google Analytics only while an id is set
 * (Google's "Use a Content Security Policy with Google tag").
 */
export const GOOGLE_TAG = {
  scriptUrl: (gtagId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`,
  scriptSources: ['https://*.googletagmanager.com'],
  connectSources: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;
