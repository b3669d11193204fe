import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig, SiteResourcesSetting } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';
import { DEFAULT_SITE_RESOURCES } from './defaults.ts';

/*
 * Spec section 7, "Permission/site config": beside the site setting the answer carries resources,
 * mainDomain, the analytics tag id, the image and launch CDNs, and the merchant wallet's isSingle,
 * all set by the operator in the console.
 */

const URL = '/console-api/settings/resources';

let t: TestApp;
let admin: string;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div class="home" id="first-paint-home"></div></body></html>',
  );
  t = await createTestApp({ webDist });
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const put = (payload: unknown, token = admin, language = 'EN') =>
  send(t, { method: 'PUT', url: URL, token, payload, language });
const siteConfig = async () =>
  (await send<SiteConfig>(t, { method: 'GET', url: '/wps/system/config' })).body.value;
const vendor = (vassalage: string, walletMode: 'SEAMLESS' | 'TRANSFER') =>
  send(t, {
    method: 'POST',
    url: '/console-api/games/vendors',
    token: admin,
    payload: {
      vassalage,
      displayName: vassalage,
      categories: ['RNG'],
      walletMode,
      launchUrl: `https://${vassalage.toLowerCase()}.example/launch`,
    },
  });

/** A CSP header as directive name → sources. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );

const CHANGED: SiteResourcesSetting = {
  resources: { logoUrl: '/wps/media/logo.png', faviconUrl: 'https://cdn.example.com/favicon.png' },
  analytics: { gtagId: 'G-ABC123XYZ9', consentRequired: true },
  cdn: { images: 'https://img.example-cdn.com/site', launch: 'https://play.example-cdn.com' },
  merchantWallet: { isSingle: true },
};

describe('site config: resources, main domain, analytics, CDNs, merchant wallet (spec section 7)', () => {
  it('answers each field, empty until the operator sets them; the main domain is the mirror marked main', async () => {
    const config = await siteConfig();
    expect(config).toMatchObject({
      resources: { logoUrl: null, faviconUrl: null },
      mainDomain: null,
      analytics: { gtagId: null, consentRequired: true },
      cdn: { images: null, launch: null },
      merchantWallet: { isSingle: false },
    });
    await send(t, {
      method: 'PUT',
      url: '/console-api/settings/domains',
      token: admin,
      payload: {
        domains: [
          { domain: 'mirror.example.net', isMain: false, remark: '' },
          { domain: 'www.example.com', isMain: true, remark: '' },
        ],
      },
    });
    expect((await siteConfig()).mainDomain).toBe('www.example.com');
  });

  it('is changed by settings staff only, validated, audited, and visitors see the change', async () => {
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `res${role.toLowerCase()}`, role);
      const refused = await put(DEFAULT_SITE_RESOURCES, token);
      expect([role, refused.status, refused.body.errorCode]).toEqual([role, 403, 'forbidden']);
    }
    const hostile: [string, unknown][] = [
      [
        'a script as the logo',
        { ...CHANGED, resources: { ...CHANGED.resources, logoUrl: 'javascript:alert(1)' } },
      ],
      [
        'a data address as the favicon',
        { ...CHANGED, resources: { ...CHANGED.resources, faviconUrl: 'data:image/png;base64,AA' } },
      ],
      ['a tag id of another kind', { ...CHANGED, analytics: { ...CHANGED.analytics, gtagId: 'UA-1234-1' } }],
      [
        'a tag id with a script',
        { ...CHANGED, analytics: { ...CHANGED.analytics, gtagId: 'G-1"><script>' } },
      ],
      ['a plain-http CDN', { ...CHANGED, cdn: { ...CHANGED.cdn, images: 'http://img.example-cdn.com' } }],
      [
        'a CDN with a query',
        { ...CHANGED, cdn: { ...CHANGED.cdn, launch: 'https://play.example-cdn.com/?x=1' } },
      ],
      [
        'a CDN with credentials',
        { ...CHANGED, cdn: { ...CHANGED.cdn, images: 'https://u:p@img.example-cdn.com' } },
      ],
      ['a CDN that is no address', { ...CHANGED, cdn: { ...CHANGED.cdn, images: '/relative' } }],
      ['a missing group', { ...CHANGED, merchantWallet: undefined }],
      ['a wallet flag of the wrong type', { ...CHANGED, merchantWallet: { isSingle: 'yes' } }],
    ];
    for (const [what, body] of hostile) {
      const answer = await put(body);
      expect([what, answer.status, answer.body.errorCode]).toEqual([what, 422, 'validation_failed']);
    }
    expect(await siteConfig()).toMatchObject(DEFAULT_SITE_RESOURCES);

    const answer = await put({
      ...CHANGED,
      analytics: { ...CHANGED.analytics, gtagId: ' g-abc123xyz9 ' },
      cdn: { images: 'https://img.example-cdn.com/site/', launch: 'https://play.example-cdn.com//' },
    });
    expect(answer.status).toBe(200);
    // The id is kept in capitals and the bases without their trailing slashes.
    expect(await siteConfig()).toMatchObject(CHANGED);
    const audit = await send<{ list: { action: string; before: unknown; after: unknown }[] }>(t, {
      method: 'GET',
      url: '/console-api/audit?action=setting.resources',
      token: admin,
    });
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({
        action: 'setting.resources',
        before: DEFAULT_SITE_RESOURCES,
        after: CHANGED,
      }),
    ]);
  });

  it('lets the web page load the Google tag only while an id is set, and draws the first banner through the image CDN', async () => {
    const banner = await send(t, {
      method: 'POST',
      url: '/console-api/content/banners',
      token: admin,
      payload: {
        groupName: 'w_home',
        title: { JA: 'バナー', EN: 'Banner' },
        imageUrl: '/wps/media/banner.png',
        sortOrder: 0,
      },
    });
    expect(banner.status).toBe(200);
    const withTag = await t.app.inject({ method: 'GET', url: '/' });
    const policy = directives(withTag.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(withTag.body).toContain('src="https://img.example-cdn.com/site/wps/media/banner.png"');

    expect((await put(DEFAULT_SITE_RESOURCES)).status).toBe(200);
    const without = await t.app.inject({ method: 'GET', url: '/' });
    const plain = directives(without.headers['content-security-policy']);
    expect(plain.get('script-src')).toEqual(["'self'"]);
    expect(plain.get('connect-src')).not.toContain('https://*.google-analytics.com');
    expect(without.body).toContain('src="/wps/media/banner.png"');
  });

  it('keeps single-wallet mode and vendors with their own wallet apart, both ways', async () => {
    expect((await vendor('SEAM', 'SEAMLESS')).status).toBe(200);
    expect((await vendor('XFER', 'TRANSFER')).status).toBe(200);
    const single = { ...DEFAULT_SITE_RESOURCES, merchantWallet: { isSingle: true } };
    const refused = await put(single, admin, 'JA');
    expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([
      409,
      'single_wallet_conflict',
      { vendors: ['XFER'] },
    ]);
    expect(refused.body.message).toContain('シングルウォレットモード');
    expect((await siteConfig()).merchantWallet.isSingle).toBe(false);

    const toSeamless = await send(t, {
      method: 'PATCH',
      url: '/console-api/games/vendors/XFER',
      token: admin,
      payload: { walletMode: 'SEAMLESS' },
    });
    expect(toSeamless.status).toBe(200);
    expect((await put(single)).status).toBe(200);
    expect((await siteConfig()).merchantWallet.isSingle).toBe(true);

    const backToTransfer = await send(t, {
      method: 'PATCH',
      url: '/console-api/games/vendors/SEAM',
      token: admin,
      payload: { walletMode: 'TRANSFER' },
    });
    expect([backToTransfer.status, backToTransfer.body.errorCode]).toEqual([409, 'single_wallet_conflict']);
    const newTransfer = await vendor('XFER2', 'TRANSFER');
    expect([newTransfer.status, newTransfer.body.errorCode]).toEqual([409, 'single_wallet_conflict']);
    // Other changes of a vendor stay possible.
    const renamed = await send(t, {
      method: 'PATCH',
      url: '/console-api/games/vendors/SEAM',
      token: admin,
      payload: { displayName: 'Seamless Games' },
    });
    expect(renamed.status).toBe(200);
  });
});
