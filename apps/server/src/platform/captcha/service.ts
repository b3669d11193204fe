import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_IP_WINDOW_MINUTES,
  CAPTCHA_TTL_MINUTES,
  CAPTCHA_WORK_ALGORITHM,
  parseCaptchaProof,
} from '@platform/contract';
import type { Database } from '../db/client.ts';
import { createToken, sha256 } from '../crypto/tokens.ts';
import { AppError } from '../http/errors.ts';
import type { CaptchaGenerator } from './image.ts';
import { captchas, loginIpFailures } from './tables.ts';

/**
 * How much work a captcha's proof of work asks for: the browser tries counters from 0 until it
 * finds the one the server picked between `minCounter` and `maxCounter`, each try a PBKDF2 of
 * `cost` iterations. The server checks a proof with one derivation.
 */
export interface CaptchaWork {
  cost: number;
  minCounter: number;
  maxCounter: number;
}

/**
 * About half a second of a desktop's CPU per attempt (2,000 PBKDF2 derivations of 1,000 iterations
 * on average), solved in the background while the person reads and types the picture's letters.
 */
export const DEFAULT_CAPTCHA_WORK: CaptchaWork = { cost: 1_000, minCounter: 1_000, maxCounter: 3_000 };

export interface IssuedCaptcha {
  /** Sent back as `captchaKey`. */
  key: string;
  /** The picture as a `data:image/png;base64,` URL. */
  image: string;
  /** The proof-of-work challenge, base64 JSON (altcha `Challenge`). */
  work: string;
}

/** The captcha fields a login sends after a failure. */
export interface CaptchaAnswer {
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  captchaProof?: string | undefined;
}

/** What a login answers while the captcha is asked for: the client shows it. */
export const CAPTCHA_FLAG = { captcha: true };

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/**
 * Captchas for the member site and the console: a distorted raster picture a generic script
 * cannot read, together with a proof of work that makes every attempt cost the client CPU time.
 * Both are answered together and spent once. Also remembers which IPs failed a login recently.
 */
export const createCaptchaService = ({
  db,
  draw,
  work,
}: {
  db: Database;
  draw: CaptchaGenerator;
  work: CaptchaWork;
}) => {
  /**
   * Spends the captcha of `key` (whatever the answer, so each picture gets one guess) and answers
   * whether the typed text and the proof of work are both right.
   */
  const verify = async (input: {
    key?: string | undefined;
    answer?: string | undefined;
    proof?: string | undefined;
  }) => {
    const { key, answer } = input;
    const proof = parseCaptchaProof(input.proof);
    if (!key || !answer || !proof) return false;
    const [row] = await db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
      .returning({ answerHash: captchas.answerHash, work: captchas.work, workSecret: captchas.workSecret });
    if (!row?.work || !row.workSecret || row.answerHash !== sha256(answer.trim().toLowerCase())) return false;
    const result = await verifySolution({
      challenge: row.work,
      solution: proof,
      deriveKey,
      hmacSignatureSecret: row.workSecret,
    });
    return result.verified;
  };

  return {
    issue: async (): Promise<IssuedCaptcha> => {
      const picture = draw();
      const key = createToken();
      const workSecret = createToken();
      const challenge = await createChallenge({
        algorithm: CAPTCHA_WORK_ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.maxCounter, work.minCounter),
        deriveKey,
        hmacSignatureSecret: workSecret,
      });
      await db.insert(captchas).values({
        key,
        answerHash: sha256(picture.text.toLowerCase()),
        work: challenge,
        workSecret,
        expiresAt: sql`now() + make_interval(mins => ${CAPTCHA_TTL_MINUTES})`,
      });
      await db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 hour'`);
      return {
        key,
        image: `data:image/png;base64,${picture.png.toString('base64')}`,
        work: Buffer.from(JSON.stringify({ parameters: challenge.parameters })).toString('base64'),
      };
    },

    verify,

    /** A login's captcha, when one is asked for: missing is `captcha_required`, wrong `captcha_incorrect`. */
    requireSolved: async (input: CaptchaAnswer) => {
      if (!input.captcha) throw new AppError('captcha_required', { value: CAPTCHA_FLAG });
      const solved = await verify({
        key: input.captchaKey,
        answer: input.captcha,
        proof: input.captchaProof,
      });
      if (!solved) throw new AppError('captcha_incorrect', { value: CAPTCHA_FLAG });
    },

    hasRecentFailures: async (ip: string): Promise<boolean> => {
      const [row] = await db
        .select({ count: loginIpFailures.count })
        .from(loginIpFailures)
        .where(
          and(
            eq(loginIpFailures.ip, ip),
            gt(
              loginIpFailures.lastFailedAt,
              sql`now() - make_interval(mins => ${CAPTCHA_IP_WINDOW_MINUTES})`,
            ),
          ),
        );
      return (row?.count ?? 0) > 0;
    },

    /** A failed login from `ip`: for a while every login from there needs a captcha, for any account. */
    recordFailure: async (ip: string) => {
      await db
        .insert(loginIpFailures)
        .values({ ip, count: 1, lastFailedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loginIpFailures.ip,
          set: { count: sql`${loginIpFailures.count} + 1`, lastFailedAt: sql`now()` },
        });
    },
  };
};
