import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATTERN_FAMILIES, type DefaultPasswordState } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';

/** The operator's default password (spec sections 4 and 9): six digits, kept only as a hash. */
const DEFAULT = '246810';
const URL = '/console-api/settings/default-password';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const consoleCall = <T = unknown>(
  method: 'GET' | 'PUT' | 'DELETE',
  payload?: unknown,
  token = admin,
  language = 'EN',
) => send<T>(t, { method, url: URL, token, language, ...(payload === undefined ? {} : { payload }) });

const changePassword = (token: string, oldPassword: string, newPassword: string, language = 'EN') =>
  send(t, {
    method: 'POST',
    url: '/wps/member/password',
    token,
    language,
    encrypt: true,
    payload: { oldPassword, newPassword, confirmNewPassword: newPassword },
  });

let serial = 0;
const memberWith = async (password: string) => {
  serial += 1;
  const username = `dflt${serial}`;
  await createTestMember(t.services, { username, password });
  return username;
};

describe('the default password', () => {
  it('is set by settings staff only, as six digits, and audited without its value', async () => {
    expect((await consoleCall<DefaultPasswordState>('GET')).body.value).toEqual({
      isSet: false,
      updatedAt: null,
    });
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `dflt${role.toLowerCase()}`, role);
      const write = await consoleCall('PUT', { password: DEFAULT }, token);
      expect([role, write.status, write.body.errorCode]).toEqual([role, 403, 'forbidden']);
    }

    for (const password of [
      '12345',
      '1234567',
      'abcdef',
      '12 456',
      '１２３４５６',
      '12345\u0000',
      123456,
      '9'.repeat(400),
    ]) {
      const refused = await consoleCall('PUT', { password });
      expect([password, refused.status, refused.body.errorCode]).toEqual([
        password,
        422,
        'validation_failed',
      ]);
    }
    const japanese = await consoleCall('PUT', { password: '12345' }, admin, 'JA');
    expect(japanese.body.value).toEqual({ fields: { password: '6桁の数字を入力してください' } });
    expect((await consoleCall('PUT', { password: DEFAULT, extra: 1 })).status).toBe(422);
    expect((await consoleCall<DefaultPasswordState>('GET')).body.value.isSet).toBe(false);

    const saved = await consoleCall<DefaultPasswordState>('PUT', { password: DEFAULT });
    expect(saved.status).toBe(200);
    expect(saved.body.value.isSet).toBe(true);
    expect(saved.body.value.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // Neither the stored setting nor the audit holds the digits.
    const stored = await t.db.execute(
      sql`select value::text as value from site_settings where key = 'default_password'`,
    );
    expect(JSON.stringify((stored as { rows: unknown[] }).rows)).not.toContain(DEFAULT);
    const audit = await send<{ list: { action: string; before: unknown; after: unknown }[] }>(t, {
      method: 'GET',
      url: '/console-api/audit?action=setting.default_password',
      token: admin,
    });
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({
        action: 'setting.default_password',
        before: { isSet: false },
        after: { isSet: true },
      }),
    ]);
  });

  it('opens the change step at a login with it, whatever set it, and cannot be chosen as the new password', async () => {
    await consoleCall('PUT', { password: DEFAULT });
    // A password rule that lets six digits through: the default is then refused on its own ground.
    const register = await t.services.system.getRegisterConfig();
    await t.services.system.setRegisterConfig({
      ...register,
      password: {
        ...register.password,
        patternId: 'LETTERS_OR_DIGITS',
        acceptedPattern: PATTERN_FAMILIES.LETTERS_OR_DIGITS,
        minLength: 6,
        maxLength: 20,
      },
    });
    const given = await memberWith(DEFAULT);
    const own = await memberWith('own12345');

    expect((await login(t, { username: own, password: 'own12345' })).body.value).toMatchObject({
      passwordExpired: false,
    });
    const restricted = await login(t, { username: given, password: DEFAULT });
    expect(restricted.body.value).toMatchObject({ passwordExpired: true });
    const token = restricted.body.value.token;
    expect(await send(t, { method: 'GET', url: '/wps/member/info', token })).toMatchObject({
      status: 403,
      body: { errorCode: 'password_change_required' },
    });

    // The default again, in either language: refused on the new password's field, nothing changes.
    const again = await changePassword(token, DEFAULT, DEFAULT);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      errorCode: 'password_is_default',
      value: {
        fields: { newPassword: 'This is the site’s default password. Please choose a password of your own.' },
      },
    });
    const againJa = await changePassword(token, DEFAULT, DEFAULT, 'JA');
    expect(againJa.body.value).toEqual({
      fields: { newPassword: 'これはサイトの初期パスワードです。ご自身のパスワードを設定してください。' },
    });
    expect((await login(t, { username: given, password: DEFAULT })).body.value).toMatchObject({
      passwordExpired: true,
    });

    const fresh = await login(t, { username: given, password: DEFAULT });
    expect((await changePassword(fresh.body.value.token, DEFAULT, '13572468')).status).toBe(200);
    const normal = await login(t, { username: given, password: '13572468' });
    expect(normal.body.value).toMatchObject({ passwordExpired: false });
    expect(
      (await send(t, { method: 'GET', url: '/wps/member/info', token: normal.body.value.token })).status,
    ).toBe(200);

    // A member changing an ordinary password to the default is refused too.
    const ownToken = (await login(t, { username: own, password: 'own12345' })).body.value.token;
    expect((await changePassword(ownToken, 'own12345', DEFAULT)).body.errorCode).toBe('password_is_default');
  });

  it('once cleared, a login with those digits is an ordinary one', async () => {
    await consoleCall('PUT', { password: DEFAULT });
    const member = await memberWith(DEFAULT);
    expect((await login(t, { username: member, password: DEFAULT })).body.value.passwordExpired).toBe(true);
    const cleared = await consoleCall<DefaultPasswordState>('DELETE');
    expect(cleared.body.value).toEqual({ isSet: false, updatedAt: null });
    expect((await login(t, { username: member, password: DEFAULT })).body.value.passwordExpired).toBe(false);
  });
});
