import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODES_PER_HOUR,
  type Language,
} from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import type { OutboxService } from '../../platform/outbox/service.ts';
import { CODE_PURPOSE, verificationCodes, type CodePurpose } from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/** Codes one IP may request per hour, across every recipient: flooding many numbers from one place. */
const CODES_PER_IP_PER_HOUR = 20;
/** A new code for the same recipient and purpose is refused this soon after the last one. */
const RESEND_GAP_SECONDS = 60;
const WAIT_SECONDS = TOO_MANY_REQUESTS_WAIT_MINUTES * 60;

const tooMany = (retryAfterSeconds = WAIT_SECONDS) =>
  new AppError('too_many_requests', { headers: { 'retry-after': String(retryAfterSeconds) } });

/** Normalised addresses, so one number or mailbox is one recipient however it was typed. */
export const mobileRecipient = (countryDialingCode: string, national: string) =>
  `+${countryDialingCode} ${national}`;
export const emailRecipient = (email: string) => email.trim().toLowerCase();

const TEXTS: Record<CodePurpose, Record<Language, string>> = {
  [CODE_PURPOSE.REGISTER]: { EN: 'Your registration code', JA: '会員登録の認証コード' },
  [CODE_PURPOSE.NO_LOGIN]: { EN: 'Your login code', JA: 'ログイン用の認証コード' },
  [CODE_PURPOSE.BIND_MOBILE]: { EN: 'Your code to bind this number', JA: '電話番号登録の認証コード' },
  [CODE_PURPOSE.BIND_EMAIL]: { EN: 'Your code to bind this address', JA: 'メールアドレス登録の認証コード' },
  [CODE_PURPOSE.CHALLENGE]: { EN: 'Your sign-in check code', JA: 'ログイン確認の認証コード' },
};

const messageText = (purpose: CodePurpose, code: string, language: Language) =>
  language === 'JA'
    ? `${TEXTS[purpose].JA}は ${code} です（${VERIFICATION_CODE_MINUTES}分間有効）。このコードは誰にも教えないでください。`
    : `${TEXTS[purpose].EN} is ${code} (valid for ${VERIFICATION_CODE_MINUTES} minutes). Never share it with anyone.`;

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: 'SMS' | 'EMAIL';
  /** The normalised address ({@link mobileRecipient}, {@link emailRecipient}). */
  recipient: string;
  ip: string;
  language: Language;
}

export type CodeService = ReturnType<typeof createCodeService>;

/**
 * Verification codes by SMS and email. A code is 6 random digits, kept only as its argon2id hash,
 * valid for {@link VERIFICATION_CODE_MINUTES} minutes, used once, and dead after
 * {@link VERIFICATION_CODE_MAX_ATTEMPTS} wrong answers. Sending is limited per recipient (one per
 * minute, {@link VERIFICATION_CODES_PER_HOUR} per hour) and per IP; beyond that the caller waits
 * the spec's 5 minutes.
 */
export const createCodeService = ({
  db,
  outbox,
  clock = systemClock,
}: {
  db: Database;
  outbox: OutboxService;
  clock?: Clock;
}) => {
  const countSince = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: count() }).from(verificationCodes).where(where);
    return row?.n ?? 0;
  };

  return {
    /** Sends a new code, replacing any live one for the same recipient and purpose. */
    send: async (input: SendCodeInput): Promise<{ expiredMinutes: number }> => {
      const lastHour = sql`now() - interval '1 hour'`;
      const [latest] = await db
        .select({ age: sql<number>`extract(epoch from (now() - ${verificationCodes.createdAt}))` })
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.recipient, input.recipient), eq(verificationCodes.purpose, input.purpose)),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (latest && Number(latest.age) < RESEND_GAP_SECONDS) {
        throw tooMany(Math.ceil(RESEND_GAP_SECONDS - Number(latest.age)));
      }
      const perRecipient = await countSince(
        and(
          eq(verificationCodes.recipient, input.recipient),
          eq(verificationCodes.purpose, input.purpose),
          gt(verificationCodes.createdAt, lastHour),
        ),
      );
      const perIp = await countSince(
        and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, lastHour)),
      );
      if (perRecipient >= VERIFICATION_CODES_PER_HOUR || perIp >= CODES_PER_IP_PER_HOUR) throw tooMany();

      const code = String(randomInt(10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      const codeHash = await hashPassword(code);
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: sql`now()` })
          .where(
            and(
              eq(verificationCodes.recipient, input.recipient),
              eq(verificationCodes.purpose, input.purpose),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          purpose: input.purpose,
          channel: input.channel,
          recipient: input.recipient,
          codeHash,
          ip: input.ip,
          expiresAt: new Date(clock.now().getTime() + VERIFICATION_CODE_MINUTES * 60_000),
        });
      });
      await db
        .delete(verificationCodes)
        .where(lt(verificationCodes.createdAt, sql`now() - interval '1 day'`));

      const body = messageText(input.purpose, code, input.language);
      const delivered = await outbox.send({
        channel: input.channel,
        recipient: input.recipient,
        subject: TEXTS[input.purpose][input.language],
        body,
        storedBody: body.replace(code, '*'.repeat(VERIFICATION_CODE_LENGTH)),
      });
      if (!delivered) throw new AppError('code_delivery_failed');
      return { expiredMinutes: VERIFICATION_CODE_MINUTES };
    },

    /**
     * Checks and uses up the latest code for the recipient and purpose. Missing, wrong, expired,
     * used or worn-out codes are refused with the spec's messages; of two requests with the right
     * code at once, only one succeeds.
     */
    consume: async (input: { purpose: CodePurpose; recipient: string; code: string | undefined }) => {
      const answer = input.code?.trim() ?? '';
      if (answer === '') throw new AppError('verification_code_required');
      const [latest] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.recipient, input.recipient), eq(verificationCodes.purpose, input.purpose)),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!latest || latest.consumedAt !== null) throw new AppError('verification_code_invalid');
      if (latest.expiresAt <= clock.now()) throw new AppError('verification_code_expired');
      // Count the attempt before checking it, so parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, latest.id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (!counted || !(await verifyPassword(latest.codeHash, answer))) {
        throw new AppError('verification_code_invalid');
      }
      const [used] = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (!used) throw new AppError('verification_code_invalid');
    },
  };
};
