import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import {
  MEMBER_TYPE,
  MODULE_ID,
  WRONG_PASSWORD_LIMIT,
  type CodeSent,
  type LoginChallenge,
  type ModuleId,
  type WhitelabelNode,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { solvedCaptcha, login, send, type LoginBody } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { members } from '../members/tables.ts';
import { loginChallenges, loginHistory, sessions } from './tables.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await createStaffAndLogin(t, 'loginops', 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'right123';
let serial = 0;

/** A fresh IP for each client of a test, so one test's failures never ask another for a captcha. */
const nextIp = () => {
  serial += 1;
  return `10.7.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
};

/** A member with what the checks use: a verified mobile number, an email, a bank account, an authenticator. */
const newMember = async (
  extra: { mobile?: boolean; email?: boolean; bankName?: string; totp?: boolean } = {},
) => {
  serial += 1;
  const username = `login${serial}`;
  const mobileNum = `90${String(serial).padStart(8, '0')}`;
  const member = await t.services.members.createMember({
    username,
    passwordHash: await hashPassword(PASSWORD),
    type: MEMBER_TYPE.MEMBER,
    language: 'EN',
    email: extra.email ? `${username}@example.com` : null,
    ...(extra.mobile ? { countryDialingCode: '81', mobileNum, mobileVerifiedAt: new Date() } : {}),
  });
  if (extra.bankName) {
    await t.services.withdrawals.bindBankAccount(
      member.id,
      { bankName: 'Demo Bank', accountName: extra.bankName, accountNumber: `7000${serial}` },
      'EN',
    );
  }
  const totpSecret = extra.totp ? generateSecret() : null;
  if (totpSecret) await t.services.members.setTotpSecret(member.id, totpSecret);
  return {
    id: member.id,
    username,
    mobileNum,
    email: `${username}@example.com`,
    totpSecret: totpSecret ?? '',
  };
};

const asUser = (username: string, more: Partial<LoginBody> = {}): LoginBody => ({
  username,
  password: PASSWORD,
  ...more,
});

/** The latest message to an address, read as its owner reads the phone or mailbox. */
const latestCode = async (recipient: string) => {
  const { rows } = await t.services.outbox.list({ recipient, pageNum: 1, pageSize: 1 });
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
};

const setSwitch = async (modId: ModuleId, enabled: boolean) => {
  const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === modId ? enabled : node.enabled,
      childrenNodes: flip(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(flip(await t.services.system.getWhitelabel()));
};

const get = (url: string, token: string) => send(t, { method: 'GET', url, token, language: 'EN' });

/** Logs in once from `home`, so later logins elsewhere come from a new device. */
const settleAt = async (username: string, home: string) => {
  const first = await login(t, asUser(username), 'EN', home);
  expect(first.status).toBe(200);
};

/** A login from `ip` that stops at the check; answers the challenge. */
const challengeAt = async (body: LoginBody, ip: string) => {
  const answer = await login(t, body, 'EN', ip);
  expect(answer.status).toBe(403);
  expect(answer.body.errorCode).toBe('login_verification_required');
  return answer.body.value as unknown as LoginChallenge;
};

const historyOf = (memberId: number) =>
  t.db
    .select({ ip: loginHistory.ip, success: loginHistory.success, method: loginHistory.method })
    .from(loginHistory)
    .where(eq(loginHistory.memberId, memberId))
    .orderBy(loginHistory.id);

describe('login by mobile number', () => {
  it('logs in the member who verified the number, typed in any usual way, with the password', async () => {
    const member = await newMember({ mobile: true });
    const local = `0${member.mobileNum.slice(0, 2)}-${member.mobileNum.slice(2, 6)}-${member.mobileNum.slice(6)}`;
    const answer = await login(
      t,
      { type: 'mobile', mobileNum: local, countryDialingCode: '+81', password: PASSWORD },
      'EN',
      nextIp(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      username: member.username,
      passwordExpired: false,
      isTrial: false,
    });
    expect((await historyOf(member.id)).map((row) => row.method)).toEqual(['MOBILE']);
  });

  it('answers a wrong password, an unverified or unknown number alike, and counts the wrong password', async () => {
    const member = await newMember({ mobile: true });
    const wrong = await login(
      t,
      { type: 'mobile', mobileNum: member.mobileNum, countryDialingCode: '81', password: 'wrong123' },
      'EN',
      nextIp(),
    );
    expect(wrong).toMatchObject({
      status: 401,
      body: { errorCode: 'login_failed', value: { captcha: true } },
    });
    expect((await t.services.members.findById(member.id))?.failedLoginCount).toBe(1);

    serial += 1;
    const unverified = await t.services.members.createMember({
      username: `unverified${serial}`,
      passwordHash: await hashPassword(PASSWORD),
      type: MEMBER_TYPE.MEMBER,
      language: 'EN',
      countryDialingCode: '81',
      mobileNum: '8055550000',
    });
    const unknown = await login(
      t,
      { type: 'mobile', mobileNum: unverified.mobileNum ?? '', countryDialingCode: '81', password: PASSWORD },
      'EN',
      nextIp(),
    );
    expect(unknown).toMatchObject({
      status: 401,
      body: { errorCode: 'login_failed', value: { captcha: true } },
    });
  });

  it('answers a malformed number and missing fields under their inputs with the spec texts', async () => {
    const ip = nextIp();
    const short = await login(
      t,
      { type: 'mobile', mobileNum: '90123', countryDialingCode: '81', password: PASSWORD },
      'EN',
      ip,
    );
    expect(short).toMatchObject({
      status: 422,
      body: {
        errorCode: 'phone_format_invalid',
        value: { fields: { mobileNum: 'Phone number of 10 digits' } },
      },
    });
    const range = await login(
      t,
      { type: 'mobile', mobileNum: '12', countryDialingCode: '82', password: PASSWORD },
      'JA',
      ip,
    );
    expect(range.body.value).toEqual({ fields: { mobileNum: '9〜10桁の電話番号を入力してください' } });
    const missing = await login(t, { type: 'mobile' }, 'EN', ip);
    expect(missing).toMatchObject({
      status: 422,
      body: {
        errorCode: 'validation_failed',
        value: {
          fields: {
            mobileNum: 'Input cannot be empty',
            countryDialingCode: 'Input cannot be empty',
            password: 'Input cannot be empty',
          },
        },
      },
    });
    const noUsername = await login(t, { password: PASSWORD }, 'EN', ip);
    expect(noUsername.body.value).toEqual({ fields: { username: 'Input cannot be empty' } });
  });
});

describe('login by SMS code', () => {
  const requestCode = (mobileNum: string, ip: string) =>
    send<CodeSent>(t, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '81' },
      ip,
    });

  it('logs in with the code read from the phone, once, and never asks for a forced change', async () => {
    const member = await newMember({ mobile: true });
    await t.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
    const ip = nextIp();
    expect((await requestCode(member.mobileNum, ip)).status).toBe(200);
    const code = await latestCode(`+81 ${member.mobileNum}`);
    const body: LoginBody = {
      type: 'sms',
      mobileNum: member.mobileNum,
      countryDialingCode: '81',
      verificationCode: code,
    };

    const answer = await login(t, body, 'EN', ip);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ username: member.username, passwordExpired: false });
    expect((await get('/wps/member/info', answer.body.value.token)).status).toBe(200);
    expect((await historyOf(member.id)).map((row) => row.method)).toEqual(['SMS']);

    const reused = await login(t, body, 'EN', ip);
    expect(reused).toMatchObject({ status: 422, body: { errorCode: 'verification_code_invalid' } });
  });

  it('refuses a wrong or missing code with the spec messages', async () => {
    const member = await newMember({ mobile: true });
    const ip = nextIp();
    await requestCode(member.mobileNum, ip);
    const code = await latestCode(`+81 ${member.mobileNum}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await login(
      t,
      { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '81', verificationCode: wrongCode },
      'EN',
      ip,
    );
    expect(wrong).toMatchObject({
      status: 422,
      body: { errorCode: 'verification_code_invalid', message: 'Invalid verification code.' },
    });
    const missing = await login(
      t,
      { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '81' },
      'EN',
      ip,
    );
    expect(missing.body.value).toEqual({ fields: { verificationCode: 'Input cannot be empty' } });
    const right = await login(
      t,
      { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '81', verificationCode: code },
      'EN',
      ip,
    );
    expect(right.status).toBe(200);
  });

  it('is refused with feature_disabled while verification-code login is switched off', async () => {
    const member = await newMember({ mobile: true });
    const ip = nextIp();
    await requestCode(member.mobileNum, ip);
    const code = await latestCode(`+81 ${member.mobileNum}`);
    await setSwitch(MODULE_ID.VERIFICATION_CODE_LOGIN, false);
    try {
      const answer = await login(
        t,
        { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '81', verificationCode: code },
        'EN',
        ip,
      );
      expect(answer).toMatchObject({
        status: 403,
        body: {
          errorCode: 'feature_disabled',
          message: 'Operation not allowed, please contact customer service.',
        },
      });
    } finally {
      await setSwitch(MODULE_ID.VERIFICATION_CODE_LOGIN, true);
    }
  });
});

