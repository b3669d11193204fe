import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MODULE_ID, VERIFICATION_CODE_MINUTES, type LoginResult } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { register, send, validRegistration } from '../../testing/requests.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { sha256 } from '../../platform/crypto/tokens.ts';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE } from '../../seed/demo.ts';
import { DEFAULT_WHITELABEL } from '../system/defaults.ts';
import { LOCK_REASON, MEMBER_STATUS, members } from '../members/tables.ts';
import { MobileTakenError } from '../members/service.ts';
import {
  ageCodes,
  countMessages,
  latestMessage,
  postFrom,
  readCode,
  setSwitches,
  wrongCode,
} from './account-testing.ts';
import { mobileRecipient } from './codes.ts';
import { loginHistory, passwordResets } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.services.system.setWhitelabel(DEFAULT_WHITELABEL);
  await t.services.system.setDomains({ domains: [] });
});

let lastNumber = 0;
/** A fresh Japanese mobile number (national digits) per use. */
const nextNumber = () => `80${String(++lastNumber).padStart(8, '0')}`;
let lastIp = 0;
/** A fresh client IP per use, so the per-IP limits of one test do not reach the next. */
const nextIp = () => `10.20.0.${++lastIp}`;

const registerCode = (mobileNo: string) =>
  postFrom<{ expiredMinutes: number }>(t, nextIp(), '/wps/verification/sms/register', {
    mobileNo,
    countryDialingCode: '81',
  });

const loginCode = (mobileNum: string, countryDialingCode = '81', language = 'EN') =>
  postFrom<{ expiredMinutes: number }>(
    t,
    nextIp(),
    '/wps/verification/sms/noLogin',
    { mobileNum, countryDialingCode },
    language,
  );

const registerMobile = (body: Record<string, unknown>, language = 'EN') =>
  send<LoginResult | null>(t, {
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
    language,
  });

/** Requests a registration code and registers with it, as the form does. */
const registerWithCode = async (national: string, body: Record<string, unknown> = {}) => {
  expect((await registerCode(national)).status).toBe(200);
  const verificationCode = await readCode(t, mobileRecipient('81', national));
  return registerMobile({ mobileNum: national, verificationCode, ...body });
};

const memberInfo = (token: string) => send(t, { method: 'GET', url: '/wps/member/info', token });

