import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  LINKS_PER_AGENT,
  MEMBER_TYPE,
  ONLINE_MINUTES,
  REBATE_CATEGORIES,
  type AgentRebate,
  type InboxPage,
  type RebateRates,
  type ReferralLink,
  type TeamMember,
} from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, register, send, validRegistration } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { referralLinks } from './tables.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
}

let t: TestApp;
/** The tests set the policy directly; the console's audited path is tested through HTTP below. */
const noAudit = () => Promise.resolve();
const PASSWORD = 'secret123';

const call = <T>(token: string | undefined, method: Method, url: string, payload?: unknown, ip?: string) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
    ...(ip ? { ip } : {}),
  });

const signIn = async (username: string) => {
  const answer = await login(t, { username, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body.value.token;
};

const rates = (rate: string, overrides: Partial<RebateRates> = {}): RebateRates => ({
  ...(Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate])) as RebateRates),
  ...overrides,
});

/** Creates a direct downline through the HTTP endpoint and signs it in. */
const createDownline = async (
  token: string,
  username: string,
  accountType: 'AGENT' | 'MEMBER',
  rebateRates = rates('0.5'),
) => {
  const created = await call<{ id: number; username: string }>(token, 'POST', '/wps/agent/downlines', {
    accountType,
    username,
    password: PASSWORD,
    rebateRates,
  });
  expect([created.status, created.body.errorCode]).toEqual([200, undefined]);
  return { id: created.body.value.id, username, token: await signIn(username) };
};

const maxRates = rates('2');
let agentA: { id: number; token: string };
let agentB: { id: number; token: string };
let subAgent: { id: number; token: string; username: string };
let player: { id: number; token: string; username: string };
let subPlayer: { id: number; token: string; username: string };
let loner: { id: number; token: string };
let trial: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.downlines.setPolicy({ agentsMayCreateAgents: true, maxRebateRates: maxRates }, noAudit);
  const a = await createTestMember(t.services, {
    username: 'agenta',
    password: PASSWORD,
    type: MEMBER_TYPE.AGENT,
  });
  const b = await createTestMember(t.services, {
    username: 'agentb',
    password: PASSWORD,
    type: MEMBER_TYPE.AGENT,
  });
  const l = await createTestMember(t.services, { username: 'loner', password: PASSWORD });
  agentA = { id: a.id, token: await signIn('agenta') };
  agentB = { id: b.id, token: await signIn('agentb') };
  loner = { id: l.id, token: await signIn('loner') };
  trial = await openTrialSession(t.services, t.db, 'trialdl');
  subAgent = await createDownline(agentA.token, 'subagent', 'AGENT', rates('1', { LIVE: '1.5' }));
  player = await createDownline(agentA.token, 'playera', 'MEMBER');
  subPlayer = await createDownline(subAgent.token, 'subplayer', 'MEMBER', rates('0.8'));
});
afterAll(async () => {
  await t.close();
});

