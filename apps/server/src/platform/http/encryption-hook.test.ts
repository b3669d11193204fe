import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTION_HEADER, SEALED_REQUEST_WINDOW_MS } from '@platform/contract';
import { count } from 'drizzle-orm';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { createNonceRegister } from '../crypto/nonces.ts';
import { sealedRequestNonces } from '../crypto/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestMember(t.services, { username: 'replayuser', password: 'replay-pass-1' });
});
afterAll(async () => {
  await t.close();
});

const LOGIN = { username: 'replayuser', password: 'replay-pass-1' };

/** Sends a captured (already sealed) body as it was captured, to the given instance. */
const resend = async (
  sealed: Awaited<ReturnType<TestApp['encrypted']>>,
  language = 'EN',
  app: TestApp = t,
) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...sealed.headers, language },
    payload: sealed.payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ success: boolean; errorCode?: string; message?: string; value?: unknown }>(),
  };
};

describe('encrypted bodies carry a timestamp and a nonce (replay protection)', () => {
  it('refuses the same captured login body the second time, in the request language', async () => {
    const captured = await t.encrypted(LOGIN);
    const first = await resend(captured);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);

    const again = await resend(captured);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      errorCode: 'request_replayed',
      message: 'This request has already been received. Please try again.',
    });
    const inJapanese = await resend(captured, 'JA');
    expect(inJapanese.body).toMatchObject({
      errorCode: 'request_replayed',
      message: 'このリクエストはすでに受け付けられています。もう一度お試しください。',
    });
  });

  it('lets exactly one of the same body sent many times at once past the hook', async () => {
    const captured = await t.encrypted(LOGIN);
    const answers = await Promise.all(Array.from({ length: 12 }, () => resend(captured)));
    const passed = answers.filter((answer) => answer.body.errorCode !== 'request_replayed');
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({ status: 200, body: { success: true } });
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
  });

  it('refuses a body sealed outside the window, either way, with the gateway time', async () => {
    const before = Date.now();
    for (const offset of [-SEALED_REQUEST_WINDOW_MS - 60_000, SEALED_REQUEST_WINDOW_MS + 60_000]) {
      const stale = await resend(await t.encrypted(LOGIN, { timestamp: Date.now() + offset }), 'JA');
      expect(stale.status).toBe(400);
      expect(stale.body).toMatchObject({
        success: false,
        errorCode: 'request_stale',
        message:
          'リクエストの有効期限が切れています。端末の日付と時刻をご確認のうえ、もう一度お試しください。',
      });
      const { serverTime } = stale.body.value as { serverTime: number };
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(Date.now());
    }
    const english = await resend(await t.encrypted(LOGIN, { timestamp: Date.now() - 3_600_000 }));
    expect(english.body.message).toBe(
      'This request is too old to be accepted. Please check the date and time of your device and try again.',
    );
    // Inside the window a slow or slightly wrong clock is fine.
    const late = await resend(
      await t.encrypted(LOGIN, { timestamp: Date.now() - SEALED_REQUEST_WINDOW_MS + 30_000 }),
    );
    expect(late).toMatchObject({ status: 200, body: { success: true } });
  });

  it('refuses a sealed body without its timestamp and nonce (the old format)', async () => {
    const { publicKey } = await t.services.system.getEncryptionKeys();
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(LOGIN)), cipher.final(), cipher.getAuthTag()]);
    const wrapped = publicEncrypt(
      {
        key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      key,
    );
    const answer = await resend({
      headers: { [ENCRYPTION_HEADER]: wrapped.toString('base64') },
      payload: { value: Buffer.concat([iv, sealed]).toString('base64') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('malformed_request');
  });

  it('keeps the nonces in the database and purges them once their bodies are stale', async () => {
    const [kept] = await t.db.select({ n: count() }).from(sealedRequestNonces);
    expect(kept?.n).toBeGreaterThan(0);
    const later = createNonceRegister({ db: t.db, clock: () => Date.now() + 2 * SEALED_REQUEST_WINDOW_MS });
    await later.purgeExpired();
    const [left] = await t.db.select({ n: count() }).from(sealedRequestNonces);
    expect(left?.n).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses on a second instance a body the first instance accepted',
    async () => {
      const second = await createTestApp({ sharedWith: t });
      try {
        const captured = await t.encrypted(LOGIN);
        expect((await resend(captured)).status).toBe(200);
        expect((await resend(captured, 'EN', second)).body.errorCode).toBe('request_replayed');
        const other = await t.encrypted(LOGIN);
        const both = await Promise.all([resend(other, 'EN', second), resend(other, 'EN', t)]);
        expect(both.filter((answer) => answer.status === 200)).toHaveLength(1);
        expect(both.filter((answer) => answer.body.errorCode === 'request_replayed')).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
