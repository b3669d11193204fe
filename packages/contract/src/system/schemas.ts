import { z } from 'zod';
import { gameShortcutsSchema } from '../games/shortcuts.ts';
import { imageUrlSchema, linkUrlSchema } from '../content-fields.ts';
import { memberTypesSettingSchema } from '../member-types.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { CUSTOM_PATTERN_ID, PATTERN_FAMILY_IDS } from '../patterns.ts';
import { multiline } from '../text.ts';

/*
 * The system module (spec sections 1, 4 and 9): status gate, white-label switches, registration
 * field rules, site setting and config, the content setting, help articles.
 */

export const systemStatusSchema = z.object({
  status: z.number().int(),
  /** The visitor's IP as the gateway sees it. */
  ip: z.string(),
});

export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Texts for the maintenance and blocked-region pages, per language. */
export const statusTextsSchema = z.object({
  heading: z.record(z.string(), z.string()),
  info: multiline(z.record(z.string(), z.string())),
});

/** Who is region-restricted: ISO 3166 country codes and IP addresses or CIDR ranges. */
export const regionRulesSchema = z.object({
  blockedCountries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/),
    )
    .max(250),
  blockedIpRanges: z.array(z.string().trim().min(1).max(64)).max(500),
});

export type RegionRules = z.infer<typeof regionRulesSchema>;

/**
 * The operator's status setting: 0 normal, 1 maintenance for everyone, 2 region restriction for
 * everyone. With 0, visitors matching the region rules still see the blocked page (status 2).
 */
export const systemStatusSettingSchema = z.object({
  status: z.number().int().min(0).max(2),
  maintenance: statusTextsSchema,
  regionRestriction: statusTextsSchema,
  regionRules: regionRulesSchema.default({ blockedCountries: [], blockedIpRanges: [] }),
});

export type SystemStatusSetting = z.infer<typeof systemStatusSettingSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const whitelabelSchema = z.array(whitelabelNodeSchema);

/** Flattens the tree: a module is on only when it and every ancestor are enabled. */
export const flattenWhitelabel = (nodes: WhitelabelNode[], parentEnabled = true): Record<string, boolean> => {
  const flat: Record<string, boolean> = {};
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled;
    flat[node.modId] = enabled;
    Object.assign(flat, flattenWhitelabel(node.childrenNodes, enabled));
  }
  return flat;
};

/** Fields of the registration form whose rules the server supplies (spec section 5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string(),
    patternId: z.enum([...PATTERN_FAMILY_IDS, CUSTOM_PATTERN_ID]),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, { message: 'minLength must not exceed maxLength' });

export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerConfigSchema = z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema);

export type RegisterConfig = Record<RegisterField, FieldRule>;

/**
 * An IANA time zone name the runtime knows ("Asia/Tokyo", "UTC", "Etc/GMT-9"). Never an offset such
 * as "+09:00": PostgreSQL reads those POSIX-style, with the sign reversed.
 */
export const isIanaTimeZone = (zone: string): boolean => {
  if (zone.length > 64 || !/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

let currencyCodes: ReadonlySet<string> | undefined;

/** An ISO 4217 currency code the runtime knows ("JPY"). */
export const isCurrencyCode = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && (currencyCodes ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** Schemes a customer-service link may open besides https: mail, phone and the chat apps. */
export const CUSTOMER_SERVICE_SCHEMES = [
  'https:',
  'mailto:',
  'tel:',
  'line:',
  'whatsapp:',
  'tg:',
  'viber:',
  'skype:',
  'weixin:',
] as const;

/**
 * A customer-service link: https with a host, mailto, tel, a chat app's scheme, or a path on this
 * site. Never `javascript:`, `data:` or plain http.
 */
export const isCustomerServiceLink = (path: string): boolean => {
  if (/\s/.test(path)) return false;
  if (/^\/(?!\/)/.test(path)) return true;
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    return false;
  }
  if (!(CUSTOMER_SERVICE_SCHEMES as readonly string[]).includes(url.protocol)) return false;
  return url.protocol !== 'https:' || url.hostname !== '';
};

export const customerServiceEntrySchema = z.object({
  csType: z.string().trim().min(1).max(32),
  title: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).refine(isCustomerServiceLink, 'invalidContactLink'),
});

export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

/**
 * Site settings kept in the database and editable by the operator. Every field is checked in full
 * before it is saved (the time zone and currency are used on every page).
 */
export const siteSettingSchema = z.object({
  siteName: z.string().trim().min(1).max(100),
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)).min(1),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
  currency: z.object({
    code: z.string().refine(isCurrencyCode, 'invalidCurrency'),
    symbol: z.string().trim().min(1).max(8),
  }),
  timeZone: z.string().refine(isIanaTimeZone, 'invalidTimeZone'),
  customerService: z.array(customerServiceEntrySchema).max(20),
  /** Marks a demo install: the web shows a "demo" notice so seed data is never mistaken for real. */
  isDemo: z.boolean(),
});

export type SiteSetting = z.infer<typeof siteSettingSchema>;

/** Social links of the footer, in the order the operator lists them. */
export const SOCIAL_KINDS = [
  'FACEBOOK',
  'X',
  'INSTAGRAM',
  'YOUTUBE',
  'TELEGRAM',
  'LINE',
  'TIKTOK',
  'WHATSAPP',
] as const;

export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** `GET /wps/system/helpCenter?lang=JA&device=WEB`. */
export const helpCenterQuerySchema = z.strictObject({
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
  device: z.literal('WEB').default('WEB'),
});

