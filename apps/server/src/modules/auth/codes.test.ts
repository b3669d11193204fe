import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  VERIFICATION_CODE_MINUTES,
  type LoginResult,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createHttpSmsProvider, createOutboxService } from '../../platform/outbox/service.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ageCodes, latestMessage, postFrom, readCode, wrongCode } from './account-testing.ts';
import { createCodeService, mobileRecipient } from './codes.ts';
import { CODE_PURPOSE, verificationCodes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WAIT_SECONDS = String(TOO_MANY_REQUESTS_WAIT_MINUTES * 60);

let lastNumber = 0;
/** A fresh Japanese mobile number (national digits) per use. */
const nextNumber = () => `90${String(++lastNumber).padStart(8, '0')}`;

const requestRegisterCode = (ip: string, mobileNo: string) =>
  postFrom<{ expiredMinutes: number }>(t, ip, '/wps/verification/sms/register', {
    mobileNo,
    countryDialingCode: '+81',
  });

const registerMobile = (mobileNum: string, verificationCode: string) =>
  send<LoginResult | null>(t, {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: {
      mobileNum,
      countryDialingCode: '81',
      verificationCode,
      password: 'secret123',
      confirmPassword: 'secret123',
      terms: true,
    },
    encrypt: true,
    language: 'EN',
  });

/** Sends a registration code and reads it from the outbox, as the phone would show it. */
const codeFor = async (ip: string, national: string) => {
  const answer = await requestRegisterCode(ip, national);
  expect(answer.status).toBe(200);
  return readCode(t, mobileRecipient('81', national));
};

describe('code flooding', () => {
  it('refuses a second code within a minute and says when to retry', async () => {
    const national = nextNumber();
    const first = await requestRegisterCode('10.1.0.1', national);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, value: { expiredMinutes: VERIFICATION_CODE_MINUTES } });

    const second = await requestRegisterCode('10.1.0.2', national);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('allows five codes an hour per number, then the sixth waits the 5 minutes', async () => {
    const national = nextNumber();
    const recipient = mobileRecipient('81', national);
    for (let sent = 0; sent < 5; sent++) {
      expect((await requestRegisterCode('10.2.0.1', national)).status).toBe(200);
      await ageCodes(t, recipient, 120);
    }
    const sixth = await requestRegisterCode('10.2.0.1', national);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('too_many_requests');
    expect(sixth.headers['retry-after']).toBe(WAIT_SECONDS);
  });

  it('limits one IP across many numbers', async () => {
    for (let sent = 0; sent < 20; sent++) {
      expect((await requestRegisterCode('10.3.0.1', nextNumber())).status).toBe(200);
    }
    const flooded = await requestRegisterCode('10.3.0.1', nextNumber());
    expect(flooded.status).toBe(429);
    expect(flooded.headers['retry-after']).toBe(WAIT_SECONDS);
    // Another IP is not affected.
    expect((await requestRegisterCode('10.3.0.2', nextNumber())).status).toBe(200);
  });

  it('limits each code route per IP even when no code goes out (numbers nobody verified)', async () => {
    for (let sent = 0; sent < 30; sent++) {
      const answer = await postFrom(t, '10.4.0.1', '/wps/verification/sms/noLogin', {
        mobileNum: nextNumber(),
        countryDialingCode: '81',
      });
      expect(answer.status).toBe(200);
    }
    const limited = await postFrom(t, '10.4.0.1', '/wps/verification/sms/noLogin', {
      mobileNum: nextNumber(),
      countryDialingCode: '81',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('code checking', () => {
  it('stores only an argon2id hash of the code', async () => {
    const national = nextNumber();
    const code = await codeFor('10.5.0.1', national);
    const rows = await t.db
      .select({ codeHash: verificationCodes.codeHash, purpose: verificationCodes.purpose })
      .from(verificationCodes)
      .where(eq(verificationCodes.recipient, mobileRecipient('81', national)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe(CODE_PURPOSE.REGISTER);
    expect(rows[0]?.codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('kills the code after five wrong guesses: the right one is refused too', async () => {
    const national = nextNumber();
    const code = await codeFor('10.6.0.1', national);
    for (let guess = 0; guess < 5; guess++) {
      const answer = await registerMobile(national, wrongCode(code));
      expect(answer.status).toBe(422);
      expect(answer.body.errorCode).toBe('verification_code_invalid');
    }
    const right = await registerMobile(national, code);
    expect(right.body.errorCode).toBe('verification_code_invalid');
    expect(await t.services.members.findByVerifiedMobile('81', national)).toBeUndefined();
  });

  it('refuses an expired code with the resend message', async () => {
    const national = nextNumber();
    const code = await codeFor('10.7.0.1', national);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.recipient, mobileRecipient('81', national)));
    const answer = await registerMobile(national, code);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errorCode: 'verification_code_expired',
      message: 'The verification code has expired. Please request a new one.',
    });
  });

  it('accepts a code once', async () => {
    const national = nextNumber();
    const code = await codeFor('10.8.0.1', national);
    expect((await registerMobile(national, code)).status).toBe(200);
    const again = await registerMobile(national, code);
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('verification_code_invalid');
  });

  it('lets exactly one of two parallel uses of the right code through', async () => {
    const national = nextNumber();
    const code = await codeFor('10.9.0.1', national);
    const answers = await Promise.all([registerMobile(national, code), registerMobile(national, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.errorCode).toBe('verification_code_invalid');
    expect(await t.services.members.findByVerifiedMobile('81', national)).toBeDefined();
  });
});

describe('HTTP SMS provider', () => {
  interface Delivery {
    headers: IncomingHttpHeaders;
    body: { to: string; text: string };
  }
  const deliveries: Delivery[] = [];
  let gatewayStatus = 200;
  let gateway: Server;
  let gatewayUrl: string;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        deliveries.push({
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Delivery['body'],
        });
        response.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  const codesThroughGateway = () =>
    createCodeService({
      db: t.db,
      outbox: createOutboxService({
        db: t.db,
        providers: { SMS: createHttpSmsProvider(gatewayUrl, 'gw-token') },
      }),
    });

  it('posts the text with the bearer token; the outbox keeps it without the code', async () => {
    const recipient = mobileRecipient('81', nextNumber());
    const codes = codesThroughGateway();
    gatewayStatus = 200;
    const sent = await codes.send({
      purpose: CODE_PURPOSE.REGISTER,
      channel: 'SMS',
      recipient,
      ip: '10.10.0.1',
      language: 'EN',
    });
    expect(sent).toEqual({ expiredMinutes: VERIFICATION_CODE_MINUTES });

    const delivery = deliveries.at(-1);
    expect(delivery?.headers.authorization).toBe('Bearer gw-token');
    expect(delivery?.body.to).toBe(recipient);
    const code = /\b(\d{6})\b/.exec(delivery?.body.text ?? '')?.[1] ?? '';
    expect(delivery?.body.text).toBe(
      `Your registration code is ${code} (valid for ${VERIFICATION_CODE_MINUTES} minutes). Never share it with anyone.`,
    );

    const stored = await latestMessage(t, recipient);
    expect(stored).toMatchObject({ status: 'SENT', provider: 'http-sms' });
    expect(stored?.body).toContain('******');
    expect(stored?.body).not.toContain(code);

    // The delivered code is the one that works.
    await expect(
      codes.consume({ purpose: CODE_PURPOSE.REGISTER, recipient, code: wrongCode(code) }),
    ).rejects.toMatchObject({ code: 'verification_code_invalid' });
    await expect(codes.consume({ purpose: CODE_PURPOSE.REGISTER, recipient, code })).resolves.toBeUndefined();
  });

  it('answers code_delivery_failed when the gateway fails, and records the failure', async () => {
    const recipient = mobileRecipient('81', nextNumber());
    gatewayStatus = 500;
    const failure = await codesThroughGateway()
      .send({ purpose: CODE_PURPOSE.REGISTER, channel: 'SMS', recipient, ip: '10.10.0.2', language: 'JA' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'code_delivery_failed' });
    expect(deliveries.at(-1)?.body.to).toBe(recipient);
    expect(await latestMessage(t, recipient)).toMatchObject({
      status: 'FAILED',
      error: 'SMS gateway answered 500',
    });
  });
});