describe('who may call the agent endpoints', () => {
  it('refuses visitors, trial accounts and members who are not agents on every agent endpoint', async () => {
    const calls: [Method, string, unknown][] = [
      ['GET', '/wps/agent/rebate', undefined],
      [
        'POST',
        '/wps/agent/downlines',
        { accountType: 'MEMBER', username: 'nobody1', password: PASSWORD, rebateRates: rates('0') },
      ],
      ['GET', '/wps/agent/links', undefined],
      ['POST', '/wps/agent/links', { accountType: 'MEMBER', expiry: 'NEVER', channel: 'FORUM' }],
      ['DELETE', '/wps/agent/links/1', undefined],
      ['GET', '/wps/agent/team', undefined],
      ['GET', `/wps/agent/team/${player.id}`, undefined],
      ['PUT', `/wps/agent/team/${player.id}/remark`, { remark: 'x' }],
      ['PUT', `/wps/agent/team/${player.id}/rebate`, { rebateRates: rates('0') }],
      ['POST', `/wps/agent/team/${player.id}/agent`, undefined],
      ['POST', `/wps/agent/team/${player.id}/message`, { title: 'hi', content: 'hello' }],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await call(undefined, method, url, payload);
      expect([url, visitor.status, visitor.body.errorCode]).toEqual([url, 401, 'not_logged_in']);
      const refusedTrial = await call(trial, method, url, payload);
      expect([url, refusedTrial.status, refusedTrial.body.errorCode]).toEqual([
        url,
        403,
        'in_need_true_account',
      ]);
      const member = await call(loner.token, method, url, payload);
      expect([url, member.status, member.body.errorCode]).toEqual([url, 403, 'forbidden']);
      const downlinePlayer = await call(player.token, method, url, payload);
      expect([url, downlinePlayer.status, downlinePlayer.body.errorCode]).toEqual([url, 403, 'forbidden']);
    }
    expect(await t.services.members.findByUsername('nobody1')).toBeUndefined();
  });

  it('never answers about a member outside the caller’s team', async () => {
    const outside: [string, number][] = [
      ['agent B on A’s player', player.id],
      ['agent B on A’s downline agent', subAgent.id],
      ['agent B on A itself', agentA.id],
    ];
    for (const [label, id] of outside) {
      for (const [method, url, payload] of [
        ['GET', `/wps/agent/team/${id}`, undefined],
        ['PUT', `/wps/agent/team/${id}/remark`, { remark: 'mine' }],
        ['PUT', `/wps/agent/team/${id}/rebate`, { rebateRates: rates('0') }],
        ['POST', `/wps/agent/team/${id}/agent`, undefined],
        ['POST', `/wps/agent/team/${id}/message`, { title: 'hi', content: 'hello' }],
      ] as [Method, string, unknown][]) {
        const answer = await call(agentB.token, method, url, payload);
        expect([label, url, answer.status, answer.body.errorCode]).toEqual([
          label,
          url,
          404,
          'not_found_entity',
        ]);
      }
    }
    // A downline agent sees nothing of its upline's, nor of its siblings.
    for (const id of [agentA.id, player.id]) {
      const answer = await call(subAgent.token, 'GET', `/wps/agent/team/${id}`);
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'not_found_entity']);
    }
    const ownself = await call(agentA.token, 'GET', `/wps/agent/team/${agentA.id}`);
    expect(ownself.status).toBe(404);
    // Another tree's agent as the team to open.
    const foreignTeam = await call(agentB.token, 'GET', `/wps/agent/team?uplineId=${subAgent.id}`);
    expect([foreignTeam.status, foreignTeam.body.errorCode]).toEqual([404, 'not_found_entity']);
    const upTeam = await call(subAgent.token, 'GET', `/wps/agent/team?uplineId=${agentA.id}`);
    expect(upTeam.status).toBe(404);
    const emptyB = await call<Page<TeamMember>>(agentB.token, 'GET', '/wps/agent/team?tab=PLAYERS');
    expect(emptyB.body.value.total).toBe(0);
    // Another agent's messages never reached the members.
    const inbox = await call<InboxPage>(player.token, 'GET', '/wps/relay/inbox');
    expect(inbox.body.value.list).toEqual([]);
  });
});

