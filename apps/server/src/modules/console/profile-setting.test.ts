import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileConfig } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const consoleCall = <T = unknown>(token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  send<T>(t, { method, url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });

const readSetting = async () =>
  (await consoleCall<ProfileConfig>(admin, 'GET', '/console-api/settings/profile')).body.value;

describe('profile setting', () => {
  it('refuses staff without the settings permissions', async () => {
    const current = await readSetting();
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `profile${role.toLowerCase()}`, role);
      const read = await consoleCall(token, 'GET', '/console-api/settings/profile');
      const write = await consoleCall(token, 'PUT', '/console-api/settings/profile', current);
      expect([role, read.status, read.body.errorCode]).toEqual([role, 403, 'forbidden']);
      expect([role, write.status, write.body.errorCode]).toEqual([role, 403, 'forbidden']);
    }
    expect(await readSetting()).toEqual(current);
  });

  it('saves the change, audits it with before and after, and members see it', async () => {
    const before = await readSetting();
    const after: ProfileConfig = {
      ...before,
      minimumAge: 21,
      newDeviceVerification: false,
      passwordMaxAgeDays: 90,
      fields: {
        ...before.fields,
        zalo: { ...before.fields.zalo, enabled: true, required: true, minLength: 9, maxLength: 12 },
      },
    };
    const saved = await consoleCall(admin, 'PUT', '/console-api/settings/profile', after);
    expect(saved.status).toBe(200);
    expect(await readSetting()).toEqual(after);

    const audit = await consoleCall<{
      list: { action: string; staffUsername: string; before: unknown; after: unknown }[];
    }>(admin, 'GET', '/console-api/audit?action=setting.profile');
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({ action: 'setting.profile', staffUsername: 'demoadmin', before, after }),
    ]);

    await createTestMember(t.services, { username: 'profilesee', password: 'secret123' });
    const token = (await login(t, { username: 'profilesee', password: 'secret123' })).body.value.token;
    const overview = await send<{ config: ProfileConfig }>(t, {
      method: 'GET',
      url: '/wps/member/security',
      token,
    });
    expect(overview.body.value.config).toEqual(after);
    const shortZalo = await send(t, {
      method: 'PUT',
      url: '/wps/member/profile',
      token,
      language: 'EN',
      payload: { zalo: '1234' },
    });
    expect(shortZalo.body.value).toEqual({ fields: { zalo: 'Digits only, 9-12 characters' } });

    await consoleCall(admin, 'PUT', '/console-api/settings/profile', before);
  });

  it('answers a bad body with 422 and changes nothing', async () => {
    const current = await readSetting();
    const audited = async () =>
      (await consoleCall<{ total: number }>(admin, 'GET', '/console-api/audit?action=setting.profile')).body
        .value.total;
    const entriesBefore = await audited();
    const missingField = Object.fromEntries(
      Object.entries(current.fields).filter(([field]) => field !== 'zalo'),
    );
    const bodies = [
      { ...current, minimumAge: 20 },
      { ...current, passwordMaxAgeDays: -1 },
      { ...current, fields: missingField },
      {
        ...current,
        fields: { ...current.fields, line: { ...current.fields.line, minLength: 30, maxLength: 5 } },
      },
      { ...current, extra: true, newDeviceVerification: 'yes' },
    ];
    for (const body of bodies) {
      const answer = await consoleCall(admin, 'PUT', '/console-api/settings/profile', body);
      expect([answer.status, answer.body.errorCode]).toEqual([422, 'validation_failed']);
    }
    const broken = await consoleCall(admin, 'PUT', '/console-api/settings/profile', {
      ...current,
      fields: {
        ...current.fields,
        nickname: { ...current.fields.nickname, patternId: 'CUSTOM', acceptedPattern: '([a-z' },
      },
    });
    expect([broken.status, broken.body.value]).toEqual([422, { fields: { nickname: 'Invalid value' } }]);
    expect(await readSetting()).toEqual(current);
    expect(await audited()).toBe(entriesBefore);
  });
});
