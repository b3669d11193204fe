import { createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { HttpGet } from '../../platform/http/vendor-http.ts';
import { AppError } from '../../platform/http/errors.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/**
 * A service that proves a phone number outside this platform (the registration payload's
 * `firebaseChannel` and `firebaseIdToken`, spec section 3): the member's app sent and checked the
 * code with it and hands over its token. Which kinds exist is configuration; a token of a kind that
 * is not configured is ignored.
 */
export interface PhoneVerificationProvider {
  kind: 'firebase';
  /** The E.164 number (`+819012345678`) the token proves through `channel`; undefined when refused. */
  verify: (token: string, channel: string) => Promise<string | undefined>;
}

/** Where Google publishes the keys that sign Firebase ID tokens (JWK set). */
export const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** The sign-in channel a phone-number proof comes through, when the client names none. */
export const DEFAULT_FIREBASE_CHANNEL = 'phone';

/** Keys are kept this long; a token signed by a key not yet seen fetches them again (at most once a minute). */
const KEYS_TTL_MS = 60 * 60 * 1000;
const KEYS_RETRY_MS = 60 * 1000;
/** Clock skew allowed on the token's times. */
const SKEW_SECONDS = 60;

const jwkSetSchema = z.object({
  keys: z.array(z.object({ kid: z.string(), kty: z.literal('RSA'), n: z.string(), e: z.string() })),
});

const headerSchema = z.object({ alg: z.literal('RS256'), kid: z.string() });

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1).max(128),
  iat: z.number(),
  exp: z.number(),
  auth_time: z.number(),
  phone_number: z.string().regex(/^\+\d{6,15}$/),
  firebase: z.object({ sign_in_provider: z.string() }),
});

const decodeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const decodePart = (part: string): unknown => decodeJson(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Firebase Authentication's ID tokens (https://firebase.google.com/docs/auth/admin/verify-id-tokens):
 * RS256 signed by one of Google's published keys, issued for this project, in date, by a sign-in
 * through the channel the client names (`phone`), with the proven `phone_number`.
 */
export const createFirebasePhoneVerification = ({
  projectId,
  get,
  clock = systemClock,
}: {
  projectId: string;
  get: HttpGet;
  clock?: Clock;
}): PhoneVerificationProvider => {
  let keys = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;

  const refreshKeys = async () => {
    fetchedAt = clock.now().getTime();
    const answer = await get(FIREBASE_KEYS_URL, AbortSignal.timeout(5000));
    const parsed = answer.status === 200 ? jwkSetSchema.safeParse(decodeJson(answer.body)) : undefined;
    if (!parsed?.success) throw new Error(`Firebase keys unavailable (HTTP ${answer.status})`);
    keys = new Map(parsed.data.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
  };

  const keyFor = async (kid: string): Promise<KeyObject | undefined> => {
    const age = clock.now().getTime() - fetchedAt;
    if (age > KEYS_TTL_MS || (!keys.has(kid) && age > KEYS_RETRY_MS)) await refreshKeys();
    return keys.get(kid);
  };

  return {
    kind: 'firebase',
    verify: async (token, channel) => {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
      const header = headerSchema.safeParse(decodePart(headerPart));
      const claims = claimsSchema.safeParse(decodePart(payloadPart));
      if (!header.success || !claims.success) return undefined;
      const key = await keyFor(header.data.kid);
      if (!key) return undefined;
      const signed = verifySignature(
        'RSA-SHA256',
        Buffer.from(`${headerPart}.${payloadPart}`),
        key,
        Buffer.from(signaturePart, 'base64url'),
      );
      const now = clock.now().getTime() / 1000;
      const c = claims.data;
      const valid =
        signed &&
        c.iss === `https://securetoken.google.com/${projectId}` &&
        c.aud === projectId &&
        c.exp > now - SKEW_SECONDS &&
        c.iat <= now + SKEW_SECONDS &&
        c.auth_time <= now + SKEW_SECONDS &&
        c.firebase.sign_in_provider === channel;
      return valid ? c.phone_number : undefined;
    },
  };
};

/** The registration payload's proof fields (spec section 3). */
export interface PhoneProof {
  firebaseChannel?: string | undefined;
  firebaseIdToken?: string | undefined;
}

/** The configured provider that will check this proof; undefined when the fields are to be ignored. */
const providerFor = (providers: readonly PhoneVerificationProvider[], proof: PhoneProof) =>
  proof.firebaseIdToken ? providers.find((candidate) => candidate.kind === 'firebase') : undefined;

/** Whether the payload carries a proof a configured provider will check (it then stands in for an SMS code). */
export const hasPhoneProof = (providers: readonly PhoneVerificationProvider[], proof: PhoneProof): boolean =>
  providerFor(providers, proof) !== undefined;

/**
 * The number a registration's `firebaseIdToken` proves, checked by the configured provider of that
 * kind: undefined when no token came or no such provider is configured (the fields are ignored);
 * `phone_verification_failed` when the provider refuses the token or it proves another number than
 * `expected` (E.164); `phone_verification_unavailable` when the provider cannot be reached.
 */
export const checkPhoneProof = async (
  providers: readonly PhoneVerificationProvider[],
  proof: PhoneProof,
  expected: string | undefined,
): Promise<string | undefined> => {
  const provider = providerFor(providers, proof);
  if (!provider || !proof.firebaseIdToken) return undefined;
  let proven: string | undefined;
  try {
    proven = await provider.verify(proof.firebaseIdToken, proof.firebaseChannel ?? DEFAULT_FIREBASE_CHANNEL);
  } catch {
    throw new AppError('phone_verification_unavailable');
  }
  if (proven === undefined || proven !== expected) throw new AppError('phone_verification_failed');
  return proven;
};
