import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_TYPE, WRONG_PASSWORD_LIMIT } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { solvedCaptcha, login, register, send, validRegistration } from '../../testing/requests.ts';
import { sessions } from './tables.ts';
import { DEMO_AFFILIATE_CODE } from '../../seed/demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A login that carries a fresh, correctly answered captcha. */
const loginWithCaptcha = async (username: string, password: string, portal?: 'MEMBER' | 'AGENT') =>
  login(t, {
    username,
    password,
    ...(await solvedCaptcha(t)),
    ...(portal ? { portal } : {}),
  });

describe('registration by username', () => {
  it('registers, logs in at once, and opens a wallet with a zero balance', async () => {
    const answer = await register(t, {
      ...validRegistration('newplayer1'),
      email: 'p1@example.com',
      referralCode: 'FRIEND42',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true, isAgent: false, username: 'newplayer1' });
    const token = answer.body.value?.token ?? '';

    const balance = await send(t, { method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(balance.body.value).toEqual({ balance: '0.00', currency: 'JPY', currencySymbol: '¥' });
    const info = await send<Record<string, unknown>>(t, {
      method: 'GET',
      url: '/wps/member/info',
      token: `Bearer ${token}`,
    });
    expect(info.body.value).toMatchObject({ account: 'newplayer1', type: 0, balance: '0.00', isVip: false });

    const row = await t.services.members.findByUsername('NewPlayer1');
    expect(row).toMatchObject({
      email: 'p1@example.com',
      registeredWithReferralCode: 'FRIEND42',
      registerIp: '127.0.0.1',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers each broken rule under its field, in the request language', async () => {
    const answer = await register(t, {
      username: '1abc',
      password: 'short',
      confirmPassword: 'other',
      terms: false,
      email: 'nope',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'validation_failed',
      value: {
        fields: {
          username: 'Starts with a letter, then letters or digits, 4-16 characters',
          password: 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters',
          confirmPassword: 'Incorrect confirmation input',
          terms: 'not empty?',
          email: 'A valid email address, 6-64 characters',
        },
      },
    });
    const japanese = await register(
      t,
      { ...validRegistration('okname'), confirmPassword: 'different1' },
      'JA',
    );
    expect(japanese.body.value).toEqual({ fields: { confirmPassword: '確認用の入力が一致しません' } });
  });

  it('answers wrong types, unknown and missing fields with field errors, never a 500', async () => {
    const answer = await register(t, { username: 42, password: 'secret123', terms: true, isAdmin: true });
    expect(answer.status).toBe(422);
    expect(answer.body.value).toEqual({
      fields: {
        username: 'Invalid value',
        confirmPassword: 'Input cannot be empty',
        isAdmin: 'This field is not accepted',
      },
    });
  });

  it('ignores fields the operator has not enabled', async () => {
    const answer = await register(t, { ...validRegistration('quietone'), wechat: 'has spaces here' });
    expect(answer.status).toBe(200);
    expect((await t.services.members.findByUsername('quietone'))?.wechat).toBeNull();
  });

  it('refuses a taken username without regard to case, under the username field', async () => {
    const answer = await register(t, validRegistration('DemoMember'));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      errorCode: 'username_taken',
      value: { fields: { username: 'This username is already registered.' } },
    });
  });

  it('lets exactly one of several simultaneous registrations of one name through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register(t, validRegistration('racer01'))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('places a member under the agent whose affiliate code was used, and refuses an unknown code', async () => {
    const ok = await register(t, {
      ...validRegistration('downline9'),
      affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase(),
    });
    expect(ok.status).toBe(200);
    const agent = await t.services.members.findByUsername('demoagent');
    expect((await t.services.members.findByUsername('downline9'))?.parentId).toBe(agent?.id);

    const bad = await register(t, { ...validRegistration('downline10'), affiliateCode: 'NOSUCHCODE' });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCode).toBe('invitation_code_error');
    expect(await t.services.members.findByUsername('downline10')).toBeUndefined();
  });

  it('asks for a correct captcha when the operator enables the captcha field', async () => {
    const config = await t.services.system.getRegisterConfig();
    await t.services.system.setRegisterConfig({
      ...config,
      captcha: { ...config.captcha, enabled: true, required: true },
    });
    try {
      const missing = await register(t, validRegistration('capper1'));
      expect(missing.body.value).toEqual({ fields: { captcha: 'Input cannot be empty' } });
      const wrong = await register(t, {
        ...validRegistration('capper1'),
        ...(await solvedCaptcha(t)),
        captcha: 'NOPE',
      });
      expect(wrong.body.errorCode).toBe('captcha_incorrect');
      const right = await register(t, {
        ...validRegistration('capper1'),
        ...(await solvedCaptcha(t)),
        captcha: 'test',
      });
      expect(right.status).toBe(200);
    } finally {
      await t.services.system.setRegisterConfig(config);
    }
  });
});

