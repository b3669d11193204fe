import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { WRONG_PASSWORD_LIMIT } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { solvedConsoleCaptcha, staffLogin } from '../../testing/console.ts';
import { staff } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Step one of a staff login from `ip`, with the captcha when `withCaptcha`. */
const passwordStep = async (username: string, password: string, ip: string, withCaptcha = true) =>
  send<{ stage: string; challenge: string; secret?: string; lockedUntil?: string }>(t, {
    method: 'POST',
    url: '/console-api/auth/login',
    language: 'EN',
    ip,
    payload: { username, password, ...(withCaptcha ? await solvedConsoleCaptcha(t) : {}) },
  });

const createStaff = (username: string, role: 'ADMIN' | 'SUPPORT' = 'SUPPORT') =>
  t.services.staff.createStaff({ username, password: 'goodpass123', role, mustChangePassword: false });

/** Moves a running lock into the past, as the clock would. */
const endLock = (username: string) =>
  t.db
    .update(staff)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(staff.username, username));

describe('staff login protection', () => {
  it('asks for the captcha after a failure, from that IP and on that account', async () => {
    await createStaff('capstaff');
    const first = await passwordStep('capstaff', 'wrongpass1', '10.1.0.1', false);
    expect(first.body).toMatchObject({ errorCode: 'login_failed', value: { captcha: true } });
    // The same IP, another account: the captcha is asked for.
    const other = await passwordStep('demoadmin', 'demo1234', '10.1.0.1', false);
    expect(other.body.errorCode).toBe('captcha_required');
    // Another IP, the same account: asked for too (the account has a failure).
    const elsewhere = await passwordStep('capstaff', 'goodpass123', '10.1.0.2', false);
    expect(elsewhere.body.errorCode).toBe('captcha_required');
    // A wrong picture answer with a solved proof of work is refused, and spends the captcha.
    const solved = await solvedConsoleCaptcha(t);
    const wrongText = await send(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      ip: '10.1.0.2',
      payload: { username: 'capstaff', password: 'goodpass123', ...solved, captcha: 'NOPE' },
    });
    expect(wrongText.body.errorCode).toBe('captcha_incorrect');
    // The right text without the proof of work is refused as well.
    const noWork = await send(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      ip: '10.1.0.2',
      payload: {
        username: 'capstaff',
        password: 'goodpass123',
        ...(await solvedConsoleCaptcha(t)),
        captchaProof: '1:00',
      },
    });
    expect(noWork.body.errorCode).toBe('captcha_incorrect');
    expect((await passwordStep('capstaff', 'goodpass123', '10.1.0.2')).status).toBe(200);
  });

  it('locks for a while at the 5th wrong password, answers wrong passwords during the lock like an unknown account, and lets the right one in once it is over', async () => {
    await createStaff('clumsy');
    const codes: unknown[] = [];
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) {
      codes.push((await passwordStep('clumsy', 'nope', '10.2.0.1')).body.errorCode);
    }
    expect(codes).toEqual(['login_failed', 'login_failed', 'login_failed', 'login_failed', 'account_locked']);

    const wrongDuringLock = await passwordStep('clumsy', 'nope', '10.2.0.1');
    const unknown = await passwordStep('nobody-at-all', 'nope', '10.2.0.1');
    expect(wrongDuringLock.status).toBe(unknown.status);
    expect(wrongDuringLock.body).toEqual(unknown.body);

    const right = await passwordStep('clumsy', 'goodpass123', '10.2.0.1');
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('account_locked');
    const row = (await t.services.staff.findByUsername('clumsy'))!;
    const minutes = ((row.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    await endLock('clumsy');
    expect((await passwordStep('clumsy', 'goodpass123', '10.2.0.1')).status).toBe(200);
  });

  it('doubles the lock each time it repeats before a good login, at most a day', async () => {
    await createStaff('repeater');
    const lockOnce = async () => {
      for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) await passwordStep('repeater', 'nope', '10.3.0.1');
      const until = (await t.services.staff.findByUsername('repeater'))?.lockedUntil?.getTime() ?? 0;
      await endLock('repeater');
      return Math.round((until - Date.now()) / 60_000);
    };
    expect(await lockOnce()).toBe(15);
    expect(await lockOnce()).toBe(30);
    expect(await lockOnce()).toBe(60);
    await t.db.update(staff).set({ wrongPasswordLocks: 20 }).where(eq(staff.username, 'repeater'));
    expect(await lockOnce()).toBe(24 * 60);
  });

  it('cannot lock the only administrator out for good: the lock ends by itself and another admin lifts it', async () => {
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) await passwordStep('demoadmin', 'guess', '10.4.0.1');
    expect((await passwordStep('demoadmin', 'demo1234', '10.4.0.9')).status).toBe(423);
    await endLock('demoadmin');
    expect((await passwordStep('demoadmin', 'demo1234', '10.4.0.9')).status).toBe(200);

    // An administrator setting the account ACTIVE lifts a running lock at once.
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) await passwordStep('clumsy', 'nope', '10.4.0.2');
    const admin = await staffLogin(t, 'demoadmin', 'demo1234');
    const id = (await t.services.staff.findByUsername('clumsy'))?.id;
    const list = await send<{ username: string; lockedUntil: string | null }[]>(t, {
      method: 'GET',
      url: '/console-api/staff',
      token: admin,
    });
    expect(list.body.value.find((row) => row.username === 'clumsy')?.lockedUntil).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    const unlock = await send(t, {
      method: 'PUT',
      url: `/console-api/staff/${id}`,
      token: admin,
      payload: { status: 'ACTIVE' },
    });
    expect(unlock.status).toBe(200);
    expect((await passwordStep('clumsy', 'goodpass123', '10.4.0.2')).status).toBe(200);
  });

  it('ends the TOTP step after 5 wrong codes, even when the right one follows', async () => {
    await createStaff('guesser', 'ADMIN');
    const step = await passwordStep('guesser', 'goodpass123', '10.5.0.1');
    const { challenge, secret } = step.body.value;
    if (!secret) throw new Error('expected the enrolment step');
    const wrong = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(t, {
          method: 'POST',
          url: '/console-api/auth/totp',
          payload: { challenge, code: String(100000 + i) },
        }),
      ),
    );
    const codes = wrong.map((answer) => answer.body.errorCode);
    expect(codes.filter((code) => code === 'totp_invalid')).toHaveLength(5);
    expect(codes.filter((code) => code === 'challenge_expired')).toHaveLength(3);
    const right = await send(t, {
      method: 'POST',
      url: '/console-api/auth/totp',
      payload: { challenge, code: await generate({ secret }) },
    });
    expect(right.body.errorCode).toBe('challenge_expired');
  });
});
