import { generate } from 'otplib';
import type { StaffRole } from '@platform/contract';
import { TEST_CAPTCHA, type TestApp } from './index.ts';
import { send, solveCaptchaWork } from './requests.ts';

/** The console's captcha, solved: for the staff logins that need one after a failure from the same IP. */
export const solvedConsoleCaptcha = async (t: TestApp) => {
  const { value } = (
    await send<{ key: string; work: string }>(t, { method: 'GET', url: '/console-api/auth/captcha' })
  ).body;
  return { captcha: TEST_CAPTCHA, captchaKey: value.key, captchaProof: await solveCaptchaWork(value.work) };
};

/**
 * Signs a staff member in through both steps (enrolling TOTP on the first login) and answers the
 * token; answers the captcha when a failure from this IP asks for one.
 */
export const staffLogin = async (t: TestApp, username: string, password: string): Promise<string> => {
  const passwordStep = (captcha = {}) =>
    send<{ stage: string; challenge: string; secret?: string }>(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      payload: { username, password, ...captcha },
    });
  let step = await passwordStep();
  if (step.body.errorCode === 'captcha_required') step = await passwordStep(await solvedConsoleCaptcha(t));
  if (step.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(step.body)}`);
  const secret = step.body.value.secret ?? (await t.services.staff.findByUsername(username))?.totpSecret;
  if (!secret) throw new Error('no TOTP secret');
  const session = await send<{ token: string }>(t, {
    method: 'POST',
    url: '/console-api/auth/totp',
    payload: { challenge: step.body.value.challenge, code: await generate({ secret }) },
  });
  if (session.status !== 200) throw new Error(`staff TOTP failed: ${JSON.stringify(session.body)}`);
  return session.body.value.token;
};

export const createStaffAndLogin = async (t: TestApp, username: string, role: StaffRole) => {
  const password = 'staffpass123';
  await t.services.staff.createStaff({ username, password, role, mustChangePassword: false });
  return staffLogin(t, username, password);
};