describe('registration by mobile number', () => {
  it('registers with the SMS code, logs in, and keeps the number as verified', async () => {
    const national = nextNumber();
    const sent = await registerCode(`0${national.slice(0, 2)}-${national.slice(2, 6)}-${national.slice(6)}`);
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: VERIFICATION_CODE_MINUTES } });
    const sms = await latestMessage(t, mobileRecipient('81', national));
    expect(sms?.body).toMatch(/^Your registration code is \d{6} /);

    const answer = await registerMobile({
      mobileNum: national,
      verificationCode: await readCode(t, mobileRecipient('81', national)),
      referralCode: 'FRIEND7',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      firstTimeLogin: true,
      isAgent: false,
      username: `m${national}`,
    });
    const info = await memberInfo(answer.body.value?.token ?? '');
    expect(info.body.value).toMatchObject({ account: `m${national}`, type: 0 });

    const member = await t.services.members.findByVerifiedMobile('+81', national);
    expect(member).toMatchObject({
      username: `m${national}`,
      mobileNum: national,
      countryDialingCode: '81',
      registeredWithReferralCode: 'FRIEND7',
      paymentPasswordHash: null,
    });
    expect(member?.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    const history = await t.db
      .select({ method: loginHistory.method, success: loginHistory.success })
      .from(loginHistory)
      .where(eq(loginHistory.memberId, member?.id ?? 0));
    expect(history).toEqual([{ method: 'REGISTER', success: true }]);
  });

  it('answers without a session when login is false, and adds a suffix when the username is taken', async () => {
    const national = nextNumber();
    await register(t, validRegistration(`m${national}`));
    const answer = await registerWithCode(national, { login: false });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toBeNull();
    const member = await t.services.members.findByVerifiedMobile('81', national);
    expect(member?.username).toMatch(new RegExp(`^m${national}[a-z2-9]{3}$`));
  });

  it('is refused while mobile registration is switched off', async () => {
    await setSwitches(t, { [MODULE_ID.REGISTER_MOBILE]: false });
    const national = nextNumber();
    const code = await registerCode(national);
    expect(code.status).toBe(403);
    expect(code.body.errorCode).toBe('feature_disabled');
    const answer = await registerMobile({ mobileNum: national, verificationCode: '123456' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      errorCode: 'feature_disabled',
      message: 'Operation not allowed, please contact customer service.',
    });
  });

  it('needs no code while SMS verification is off, and the number stays unverified', async () => {
    await setSwitches(t, { [MODULE_ID.SMS_VERIFICATION]: false });
    const national = nextNumber();
    expect((await registerCode(national)).body.errorCode).toBe('feature_disabled');
    const answer = await registerMobile({ mobileNum: national });
    expect(answer.status).toBe(200);
    const member = await t.services.members.findByUsername(`m${national}`);
    expect(member).toMatchObject({ mobileNum: national, mobileVerifiedAt: null });
    // An unproved number gets no login codes.
    expect((await loginCode(national)).status).toBe(200);
    expect(await countMessages(t, mobileRecipient('81', national))).toBe(0);
  });

  it('answers every broken rule under its field, in the request language', async () => {
    const answer = await registerMobile({
      mobileNum: '12345',
      password: 'short',
      confirmPassword: 'other',
      terms: false,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errorCode: 'validation_failed',
      value: {
        fields: {
          mobileNum: 'Phone number of 10 digits',
          verificationCode: 'Please enter the verification code',
          password: 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters',
          confirmPassword: 'Incorrect confirmation input',
          terms: 'not empty?',
        },
      },
    });
    const japanese = await registerMobile({ mobileNum: '12345', countryDialingCode: '82' }, 'JA');
    expect(japanese.body).toMatchObject({
      value: {
        fields: {
          mobileNum: '9〜10桁の電話番号を入力してください',
          verificationCode: '認証コードを入力してください',
        },
      },
    });
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    const national = nextNumber();
    await registerCode(national);
    const code = await readCode(t, mobileRecipient('81', national));
    const wrong = await registerMobile({ mobileNum: national, verificationCode: wrongCode(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errorCode: 'verification_code_invalid',
      message: 'Invalid verification code.',
    });
    expect((await registerMobile({ mobileNum: national, verificationCode: code })).status).toBe(200);
  });

  it('asks for a payment password by its rule only while that switch is on', async () => {
    const ignored = nextNumber();
    expect((await registerWithCode(ignored, { paymentPassword: '654321' })).status).toBe(200);
    expect((await t.services.members.findByVerifiedMobile('81', ignored))?.paymentPasswordHash).toBeNull();

    await setSwitches(t, { [MODULE_ID.REGISTER_PAYMENT_PASSWORD]: true });
    const national = nextNumber();
    await registerCode(national);
    const verificationCode = await readCode(t, mobileRecipient('81', national));
    const missing = await registerMobile({ mobileNum: national, verificationCode });
    expect(missing.body).toMatchObject({
      errorCode: 'validation_failed',
      value: { fields: { paymentPassword: 'Input cannot be empty' } },
    });
    const badRule = await registerMobile({ mobileNum: national, verificationCode, paymentPassword: '12ab' });
    expect(badRule.body).toMatchObject({
      value: { fields: { paymentPassword: 'Digits only, 6 characters' } },
    });
    const answer = await registerMobile({ mobileNum: national, verificationCode, paymentPassword: '246810' });
    expect(answer.status).toBe(200);
    const member = await t.services.members.findByVerifiedMobile('81', national);
    expect(member?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member?.paymentPasswordHash ?? '', '246810')).toBe(true);
  });

  it('checks the affiliate code before using up the SMS code', async () => {
    const national = nextNumber();
    await registerCode(national);
    const verificationCode = await readCode(t, mobileRecipient('81', national));
    const unknown = await registerMobile({
      mobileNum: national,
      verificationCode,
      affiliateCode: 'NOSUCHCODE',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errorCode).toBe('invitation_code_error');

    const answer = await registerMobile({
      mobileNum: national,
      verificationCode,
      affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase(),
    });
    expect(answer.status).toBe(200);
    const agent = await t.services.members.findByUsername(DEMO_ACCOUNTS.agent);
    const member = await t.services.members.findByVerifiedMobile('81', national);
    // Kept as the agent's code reads, however it was typed: the register centre counts by it.
    expect(member).toMatchObject({
      parentId: agent?.id,
      registeredWithAffiliateCode: DEMO_AFFILIATE_CODE,
    });
  });

  it('refuses a number another member proved, but only after its code is checked', async () => {
    const national = nextNumber();
    expect((await registerWithCode(national)).status).toBe(200);
    await ageCodes(t, mobileRecipient('81', national), 120);
    await registerCode(national);
    const code = await readCode(t, mobileRecipient('81', national));
    const guessed = await registerMobile({ mobileNum: national, verificationCode: wrongCode(code) });
    expect(guessed.body.errorCode).toBe('verification_code_invalid');
    const taken = await registerMobile({ mobileNum: national, verificationCode: code });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorCode: 'mobile_taken',
      message: 'This mobile number is already registered. Please log in.',
    });
  });

  it('keeps one member per proved number even when two registrations race past the check', async () => {
    const national = nextNumber();
    const proved = {
      passwordHash: await hashPassword('secret123'),
      type: 0,
      language: 'EN' as const,
      mobileNum: national,
      countryDialingCode: '81',
      mobileVerifiedAt: new Date(),
    };
    await t.services.members.createMember({ ...proved, username: `racer${national}` });
    await expect(
      t.services.members.createMember({ ...proved, username: `other${national}` }),
    ).rejects.toBeInstanceOf(MobileTakenError);
  });
});

