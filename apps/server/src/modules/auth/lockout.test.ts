import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WRONG_PASSWORD_LIMIT } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { createManualClock } from '../../platform/clock.ts';
import { login, send, solvedCaptcha } from '../../testing/requests.ts';
import { LOCK_REASON, MEMBER_STATUS, members } from '../members/tables.ts';
import { DEFAULT_PROFILE_CONFIG } from '../system/defaults.ts';
import { countMessages, latestMessage } from './account-testing.ts';

let t: TestApp;
/** The services' time: locks end when it moves past them, not by waiting. */
const clock = createManualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
/** Each test from its own address, so one test's failures do not ask another for a captcha. */
const nextIp = () => `10.30.0.${++lastIp}`;

const attempt = async (username: string, password: string, ip: string) =>
  login(t, { username, password, ...(await solvedCaptcha(t)) }, 'EN', ip);

const lockByWrongPasswords = async (username: string, ip: string) => {
  const codes: unknown[] = [];
  for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1)
    codes.push((await attempt(username, 'wrong999', ip)).body.errorCode);
  return codes;
};

/** Moves the clock a second past the end of a member's running lock. */
const endLock = async (username: string) => {
  const until = (await t.services.members.findByUsername(username))?.lockedUntil;
  if (!until) throw new Error(`${username} has no running lock`);
  clock.set(new Date(until.getTime() + 1000));
};

const minutesLocked = async (username: string) => {
  const until = (await t.services.members.findByUsername(username))?.lockedUntil?.getTime() ?? 0;
  return Math.round((until - clock.now().getTime()) / 60_000);
};

describe('wrong-password lock', () => {
  it('locks for the period of the profile setting, tells the member, and answers wrong passwords like an unknown account', async () => {
    await createTestMember(t.services, { username: 'tempLock1', password: 'right1234' });
    await t.db
      .update(members)
      .set({ email: 'templock1@example.com' })
      .where(eq(members.username, 'templock1'));
    const ip = nextIp();
    expect(await lockByWrongPasswords('templock1', ip)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'account_locked',
    ]);
    expect(await minutesLocked('templock1')).toBe(DEFAULT_PROFILE_CONFIG.loginLockMinutes);

    const wrong = await attempt('templock1', 'wrong999', ip);
    const unknown = await attempt('nosuchmember', 'wrong999', ip);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    // Wrong passwords during the lock neither count nor extend it.
    expect((await t.services.members.findByUsername('templock1'))?.failedLoginCount).toBe(
      WRONG_PASSWORD_LIMIT,
    );

    const right = await attempt('templock1', 'right1234', ip);
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('account_locked');
    const { lockedUntil } = right.body.value as unknown as { lockedUntil: string };
    expect(Date.parse(lockedUntil) - clock.now().getTime()).toBeGreaterThan(14 * 60_000);

    // The member is told, in the inbox and by email.
    const email = await latestMessage(t, 'templock1@example.com');
    expect(email?.subject).toBe('アカウントが一時的にロックされました');
    expect(email?.body).toContain('パスワードを再設定');
    expect(await countMessages(t, 'templock1@example.com')).toBe(1);
    const id = (await t.services.members.findByUsername('templock1'))?.id ?? 0;
    await endLock('templock1');
    const session = await attempt('templock1', 'right1234', ip);
    expect(session.status).toBe(200);
    const inbox = await send<{ list: { title: string }[] }>(t, {
      method: 'GET',
      url: '/wps/relay/inbox?pageNum=1&pageSize=10',
      token: session.body.value.token,
    });
    expect(inbox.body.value.list.map((message) => message.title)).toContain(
      'アカウントが一時的にロックされました',
    );
    expect((await t.services.members.findById(id))?.status).toBe(MEMBER_STATUS.ACTIVE);
  });

  it('counts again as soon as a lock is over, before any sweep', async () => {
    await createTestMember(t.services, { username: 'afterlock', password: 'right1234' });
    const ip = nextIp();
    await lockByWrongPasswords('afterlock', ip);
    await endLock('afterlock');
    expect(await lockByWrongPasswords('afterlock', ip)).toContain('account_locked');
  });

  it('doubles the lock each time it repeats before a good login, and follows the console setting', async () => {
    await createTestMember(t.services, { username: 'repeatlock', password: 'right1234' });
    const ip = nextIp();
    await lockByWrongPasswords('repeatlock', ip);
    expect(await minutesLocked('repeatlock')).toBe(15);
    await endLock('repeatlock');
    await lockByWrongPasswords('repeatlock', ip);
    expect(await minutesLocked('repeatlock')).toBe(30);
    await endLock('repeatlock');
    // A good login starts the doubling again; the operator's period applies to the next lock.
    expect((await attempt('repeatlock', 'right1234', ip)).status).toBe(200);
    await t.services.system.setProfileConfig({ ...DEFAULT_PROFILE_CONFIG, loginLockMinutes: 3 });
    try {
      await lockByWrongPasswords('repeatlock', ip);
      expect(await minutesLocked('repeatlock')).toBe(3);
    } finally {
      await t.services.system.setProfileConfig(DEFAULT_PROFILE_CONFIG);
    }
  });

  it('is lifted by the scheduled sweep once its time is over, and an old lock without an end heals', async () => {
    await createTestMember(t.services, { username: 'sweepme', password: 'right1234' });
    await createTestMember(t.services, { username: 'oldlock', password: 'right1234' });
    await createTestMember(t.services, { username: 'operatorlock', password: 'right1234' });
    await lockByWrongPasswords('sweepme', nextIp());
    // A lock from before locks ended by themselves, and an operator's lock, which stays.
    await t.db
      .update(members)
      .set({ status: MEMBER_STATUS.LOCKED, lockReason: LOCK_REASON.WRONG_PASSWORD, lockedUntil: null })
      .where(eq(members.username, 'oldlock'));
    await t.db
      .update(members)
      .set({ status: MEMBER_STATUS.LOCKED, lockReason: LOCK_REASON.OPERATOR })
      .where(eq(members.username, 'operatorlock'));

    const statusOf = async (username: string) => (await t.services.members.findByUsername(username))?.status;
    expect(await t.services.members.releaseExpiredLocks()).toBeGreaterThanOrEqual(1);
    expect(await statusOf('oldlock')).toBe(MEMBER_STATUS.ACTIVE);
    expect(await statusOf('sweepme')).toBe(MEMBER_STATUS.LOCKED);
    await endLock('sweepme');
    expect(await t.services.members.releaseExpiredLocks()).toBeGreaterThanOrEqual(1);
    for (const username of ['sweepme', 'oldlock']) {
      expect(await t.services.members.findByUsername(username)).toMatchObject({
        status: MEMBER_STATUS.ACTIVE,
        lockReason: null,
        failedLoginCount: 0,
      });
    }
    expect((await t.services.members.findByUsername('operatorlock'))?.status).toBe(MEMBER_STATUS.LOCKED);
  });
});