describe('new-device check', () => {
  it('asks a known member on a new IP, offers the methods on file masked, and passes with the SMS code', async () => {
    const member = await newMember({ mobile: true, email: true, bankName: 'Taro Yamada' });
    await settleAt(member.username, nextIp());
    const away = nextIp();
    const challenge = await challengeAt(asUser(member.username), away);
    expect(challenge.challengeToken).toMatch(/^[\w-]{43}$/);
    expect(challenge).toEqual({
      challengeToken: challenge.challengeToken,
      reason: 'NEW_DEVICE',
      methods: ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME'],
      destinations: {
        SMS: `+81 ${member.mobileNum.slice(0, 2)}****${member.mobileNum.slice(-4)}`,
        EMAIL: `${member.username.slice(0, 2)}***@example.com`,
      },
    });
    const stored = await t.db.select().from(loginChallenges).where(eq(loginChallenges.memberId, member.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(challenge.challengeToken);

    const sent = await send<CodeSent>(t, {
      method: 'POST',
      url: '/wps/session/login/challenge/code',
      payload: { challengeToken: challenge.challengeToken, method: 'SMS' },
      ip: away,
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 3, destination: challenge.destinations.SMS });
    const code = await latestCode(`+81 ${member.mobileNum}`);
    const passed = await login(
      t,
      asUser(member.username, {
        challengeToken: challenge.challengeToken,
        challengeMethod: 'SMS',
        challengeAnswer: code,
      }),
      'EN',
      away,
    );
    expect(passed.status).toBe(200);
    // The IP is known from now on; the spent challenge cannot open another session.
    expect((await login(t, asUser(member.username), 'EN', away)).status).toBe(200);
    const again = await login(
      t,
      asUser(member.username, {
        challengeToken: challenge.challengeToken,
        challengeMethod: 'SMS',
        challengeAnswer: code,
      }),
      'EN',
      nextIp(),
    );
    expect(again).toMatchObject({ status: 401, body: { errorCode: 'challenge_expired' } });
  });

  it('passes with the email code sent to the address on file', async () => {
    const member = await newMember({ email: true });
    await settleAt(member.username, nextIp());
    const away = nextIp();
    const challenge = await challengeAt(asUser(member.username), away);
    expect(challenge.methods).toEqual(['EMAIL']);
    await send(t, {
      method: 'POST',
      url: '/wps/session/login/challenge/code',
      payload: { challengeToken: challenge.challengeToken, method: 'EMAIL' },
      ip: away,
    });
    const answer = await latestCode(member.email);
    const wrong = await login(
      t,
      asUser(member.username, {
        challengeToken: challenge.challengeToken,
        challengeMethod: 'EMAIL',
        challengeAnswer: answer === '999999' ? '888888' : '999999',
      }),
      'EN',
      away,
    );
    expect(wrong).toMatchObject({ status: 422, body: { errorCode: 'verification_code_invalid' } });
    const passed = await login(
      t,
      asUser(member.username, {
        challengeToken: challenge.challengeToken,
        challengeMethod: 'EMAIL',
        challengeAnswer: answer,
      }),
      'EN',
      away,
    );
    expect(passed.status).toBe(200);
  });

  it('passes with the bank account name however it is spaced or cased, and refuses another name', async () => {
    const member = await newMember({ bankName: 'Taro Yamada' });
    await settleAt(member.username, nextIp());
    const away = nextIp();
    const challenge = await challengeAt(asUser(member.username), away);
    expect(challenge).toMatchObject({ methods: ['BANK_ACCOUNT_NAME'], destinations: {} });
    const answer = (challengeAnswer: string) =>
      login(
        t,
        asUser(member.username, {
          challengeToken: challenge.challengeToken,
          challengeMethod: 'BANK_ACCOUNT_NAME',
          challengeAnswer,
        }),
        'JA',
        away,
      );
    expect(await answer('Jiro Yamada')).toMatchObject({
      status: 422,
      body: { errorCode: 'bank_account_name_incorrect', message: '口座名義が一致しません。' },
    });
    expect((await answer('  TARO   yamada ')).status).toBe(200);
  });

  it('allows five answers: the sixth, even the right one, must start the login again', async () => {
    const member = await newMember({ bankName: 'Hanako Sato' });
    await settleAt(member.username, nextIp());
    const away = nextIp();
    const challenge = await challengeAt(asUser(member.username), away);
    const answer = (challengeAnswer: string) =>
      login(
        t,
        asUser(member.username, {
          challengeToken: challenge.challengeToken,
          challengeMethod: 'BANK_ACCOUNT_NAME',
          challengeAnswer,
        }),
        'EN',
        away,
      );
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(String((await answer(`Guess ${i}`)).body.errorCode));
    expect(codes).toEqual(Array.from({ length: 5 }, () => 'bank_account_name_incorrect'));
    expect(await answer('Hanako Sato')).toMatchObject({
      status: 401,
      body: { errorCode: 'challenge_expired' },
    });
    const fresh = await challengeAt(asUser(member.username), away);
    expect(fresh.challengeToken).not.toBe(challenge.challengeToken);
  });

  it('refuses the challenge from another IP, for another member, with a method not offered, or expired', async () => {
    const member = await newMember({ bankName: 'Ken Mori', email: true });
    const other = await newMember({ bankName: 'Ken Mori' });
    await settleAt(member.username, nextIp());
    await settleAt(other.username, nextIp());
    const away = nextIp();
    const challenge = await challengeAt(asUser(member.username), away);
    const withToken = (username: string, more: Partial<LoginBody> = {}) =>
      asUser(username, {
        challengeToken: challenge.challengeToken,
        challengeMethod: 'BANK_ACCOUNT_NAME',
        challengeAnswer: 'Ken Mori',
        ...more,
      });

    const elsewhere = nextIp();
    expect((await login(t, withToken(member.username), 'EN', elsewhere)).body.errorCode).toBe(
      'challenge_expired',
    );
    const codeElsewhere = await send(t, {
      method: 'POST',
      url: '/wps/session/login/challenge/code',
      payload: { challengeToken: challenge.challengeToken, method: 'EMAIL' },
      ip: elsewhere,
    });
    expect(codeElsewhere).toMatchObject({ status: 401, body: { errorCode: 'challenge_expired' } });
    const otherMember = await login(t, withToken(other.username), 'EN', away);
    expect(otherMember).toMatchObject({ status: 401, body: { errorCode: 'challenge_expired' } });

    const notOffered = await login(t, withToken(member.username, { challengeMethod: 'TOTP' }), 'EN', away);
    expect(notOffered).toMatchObject({
      status: 422,
      body: { value: { fields: { challengeMethod: 'This option is not available' } } },
    });
    const noAnswer = await login(t, withToken(member.username, { challengeAnswer: '' }), 'EN', away);
    expect(noAnswer.body.value).toEqual({ fields: { challengeAnswer: 'Input cannot be empty' } });
    const wrongPassword = await login(t, withToken(member.username, { password: 'wrong123' }), 'EN', away);
    expect(wrongPassword.body.errorCode).toBe('login_failed');

    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.memberId, member.id));
    const expired = await login(t, withToken(member.username, await solvedCaptcha(t)), 'EN', away);
    expect(expired).toMatchObject({ status: 401, body: { errorCode: 'challenge_expired' } });
  });

  it('rations checks per account: after ten in an hour, from any IPs, the next waits the 5 minutes', async () => {
    const member = await newMember({ bankName: 'Yui Aoki' });
    await settleAt(member.username, nextIp());
    for (let i = 0; i < 10; i += 1) await challengeAt(asUser(member.username), nextIp());
    const eleventh = await login(t, asUser(member.username), 'EN', nextIp());
    expect(eleventh).toMatchObject({ status: 429, body: { errorCode: 'too_many_requests' } });
    expect(eleventh.headers['retry-after']).toBe('300');
  });

  it('skips the check for a first login, a member with nothing to check with, and when switched off', async () => {
    const bare = await newMember();
    await settleAt(bare.username, nextIp());
    expect((await login(t, asUser(bare.username), 'EN', nextIp())).status).toBe(200);

    const member = await newMember({ email: true });
    const first = await login(t, asUser(member.username), 'EN', nextIp());
    expect(first.status).toBe(200);
    const profile = await t.services.system.getProfileConfig();
    await t.services.system.setProfileConfig({ ...profile, newDeviceVerification: false });
    try {
      expect((await login(t, asUser(member.username), 'EN', nextIp())).status).toBe(200);
    } finally {
      await t.services.system.setProfileConfig(profile);
    }
    expect((await login(t, asUser(member.username), 'EN', nextIp())).status).toBe(403);
  });
});