describe('login code (noLogin)', () => {
  it('answers the same for a known and an unknown number; only the known one gets an SMS', async () => {
    const known = nextNumber();
    const unknown = nextNumber();
    expect((await registerWithCode(known)).status).toBe(200);
    await ageCodes(t, mobileRecipient('81', known), 120);
    const before = await countMessages(t, mobileRecipient('81', known));

    const toKnown = await loginCode(known);
    const toUnknown = await loginCode(unknown);
    expect(toKnown.status).toBe(200);
    expect({ status: toKnown.status, body: toKnown.body }).toEqual({
      status: toUnknown.status,
      body: toUnknown.body,
    });
    expect(toKnown.body.value).toEqual({ expiredMinutes: VERIFICATION_CODE_MINUTES });
    expect(await countMessages(t, mobileRecipient('81', known))).toBe(before + 1);
    expect((await latestMessage(t, mobileRecipient('81', known)))?.body).toMatch(
      /^Your login code is \d{6} /,
    );
    expect(await countMessages(t, mobileRecipient('81', unknown))).toBe(0);

    // A throttled resend looks the same as any other answer; no second text goes out.
    const again = await loginCode(known);
    expect({ status: again.status, body: again.body }).toEqual({
      status: toUnknown.status,
      body: toUnknown.body,
    });
    expect(await countMessages(t, mobileRecipient('81', known))).toBe(before + 1);
  });

  it('refuses a number of the wrong length with the country rule', async () => {
    const answer = await loginCode('90123');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errorCode: 'phone_format_invalid',
      value: { fields: { mobileNum: 'Phone number of 10 digits' } },
    });
    const korean = await loginCode('1234', '+82', 'JA');
    expect(korean.body).toMatchObject({
      errorCode: 'phone_format_invalid',
      message: '電話番号の形式が正しくありません。',
      value: { fields: { mobileNum: '9〜10桁の電話番号を入力してください' } },
    });
  });

  it('works while either SMS login or phone recovery is on', async () => {
    await setSwitches(t, { [MODULE_ID.VERIFICATION_CODE_LOGIN]: false });
    expect((await loginCode(nextNumber())).status).toBe(200);
    await setSwitches(t, { [MODULE_ID.VERIFICATION_CODE_LOGIN]: false, [MODULE_ID.PHONE_RECOVERY]: false });
    const answer = await loginCode(nextNumber());
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('feature_disabled');
  });
});