describe('captcha after a failure', () => {
  it('stays required for the IP when other sessions open from it (free play, registration, another member)', async () => {
    const ip = nextIp();
    await createTestMember(t.services, { username: 'ipvictim', password: 'right1234' });
    await createTestMember(t.services, { username: 'ipother', password: 'right1234' });
    expect((await login(t, { username: 'ipvictim', password: 'wrong999' }, 'EN', ip)).body.errorCode).toBe(
      'login_failed',
    );
    // Another member logs in from the same IP (with the captcha), a visitor plays for free, another registers.
    expect((await attempt('ipother', 'right1234', ip)).status).toBe(200);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: ip,
      payload: {},
    });
    expect(trial.statusCode).toBe(200);
    const sealed = await t.encrypted({
      username: 'ipnewcomer',
      password: 'secret123',
      confirmPassword: 'secret123',
      terms: true,
      login: true,
    });
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: ip,
      headers: sealed.headers,
      payload: sealed.payload,
    });
    expect(registered.statusCode).toBe(200);

    // A third account from that IP still needs the captcha.
    await createTestMember(t.services, { username: 'ipthird', password: 'right1234' });
    const third = await login(t, { username: 'ipthird', password: 'right1234' }, 'EN', ip);
    expect(third.body).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
  });

  it('needs the proof of work as well as the picture, and each captcha answers once', async () => {
    const ip = nextIp();
    await createTestMember(t.services, { username: 'worker', password: 'right1234' });
    await login(t, { username: 'worker', password: 'wrong999' }, 'EN', ip);
    const solved = await solvedCaptcha(t);
    const withoutWork = await login(
      t,
      { username: 'worker', password: 'right1234', captcha: solved.captcha, captchaKey: solved.captchaKey },
      'EN',
      ip,
    );
    expect(withoutWork.body.errorCode).toBe('captcha_incorrect');
    const other = await solvedCaptcha(t);
    const forged = await login(
      t,
      {
        username: 'worker',
        password: 'right1234',
        ...other,
        captchaProof: `${Number(other.captchaProof.split(':')[0]) + 1}:00ff`,
      },
      'EN',
      ip,
    );
    expect(forged.body.errorCode).toBe('captcha_incorrect');
    // A proof solved for another captcha does not open this one.
    const first = await solvedCaptcha(t);
    const second = await solvedCaptcha(t);
    const swapped = await login(
      t,
      { username: 'worker', password: 'right1234', ...second, captchaProof: first.captchaProof },
      'EN',
      ip,
    );
    expect(swapped.body.errorCode).toBe('captcha_incorrect');

    const good = await solvedCaptcha(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        login(t, { username: 'worker', password: 'right1234', ...good }, 'EN', ip),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('draws a PNG picture and sends the proof-of-work challenge beside it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const body = answer.json<{ success: boolean; value: string }>();
    expect(body.value).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.value.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const work = JSON.parse(Buffer.from(String(answer.headers['captcha-work']), 'base64').toString()) as {
      parameters: { algorithm: string; keyPrefix: string };
    };
    expect(work.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(work.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(answer.headers['captcha-key']).toMatch(/^[\w-]{40,}$/);
  });
});
