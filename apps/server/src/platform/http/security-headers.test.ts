import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';

let direct: TestApp;
let proxied: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  direct = await createTestApp({ webDist });
  proxied = await createTestApp({ trustProxyHops: 1 });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  rmSync(webDist, { recursive: true, force: true });
});

const headersOf = async (t: TestApp, url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return response.headers;
};

/** A CSP header as directive name → sources. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it('turns off camera, microphone, geolocation, payment and the like on every answer', async () => {
    for (const url of ['/wps/system/status', '/', '/health']) {
      const policy = String((await headersOf(direct, url))['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
        expect(policy).toContain(`${feature}=()`);
      // The game frame asks for autoplay and fullscreen: they stay as the browser has them.
      expect(policy).not.toMatch(/autoplay|fullscreen/);
    }
  });

  it('sends HSTS only over HTTPS, and reads X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await headersOf(direct, '/wps/system/status'))['strict-transport-security']).toBeUndefined();
    const spoofed = await headersOf(direct, '/wps/system/status', { 'x-forwarded-proto': 'https' });
    expect(spoofed['strict-transport-security']).toBeUndefined();

    const overTls = await headersOf(proxied, '/wps/system/status', { 'x-forwarded-proto': 'https' });
    expect(overTls['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await headersOf(proxied, '/wps/system/status', { 'x-forwarded-proto': 'http' });
    expect(overHttp['strict-transport-security']).toBeUndefined();
  });

  it('lets pages connect only to their own origin, and the web page to the mirror domains', async () => {
    const api = directives((await headersOf(direct, '/wps/system/status'))['content-security-policy']);
    expect(api.get('connect-src')).toEqual(["'self'"]);
    expect(api.get('script-src')).toEqual(["'self'"]);
    expect(api.get('object-src')).toEqual(["'none'"]);
    expect(api.get('frame-ancestors')).toEqual(["'self'"]);
    expect(api.has('upgrade-insecure-requests')).toBe(false);
    const page = directives((await headersOf(direct, '/mirror'))['content-security-policy']);
    expect(page.get('connect-src')).toEqual(["'self'"]);

    await direct.services.system.setDomains({
      domains: [
        { domain: 'mirror-one.example.com', isMain: true, remark: '' },
        { domain: 'mirror-two.example.net', isMain: false, remark: 'Asia' },
      ],
    });
    const withMirrors = directives((await headersOf(direct, '/mirror'))['content-security-policy']);
    expect(withMirrors.get('connect-src')).toEqual([
      "'self'",
      'https://mirror-one.example.com',
      'https://mirror-two.example.net',
    ]);
    expect(withMirrors.get('script-src')).toEqual(["'self'"]);
    // API answers keep the narrow policy.
    const after = directives((await headersOf(direct, '/wps/system/status'))['content-security-policy']);
    expect(after.get('connect-src')).toEqual(["'self'"]);
  });
});