describe('two-factor check', () => {
  it('asks an enrolled member for the authenticator code on every login, from any IP', async () => {
    const member = await newMember({ totp: true, mobile: true, email: true });
    const home = nextIp();
    const now = Math.floor(Date.now() / 1000);
    const first = await challengeAt(asUser(member.username), home);
    expect(first).toEqual({
      challengeToken: first.challengeToken,
      reason: 'TWO_FACTOR',
      methods: ['TOTP'],
      destinations: {},
    });
    const code = await generate({ secret: member.totpSecret, epoch: now });
    const wrong = await login(
      t,
      asUser(member.username, {
        challengeToken: first.challengeToken,
        challengeMethod: 'TOTP',
        challengeAnswer: code === '000000' ? '111111' : '000000',
      }),
      'EN',
      home,
    );
    expect(wrong).toMatchObject({ status: 422, body: { errorCode: 'totp_invalid' } });
    const passed = await login(
      t,
      asUser(member.username, {
        challengeToken: first.challengeToken,
        challengeMethod: 'TOTP',
        challengeAnswer: code,
      }),
      'EN',
      home,
    );
    expect(passed.status).toBe(200);

    // Same IP, next login: asked again; the code just used is refused, the next one works.
    const second = await challengeAt(asUser(member.username), home);
    const replay = await login(
      t,
      asUser(member.username, {
        challengeToken: second.challengeToken,
        challengeMethod: 'TOTP',
        challengeAnswer: code,
      }),
      'EN',
      home,
    );
    expect(replay.body.errorCode).toBe('totp_invalid');
    const next = await generate({ secret: member.totpSecret, epoch: now + 30 });
    const passedAgain = await login(
      t,
      asUser(member.username, {
        challengeToken: second.challengeToken,
        challengeMethod: 'TOTP',
        challengeAnswer: next,
      }),
      'EN',
      home,
    );
    expect(passedAgain.status).toBe(200);
  });

  it('asks for it after an SMS code too, and the challenge then stands for the spent code', async () => {
    const member = await newMember({ totp: true, mobile: true });
    const ip = nextIp();
    await send(t, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: member.mobileNum, countryDialingCode: '81' },
      ip,
    });
    const body: LoginBody = {
      type: 'sms',
      mobileNum: member.mobileNum,
      countryDialingCode: '81',
      verificationCode: await latestCode(`+81 ${member.mobileNum}`),
    };
    const challenge = await challengeAt(body, ip);
    expect(challenge.reason).toBe('TWO_FACTOR');
    const passed = await login(
      t,
      {
        ...body,
        challengeToken: challenge.challengeToken,
        challengeMethod: 'TOTP',
        challengeAnswer: await generate({ secret: member.totpSecret }),
      },
      'EN',
      ip,
    );
    expect(passed.status).toBe(200);
    expect((await historyOf(member.id)).map((row) => row.method)).toEqual(['SMS']);
  });
});

