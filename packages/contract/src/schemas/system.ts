import { z } from 'zod';
import { PATTERN_FAMILY_IDS, CUSTOM_PATTERN_ID } from '../patterns.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { contentSettingSchema } from './content.ts';

export const systemStatusSchema = z.object({
  status: z.number().int(),
  /** The visitor's IP as the gateway sees it. */
  ip: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Texts for the maintenance and blocked-region pages, per language. */
export const statusTextsSchema = z.object({
  heading: z.record(z.string(), z.string()),
  info: z.record(z.string(), z.string()),
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

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  title: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

/** Site settings kept in the database and editable by the operator. */
export const siteSettingSchema = z.object({
  siteName: z.string(),
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)).min(1),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  timeZone: z.string(),
  customerService: z.array(customerServiceEntrySchema),
  /** Marks a demo install: the web shows a "demo" notice so seed data is never mistaken for real. */
  isDemo: z.boolean(),
});
export type SiteSetting = z.infer<typeof siteSettingSchema>;

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
  /** RSA-OAEP-256 public key (SPKI, base64) for the encrypted calls. */
  encryptionPublicKey: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
