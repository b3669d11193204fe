import path from 'node:path';
import { z } from 'zod';
import { parseSecretKey, type ConfiguredSecretKeys } from './platform/crypto/secret-keys.ts';

/** One OpenID Connect provider for social login (for example LINE or Google). */
const socialProviderConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,32}$/),
  name: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>;

const SECRET_KEY_MESSAGE = 'must be 32 random bytes as base64 or 64 hex characters (openssl rand -base64 32)';

/** A key that encrypts secrets at rest; the key itself never appears in a message. */
const secretKeySchema = z.string().transform((value, ctx) => {
  const key = parseSecretKey(value);
  if (!key) ctx.addIssue({ code: 'custom', message: SECRET_KEY_MESSAGE });
  return key ?? z.NEVER;
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('DEMO'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The site's public address (`https://www.example.com`): every link the platform sends is built
   * from it. Unset: the operator's main domain (console), else `http://localhost:<PORT>`.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'must be an origin such as https://www.example.com, without path, query or credentials')
    .optional(),
  /** Number of reverse proxies in front of the server whose X-Forwarded-For is trusted. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Where the built web app lives; served at `/` when present. */
  WEB_DIST: z.string().optional(),
  /** Where the built operator console lives; served at `/console/` when present. */
  CONSOLE_DIST: z.string().optional(),
  /** Real email delivery; without it emails stay in the outbox, readable in the console. */
  SMTP_URL: z.url().optional(),
  SMTP_FROM: z.string().default('no-reply@localhost'),
  /** Real SMS delivery through an HTTP gateway; without it SMS stay in the outbox, readable in the console. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Social login: a JSON array of `{ id, name, issuer, clientId, clientSecret }`, at most two. */
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return [];
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(z.array(socialProviderConfigSchema).max(2)),
  /**
   * Phone verification by Firebase Authentication: the Firebase project whose ID tokens prove a
   * registering member's number (the registration payload's `firebaseIdToken`). Unset: the fields are ignored.
   */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .optional(),
  /** `embedded` runs the house game vendor in this process under /house; `off` when it runs as its own service. */
  HOUSE_VENDOR: z.enum(['embedded', 'off']).default('embedded'),
  /** The house vendor's signing secret; without it the one stored when it was registered is used. */
  HOUSE_VENDOR_SECRET: z.string().min(16).optional(),
  /** Encrypts signing secrets and TOTP secrets at rest; required with DATABASE_URL. */
  SECRETS_KEY: secretKeySchema.optional(),
  /** Keys retired by a rotation (comma-separated): still read, never written. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const keys = (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(parseSecretKey);
      if (keys.some((key) => key === undefined)) {
        ctx.addIssue({ code: 'custom', message: `each key ${SECRET_KEY_MESSAGE}` });
        return z.NEVER;
      }
      return keys as Buffer[];
    }),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  merchantCode: string;
  /** The `PUBLIC_URL` origin, when set. */
  publicUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  trustProxyHops: number;
  webDist: string | undefined;
  consoleDist: string | undefined;
  smtp: { url: string; from: string } | undefined;
  sms: { url: string; token: string | undefined } | undefined;
  social: SocialProviderConfig[];
  /** The Firebase project whose ID tokens prove phone numbers at registration, if configured. */
  firebaseProjectId: string | undefined;
  houseVendor: { embedded: boolean; secret: string | undefined };
  /** SECRETS_KEY and SECRETS_KEY_PREVIOUS; `platform/crypto/secret-keys.ts` decides what an unset key means. */
  secretsKeys: ConfiguredSecretKeys;
}

/** Reads the environment once; a bad value stops the start with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    merchantCode: c.MERCHANT_CODE,
    publicUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined,
    logLevel: c.LOG_LEVEL,
    trustProxyHops: c.TRUST_PROXY_HOPS,
    webDist: c.WEB_DIST,
    consoleDist: c.CONSOLE_DIST,
    smtp: c.SMTP_URL ? { url: c.SMTP_URL, from: c.SMTP_FROM } : undefined,
    sms: c.SMS_HTTP_URL ? { url: c.SMS_HTTP_URL, token: c.SMS_HTTP_TOKEN } : undefined,
    social: c.OIDC_PROVIDERS,
    firebaseProjectId: c.FIREBASE_PROJECT_ID,
    houseVendor: { embedded: c.HOUSE_VENDOR === 'embedded', secret: c.HOUSE_VENDOR_SECRET },
    secretsKeys: { current: c.SECRETS_KEY, previous: c.SECRETS_KEY_PREVIOUS },
  };
};