describe('login', () => {
  it('logs in the demo member and the demo agent, and tells agents apart', async () => {
    const member = await login(t, { username: 'demomember', password: 'demo1234' });
    expect(member.status).toBe(200);
    expect(member.body.value).toMatchObject({ isAgent: false, passwordExpired: false });
    const agent = await login(t, { username: 'demoagent', password: 'demo1234', portal: 'AGENT' });
    expect(agent.body.value).toMatchObject({ isAgent: true });
  });

  it('answers a wrong password with the captcha flag, then needs the captcha', async () => {
    await createTestMember(t.services, { username: 'captchaman', password: 'right123' });
    const wrong = await login(t, { username: 'captchaman', password: 'wrong123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      errorCode: 'login_failed',
      message: 'Username or password incorrect.',
      value: { captcha: true },
    });

    const noCaptcha = await login(t, { username: 'captchaman', password: 'right123' });
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
    const badCaptcha = await login(t, {
      username: 'captchaman',
      password: 'right123',
      ...(await solvedCaptcha(t)),
      captcha: 'XXXX',
    });
    expect(badCaptcha.body.errorCode).toBe('captcha_incorrect');

    // A captcha works once: the key spent on a wrong password does not open the next attempt.
    const solved = await solvedCaptcha(t);
    expect((await login(t, { username: 'captchaman', password: 'wrong', ...solved })).body.errorCode).toBe(
      'login_failed',
    );
    expect((await login(t, { username: 'captchaman', password: 'right123', ...solved })).body.errorCode).toBe(
      'captcha_incorrect',
    );
    expect((await loginWithCaptcha('captchaman', 'right123')).status).toBe(200);
  });

  it('answers an unknown username like a wrong password', async () => {
    const answer = await loginWithCaptcha('nobodyhere', 'whatever1');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: 'login_failed', value: { captcha: true } });
  });

  it(`locks the account at the ${WRONG_PASSWORD_LIMIT}th wrong password, even for the right password after`, async () => {
    await createTestMember(t.services, { username: 'lockme', password: 'right123' });
    const codes: string[] = [];
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1)
      codes.push(String((await loginWithCaptcha('lockme', 'wrong123')).body.errorCode));
    expect(codes).toEqual(['login_failed', 'login_failed', 'login_failed', 'login_failed', 'account_locked']);

    const after = await loginWithCaptcha('lockme', 'right123');
    expect(after.status).toBe(423);
    expect(after.body.message).toBe(
      'Your account is locked for a while after 5 wrong passwords. Try again later, or reset your password to unlock it now.',
    );
  });

  it('counts simultaneous wrong passwords exactly: none is lost, the account locks once', async () => {
    await createTestMember(t.services, { username: 'parallel', password: 'right123' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => loginWithCaptcha('parallel', 'wrong123')),
    );
    const row = await t.services.members.findByUsername('parallel');
    expect(row?.status).toBe('LOCKED');
    // The fifth locks; the wrong passwords after it find a locked account and count no more.
    expect(row?.failedLoginCount).toBe(WRONG_PASSWORD_LIMIT);
    const codes = answers.map((a) => a.body.errorCode);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(1);
    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(7);
  });

  it('keeps non-members off the member side and non-agents off the agent side', async () => {
    await createTestMember(t.services, {
      username: 'trialish',
      password: 'right123',
      type: MEMBER_TYPE.TRIAL,
    });
    const trial = await loginWithCaptcha('trialish', 'right123');
    expect(trial.status).toBe(403);
    expect(trial.body).toMatchObject({
      errorCode: 'non_member_account',
      message: 'Non-member account unable to login.',
    });

    const member = await loginWithCaptcha('demomember', 'demo1234', 'AGENT');
    expect(member.body).toMatchObject({
      errorCode: 'non_agent_account',
      message: 'Non-agents cannot log in.',
    });
  });

  it('refuses plain or tampered bodies on the encrypted call', async () => {
    const plain = await send(t, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demomember', password: 'demo1234' },
    });
    expect(plain.body.errorCode).toBe('encryption_required');
    const sealed = await t.encrypted({ username: 'demomember', password: 'demo1234' });
    const value = sealed.payload.value;
    const tampered = `${value.slice(0, -4)}${value.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sealed.headers,
      payload: { value: tampered },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'malformed_request' });
  });

  it('answers malformed JSON and oversized bodies with the envelope', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"value":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, errorCode: 'malformed_request' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { value: 'x'.repeat(300_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });
});

describe('sessions', () => {
  it('logs out: the token stops working', async () => {
    const token = (await loginWithCaptcha('demodown1', 'demo1234')).body.value.token;
    expect((await send(t, { method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
    expect((await send(t, { method: 'DELETE', url: '/wps/session/logout', token })).body).toEqual({
      success: true,
      value: null,
    });
    const after = await send(t, { method: 'GET', url: '/wps/member/info', token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('not_logged_in');
  });

  it('stops honouring the sessions of a member who gets locked', async () => {
    const token = (await loginWithCaptcha('demodown2', 'demo1234')).body.value.token;
    const member = await t.services.members.findByUsername('demodown2');
    if (!member) throw new Error('demodown2 is missing');
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) await t.services.members.recordWrongPassword(member);
    expect((await send(t, { method: 'GET', url: '/wps/member/info', token })).status).toBe(401);
  });

  it('keeps only the SHA-256 of tokens', async () => {
    const token = (await loginWithCaptcha('demomember', 'demo1234')).body.value.token;
    const stored = (await t.db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toContain(token);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers too many logins from one IP with 429 and the 5-minute wait', async () => {
    const limited = await createTestApp({
      rateLimits: {
        login: { max: 2, timeWindow: 300_000 },
        register: { max: 2, timeWindow: 300_000 },
        captcha: { max: 2, timeWindow: 300_000 },
        challengeCode: { max: 2, timeWindow: 300_000 },
        freePlay: { max: 2, timeWindow: 300_000 },
      },
    });
    try {
      await login(limited, { username: 'demomember', password: 'demo1234' });
      await login(limited, { username: 'demomember', password: 'demo1234' });
      const third = await login(limited, { username: 'demomember', password: 'demo1234' });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        errorCode: 'too_many_requests',
        message: 'Too many requests, please retry after 5 minutes.',
      });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(290);
    } finally {
      await limited.close();
    }
  });
});