describe('forgot password by email', () => {
  /** A member with an email address and a live session (from the registration's login). */
  const memberWithEmail = async (username: string, email: string) => {
    const answer = await register(t, { ...validRegistration(username), email });
    expect(answer.status).toBe(200);
    return answer.body.value?.token ?? '';
  };

  const forgot = (
    body: Record<string, string>,
    options: { ip?: string; host?: string; language?: string; headers?: Record<string, string> } = {},
    app: TestApp = t,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: options.host ?? 'localhost:8080',
        language: options.language ?? 'EN',
        ...options.headers,
      },
      remoteAddress: options.ip ?? nextIp(),
      payload: new URLSearchParams(body).toString(),
    });

  const tokenFromEmail = (body: string | undefined) => {
    const token = /\/resetPassword\?token=([\w-]+)/.exec(body ?? '')?.[1];
    if (!token) throw new Error('no reset link in the email');
    return token;
  };

  const reset = (token: string, newPassword: string, confirmNewPassword = newPassword) =>
    send<null>(t, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword, confirmNewPassword },
      encrypt: true,
      language: 'EN',
    });

  it('answers the same for a wrong pair and sends nothing', async () => {
    await memberWithEmail('forgot1', 'forgot1@example.com');
    const wrongEmail = await forgot({ username: 'forgot1', email: 'someone@example.com' });
    const unknownUser = await forgot({ username: 'nobody77', email: 'forgot1@example.com' });
    for (const answer of [wrongEmail, unknownUser]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, value: null });
    }
    expect(await countMessages(t, 'forgot1@example.com')).toBe(0);
  });

  it('emails a link that sets a new password once, ends the old sessions and lifts a wrong-password lock', async () => {
    const oldSession = await memberWithEmail('forgot2', 'Forgot2@Example.com');
    await t.db
      .update(members)
      .set({ status: MEMBER_STATUS.LOCKED, lockReason: LOCK_REASON.WRONG_PASSWORD, failedLoginCount: 5 })
      .where(eq(members.username, 'forgot2'));

    // A JSON body works as well as the form post.
    const asked = await postFrom(t, nextIp(), '/wps/member/password/email', {
      username: 'FORGOT2',
      email: 'forgot2@example.COM',
    });
    expect(asked.body).toEqual({ success: true, value: null });
    const email = await latestMessage(t, 'Forgot2@Example.com');
    expect(email).toMatchObject({ channel: 'EMAIL', subject: 'Reset your password' });
    expect(email?.body).toContain('http://localhost:8080/resetPassword?token=');
    const token = tokenFromEmail(email?.body);

    const weak = await reset(token, 'abc');
    expect(weak.body).toMatchObject({
      errorCode: 'validation_failed',
      value: {
        fields: {
          newPassword: 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters',
        },
      },
    });
    const mismatch = await reset(token, 'newpass99', 'newpass98');
    expect(mismatch.body).toMatchObject({
      value: { fields: { confirmNewPassword: 'Incorrect confirmation input' } },
    });

    const done = await reset(token, 'newpass99');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, value: null });
    expect((await memberInfo(oldSession)).status).toBe(401);
    const member = await t.services.members.findByUsername('forgot2');
    expect(member).toMatchObject({
      status: MEMBER_STATUS.ACTIVE,
      lockReason: null,
      failedLoginCount: 0,
      mustChangePassword: false,
    });
    expect(await verifyPassword(member?.passwordHash ?? '', 'newpass99')).toBe(true);

    const twice = await reset(token, 'another99');
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      errorCode: 'reset_link_invalid',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('sends at most one email a minute, in the request language, linking to the site', async () => {
    await memberWithEmail('forgot3', 'forgot3@example.com');
    await forgot({ username: 'forgot3', email: 'forgot3@example.com' }, { language: 'JA' });
    await forgot({ username: 'forgot3', email: 'forgot3@example.com' });
    expect(await countMessages(t, 'forgot3@example.com')).toBe(1);
    const email = await latestMessage(t, 'forgot3@example.com');
    expect(email?.subject).toBe('パスワード再設定のご案内');
    expect(email?.body).toContain('http://localhost:8080/resetPassword?token=');
  });

  it('refuses an expired link', async () => {
    await memberWithEmail('forgot4', 'forgot4@example.com');
    await forgot({ username: 'forgot4', email: 'forgot4@example.com' });
    const token = tokenFromEmail((await latestMessage(t, 'forgot4@example.com'))?.body);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const answer = await reset(token, 'newpass99');
    expect(answer.body.errorCode).toBe('reset_link_invalid');
    const member = await t.services.members.findByUsername('forgot4');
    expect(await verifyPassword(member?.passwordHash ?? '', 'secret123')).toBe(true);
  });

  it('builds the link from the site address, never from Host or X-Forwarded-Host, and sends none to a foreign host', async () => {
    await memberWithEmail('forgot5', 'forgot5@example.com');
    const allowAnotherEmail = () =>
      t.db
        .update(passwordResets)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(sql`${passwordResets.memberId} = (select id from members where username = 'forgot5')`);
    const body = { username: 'forgot5', email: 'forgot5@example.com' };

    // The embedded default answers on this machine only: another host gets no link.
    const foreign = await forgot(body, { host: 'evil.example' });
    expect(foreign.json()).toEqual({ success: true, value: null });
    expect(await countMessages(t, 'forgot5@example.com')).toBe(0);

    await t.services.system.setDomains({
      domains: [
        { domain: 'mirror.example.com', isMain: false, remark: '' },
        { domain: 'play.example.com', isMain: true, remark: '' },
      ],
    });
    await forgot(body, { host: 'attacker.example.net' });
    await forgot(body, { host: 'localhost', headers: { 'x-forwarded-host': 'play.example.com' } });
    expect(await countMessages(t, 'forgot5@example.com')).toBe(0);

    // A listed mirror asks; the link goes to the main domain, even with a forged X-Forwarded-Host.
    await forgot(body, {
      host: 'mirror.example.com',
      headers: { 'x-forwarded-host': 'attacker.example.net' },
    });
    const email = (await latestMessage(t, 'forgot5@example.com'))?.body ?? '';
    expect(email).toContain('https://play.example.com/resetPassword?token=');
    expect(email).not.toContain('attacker');
    await allowAnotherEmail();
    await t.services.system.setDomains({ domains: [] });
  });

  it('links to PUBLIC_URL when it is set, for a request on its host', async () => {
    const site = await createTestApp({ publicUrl: 'https://www.example.com' });
    try {
      await createTestMember(site.services, { username: 'forgot7', password: 'secret123' });
      await site.db
        .update(members)
        .set({ email: 'forgot7@example.com' })
        .where(eq(members.username, 'forgot7'));
      const body = { username: 'forgot7', email: 'forgot7@example.com' };
      await forgot(body, { host: 'localhost:8080' }, site);
      expect(await countMessages(site, 'forgot7@example.com')).toBe(0);
      await forgot(body, { host: 'www.example.com' }, site);
      expect((await latestMessage(site, 'forgot7@example.com'))?.body).toContain(
        'https://www.example.com/resetPassword?token=',
      );
    } finally {
      await site.close();
    }
  });

  it('sends nothing to a member an operator locked', async () => {
    await memberWithEmail('forgot6', 'forgot6@example.com');
    await t.db
      .update(members)
      .set({ status: MEMBER_STATUS.LOCKED, lockReason: LOCK_REASON.OPERATOR })
      .where(eq(members.username, 'forgot6'));
    const answer = await forgot({ username: 'forgot6', email: 'forgot6@example.com' });
    expect(answer.json()).toEqual({ success: true, value: null });
    expect(await countMessages(t, 'forgot6@example.com')).toBe(0);
  });

  it('limits the form per IP', async () => {
    const ip = nextIp();
    for (let asked = 0; asked < 10; asked++) {
      expect((await forgot({ username: `nobody${asked}`, email: 'x@example.com' }, { ip })).statusCode).toBe(
        200,
      );
    }
    const limited = await forgot({ username: 'nobody', email: 'x@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'too_many_requests' });
  });
});

