import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationText } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { login, send } from '../../testing/requests.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { signVendorBody } from './vendor-signature.ts';

/**
 * Control characters reach no database and no handler: every string of a body, query string or
 * path is checked at the edge, and the answer is the field error forms show (422 with the field).
 */
let t: TestApp;
let member: string;
let memberId: number;
let admin: string;
let vendorSecret: string;

const INVALID = validationText('invalidCharacters', 'EN');

beforeAll(async () => {
  t = await createTestApp();
  ({ id: memberId } = await createTestMember(t.services, {
    username: 'guardmember',
    password: 'member1234',
  }));
  member = (await login(t, { username: 'guardmember', password: 'member1234' })).body.value.token;
  admin = await createStaffAndLogin(t, 'guardadmin', 'ADMIN');
  ({ secret: vendorSecret } = await registerTestVendor(t.services, {
    vassalage: 'GUARD',
    categories: ['RNG'],
    games: [testGame('guard-slot', { gameType: 'RNG' })],
  }));
});
afterAll(async () => {
  await t.close();
});

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  token?: string;
  payload?: Record<string, unknown>;
  encrypt?: boolean;
  field: string;
}

/** A signed vendor-API call, as the vendor sends it. */
const vendorCall = async (call: string, fields: Record<string, unknown>) => {
  const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...fields });
  const response = await t.app.inject({
    method: 'POST',
    url: `/vendor-api/GUARD/${call}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signVendorBody(vendorSecret, body),
      language: 'EN',
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<{ errorCode?: string; value?: unknown }>() };
};

describe('a NUL or another control character in any string is a field error, never a 500', () => {
  // Built when the tests run: the tokens exist only after beforeAll.
  const cases = (): Case[] => [
    {
      name: 'login username',
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'guard\u0000member', password: 'member1234' },
      encrypt: true,
      field: 'username',
    },
    {
      name: 'forgot password',
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'guardmember', email: 'a\u0000@example.com' },
      field: 'email',
    },
    {
      name: 'nickname',
      method: 'PUT',
      url: '/wps/member/profile',
      token: member,
      payload: { nickname: 'nick\u0000' },
      field: 'nickname',
    },
    {
      name: 'bank name',
      method: 'POST',
      url: '/wps/member/bank-accounts',
      token: member,
      payload: { bankName: 'Bank\u0000', accountName: 'Guard', accountNumber: '12345678' },
      field: 'bankName',
    },
    {
      name: 'feedback',
      method: 'PUT',
      url: '/wps/feedback',
      token: member,
      payload: { questionType: 'OTHER', content: 'one two three four five \u0000' },
      field: 'content',
    },
    {
      name: 'console member search',
      method: 'GET',
      url: '/console-api/members?account=%00',
      token: admin,
      field: 'account',
    },
    {
      name: 'console audit search',
      method: 'GET',
      url: '/console-api/audit?action=a%01b',
      token: admin,
      field: 'action',
    },
    {
      name: 'console game search',
      method: 'GET',
      url: '/console-api/games?name=%7F',
      token: admin,
      field: 'name',
    },
    {
      name: 'remarks',
      method: 'PUT',
      url: `/console-api/members/${memberId}/remarks`,
      token: admin,
      payload: { remarks: 'vip\u0000' },
      field: 'remarks',
    },
    {
      name: 'adjustment reason',
      method: 'POST',
      url: `/console-api/members/${memberId}/adjustments`,
      token: admin,
      payload: { requestId: randomUUID(), amount: '1.00', reason: 'bonus\u0000' },
      field: 'reason',
    },
    {
      name: 'deposit rejection reason',
      method: 'POST',
      url: '/console-api/deposits/1/reject',
      token: admin,
      payload: { reason: '\u0000' },
      field: 'reason',
    },
    {
      name: 'site setting',
      method: 'PUT',
      url: '/console-api/settings/content',
      token: admin,
      payload: { verificationUrl: 'https://example.com/\u0000' },
      field: 'verificationUrl',
    },
    {
      name: 'a key of a text per language',
      method: 'PUT',
      url: '/console-api/settings/status',
      token: admin,
      payload: {
        status: 0,
        maintenance: { heading: { 'J\u0000A': 'x' }, info: {} },
        regionRestriction: { heading: {}, info: {} },
      },
      field: 'maintenance',
    },
    {
      name: 'a path parameter',
      method: 'GET',
      url: '/wps/deposit/orders/D%0012',
      token: member,
      field: 'orderNo',
    },
    {
      name: 'a public search',
      method: 'GET',
      url: '/wps/relay/games/search?gameName=slot%00',
      field: 'gameName',
    },
  ];

  const names = [
    'login username',
    'forgot password',
    'nickname',
    'bank name',
    'feedback',
    'console member search',
    'console audit search',
    'console game search',
    'remarks',
    'adjustment reason',
    'deposit rejection reason',
    'site setting',
    'a key of a text per language',
    'a path parameter',
    'a public search',
  ];
  it('covers every case', () => {
    expect(cases().map((c) => c.name)).toEqual(names);
  });
  it.each(names)('%s', async (name) => {
    const c = cases().find((candidate) => candidate.name === name);
    if (!c) throw new Error(`no case ${name}`);
    const answer = await send(t, {
      method: c.method,
      url: c.url,
      ...(c.token ? { token: c.token } : {}),
      ...(c.payload ? { payload: c.payload } : {}),
      ...(c.encrypt ? { encrypt: true } : {}),
      language: 'EN',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect((answer.body.value as { fields: Record<string, string> }).fields[c.field]).toBe(INVALID);
  });

  it('vendor transaction and round ids', async () => {
    for (const fields of [
      { transactionId: 'tx\u0000', roundId: 'round-1' },
      { transactionId: 'tx-1', roundId: 'round\u0000' },
    ]) {
      const answer = await vendorCall('win', {
        playerId: '1',
        gameCode: 'guard-slot',
        amount: '1.00',
        currency: 'JPY',
        ...fields,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errorCode: 'validation_failed' });
      const [field] = Object.keys((answer.body.value as { fields: object }).fields);
      expect(Object.keys(fields)).toContain(field);
    }
  });

  it('refuses every C0 control but tab and line breaks, DEL and lone surrogates', async () => {
    const refused = [
      ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
        (c) => !'\t\n\r'.includes(c),
      ),
      '\u007f',
      '\ud800',
      '\udc00x',
    ];
    for (const [index, character] of refused.entries()) {
      const answer = await send(t, {
        method: 'PUT',
        url: '/wps/feedback',
        token: member,
        language: 'EN',
        // Feedback is limited per address; these are refused before they count, but the limit comes first.
        ip: `10.1.0.${index + 1}`,
        payload: { questionType: 'OTHER', content: `one two three four five ${character}` },
      });
      expect(answer.status, JSON.stringify(character)).toBe(422);
      expect(answer.body.value).toEqual({ fields: { content: INVALID } });
    }
  });
});

describe('tabs and line breaks', () => {
  it('are taken in multi-line texts (feedback, remarks, reasons)', async () => {
    const feedback = await send(t, {
      method: 'PUT',
      url: '/wps/feedback',
      token: member,
      payload: { questionType: 'OTHER', content: 'My deposit\r\nhas not arrived\tyet, please check it.' },
    });
    expect(feedback.status).toBe(200);
    const remarks = await send(t, {
      method: 'PUT',
      url: `/console-api/members/${memberId}/remarks`,
      token: admin,
      payload: { remarks: 'Called on Monday.\nPrefers email.' },
    });
    expect(remarks.status).toBe(200);
  });

  it('are refused in single-line fields and in query strings', async () => {
    const nickname = await send(t, {
      method: 'PUT',
      url: '/wps/member/profile',
      token: member,
      language: 'EN',
      payload: { nickname: 'two\nlines' },
    });
    expect(nickname.body.value).toEqual({ fields: { nickname: INVALID } });
    const search = await send(t, {
      method: 'GET',
      url: '/console-api/members?account=a%0Ab',
      token: admin,
      language: 'EN',
    });
    expect(search.body.value).toEqual({ fields: { account: INVALID } });
  });
});

describe('absurd nesting', () => {
  it('is refused before the schema recurses into it', async () => {
    // Written out as text, as an attacker would send it.
    const depth = 4_000;
    const node = '{"modId":"deep","enabled":true,"childrenNodes":[';
    const response = await t.app.inject({
      method: 'PUT',
      url: '/console-api/settings/whitelabel',
      headers: { authorization: admin, language: 'EN', 'content-type': 'application/json' },
      payload: `[${node.repeat(depth)}${']}'.repeat(depth)}]`,
    });
    const answer = { status: response.statusCode, body: response.json<{ value: unknown }>() };
    expect(answer.status).toBe(422);
    expect(answer.body.value).toEqual({ fields: { 0: validationText('nestingTooDeep', 'EN') } });
    expect((await send(t, { method: 'GET', url: '/wps/system/whitelabel' })).status).toBe(200);
  });
});

describe('days that are not on the calendar', () => {
  it('are a field error in every date filter, never a database error', async () => {
    const invalid = validationText('invalidValue', 'EN');
    for (const day of ['2024-02-30', '2023-13-01', '0000-01-01']) {
      for (const [url, token, field] of [
        [`/wps/wallet/transactions?startDate=2024-01-01&endDate=${day}`, member, 'endDate'],
        [`/wps/relay/bets?startDate=2024-01-01&endDate=${day}`, member, 'endDate'],
        [`/console-api/members?registeredFrom=${day}`, admin, 'registeredFrom'],
        [`/console-api/deposits?from=${day}`, admin, 'from'],
        [`/console-api/audit?to=${day}`, admin, 'to'],
      ] as const) {
        const answer = await send(t, { method: 'GET', url, token, language: 'EN' });
        expect(answer.status, url).toBe(422);
        expect(answer.body.value, url).toEqual({ fields: { [field]: invalid } });
      }
    }
    const leap = await send(t, {
      method: 'GET',
      url: '/wps/wallet/transactions?startDate=2024-02-29&endDate=2024-02-29',
      token: member,
    });
    expect(leap.status).toBe(200);
  });
});