describe('forced password change', () => {
  it('after an operator reset: a restricted session, then the change, then a normal login', async () => {
    const member = await newMember();
    const ip = nextIp();
    const old = (await login(t, asUser(member.username), 'EN', ip)).body.value.token;
    const reset = await send<{ temporaryPassword: string }>(t, {
      method: 'POST',
      url: `/console-api/members/${member.id}/password-reset`,
      token: staffToken,
    });
    const temporary = reset.body.value.temporaryPassword;
    expect((await get('/wps/member/info', old)).status).toBe(401);

    const restricted = await login(t, asUser(member.username, { password: temporary }), 'EN', ip);
    expect(restricted.body.value).toMatchObject({ passwordExpired: true });
    const token = restricted.body.value.token;
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/member/bank-accounts']) {
      expect(await get(url, token)).toMatchObject({
        status: 403,
        body: {
          errorCode: 'password_change_required',
          message: 'Please change your password before continuing.',
        },
      });
    }

    const changed = await send(t, {
      method: 'POST',
      url: '/wps/member/password',
      token,
      encrypt: true,
      payload: { oldPassword: temporary, newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
    });
    expect(changed.body).toEqual({ success: true, value: null });
    expect((await get('/wps/member/info', token)).status).toBe(401);
    expect((await t.services.members.findById(member.id))?.mustChangePassword).toBe(false);

    const normal = await login(t, asUser(member.username, { password: 'fresh1234' }), 'EN', ip);
    expect(normal.body.value).toMatchObject({ passwordExpired: false });
    expect((await get('/wps/member/info', normal.body.value.token)).status).toBe(200);
  });

  it('lets a restricted session log out', async () => {
    const member = await newMember();
    await t.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
    const token = (await login(t, asUser(member.username), 'EN', nextIp())).body.value.token;
    expect((await send(t, { method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(row?.passwordChangeOnly).toBe(true);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('expires old passwords only with the forced-change switch on and a maximum age set', async () => {
    const member = await newMember();
    const ip = nextIp();
    await t.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(members.id, member.id));
    const expired = async () =>
      (await login(t, asUser(member.username), 'EN', ip)).body.value.passwordExpired;
    const profile = await t.services.system.getProfileConfig();
    expect(await expired()).toBe(false);
    await t.services.system.setProfileConfig({ ...profile, passwordMaxAgeDays: 90 });
    try {
      expect(await expired()).toBe(true);
      await setSwitch(MODULE_ID.FORCE_PASSWORD_CHANGE, false);
      expect(await expired()).toBe(false);
      await setSwitch(MODULE_ID.FORCE_PASSWORD_CHANGE, true);
      await t.services.system.setProfileConfig({ ...profile, passwordMaxAgeDays: 120 });
      expect(await expired()).toBe(false);
    } finally {
      await setSwitch(MODULE_ID.FORCE_PASSWORD_CHANGE, true);
      await t.services.system.setProfileConfig(profile);
    }
  });
});

describe('locks end sessions', () => {
  const liveSessions = async (memberId: number) =>
    (await t.db.select().from(sessions).where(eq(sessions.memberId, memberId))).filter(
      (row) => row.revokedAt === null,
    ).length;

  it(`ends every session at the ${WRONG_PASSWORD_LIMIT}th wrong password; unlocking does not revive them`, async () => {
    const member = await newMember();
    const ip = nextIp();
    const token = (await login(t, asUser(member.username), 'EN', ip)).body.value.token;
    const answers: string[] = [];
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) {
      const wrong = await login(
        t,
        asUser(member.username, {
          password: 'wrong123',
          ...(await solvedCaptcha(t)),
        }),
        'EN',
        ip,
      );
      answers.push(String(wrong.body.errorCode));
    }
    expect(answers.at(-1)).toBe('account_locked');
    expect(await liveSessions(member.id)).toBe(0);
    await send(t, { method: 'POST', url: `/console-api/members/${member.id}/unlock`, token: staffToken });
    expect((await get('/wps/member/info', token)).status).toBe(401);
  });

  it('ends every session when an operator locks the account', async () => {
    const member = await newMember();
    const ip = nextIp();
    const tokens = [
      (await login(t, asUser(member.username), 'EN', ip)).body.value.token,
      (await login(t, asUser(member.username), 'EN', ip)).body.value.token,
    ];
    const locked = await send(t, {
      method: 'POST',
      url: `/console-api/members/${member.id}/lock`,
      token: staffToken,
    });
    expect(locked.status).toBe(200);
    expect(await liveSessions(member.id)).toBe(0);
    const refused = await login(t, asUser(member.username), 'EN', ip);
    expect(refused).toMatchObject({ status: 423, body: { errorCode: 'account_locked_by_operator' } });
    await send(t, { method: 'POST', url: `/console-api/members/${member.id}/unlock`, token: staffToken });
    for (const token of tokens) expect((await get('/wps/member/info', token)).status).toBe(401);
  });
});
