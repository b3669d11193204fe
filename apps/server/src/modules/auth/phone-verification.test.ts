import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { createManualClock } from '../../platform/clock.ts';
import { register, send, validRegistration } from '../../testing/requests.ts';
import { members } from '../members/tables.ts';
import { FIREBASE_KEYS_URL } from './phone-verification.ts';

/*
 * The registration payload's `firebaseChannel` and `firebaseIdToken` (spec section 3): ignored
 * without a phone-verification provider; with the Firebase one configured, a token signed by
 * Google's key for this project proves the number (in place of the SMS code), and any other token
 * is refused with `phone_verification_failed`.
 */

const PROJECT = 'demo-casino';
const KID = 'key-1';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: strangerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Firebase ID token as Firebase Authentication issues one after a phone sign-in. */
const idToken = (
  claims: Record<string, unknown> = {},
  options: { key?: typeof privateKey; kid?: string } = {},
) => {
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' });
  const payload = part({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'firebase-user-1',
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    phone_number: '+819011112222',
    firebase: { sign_in_provider: 'phone', identities: { phone: ['+819011112222'] } },
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), options.key ?? privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
};

let keysAnswer = {
  status: 200,
  body: JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }],
  }),
};
const asked: string[] = [];

/** The tokens' times are the machine's; the clock moves only to let the keys be fetched again. */
const clock = createManualClock(new Date());

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    firebaseProjectId: PROJECT,
    httpGet: (url) => {
      if (url !== FIREBASE_KEYS_URL) return Promise.reject(new Error(`unexpected GET ${url}`));
      asked.push(url);
      return Promise.resolve(keysAnswer);
    },
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

const registerMobile = (app: TestApp, body: Record<string, unknown>) =>
  send<LoginResult | null>(app, {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: {
      countryDialingCode: '81',
      password: 'secret123',
      confirmPassword: 'secret123',
      terms: true,
      ...body,
    },
    encrypt: true,
  });

const memberRow = async (app: TestApp, username: string) =>
  (await app.db.select().from(members).where(eq(members.username, username)))[0];

describe('registration with a phone-verification provider (spec section 3: firebaseChannel, firebaseIdToken)', () => {
  it('accepts the fields and ignores them when no provider is configured', async () => {
    const bogus = { firebaseChannel: 'phone', firebaseIdToken: 'not-a-token' };
    const byName = await register(plain, { ...validRegistration('fbplain1'), ...bogus });
    expect([byName.status, byName.body.success]).toEqual([200, true]);
    // SMS verification is on by default: without a provider the token is no proof, the code is still needed.
    const byMobile = await registerMobile(plain, { mobileNum: '9011113333', ...bogus });
    expect([byMobile.status, byMobile.body.errorCode]).toEqual([422, 'validation_failed']);
    expect(Object.keys((byMobile.body.value as unknown as { fields: object }).fields)).toEqual([
      'verificationCode',
    ]);
    const tooLong = await register(plain, {
      ...validRegistration('fbplain2'),
      firebaseIdToken: 'x'.repeat(4097),
    });
    expect([tooLong.status, tooLong.body.errorCode]).toEqual([422, 'validation_failed']);
  });

  it('registers by mobile with a valid token in place of the SMS code, and the number is proved', async () => {
    const answer = await registerMobile(t, {
      mobileNum: '090-1111-2222',
      firebaseChannel: 'phone',
      firebaseIdToken: idToken(),
    });
    expect([answer.status, answer.body.success]).toEqual([200, true]);
    const row = await memberRow(t, 'm9011112222');
    expect(row).toMatchObject({ mobileNum: '9011112222', countryDialingCode: '81' });
    expect(row?.mobileVerifiedAt).not.toBeNull();
    expect(asked).toEqual([FIREBASE_KEYS_URL]);
  });

  it('registers by username with a token for the number typed, stored as verified', async () => {
    const answer = await register(t, {
      ...validRegistration('fbname1'),
      mobileNum: '9022223333',
      countryDialingCode: '+81',
      firebaseIdToken: idToken({ phone_number: '+819022223333' }),
    });
    expect([answer.status, answer.body.success]).toEqual([200, true]);
    const row = await memberRow(t, 'fbname1');
    expect(row).toMatchObject({ mobileNum: '9022223333', countryDialingCode: '81' });
    expect(row?.mobileVerifiedAt).not.toBeNull();
  });

  it('refuses every token that does not prove the number, with the stable key, and registers nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad: [string, string, string?][] = [
      ['a forged signature', idToken({}, { key: strangerKey })],
      ['an unknown key', idToken({}, { kid: 'key-unknown' })],
      [
        'another project',
        idToken({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }),
      ],
      ['an expired token', idToken({ exp: now - 3600, iat: now - 7200, auth_time: now - 7200 })],
      ['another channel', idToken({ firebase: { sign_in_provider: 'google.com' } })],
      ['another number', idToken({ phone_number: '+819099998888' })],
      ['not a token', 'abc.def'],
      ['the channel the client names', idToken(), 'password'],
    ];
    for (const [what, token, channel] of bad) {
      const answer = await registerMobile(t, {
        mobileNum: '9044445555',
        firebaseIdToken: token,
        ...(channel === undefined ? {} : { firebaseChannel: channel }),
      });
      expect([what, answer.status, answer.body.errorCode]).toEqual([what, 422, 'phone_verification_failed']);
    }
    const byName = await register(t, {
      ...validRegistration('fbname2'),
      firebaseIdToken: idToken(),
    });
    expect([byName.status, byName.body.errorCode]).toEqual([422, 'phone_verification_failed']);
    expect(await memberRow(t, 'm9044445555')).toBeUndefined();
    expect(await memberRow(t, 'fbname2')).toBeUndefined();
    const japanese = await send(t, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        countryDialingCode: '81',
        mobileNum: '9044445555',
        password: 'secret123',
        confirmPassword: 'secret123',
        terms: true,
        firebaseIdToken: 'abc.def.ghi',
      },
      encrypt: true,
      language: 'JA',
    });
    expect(japanese.body.message).toBe('電話番号の認証に失敗しました。もう一度認証してください。');
  });

  it('fetches the keys again for a key it has not seen, and answers unavailable when Google’s keys cannot be fetched', async () => {
    keysAnswer = { status: 500, body: 'unavailable' };
    // A minute on, a token signed by a key not seen yet makes it ask Google again.
    clock.advance(2 * 60 * 1000);
    const answer = await registerMobile(t, {
      mobileNum: '9055556666',
      firebaseIdToken: idToken({ phone_number: '+819055556666' }, { kid: 'key-rotated' }),
    });
    expect([answer.status, answer.body.errorCode]).toEqual([503, 'phone_verification_unavailable']);
    expect(asked).toEqual([FIREBASE_KEYS_URL, FIREBASE_KEYS_URL]);
  });
});
