import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validationText, type SiteConfig, type SiteSetting } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { login, send } from '../../testing/requests.ts';
import { createSystemService } from './service.ts';
import { siteSettings } from './tables.ts';

let t: TestApp;
let admin: string;
let site: SiteSetting;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'settingsadmin', 'ADMIN');
  site = await t.services.system.getSiteSetting();
});
afterAll(async () => {
  await t.close();
});

const putSite = (body: unknown) =>
  send(t, { method: 'PUT', url: '/console-api/settings/site', token: admin, language: 'EN', payload: body });

describe('site settings are checked in full before they are saved', () => {
  it('refuses a time zone that is not an IANA zone, and takes real ones', async () => {
    for (const timeZone of [
      'Mars/Olympus',
      '+09:00',
      'GMT+9',
      'Asia/Tokyo; drop table',
      '',
      'Asia/Tokyo\u0000',
    ]) {
      const answer = await putSite({ ...site, timeZone });
      expect(answer.status, timeZone).toBe(422);
      expect(answer.body).toMatchObject({ errorCode: 'validation_failed', value: { fields: {} } });
      expect(Object.keys((answer.body.value as { fields: object }).fields)).toEqual(['timeZone']);
    }
    expect((await putSite({ ...site, timeZone: 'Mars/Olympus' })).body.value).toEqual({
      fields: { timeZone: validationText('invalidTimeZone', 'EN') },
    });
    for (const timeZone of ['UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT-9']) {
      expect((await putSite({ ...site, timeZone })).status, timeZone).toBe(200);
    }
    expect((await putSite(site)).status).toBe(200);
  });

  it('refuses a currency that is not an ISO 4217 code', async () => {
    for (const code of ['XYZ', 'usd', 'YEN', 'JP', '']) {
      const answer = await putSite({ ...site, currency: { code, symbol: '¤' } });
      expect(answer.body.value, code).toEqual({
        fields: { currency: validationText('invalidCurrency', 'EN') },
      });
    }
    expect((await putSite({ ...site, currency: { code: 'USD', symbol: '$' } })).status).toBe(200);
    expect((await putSite(site)).status).toBe(200);
  });

  it('takes customer-service links only over https, mailto, tel, a chat app or a path of the site', async () => {
    const entry = (path: string) => [{ csType: 'LIVE_CHAT', title: 'Chat', path }];
    for (const path of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://chat.example.com/',
      'https://',
      '//evil.example.com/',
      'vbscript:msgbox(1)',
      'https://chat.example.com/ x',
    ]) {
      const answer = await putSite({ ...site, customerService: entry(path) });
      expect(answer.body.value, path).toEqual({
        fields: { customerService: validationText('invalidContactLink', 'EN') },
      });
    }
    for (const path of [
      'https://chat.example.com/room?id=1',
      'mailto:support@example.com',
      'tel:+81-3-1234-5678',
      'line://ti/p/@example',
      'whatsapp://send?phone=8190',
      'tg://resolve?domain=example',
      '/chat',
    ]) {
      expect((await putSite({ ...site, customerService: entry(path) })).status, path).toBe(200);
    }
    expect((await putSite(site)).status).toBe(200);
  });
});

describe('a stored setting that is invalid never takes the site down', () => {
  it('answers every page with the default time zone when the stored one is broken', async () => {
    await createTestMember(t.services, { username: 'tzmember', password: 'member1234' });
    const member = (await login(t, { username: 'tzmember', password: 'member1234' })).body.value.token;
    // As an install that saved a zone before it was checked, or an edit made in the database.
    await t.db
      .update(siteSettings)
      .set({ value: sql`jsonb_set(${siteSettings.value}, '{timeZone}', '"Mars/Olympus"')` })
      .where(eq(siteSettings.key, 'site'));
    await sleep(2_100); // the read cache of settings

    const config = await send<SiteConfig>(t, { method: 'GET', url: '/wps/system/config' });
    expect(config.status).toBe(200);
    expect(config.body.value).toMatchObject({ timeZone: 'Asia/Tokyo', siteName: site.siteName });
    const today = new Date().toISOString().slice(0, 10);
    for (const url of [
      `/wps/wallet/transactions?startDate=${today}&endDate=${today}`,
      '/wps/withdrawals/config',
      '/wps/member/loginHistory',
    ]) {
      expect((await send(t, { method: 'GET', url, token: member })).status, url).toBe(200);
    }
    for (const url of ['/console-api/audit', '/console-api/outbox', '/console-api/settings/site']) {
      expect((await send(t, { method: 'GET', url, token: admin })).status, url).toBe(200);
    }
    expect((await putSite(site)).status).toBe(200);
  });

  it('reports the broken setting and falls back field by field, or whole when it cannot', async () => {
    const warn = vi.fn();
    const system = createSystemService({ db: t.db, merchantCode: 'TEST', log: { warn }, cacheMs: 0 });
    await t.db
      .update(siteSettings)
      .set({ value: { ...site, timeZone: 'Mars/Olympus', currency: { code: 'XYZ', symbol: '¤' } } })
      .where(eq(siteSettings.key, 'site'));
    expect(await system.getSiteSetting()).toEqual({
      ...site,
      timeZone: 'Asia/Tokyo',
      currency: { code: 'JPY', symbol: '¥' },
    });
    expect(warn).toHaveBeenCalledWith(
      { setting: 'site', fields: ['currency', 'timeZone'], replaced: 'fields' },
      expect.any(String),
    );
    await t.db.update(siteSettings).set({ value: 'garbage' }).where(eq(siteSettings.key, 'site'));
    expect((await system.getSiteSetting()).timeZone).toBe('Asia/Tokyo');
    expect(warn).toHaveBeenLastCalledWith(
      { setting: 'site', fields: [], replaced: 'all' },
      expect.any(String),
    );
    await system.setSiteSetting(site);
  });
});