describe('rebate rates per product category', () => {
  it('gives a top agent the operator’s maximum and each downline what its upline set', async () => {
    const top = await call<AgentRebate>(agentA.token, 'GET', '/wps/agent/rebate');
    expect(top.body.value).toEqual({ own: maxRates, mayCreateAgents: true });
    const sub = await call<AgentRebate>(subAgent.token, 'GET', '/wps/agent/rebate');
    expect(sub.body.value.own).toEqual(rates('1', { LIVE: '1.5' }));
  });

  it('refuses a downline’s rate above the agent’s own, per category', async () => {
    const above = await call(subAgent.token, 'POST', '/wps/agent/downlines', {
      accountType: 'MEMBER',
      username: 'toohigh1',
      password: PASSWORD,
      rebateRates: rates('1', { LIVE: '1.6', RNG: '1.01' }),
    });
    expect([above.status, above.body.errorCode, above.body.value]).toEqual([
      422,
      'validation_failed',
      {
        fields: {
          'rebateRates.RNG': 'At most 1% (your own rate)',
          'rebateRates.LIVE': 'At most 1.5% (your own rate)',
        },
      },
    ]);
    expect(await t.services.members.findByUsername('toohigh1')).toBeUndefined();
  });

  it('lets the upline change a direct downline’s rates within its own, never below what that one gave below', async () => {
    const lower = await call(agentA.token, 'PUT', `/wps/agent/team/${subAgent.id}/rebate`, {
      rebateRates: rates('0.7'),
    });
    expect([lower.status, lower.body.value]).toEqual([
      422,
      {
        fields: Object.fromEntries(
          REBATE_CATEGORIES.map((c) => [
            `rebateRates.${c}`,
            'At least 0.8% (a rate given to its own downline)',
          ]),
        ),
      },
    ]);
    const above = await call(agentA.token, 'PUT', `/wps/agent/team/${subAgent.id}/rebate`, {
      rebateRates: rates('2.5'),
    });
    expect(above.status).toBe(422);
    const raised = await call<TeamMember>(agentA.token, 'PUT', `/wps/agent/team/${subAgent.id}/rebate`, {
      rebateRates: rates('1.2'),
    });
    expect([raised.status, raised.body.value.rebateRates]).toEqual([200, rates('1.2')]);
    // Only the direct upline sets rates: agent A on its downline agent's player is refused.
    const deep = await call(agentA.token, 'PUT', `/wps/agent/team/${subPlayer.id}/rebate`, {
      rebateRates: rates('0.1'),
    });
    expect([deep.status, deep.body.errorCode]).toEqual([403, 'forbidden']);
  });

  it('answers hostile input with field errors, never a server error', async () => {
    const bodies: unknown[] = [
      { accountType: 'MEMBER', username: 'hostile1', password: PASSWORD, rebateRates: rates('abc') },
      { accountType: 'MEMBER', username: 'hostile1', password: PASSWORD, rebateRates: rates('-1') },
      { accountType: 'MEMBER', username: 'hostile1', password: PASSWORD, rebateRates: rates('0.001') },
      { accountType: 'MEMBER', username: 'hostile1', password: PASSWORD, rebateRates: rates('11') },
      { accountType: 'MEMBER', username: 'hostile1', password: PASSWORD, rebateRates: { RNG: '0.1' } },
      { accountType: 'OWNER', username: 'hostile1', password: PASSWORD, rebateRates: rates('0') },
      { accountType: 'MEMBER', username: 'x'.repeat(5000), password: PASSWORD, rebateRates: rates('0') },
      { accountType: 'MEMBER', username: 'bad name!', password: PASSWORD, rebateRates: rates('0') },
      { accountType: 'MEMBER', username: 'hostile1', password: '1', rebateRates: rates('0') },
      { accountType: 'MEMBER', username: "x' or 1=1 --", password: PASSWORD, rebateRates: rates('0') },
      [],
      'null',
    ];
    for (const body of bodies) {
      const answer = await call(agentA.token, 'POST', '/wps/agent/downlines', body);
      const label = JSON.stringify(body).slice(0, 60);
      expect([label, [400, 415, 422].includes(answer.status)]).toEqual([label, true]);
    }
    for (const url of [
      '/wps/agent/team/abc',
      '/wps/agent/team/-1',
      '/wps/agent/team/99999999999999999999',
      '/wps/agent/team?tab=ALL',
      '/wps/agent/team?from=2024-02-30',
      '/wps/agent/team?pageSize=1000',
      '/wps/agent/team?uplineId=0',
    ]) {
      const answer = await call(agentA.token, 'GET', url);
      expect([url, answer.status]).toEqual([url, 422]);
    }
    const percent = await call<Page<TeamMember>>(agentA.token, 'GET', '/wps/agent/team?search=%25');
    expect([percent.status, percent.body.value.total]).toEqual([200, 0]);
    expect(await t.services.members.findByUsername('hostile1')).toBeUndefined();
  });
});

describe('direct creation', () => {
  it('creates a downline once under a burst of the same username, which signs in with its password', async () => {
    const body = {
      accountType: 'MEMBER',
      username: 'burst01',
      password: PASSWORD,
      rebateRates: rates('0.1'),
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(agentA.token, 'POST', '/wps/agent/downlines', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const conflict = answers.find((a) => a.status === 409);
    expect(conflict?.body.errorCode).toBe('username_taken');
    const created = await t.services.members.findByUsername('burst01');
    expect([created?.parentId, created?.type]).toEqual([agentA.id, MEMBER_TYPE.MEMBER]);
    const again = await call(agentA.token, 'POST', '/wps/agent/downlines', body);
    expect(again.status).toBe(409);
    await signIn('burst01');
  });

  it('creates agents only where the agent policy allows', async () => {
    await t.services.downlines.setPolicy({ agentsMayCreateAgents: false, maxRebateRates: maxRates }, noAudit);
    try {
      const refused = await call(agentA.token, 'POST', '/wps/agent/downlines', {
        accountType: 'AGENT',
        username: 'noagent1',
        password: PASSWORD,
        rebateRates: rates('0'),
      });
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'forbidden']);
      const link = await call(agentA.token, 'POST', '/wps/agent/links', {
        accountType: 'AGENT',
        expiry: 'NEVER',
        channel: 'FORUM',
      });
      expect(link.status).toBe(403);
      const promote = await call(agentA.token, 'POST', `/wps/agent/team/${player.id}/agent`);
      expect(promote.status).toBe(403);
      const rebate = await call<AgentRebate>(agentA.token, 'GET', '/wps/agent/rebate');
      expect(rebate.body.value.mayCreateAgents).toBe(false);
    } finally {
      await t.services.downlines.setPolicy(
        { agentsMayCreateAgents: true, maxRebateRates: maxRates },
        noAudit,
      );
    }
  });
});