export const helpArticleSchema = z.object({
  /** Stable key for links (`term` is the registration terms, `licence` the legal licence). */
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});

export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCenterSchema = z.object({ articles: z.array(helpArticleSchema) });

export type HelpCenter = z.infer<typeof helpCenterSchema>;

const appLink = linkUrlSchema.nullable().default(null);

/** `GET/PUT /console-api/settings/content`; the member side reads it in the site config. */
export const contentSettingSchema = z.object({
  /** `/download`: the apps' install pages; a missing one is not offered. */
  downloads: z
    .object({ ios: appLink, iosLite: appLink, android: appLink })
    .default({ ios: null, iosLite: null, android: null }),
  socialLinks: z
    .array(z.strictObject({ kind: z.enum(SOCIAL_KINDS), url: linkUrlSchema }))
    .max(SOCIAL_KINDS.length)
    .default([]),
  /** The representative verification link of the mirror page (the operator's official channel). */
  verificationUrl: linkUrlSchema.nullable().default(null),
  /** Feedback content limits in words (see `countFeedbackWords`). */
  feedbackWords: z
    .object({ min: z.number().int().min(1).max(1000), max: z.number().int().min(1).max(5000) })
    .refine((words) => words.min <= words.max, { path: ['max'], message: 'minAboveMax' })
    .default({ min: 5, max: 500 }),
  /** A settled round enters the winner board when it paid at least this (2 decimals, major units). */
  winnerMinAmount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'invalidAmount')
    .default('1000.00'),
});

export type ContentSetting = z.infer<typeof contentSettingSchema>;

export type ContentSettingInput = z.input<typeof contentSettingSchema>;

/** A Google tag id: a GA4 measurement id (`G-…`), a Google tag (`GT-…`), Ads (`AW-…`) or Floodlight (`DC-…`). */
export const gtagIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/, 'invalidGtagId');

/**
 * Where a CDN serves this site's files: an https address without query, fragment or credentials;
 * a trailing slash is dropped. A site path (`/wps/media/…`, `/house/play?…`) is appended to it.
 */
export const cdnBaseSchema = z
  .string()
  .trim()
  .max(200)
  .overwrite((value) => value.replace(/\/+$/, ''))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'https:' &&
        url.hostname !== '' &&
        !url.username &&
        !url.password &&
        !value.includes('?') &&
        !value.includes('#')
      );
    } catch {
      return false;
    }
  }, 'invalidCdnBase');

/**
 * `GET/PUT /console-api/settings/resources`: what the site config of spec section 7 carries beside
 * the site setting: the brand resources, the analytics tag, the CDNs and the merchant wallet.
 */
export const siteResourcesSettingSchema = z.strictObject({
  /** The operator's logo (header) and favicon; the product's own mark when null. */
  resources: z.object({ logoUrl: imageUrlSchema.nullable(), faviconUrl: imageUrlSchema.nullable() }),
  analytics: z.object({
    /** The Google tag's id; no tag is loaded while it is null. */
    gtagId: gtagIdSchema.nullable(),
    /** The tag loads only after the visitor accepts analytics cookies in the consent banner. */
    consentRequired: z.boolean(),
  }),
  /** Bases prefixed to this site's image addresses and to game launch addresses that are site paths. */
  cdn: z.object({ images: cdnBaseSchema.nullable(), launch: cdnBaseSchema.nullable() }),
  /** Spec "merchant wallet": in single-wallet mode every vendor plays on the main wallet and "my wallets" is hidden. */
  merchantWallet: z.object({ isSingle: z.boolean() }),
});

export type SiteResourcesSetting = z.infer<typeof siteResourcesSettingSchema>;
export type SiteResourcesSettingInput = z.input<typeof siteResourcesSettingSchema>;

/** What the client needs at start (spec section 7, "Permission/site config"). */
export const siteConfigSchema = siteSettingSchema.extend({
  merchantCode: z.string(),
  platform: z.literal('WEB'),
  whitelabel: whitelabelSchema,
  features: z.record(z.string(), z.boolean()),
  register: registerConfigSchema,
  maintenance: statusTextsSchema,
  regionRestriction: statusTextsSchema,
  location: z.object({ ip: z.string() }),
  /** Downloads, social links, the mirror page's verification link, feedback word limits. */
  content: contentSettingSchema,
  /** Where each game shortcut of spec section 2 leads. */
  shortcuts: gameShortcutsSchema,
  resources: siteResourcesSettingSchema.shape.resources,
  /** The operator's main mirror domain (console: mirror domains); null when none is marked main. */
  mainDomain: z.string().nullable(),
  analytics: siteResourcesSettingSchema.shape.analytics,
  cdn: siteResourcesSettingSchema.shape.cdn,
  merchantWallet: siteResourcesSettingSchema.shape.merchantWallet,
  /** Which member types are agents and which trial accounts (spec section 3). */
  memberTypes: memberTypesSettingSchema,
  /** RSA-OAEP-256 public key (SPKI, base64) for the encrypted calls. */
  encryptionPublicKey: z.string(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The mirror domains (`GET /wps/system/domainRoute`, set in the console); at most one is the main. */
export const mirrorDomainSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/),
  isMain: z.boolean(),
  remark: z.string().trim().max(100).default(''),
});
export const domainsSettingSchema = z.object({
  domains: z
    .array(mirrorDomainSchema)
    .max(100)
    .refine((list) => list.filter((d) => d.isMain).length <= 1, { message: 'one main domain at most' }),
});
export type DomainsSetting = z.infer<typeof domainsSettingSchema>;
