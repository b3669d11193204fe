import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
});
afterAll(async () => {
  await t.close();
});

describe('member info', () => {
  it('answers the fields of spec section 3 for the caller only', async () => {
    const answer = await send<Record<string, unknown>>(t, { method: 'GET', url: '/wps/member/info', token });
    expect(answer.body.value).toMatchObject({
      account: 'demomember',
      nickname: 'Demo member',
      type: 0,
      isAgent: false,
      isTrial: false,
      balance: '0.00',
      currencySymbol: '¥',
      unreadMessageCount: 0,
      availablePromoCount: 0,
      isVip: false,
      label: null,
    });
    // Timestamps in the merchant's zone as YYYY-MM-DD HH:mm:ss.
    expect(answer.body.value.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The first login has no previous one; the next login shows the first.
    expect(answer.body.value.lastLoginAt).toBeNull();
    const again = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
    const second = await send<Record<string, unknown>>(t, {
      method: 'GET',
      url: '/wps/member/info',
      token: again,
    });
    expect(second.body.value.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the agent flag and type for agents', async () => {
    const agentToken = (await login(t, { username: 'demoagent', password: 'demo1234', portal: 'AGENT' })).body
      .value.token;
    const answer = await send<Record<string, unknown>>(t, {
      method: 'GET',
      url: '/wps/member/info',
      token: agentToken,
    });
    expect(answer.body.value).toMatchObject({ account: 'demoagent', type: 1, isAgent: true });
  });

  it('saves a language change and refuses one it does not offer', async () => {
    const saved = await send(t, {
      method: 'PUT',
      url: '/wps/member/language',
      token,
      payload: { language: 'EN' },
    });
    expect(saved.body).toEqual({ success: true, value: null });
    expect(
      (await send<{ language: string }>(t, { method: 'GET', url: '/wps/member/info', token })).body.value
        .language,
    ).toBe('EN');

    const refused = await send(t, {
      method: 'PUT',
      url: '/wps/member/language',
      token,
      payload: { language: 'XX' },
      language: 'EN',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errorCode: 'validation_failed',
      value: { fields: { language: 'Invalid value' } },
    });
  });

  it('answers 401 with the envelope without a token or with a forged one', async () => {
    for (const forged of [undefined, 'not-a-token', `Bearer ${'a'.repeat(43)}`]) {
      const answer = await send(t, {
        method: 'GET',
        url: '/wps/member/info',
        ...(forged ? { token: forged } : {}),
      });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('not_logged_in');
    }
  });
});
