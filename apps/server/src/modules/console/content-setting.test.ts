import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSettingSchema, type ContentSetting, type SiteConfig } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
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

const PATH = '/console-api/settings/content';
const consoleCall = <T = unknown>(token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  send<T>(t, { method, url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });
const readSetting = async () => (await consoleCall<ContentSetting>(admin, 'GET', PATH)).body.value;

const changed: ContentSetting = {
  downloads: {
    ios: 'https://apps.example.com/ios',
    iosLite: null,
    android: '/downloads/app.apk',
  },
  socialLinks: [
    { kind: 'TELEGRAM', url: 'https://t.me/example' },
    { kind: 'X', url: 'https://x.com/example' },
  ],
  verificationUrl: 'https://verify.example.com',
  feedbackWords: { min: 10, max: 300 },
  winnerMinAmount: '5000.00',
};

describe('content setting', () => {
  it('starts from the defaults and refuses staff without the settings permissions', async () => {
    expect(await readSetting()).toEqual(contentSettingSchema.parse({}));
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `contentsetting${role.toLowerCase()}`, role);
      const read = await consoleCall(token, 'GET', PATH);
      const write = await consoleCall(token, 'PUT', PATH, changed);
      expect([role, read.status, read.body.errorCode]).toEqual([role, 403, 'forbidden']);
      expect([role, write.status, write.body.errorCode]).toEqual([role, 403, 'forbidden']);
    }
    expect(await readSetting()).toEqual(contentSettingSchema.parse({}));
  });

  it('saves the change, audits it with before and after, and the site config carries it', async () => {
    const before = await readSetting();
    const saved = await consoleCall(admin, 'PUT', PATH, changed);
    expect([saved.status, saved.body]).toEqual([200, { success: true, value: null }]);
    expect(await readSetting()).toEqual(changed);

    const audit = await consoleCall<{
      list: { action: string; staffUsername: string; targetId: string; before: unknown; after: unknown }[];
    }>(admin, 'GET', '/console-api/audit?action=setting.content');
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({
        action: 'setting.content',
        staffUsername: 'demoadmin',
        targetId: 'content',
        before,
        after: changed,
      }),
    ]);
    const config = await send<SiteConfig>(t, { method: 'GET', url: '/wps/system/config' });
    expect(config.body.value.content).toEqual(changed);
  });

  it('answers a bad body with 422 and changes nothing', async () => {
    const current = await readSetting();
    const bad: [string, unknown, string][] = [
      ['a script link', { ...changed, verificationUrl: 'javascript:alert(1)' }, 'verificationUrl'],
      ['a minimum above the maximum', { ...changed, feedbackWords: { min: 50, max: 10 } }, 'feedbackWords'],
      ['an amount with 3 decimals', { ...changed, winnerMinAmount: '10.005' }, 'winnerMinAmount'],
      [
        'an unknown social network',
        { ...changed, socialLinks: [{ kind: 'MYSPACE', url: '/x' }] },
        'socialLinks',
      ],
    ];
    for (const [name, body, field] of bad) {
      const answer = await consoleCall<{ fields: Record<string, string> }>(admin, 'PUT', PATH, body);
      expect([name, answer.status, answer.body.errorCode]).toEqual([name, 422, 'validation_failed']);
      expect([name, Object.keys(answer.body.value.fields)]).toEqual([name, [field]]);
    }
    expect(await readSetting()).toEqual(current);
  });
});