describe('reset password by phone', () => {
  const resetByPhone = (body: Record<string, unknown>) =>
    send<null>(t, {
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { countryDialingCode: '81', ...body },
      encrypt: true,
      language: 'EN',
    });

  it('sets a new password with the login code and ends every session', async () => {
    const national = nextNumber();
    const registered = await registerWithCode(national);
    const oldSession = registered.body.value?.token ?? '';
    await loginCode(national);
    const verificationCode = await readCode(t, mobileRecipient('81', national));

    const weak = await resetByPhone({
      mobileNum: national,
      verificationCode,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(weak.body).toMatchObject({
      errorCode: 'validation_failed',
      value: {
        fields: {
          newPassword: 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters',
        },
      },
    });
    const wrong = await resetByPhone({
      mobileNum: national,
      verificationCode: wrongCode(verificationCode),
      newPassword: 'phone2024',
      confirmNewPassword: 'phone2024',
    });
    expect(wrong.body.errorCode).toBe('verification_code_invalid');

    const done = await resetByPhone({
      mobileNum: `0${national}`,
      verificationCode,
      newPassword: 'phone2024',
      confirmNewPassword: 'phone2024',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, value: null });
    expect((await memberInfo(oldSession)).status).toBe(401);
    const member = await t.services.members.findByVerifiedMobile('81', national);
    expect(await verifyPassword(member?.passwordHash ?? '', 'phone2024')).toBe(true);

    const reused = await resetByPhone({
      mobileNum: national,
      verificationCode,
      newPassword: 'phone2025',
      confirmNewPassword: 'phone2025',
    });
    expect(reused.body.errorCode).toBe('verification_code_invalid');
  });

  it('is refused while phone recovery is switched off', async () => {
    await setSwitches(t, { [MODULE_ID.PHONE_RECOVERY]: false });
    const answer = await resetByPhone({
      mobileNum: nextNumber(),
      verificationCode: '123456',
      newPassword: 'phone2024',
      confirmNewPassword: 'phone2024',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('feature_disabled');
  });

  it('refuses a code for a number no member proved', async () => {
    const national = nextNumber();
    await t.services.members.createMember({
      username: `unproved${national}`,
      passwordHash: await hashPassword('secret123'),
      type: 0,
      language: 'EN',
      mobileNum: national,
      countryDialingCode: '81',
    });
    await loginCode(national);
    expect(await countMessages(t, mobileRecipient('81', national))).toBe(0);
    const answer = await resetByPhone({
      mobileNum: national,
      verificationCode: '123456',
      newPassword: 'phone2024',
      confirmNewPassword: 'phone2024',
    });
    expect(answer.body.errorCode).toBe('verification_code_invalid');
  });
});
