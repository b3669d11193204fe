import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { MEMBER_TYPE, VERIFICATION_CODE_MINUTES, type ProfileConfig } from '@platform/contract';
import { DEFAULT_RATE_LIMITS } from '../../app.ts';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { login, send, type Answer } from '../../testing/requests.ts';
import { sha256 } from '../../platform/crypto/tokens.ts';
import { formatTimestamp } from '../../platform/time.ts';
import { outboxMessages } from '../../platform/outbox/tables.ts';
import { SESSION_KIND, memberIdentities, sessions, verificationCodes } from '../auth/tables.ts';
import { createSecurityService } from './security.ts';

let t: TestApp;
let defaults: ProfileConfig;
beforeAll(async () => {
  t = await createTestApp();
  defaults = await t.services.system.getProfileConfig();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T = unknown>(token: string, method: Method, url: string, payload?: unknown, language = 'EN') =>
  send<T>(t, { method, url, token, language, ...(payload === undefined ? {} : { payload }) });

const PASSWORD = 'secret123';
/** `YYYY-MM-DD HH:mm:ss`, the API's timestamps. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A new member, logged in through the login call; answers the token and the member's id. */
const newMember = async (username: string) => {
  const member = await createTestMember(t.services, { username, password: PASSWORD });
  return { id: member.id, token: await logIn(username) };
};

const logIn = async (username: string) => {
  const answer = await login(t, { username, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token;
};

const fieldsOf = (answer: Answer) => (answer.body.value as { fields: Record<string, string> }).fields;

/** The latest code the outbox holds for a recipient, read as the phone or mailbox shows it. */
const readCode = async (recipient: string) => {
  const [row] = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${recipient}`);
  return code;
};

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Today in the merchant's time zone, `years` earlier, shifted by `days`. */
const birthdayFor = (years: number, days = 0) => {
  const [year = 0, month = 0, day = 0] = formatTimestamp(new Date(), 'Asia/Tokyo')
    .slice(0, 10)
    .split('-')
    .map(Number);
  // A 29 February birthday is counted from the 28th, so the age is exact in any year.
  const date = new Date(Date.UTC(year - years, month - 1, month === 2 && day === 29 ? 28 : day));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const withProfileConfig = async (
  change: (config: ProfileConfig) => ProfileConfig,
  run: () => Promise<void>,
) => {
  await t.services.system.setProfileConfig(change(structuredClone(defaults)));
  try {
    await run();
  } finally {
    await t.services.system.setProfileConfig(defaults);
  }
};

describe('access', () => {
  it('refuses visitors and trial accounts on every security-centre call', async () => {
    const trial = await createTestMember(t.services, {
      username: 'trialsec',
      password: randomUUID(),
      type: MEMBER_TYPE.TRIAL,
    });
    const trialToken = randomBytes(32).toString('base64url');
    await t.db.insert(sessions).values({
      tokenHash: sha256(trialToken),
      memberId: trial.id,
      kind: SESSION_KIND.TRIAL,
      ip: '127.0.0.1',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const calls: [Method, string, unknown][] = [
      ['GET', '/wps/member/security', undefined],
      ['PUT', '/wps/member/profile', { nickname: 'Trial' }],
      ['POST', '/wps/verification/sms/bind', { mobileNum: '9011112222', countryDialingCode: '81' }],
      ['POST', '/wps/verification/email/bind', { email: 'trial@example.com' }],
      [
        'PUT',
        '/wps/member/mobile',
        { mobileNum: '9011112222', countryDialingCode: '81', verificationCode: '1', password: 'x' },
      ],
      ['PUT', '/wps/member/email', { email: 'trial@example.com', verificationCode: '1', password: 'x' }],
      ['POST', '/wps/member/totp', { password: 'x' }],
      ['PUT', '/wps/member/totp', { code: '123456' }],
      ['DELETE', '/wps/member/totp', { password: 'x', code: '123456' }],
      ['GET', '/wps/member/sessions', undefined],
      ['DELETE', `/wps/member/sessions/${randomUUID()}`, undefined],
      ['DELETE', '/wps/member/sessions', undefined],
      ['GET', '/wps/member/loginHistory', undefined],
      ['DELETE', '/wps/member/identities/line', undefined],
    ];
    for (const [method, url, payload] of calls) {
      const asTrial = await call(trialToken, method, url, payload);
      expect([url, asTrial.status, asTrial.body.errorCode]).toEqual([url, 403, 'in_need_true_account']);
      const anonymous = await send(t, { method, url, ...(payload === undefined ? {} : { payload }) });
      expect([url, anonymous.status, anonymous.body.errorCode]).toEqual([url, 401, 'not_logged_in']);
    }
  });
});

describe('overview', () => {
  it('answers the caller’s own profile, contacts, protections and linked accounts', async () => {
    const a = await newMember('overviewa');
    const b = await newMember('overviewb');
    await t.db.insert(memberIdentities).values([
      { memberId: a.id, provider: 'line', subject: 'line-a' },
      { memberId: b.id, provider: 'google', subject: 'google-b' },
    ]);
    expect((await call(a.token, 'PUT', '/wps/member/profile', { nickname: 'Alpha' })).status).toBe(200);

    const answer = await call<Record<string, unknown>>(a.token, 'GET', '/wps/member/security');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      account: 'overviewa',
      config: defaults,
      mobile: null,
      email: null,
      hasPaymentPassword: false,
      totpEnrolled: false,
      payeeName: null,
      paymentPasswordLocked: false,
      socialIdentities: [{ provider: 'line', providerName: 'line' }],
    });
    expect(answer.body.value.profile).toMatchObject({ nickname: 'Alpha', fullName: null, birthday: null });
    expect(answer.body.value.passwordChangedAt).toMatch(TIMESTAMP);

    const other = await call<{ account: string; profile: { nickname: string | null } }>(
      b.token,
      'GET',
      '/wps/member/security',
    );
    expect(other.body.value).toMatchObject({ account: 'overviewb', profile: { nickname: null } });
  });

  it('names linked providers as the operator configured them', async () => {
    const member = await createTestMember(t.services, { username: 'providername', password: PASSWORD });
    await t.db.insert(memberIdentities).values({ memberId: member.id, provider: 'line', subject: 'line-pn' });
    const security = createSecurityService({
      db: t.db,
      members: t.services.members,
      system: t.services.system,
      codes: t.services.codes,
      auth: t.services.auth,
      social: t.services.social,
      socialProviders: [{ id: 'line', name: 'LINE' }],
    });
    const overview = await security.getOverview(member.id);
    expect(overview.socialIdentities.map(({ provider, providerName }) => [provider, providerName])).toEqual([
      ['line', 'LINE'],
    ]);
    expect(overview.socialIdentities[0]?.linkedAt).toMatch(TIMESTAMP);
  });
});

describe('profile', () => {
  it('saves enabled fields by their rules, clears optional ones, and refuses the others', async () => {
    const { token } = await newMember('profileone');
    const saved = await call(token, 'PUT', '/wps/member/profile', {
      nickname: 'Taro',
      line: 'taro_line',
      telegram: 'taro_tg',
      whatsapp: '819012345678',
    });
    expect(saved.status).toBe(200);

    const refused = await call(token, 'PUT', '/wps/member/profile', {
      whatsapp: 'abc',
      zalo: '0901234567',
      nickname: 'T',
      line: 'changed_line',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('validation_failed');
    expect(fieldsOf(refused)).toEqual({
      whatsapp: 'Digits only, 8-15 characters',
      zalo: 'This field is not accepted',
      nickname: 'Any characters, 2-20 characters',
    });
    const japanese = await call(token, 'PUT', '/wps/member/profile', { whatsapp: 'abc', zalo: '1' }, 'JA');
    expect(fieldsOf(japanese)).toEqual({
      whatsapp: '数字のみ、8〜15文字',
      zalo: 'この項目は受け付けられません',
    });

    expect((await call(token, 'PUT', '/wps/member/profile', { telegram: '', line: 'new_line' })).status).toBe(
      200,
    );
    const overview = await call<{ profile: Record<string, string | null> }>(
      token,
      'GET',
      '/wps/member/security',
    );
    // Nothing of the refused request was stored: the line is the one saved afterwards.
    expect(overview.body.value.profile).toMatchObject({
      nickname: 'Taro',
      line: 'new_line',
      telegram: null,
      whatsapp: '819012345678',
      zalo: null,
    });
  });

  it('never empties a required field and refuses fields it does not know', async () => {
    const { token } = await newMember('profiletwo');
    await withProfileConfig(
      (config) => ({
        ...config,
        fields: { ...config.fields, nickname: { ...config.fields.nickname, required: true } },
      }),
      async () => {
        expect((await call(token, 'PUT', '/wps/member/profile', { nickname: 'Hanako' })).status).toBe(200);
        const emptied = await call(token, 'PUT', '/wps/member/profile', { nickname: '' });
        expect(fieldsOf(emptied)).toEqual({ nickname: 'Input cannot be empty' });
      },
    );
    const unknown = await call(token, 'PUT', '/wps/member/profile', { email: 'x@example.com' });
    expect(unknown.status).toBe(422);
  });

  it('needs a real birthday of the configured age: 18, or 21 when the operator says so', async () => {
    const young = await newMember('birthdayone');
    const under18 = await call(young.token, 'PUT', '/wps/member/profile', { birthday: birthdayFor(18, 1) });
    expect(fieldsOf(under18)).toEqual({ birthday: 'Please confirm you are 18 years old' });
    const notADay = await call(young.token, 'PUT', '/wps/member/profile', { birthday: '2001-02-30' });
    expect(fieldsOf(notADay)).toEqual({ birthday: 'Date as yyyy-MM-dd, 10 characters' });
    const japanese = await call(
      young.token,
      'PUT',
      '/wps/member/profile',
      { birthday: birthdayFor(10) },
      'JA',
    );
    expect(fieldsOf(japanese)).toEqual({ birthday: '18歳以上であることをご確認ください' });
    expect(
      (await call(young.token, 'PUT', '/wps/member/profile', { birthday: birthdayFor(18) })).status,
    ).toBe(200);

    await withProfileConfig(
      (config) => ({ ...config, minimumAge: 21 }),
      async () => {
        const nineteen = await newMember('birthdaytwo');
        const refused = await call(nineteen.token, 'PUT', '/wps/member/profile', {
          birthday: birthdayFor(19),
        });
        expect(fieldsOf(refused)).toEqual({ birthday: 'Please confirm you are 21 years old' });
        const accepted = await call(nineteen.token, 'PUT', '/wps/member/profile', {
          birthday: birthdayFor(21),
        });
        expect(accepted.status).toBe(200);
      },
    );
  });

  it('sets the full name and birthday once; changing or clearing them is refused', async () => {
    const { token } = await newMember('setonce');
    const birthday = birthdayFor(30);
    const first = await call(token, 'PUT', '/wps/member/profile', { fullName: 'Taro Yamada', birthday });
    expect(first.status).toBe(200);
    // Sending the stored values again changes nothing and is accepted.
    expect(
      (await call(token, 'PUT', '/wps/member/profile', { fullName: 'Taro Yamada', birthday })).status,
    ).toBe(200);

    const changed = await call(token, 'PUT', '/wps/member/profile', {
      fullName: 'Jiro Yamada',
      birthday: birthdayFor(40),
    });
    const setOnce = 'This can be set only once. Please contact customer service to change it.';
    expect(fieldsOf(changed)).toEqual({ fullName: setOnce, birthday: setOnce });
    const cleared = await call(token, 'PUT', '/wps/member/profile', { fullName: '' }, 'JA');
    expect(fieldsOf(cleared)).toEqual({
      fullName: 'この項目は一度しか設定できません。変更はカスタマーサービスにお問い合わせください。',
    });
    const overview = await call<{ profile: Record<string, string | null> }>(
      token,
      'GET',
      '/wps/member/security',
    );
    expect(overview.body.value.profile).toMatchObject({ fullName: 'Taro Yamada', birthday });
  });
});

describe('mobile binding', () => {
  const bindCode = (token: string, mobileNum: string, countryDialingCode = '81') =>
    call<{ expiredMinutes: number; destination: string }>(token, 'POST', '/wps/verification/sms/bind', {
      mobileNum,
      countryDialingCode,
    });
  const bind = (token: string, body: Record<string, string>) =>
    call(token, 'PUT', '/wps/member/mobile', body);

  it('binds a number with the code from the SMS, and refuses wrong, reused and expired codes', async () => {
    const { token } = await newMember('mobileone');
    const badNumber = await bindCode(token, '12345');
    expect([badNumber.status, badNumber.body.errorCode]).toEqual([422, 'phone_format_invalid']);
    expect(fieldsOf(badNumber)).toEqual({ mobileNum: 'Phone number of 10 digits' });

    const sent = await bindCode(token, '090-1111-2222');
    expect(sent.body.value).toEqual({
      expiredMinutes: VERIFICATION_CODE_MINUTES,
      destination: '+81 90****2222',
    });
    const code = await readCode('+81 9011112222');
    const number = { mobileNum: '09011112222', countryDialingCode: '81' };

    const wrongPassword = await bind(token, { ...number, verificationCode: code, password: 'nope' });
    expect([wrongPassword.status, wrongPassword.body.errorCode]).toEqual([422, 'password_incorrect']);
    expect(fieldsOf(wrongPassword)).toEqual({ password: 'The current password is incorrect.' });
    const wrongCode = await bind(token, { ...number, verificationCode: otherCode(code), password: PASSWORD });
    expect(wrongCode.body.errorCode).toBe('verification_code_invalid');

    expect((await bind(token, { ...number, verificationCode: code, password: PASSWORD })).status).toBe(200);
    const overview = await call<{ mobile: unknown }>(token, 'GET', '/wps/member/security');
    expect(overview.body.value.mobile).toEqual({
      countryDialingCode: '81',
      masked: '+81 90****2222',
      verified: true,
    });
    const reused = await bind(token, { ...number, verificationCode: code, password: PASSWORD });
    expect(reused.body.errorCode).toBe('verification_code_invalid');

    await bindCode(token, '9033334444');
    const late = await readCode('+81 9033334444');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.recipient, '+81 9033334444'));
    const expired = await bind(token, {
      mobileNum: '9033334444',
      countryDialingCode: '81',
      verificationCode: late,
      password: PASSWORD,
    });
    expect([expired.status, expired.body.errorCode]).toEqual([422, 'verification_code_expired']);
    const still = await call<{ mobile: { masked: string } }>(token, 'GET', '/wps/member/security');
    expect(still.body.value.mobile.masked).toBe('+81 90****2222');
  });

  it('refuses a number another member proved first, and leaves theirs alone', async () => {
    const owner = await newMember('mobileowner');
    const other = await newMember('mobileother');
    const number = { mobileNum: '9055556666', countryDialingCode: '81' };
    await bindCode(owner.token, number.mobileNum);
    const ownerCode = await readCode('+81 9055556666');
    expect(
      (await bind(owner.token, { ...number, verificationCode: ownerCode, password: PASSWORD })).status,
    ).toBe(200);

    // The code request answers the same as for any number: it does not tell that the number is taken.
    await t.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
      .where(eq(verificationCodes.recipient, '+81 9055556666'));
    const sent = await bindCode(other.token, number.mobileNum);
    expect(sent.status).toBe(200);
    const otherCodeSent = await readCode('+81 9055556666');
    const taken = await bind(other.token, { ...number, verificationCode: otherCodeSent, password: PASSWORD });
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'mobile_taken']);

    const ownerView = await call<{ mobile: unknown }>(owner.token, 'GET', '/wps/member/security');
    expect(ownerView.body.value.mobile).toEqual({
      countryDialingCode: '81',
      masked: '+81 90****6666',
      verified: true,
    });
    const otherView = await call<{ mobile: unknown }>(other.token, 'GET', '/wps/member/security');
    expect(otherView.body.value.mobile).toBeNull();
  });
});

describe('email binding', () => {
  it('binds an address with the code from the mail', async () => {
    const { token } = await newMember('emailone');
    const bad = await call(token, 'POST', '/wps/verification/email/bind', { email: 'not-an-email' });
    expect([bad.status, fieldsOf(bad)]).toEqual([422, { email: 'Email format is incorrect' }]);

    const sent = await call(token, 'POST', '/wps/verification/email/bind', { email: 'Taro.Y@Example.com' });
    expect(sent.body.value).toEqual({
      expiredMinutes: VERIFICATION_CODE_MINUTES,
      destination: 'Ta***@Example.com',
    });
    const code = await readCode('taro.y@example.com');

    const wrong = await call(token, 'PUT', '/wps/member/email', {
      email: 'Taro.Y@Example.com',
      verificationCode: otherCode(code),
      password: PASSWORD,
    });
    expect(wrong.body.errorCode).toBe('verification_code_invalid');
    const bound = await call(token, 'PUT', '/wps/member/email', {
      email: 'Taro.Y@Example.com',
      verificationCode: code,
      password: PASSWORD,
    });
    expect(bound.status).toBe(200);
    const overview = await call<{ email: unknown }>(token, 'GET', '/wps/member/security');
    expect(overview.body.value.email).toEqual({ masked: 'Ta***@Example.com', verified: true });
  });
});

describe('authenticator', () => {
  it('enrols with a code, refuses a second enrolment and a replayed code, then removes it', async () => {
    const { token } = await newMember('totpone');
    const badPassword = await call(token, 'POST', '/wps/member/totp', { password: 'nope' });
    expect(badPassword.body.errorCode).toBe('password_incorrect');
    const noPending = await call(token, 'PUT', '/wps/member/totp', { code: '123456' });
    expect(noPending.status).toBe(404);

    const started = await call<{ secret: string; otpauthUrl: string }>(token, 'POST', '/wps/member/totp', {
      password: PASSWORD,
    });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body.value;
    // The authenticator app lists it under the site's name and the member's account.
    const { siteName } = await t.services.system.getSiteSetting();
    const url = new URL(otpauthUrl);
    expect(decodeURIComponent(url.pathname)).toBe(`/${siteName}:totpone`);
    expect([url.searchParams.get('issuer'), url.searchParams.get('secret')]).toEqual([siteName, secret]);

    const code = await generate({ secret });
    const wrong = await call(token, 'PUT', '/wps/member/totp', { code: otherCode(code) });
    expect([wrong.status, wrong.body.errorCode]).toEqual([422, 'totp_invalid']);
    expect((await call(token, 'PUT', '/wps/member/totp', { code })).status).toBe(200);
    const enrolled = await call<{ totpEnrolled: boolean }>(token, 'GET', '/wps/member/security');
    expect(enrolled.body.value.totpEnrolled).toBe(true);

    const again = await call(token, 'POST', '/wps/member/totp', { password: PASSWORD });
    expect([again.status, again.body.errorCode]).toEqual([409, 'conflict']);
    const replayed = await call(token, 'DELETE', '/wps/member/totp', { password: PASSWORD, code });
    expect(replayed.body.errorCode).toBe('totp_invalid');

    // The authenticator's next code (its clock may run up to one step ahead) removes it, once.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrongPassword = await call(token, 'DELETE', '/wps/member/totp', { password: 'nope', code: next });
    expect(wrongPassword.body.errorCode).toBe('password_incorrect');
    expect((await call(token, 'DELETE', '/wps/member/totp', { password: PASSWORD, code: next })).status).toBe(
      200,
    );
    const removed = await call<{ totpEnrolled: boolean }>(token, 'GET', '/wps/member/security');
    expect(removed.body.value.totpEnrolled).toBe(false);
    const twice = await call(token, 'DELETE', '/wps/member/totp', { password: PASSWORD, code: next });
    expect(twice.status).toBe(404);
  });

  it('counts wrong passwords toward the lockout, which ends the sessions', async () => {
    const { token } = await newMember('totplock');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const answer = await call(token, 'POST', '/wps/member/totp', { password: `wrong${attempt}` });
      expect(answer.body.errorCode).toBe('password_incorrect');
    }
    const fifth = await call(token, 'POST', '/wps/member/totp', { password: 'wrong5' });
    expect([fifth.status, fifth.body.errorCode]).toEqual([423, 'account_locked']);
    expect((await call(token, 'GET', '/wps/member/security')).status).toBe(401);
  });
});

describe('sessions and login history', () => {
  interface SessionRow {
    id: string;
    ip: string;
    current: boolean;
    createdAt: string;
    lastSeenAt: string;
  }
  const listSessions = async (token: string) =>
    (await call<SessionRow[]>(token, 'GET', '/wps/member/sessions')).body.value;

  it('lists the caller’s sessions and ends one, or all others; never another member’s', async () => {
    const first = await newMember('sessionsone');
    const second = await logIn('sessionsone');
    const third = await logIn('sessionsone');
    const stranger = await newMember('sessionstwo');

    const listed = await listSessions(first.token);
    expect(listed).toHaveLength(3);
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    expect(listed[0]?.ip).toBe('127.0.0.1');
    expect(listed[0]?.createdAt).toMatch(TIMESTAMP);
    expect(listed[0]?.lastSeenAt).toMatch(TIMESTAMP);
    const currentOfSecond = (await listSessions(second)).find((row) => row.current);
    if (!currentOfSecond) throw new Error('no current session');
    expect(listed.find((row) => row.id === currentOfSecond.id)?.current).toBe(false);

    const strangers = await listSessions(stranger.token);
    expect(strangers).toHaveLength(1);
    expect(listed.map((row) => row.id)).not.toContain(strangers[0]?.id);

    const notTheirs = await call(stranger.token, 'DELETE', `/wps/member/sessions/${currentOfSecond.id}`);
    expect([notTheirs.status, notTheirs.body.errorCode]).toEqual([404, 'not_found_entity']);
    expect((await call(second, 'GET', '/wps/member/security')).status).toBe(200);
    expect((await call(first.token, 'DELETE', '/wps/member/sessions/not-a-uuid')).status).toBe(422);

    expect((await call(first.token, 'DELETE', `/wps/member/sessions/${currentOfSecond.id}`)).status).toBe(
      200,
    );
    expect((await call(second, 'GET', '/wps/member/security')).body.errorCode).toBe('not_logged_in');
    const ended = await call(first.token, 'DELETE', `/wps/member/sessions/${currentOfSecond.id}`);
    expect(ended.status).toBe(404);

    expect((await call(first.token, 'DELETE', '/wps/member/sessions')).status).toBe(200);
    expect((await call(third, 'GET', '/wps/member/security')).status).toBe(401);
    expect((await call(first.token, 'GET', '/wps/member/security')).status).toBe(200);
    expect(await listSessions(first.token)).toEqual([expect.objectContaining({ current: true })]);
    expect(await listSessions(stranger.token)).toHaveLength(1);
  });

  it('pages the caller’s login history, newest first', async () => {
    const { token } = await newMember('historyone');
    for (let extra = 0; extra < 4; extra += 1) await logIn('historyone');
    await newMember('historytwo');
    // A wrong password from elsewhere (another address, so logins here need no captcha afterwards).
    const sealed = await t.encrypted({ username: 'historyone', password: 'wrong-password' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '203.0.113.7',
      headers: sealed.headers,
      payload: sealed.payload,
    });
    expect(wrong.statusCode).toBe(401);

    type Page = { list: { success: boolean; ip: string; at: string }[]; total: number; totalPages: number };
    const first = await call<Page>(token, 'GET', '/wps/member/loginHistory?pageNum=1&pageSize=4');
    expect(first.body.value).toMatchObject({ total: 6, totalPages: 2 });
    expect(first.body.value.list).toHaveLength(4);
    expect(first.body.value.list[0]).toMatchObject({ success: false, ip: '203.0.113.7' });
    expect(first.body.value.list.slice(1).every((row) => row.success)).toBe(true);
    const last = await call<Page>(token, 'GET', '/wps/member/loginHistory?pageNum=2&pageSize=4');
    expect(last.body.value.list).toHaveLength(2);
    expect(last.body.value.list[1]?.at).toMatch(TIMESTAMP);
    const tooBig = await call(token, 'GET', '/wps/member/loginHistory?pageSize=1000');
    expect(tooBig.status).toBe(422);
  });

  it('unlinks the caller’s own social account only', async () => {
    const a = await newMember('unlinka');
    const b = await newMember('unlinkb');
    await t.db.insert(memberIdentities).values([
      { memberId: a.id, provider: 'google', subject: 'unlink-a' },
      { memberId: b.id, provider: 'google', subject: 'unlink-b' },
    ]);
    expect((await call(b.token, 'DELETE', '/wps/member/identities/google')).status).toBe(200);
    expect((await call(b.token, 'DELETE', '/wps/member/identities/google')).status).toBe(404);
    expect((await call(b.token, 'DELETE', '/wps/member/identities/line')).status).toBe(404);
    const remaining = await t.db
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(eq(memberIdentities.provider, 'google'));
    expect(remaining.map((row) => row.memberId)).toContain(a.id);
    expect(remaining.map((row) => row.memberId)).not.toContain(b.id);
  });
});

describe('rate limits', () => {
  const LIMIT = 3;
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: LIMIT, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await strict.close();
  });

  const injectFrom = async (
    ip: string,
    request: { method: 'POST' | 'PUT'; url: string; token?: string; payload: object },
  ) => {
    const response = await strict.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: ip,
      headers: request.token === undefined ? {} : { authorization: request.token },
      payload: request.payload,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json<{ errorCode?: string }>(),
    };
  };
  const memberFrom = async (ip: string, username: string) => {
    await createTestMember(strict.services, { username, password: PASSWORD });
    const sealed = await strict.encrypted({ username, password: PASSWORD });
    const response = await strict.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: ip,
      headers: sealed.headers,
      payload: sealed.payload,
    });
    return response.json<{ value: { token: string } }>().value.token;
  };
  const saveNickname = (ip: string, token: string) =>
    injectFrom(ip, { method: 'PUT', url: '/wps/member/profile', token, payload: { nickname: 'Limited' } });

  it('limits the calls that check a secret per account, whatever the address', async () => {
    const token = await memberFrom('10.0.0.1', 'limitacct');
    for (let call = 1; call <= LIMIT; call += 1) {
      expect((await saveNickname(`10.0.1.${call}`, token)).status).toBe(200);
    }
    const over = await saveNickname('10.0.1.99', token);
    expect([over.status, over.body.errorCode]).toEqual([429, 'too_many_requests']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits them per address too, whichever account asks', async () => {
    const first = await memberFrom('10.0.0.2', 'limitipone');
    const second = await memberFrom('10.0.0.3', 'limitiptwo');
    expect((await saveNickname('10.0.2.1', first)).status).toBe(200);
    expect((await saveNickname('10.0.2.1', first)).status).toBe(200);
    expect((await saveNickname('10.0.2.1', second)).status).toBe(200);
    const over = await saveNickname('10.0.2.1', second);
    expect([over.status, over.body.errorCode]).toEqual([429, 'too_many_requests']);
    expect((await saveNickname('10.0.2.2', second)).status).toBe(200);
  });
});
