import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_MEMBER_TYPES,
  REBATE_CATEGORIES,
  type LoginResult,
  type MemberInfo,
  type MemberTypesSetting,
  type RebateRates,
  type SiteConfig,
} from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';
import { members } from './tables.ts';

/*
 * Spec section 3: "type (numeric; agent and trial types are configured lists; values 1, 2, 41, 42
 * agent, 4 trial)". The lists are a setting: every agent and trial check of the server reads them,
 * the web reads them in the site config, the console edits them.
 */

const URL = '/console-api/settings/member-types';
const PASSWORD = 'secret123';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
  await t.services.downlines.setPolicy(
    {
      agentsMayCreateAgents: true,
      maxRebateRates: Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '1'])) as RebateRates,
    },
    () => Promise.resolve(),
  );
});
afterEach(async () => {
  await t.services.system.setMemberTypes(DEFAULT_MEMBER_TYPES);
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, token = admin) => send(t, { method: 'PUT', url: URL, token, payload });
const siteTypes = async () =>
  (await send<SiteConfig>(t, { method: 'GET', url: '/wps/system/config' })).body.value.memberTypes;
const info = (token: string) => send<MemberInfo>(t, { method: 'GET', url: '/wps/member/info', token });
const typeOf = async (username: string) =>
  (await t.db.select({ type: members.type }).from(members).where(eq(members.username, username)))[0]?.type;
const setType = async (username: string, type: number) => {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  return send(t, {
    method: 'PUT',
    url: `/console-api/members/${row?.id}/type`,
    token: admin,
    payload: { type },
  });
};

describe('member types are the operator’s lists (spec section 3)', () => {
  it('answers the default lists to visitors and every staff member; only settings staff change them, validated and audited', async () => {
    expect(await siteTypes()).toEqual({ agentTypes: [1, 2, 41, 42], trialTypes: [4] });
    const support = await createStaffAndLogin(t, 'typessupport', 'SUPPORT');
    const read = await send<MemberTypesSetting>(t, { method: 'GET', url: URL, token: support });
    expect([read.status, read.body.value]).toEqual([200, DEFAULT_MEMBER_TYPES]);
    expect((await put(DEFAULT_MEMBER_TYPES, support)).status).toBe(403);

    const hostile: [string, unknown][] = [
      ['a type both agent and trial', { agentTypes: [1, 2, 4], trialTypes: [4] }],
      ['the ordinary member type', { agentTypes: [0, 1], trialTypes: [4] }],
      ['a type listed twice', { agentTypes: [1, 1], trialTypes: [4] }],
      ['an empty list', { agentTypes: [1], trialTypes: [] }],
      ['a type above 999', { agentTypes: [1000], trialTypes: [4] }],
      ['a fraction', { agentTypes: [1.5], trialTypes: [4] }],
      ['a missing list', { agentTypes: [1] }],
      ['an unknown field', { ...DEFAULT_MEMBER_TYPES, memberTypes: [0] }],
    ];
    for (const [what, body] of hostile) {
      const answer = await put(body);
      expect([what, answer.status, answer.body.errorCode]).toEqual([what, 422, 'validation_failed']);
    }
    const both = await put({ agentTypes: [1, 2, 4], trialTypes: [4] });
    expect(Object.keys((both.body.value as { fields: object }).fields)).toEqual(['trialTypes']);
    expect(await siteTypes()).toEqual(DEFAULT_MEMBER_TYPES);

    const changed = { agentTypes: [43, 1, 2, 41, 42], trialTypes: [5, 4] };
    expect((await put(changed)).status).toBe(200);
    expect(await siteTypes()).toEqual(changed);
    const audit = await send<{ list: { action: string; before: unknown; after: unknown }[] }>(t, {
      method: 'GET',
      url: '/console-api/audit?action=setting.member_types',
      token: admin,
    });
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({ before: DEFAULT_MEMBER_TYPES, after: changed }),
    ]);
  });

  it('makes a type an agent only while it is listed: sign-in sides, member info, new agents and the console', async () => {
    await createTestMember(t.services, { username: 'type43', password: PASSWORD, type: 43 });
    await createTestMember(t.services, { username: 'plain43', password: PASSWORD });
    const asAgent = () => login(t, { username: 'type43', password: PASSWORD, portal: 'AGENT' });
    const asMember = () => login(t, { username: 'type43', password: PASSWORD });
    expect([(await asAgent()).status, (await asAgent()).body.errorCode]).toEqual([403, 'non_agent_account']);
    expect((await asMember()).body.errorCode).toBe('non_member_account');
    expect((await setType('plain43', 43)).status).toBe(422);

    expect((await put({ agentTypes: [43, 1, 2, 41, 42], trialTypes: [4] })).status).toBe(200);
    const agentLogin = await asAgent();
    expect([agentLogin.status, agentLogin.body.value.isAgent]).toEqual([200, true]);
    expect((await info(agentLogin.body.value.token)).body.value).toMatchObject({ type: 43, isAgent: true });
    const memberSide = await asMember();
    expect(memberSide.body.value).toMatchObject({ isAgent: true, isTrial: false });

    // A downline made an agent by an agent gets the first agent type.
    const created = await send(t, {
      method: 'POST',
      url: '/wps/agent/downlines',
      token: memberSide.body.value.token,
      payload: {
        accountType: 'AGENT',
        username: 'sub43',
        password: PASSWORD,
        rebateRates: Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '0'])),
      },
    });
    expect([created.status, created.body.errorCode]).toEqual([200, undefined]);
    expect(await typeOf('sub43')).toBe(43);
    // The console gives a listed agent type, and the member gets an affiliate code with it.
    expect((await setType('plain43', 43)).status).toBe(200);
    const [plain] = await t.db.select().from(members).where(eq(members.username, 'plain43'));
    expect(plain?.affiliateCode).not.toBeNull();

    // Taken off the list, 43 is no agent: the agent side refuses it again.
    await t.services.system.setMemberTypes(DEFAULT_MEMBER_TYPES);
    expect((await asAgent()).body.errorCode).toBe('non_agent_account');
    expect((await info(agentLogin.body.value.token)).body.value).toMatchObject({ type: 43, isAgent: false });
  });

  it('makes free play the first trial type, which real-member calls refuse; the trial list decides', async () => {
    expect((await put({ agentTypes: [1, 2, 41, 42], trialTypes: [5, 4] })).status).toBe(200);
    const free = await send<LoginResult>(t, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
    });
    expect([free.status, free.body.value.isTrial]).toEqual([200, true]);
    const token = free.body.value.token;
    expect((await info(token)).body.value).toMatchObject({ type: 5, isTrial: true, isAgent: false });
    const wallets = await send(t, { method: 'GET', url: '/wps/wallet/wallets', token });
    expect([wallets.status, wallets.body.errorCode]).toEqual([403, 'in_need_true_account']);
    // The console never gives a trial type.
    await createTestMember(t.services, { username: 'plain5', password: PASSWORD });
    expect((await setType('plain5', 5)).status).toBe(422);

    // Type 5 off the trial list: the same session is no trial session any more.
    expect((await put({ agentTypes: [1, 2, 41, 42], trialTypes: [4] })).status).toBe(200);
    expect((await info(token)).body.value).toMatchObject({ type: 5, isTrial: false });
    expect((await send(t, { method: 'GET', url: '/wps/wallet/wallets', token })).status).toBe(200);
  });
});