describe('referral links', () => {
  it('registers a visitor through a link under the agent as the link’s account type, and counts it', async () => {
    const created = await call<ReferralLink>(subAgent.token, 'POST', '/wps/agent/links', {
      accountType: 'AGENT',
      expiry: 'SEVEN_DAYS',
      channel: 'CUSTOM',
      channelLabel: 'LINE group',
    });
    expect(created.status).toBe(200);
    const link = created.body.value;
    expect(link).toMatchObject({
      accountType: 'AGENT',
      expiry: 'SEVEN_DAYS',
      channel: 'CUSTOM',
      channelLabel: 'LINE group',
      registeredCount: 0,
      status: 'NORMAL',
    });
    expect(link.url).toContain(`affiliateCode=${link.code}`);
    expect(link.expiresAt).not.toBeNull();

    const check = await call(undefined, 'GET', `/wps/agent/affiliate?code=${link.code.toLowerCase()}`);
    expect(check.body.value).toEqual({ valid: true, code: link.code });

    const joined = await register(t, {
      ...validRegistration('linkjoiner'),
      affiliateCode: link.code.toLowerCase(),
    });
    expect(joined.status).toBe(200);
    const member = await t.services.members.findByUsername('linkjoiner');
    expect([member?.parentId, member?.type]).toEqual([subAgent.id, MEMBER_TYPE.AGENT]);

    const listed = await call<{ list: ReferralLink[] }>(subAgent.token, 'GET', '/wps/agent/links');
    expect(listed.body.value.list.map((row) => [row.code, row.registeredCount])).toEqual([[link.code, 1]]);
    // The new agent shows in the upline's team and in the top agent's view of that team, as a link registration.
    const team = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      `/wps/agent/team?tab=AGENTS&uplineId=${subAgent.id}`,
    );
    expect(team.body.value.list.map((row) => [row.username, row.registrationMethod, row.direct])).toEqual([
      ['linkjoiner', 'LINK', false],
    ]);
    // Other agents see neither the link nor its count.
    const other = await call<{ list: ReferralLink[] }>(agentB.token, 'GET', '/wps/agent/links');
    expect(other.body.value.list).toEqual([]);
  });

  it('stops registering through an expired or deleted link', async () => {
    const expiring = await call<ReferralLink>(agentA.token, 'POST', '/wps/agent/links', {
      accountType: 'MEMBER',
      expiry: 'ONE_DAY',
      channel: 'FORUM',
    });
    await t.db
      .update(referralLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(referralLinks.id, expiring.body.value.id));
    const expired = await call(undefined, 'GET', `/wps/agent/affiliate?code=${expiring.body.value.code}`);
    expect(expired.body.value).toEqual({ valid: false, code: null });
    const late = await register(t, {
      ...validRegistration('latejoiner'),
      affiliateCode: expiring.body.value.code,
    });
    expect([late.status, late.body.errorCode]).toEqual([422, 'invitation_code_error']);
    const listed = await call<{ list: ReferralLink[] }>(agentA.token, 'GET', '/wps/agent/links');
    expect(listed.body.value.list.find((row) => row.id === expiring.body.value.id)?.status).toBe('EXPIRED');

    const kept = await call<ReferralLink>(agentA.token, 'POST', '/wps/agent/links', {
      accountType: 'MEMBER',
      expiry: 'NEVER',
      channel: 'GROUP_CHAT',
    });
    const foreign = await call(agentB.token, 'DELETE', `/wps/agent/links/${kept.body.value.id}`);
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'not_found_entity']);
    const deleted = await call(agentA.token, 'DELETE', `/wps/agent/links/${kept.body.value.id}`);
    expect(deleted.status).toBe(200);
    const twice = await call(agentA.token, 'DELETE', `/wps/agent/links/${kept.body.value.id}`);
    expect(twice.status).toBe(404);
    const gone = await register(t, {
      ...validRegistration('gonejoiner'),
      affiliateCode: kept.body.value.code,
    });
    expect(gone.body.errorCode).toBe('invitation_code_error');

    const customWithoutLabel = await call(agentA.token, 'POST', '/wps/agent/links', {
      accountType: 'MEMBER',
      expiry: 'NEVER',
      channel: 'CUSTOM',
    });
    expect([customWithoutLabel.status, customWithoutLabel.body.value]).toEqual([
      422,
      { fields: { channelLabel: 'Input cannot be empty' } },
    ]);
  });

  it('checks an agent’s own code, also from the first label of a three-part host name', async () => {
    const agent = await t.services.members.findById(agentB.id);
    const code = agent?.affiliateCode ?? '';
    expect(code).not.toBe('');
    const byDomain = await call(
      undefined,
      'GET',
      `/wps/agent/affiliate?domain=${code.toLowerCase()}.example.com`,
    );
    expect(byDomain.body.value).toEqual({ valid: true, code });
    const www = await call(undefined, 'GET', '/wps/agent/affiliate?domain=www.example.com');
    expect(www.body.value).toEqual({ valid: false, code: null });
    const playerCode = await call(undefined, 'GET', '/wps/agent/affiliate?code=NOSUCH99');
    expect(playerCode.body.value).toEqual({ valid: false, code: null });
  });

  it('keeps at most the limit of links under a burst of creations', async () => {
    const fresh = await createTestMember(t.services, {
      username: 'linkburst',
      password: PASSWORD,
      type: MEMBER_TYPE.AGENT,
    });
    const token = await signIn('linkburst');
    const answers = await Promise.all(
      Array.from({ length: LINKS_PER_AGENT + 5 }, () =>
        call(token, 'POST', '/wps/agent/links', { accountType: 'MEMBER', expiry: 'NEVER', channel: 'FORUM' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LINKS_PER_AGENT);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const listed = await call<{ list: ReferralLink[] }>(token, 'GET', '/wps/agent/links');
    expect(listed.body.value.list).toHaveLength(LINKS_PER_AGENT);
    expect(new Set(listed.body.value.list.map((row) => row.code)).size).toBe(LINKS_PER_AGENT);
    expect(fresh.id).toBeGreaterThan(0);
  });
});

describe('team management', () => {
  it('lists direct agents and direct players with their figures, and filters them', async () => {
    const players = await call<Page<TeamMember>>(agentA.token, 'GET', '/wps/agent/team?tab=PLAYERS');
    expect(players.body.value.list.map((row) => row.username).sort()).toEqual(['burst01', 'playera']);
    const agents = await call<Page<TeamMember>>(agentA.token, 'GET', '/wps/agent/team?tab=AGENTS');
    const sub = agents.body.value.list.find((row) => row.username === 'subagent');
    expect(sub).toMatchObject({
      isAgent: true,
      uplineUsername: 'agenta',
      teamSize: 2,
      directCount: 2,
      registrationMethod: 'AGENT_CREATED',
      direct: true,
      balance: '0.00',
      teamBalance: '0.00',
    });
    expect(sub?.lastLoginAt).not.toBeNull();
    // Signed in just now: online; a session idle for longer than ONLINE_MINUTES (still live): not.
    expect(sub?.online).toBe(true);
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${ONLINE_MINUTES + 1})
        where member_id = ${player.id}::bigint`,
    );
    const idle = await call<Page<TeamMember>>(agentA.token, 'GET', '/wps/agent/team?tab=PLAYERS');
    expect(idle.body.value.list.map((row) => [row.username, row.online]).sort()).toEqual([
      ['burst01', true],
      ['playera', false],
    ]);
    const neverIn = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      '/wps/agent/team?tab=AGENTS&loggedIn=NO',
    );
    expect(neverIn.body.value.list).toEqual([]);
    const deposited = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      '/wps/agent/team?tab=PLAYERS&deposited=YES',
    );
    expect(deposited.body.value.total).toBe(0);
    const byName = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      '/wps/agent/team?tab=PLAYERS&search=PLAYER',
    );
    expect(byName.body.value.list.map((row) => row.username)).toEqual(['playera']);
    const future = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      '/wps/agent/team?tab=PLAYERS&from=2999-01-01',
    );
    expect(future.body.value.total).toBe(0);
  });

  it('keeps each agent’s remark its own and finds members by it', async () => {
    const remarked = await call<TeamMember>(agentA.token, 'PUT', `/wps/agent/team/${subPlayer.id}/remark`, {
      remark: 'VIP prospect',
    });
    expect([remarked.status, remarked.body.value.remark, remarked.body.value.direct]).toEqual([
      200,
      'VIP prospect',
      false,
    ]);
    const bySub = await call<TeamMember>(subAgent.token, 'GET', `/wps/agent/team/${subPlayer.id}`);
    expect(bySub.body.value.remark).toBeNull();
    const found = await call<Page<TeamMember>>(
      agentA.token,
      'GET',
      `/wps/agent/team?uplineId=${subAgent.id}&search=prospect`,
    );
    expect(found.body.value.list.map((row) => row.username)).toEqual(['subplayer']);
    const cleared = await call<TeamMember>(agentA.token, 'PUT', `/wps/agent/team/${subPlayer.id}/remark`, {
      remark: '',
    });
    expect(cleared.body.value.remark).toBeNull();
  });

  it('sends a message to a downline’s inbox', async () => {
    const sent = await call(subAgent.token, 'POST', `/wps/agent/team/${subPlayer.id}/message`, {
      title: 'Welcome',
      content: 'Hello from your agent',
    });
    expect(sent.status).toBe(200);
    const inbox = await call<InboxPage>(subPlayer.token, 'GET', '/wps/relay/inbox');
    expect(inbox.body.value.list.map((row) => [row.kind, row.title, row.content])).toEqual([
      ['UPLINE', 'Welcome', 'Hello from your agent\n\n— subagent'],
    ]);
    const empty = await call(subAgent.token, 'POST', `/wps/agent/team/${subPlayer.id}/message`, {
      title: ' ',
      content: 'x',
    });
    expect(empty.status).toBe(422);
  });

  it('makes a direct player an agent, who then has its own register centre', async () => {
    const deep = await call(agentA.token, 'POST', `/wps/agent/team/${subPlayer.id}/agent`);
    expect([deep.status, deep.body.errorCode]).toEqual([403, 'forbidden']);
    const promoted = await call<TeamMember>(agentA.token, 'POST', `/wps/agent/team/${player.id}/agent`);
    expect([promoted.status, promoted.body.value.isAgent]).toEqual([200, true]);
    const rebate = await call<AgentRebate>(player.token, 'GET', '/wps/agent/rebate');
    expect(rebate.body.value.own).toEqual(rates('0.5'));
    expect((await t.services.members.findById(player.id))?.affiliateCode).not.toBeNull();
  });
});

describe('the agent policy in the console', () => {
  it('lets settings staff read and set it, audited, refuses other roles and bad input', async () => {
    const admin = await createStaffAndLogin(t, 'policyadmin', 'ADMIN');
    const support = await createStaffAndLogin(t, 'policysupport', 'SUPPORT');
    const read = await call(admin, 'GET', '/console-api/agents/policy');
    expect(read.body.value).toEqual({ agentsMayCreateAgents: true, maxRebateRates: maxRates });
    const next = { agentsMayCreateAgents: true, maxRebateRates: rates('2', { LIVE: '1.25' }) };
    const refused = await call(support, 'PUT', '/console-api/agents/policy', next);
    expect(refused.status).toBe(403);
    const bad = await call(admin, 'PUT', '/console-api/agents/policy', {
      ...next,
      maxRebateRates: rates('50'),
    });
    expect(bad.status).toBe(422);
    const set = await call(admin, 'PUT', '/console-api/agents/policy', next);
    expect([set.status, set.body.value]).toEqual([200, next]);
    // The operator's maximum caps every rate at once: agent A's own LIVE rate and its downline agent's.
    const own = await call<AgentRebate>(agentA.token, 'GET', '/wps/agent/rebate');
    expect(own.body.value.own.LIVE).toBe('1.25');
    const sub = await call<TeamMember>(agentA.token, 'GET', `/wps/agent/team/${subAgent.id}`);
    expect(sub.body.value.rebateRates.LIVE).toBe('1.2');
    const audit = await call<{ list: { action: string; before: unknown; after: unknown }[] }>(
      admin,
      'GET',
      '/console-api/audit?action=agent.policy',
    );
    expect(audit.body.value.list[0]).toMatchObject({
      action: 'agent.policy',
      before: { maxRebateRates: maxRates },
      after: next,
    });
  });
});
