import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system calls', () => {
  it('answers the status with the visitor IP', async () => {
    const answer = await send(t, { method: 'GET', url: '/wps/system/status' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: { status: 0, ip: '127.0.0.1' } });
  });

  it('answers the whitelabel tree and the flattened features in the site config', async () => {
    const tree = await send<{ modId: string; enabled: boolean }[]>(t, {
      method: 'GET',
      url: '/wps/system/whitelabel',
    });
    expect(tree.body.value.map((n) => n.modId)).toEqual(['ACCOUNT', 'MEMBER', 'AGENT']);

    await t.services.system.setWhitelabel([
      {
        modId: 'ACCOUNT',
        enabled: false,
        childrenNodes: [{ modId: 'FREE_PLAY', enabled: true, childrenNodes: [] }],
      },
    ]);
    const config = await send<{ features: Record<string, boolean> }>(t, {
      method: 'GET',
      url: '/wps/system/config',
    });
    // A child is off when its parent is off, whatever its own switch says.
    expect(config.body.value.features).toEqual({ ACCOUNT: false, FREE_PLAY: false });
  });

  it('answers a rule for every registration field of spec section 5', async () => {
    const answer = await send<Record<string, Record<string, unknown>>>(t, {
      method: 'GET',
      url: '/wps/system/setting/register',
    });
    expect(Object.keys(answer.body.value).sort()).toEqual(
      [
        'affiliateCode',
        'captcha',
        'email',
        'facebook',
        'idNumber',
        'line',
        'mobileNum',
        'password',
        'paymentPassword',
        'payeeName',
        'qqNum',
        'recommenderId',
        'username',
        'wechat',
        'whatsapp',
      ].sort(),
    );
    expect(Object.keys(answer.body.value.username ?? {}).sort()).toEqual(
      ['acceptedPattern', 'enabled', 'maxLength', 'minLength', 'patternId', 'required'].sort(),
    );
  });

  it('answers the site config the client needs at start', async () => {
    const answer = await send<Record<string, unknown>>(t, { method: 'GET', url: '/wps/system/config' });
    expect(answer.body.value).toMatchObject({
      merchantCode: 'DEMO',
      languages: ['JA', 'EN'],
      defaultLanguage: 'JA',
      currency: { code: 'JPY', symbol: '¥' },
      isDemo: true,
      platform: 'WEB',
    });
    expect(answer.body.value.encryptionPublicKey).toEqual(expect.any(String));
    expect(answer.body.value).not.toHaveProperty('privateKey');
  });

  it('refuses member calls during maintenance and region restriction, but keeps system calls open', async () => {
    await t.services.system.setSystemStatus(1);
    const maintenance = await send(t, { method: 'GET', url: '/wps/member/info', language: 'EN' });
    expect(maintenance.status).toBe(503);
    expect(maintenance.body).toMatchObject({
      success: false,
      errorCode: 'info_maintenance',
      message: 'The system is under maintenance.',
    });
    expect((await send(t, { method: 'GET', url: '/wps/system/status' })).body.value).toMatchObject({
      status: 1,
    });

    await t.services.system.setSystemStatus(2);
    const blocked = await send(t, { method: 'GET', url: '/wps/captcha' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorCode).toBe('info_ip_block');

    await t.services.system.setSystemStatus(0);
    expect((await send(t, { method: 'GET', url: '/wps/captcha' })).status).toBe(200);
  });

  it('answers unknown API paths with the envelope, and has health and docs', async () => {
    const missing = await send(t, { method: 'GET', url: '/wps/nothing-here', language: 'EN' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(docs.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/wps/session/login', '/wps/member/register', '/wps/v2/wallets/balance']),
    );
  });
});
