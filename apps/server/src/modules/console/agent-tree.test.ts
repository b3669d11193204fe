import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBER_TYPE, type AgentTreeView } from '@platform/contract';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { createTestApp, fundTestMember, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { auditLog } from '../../platform/audit/tables.ts';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
const ids: Record<string, number> = {};

const person = async (username: string, type: number, parent: string | null, funds: string) => {
  const row = await t.services.members.createMember({
    username,
    passwordHash: await hashPassword('agenttree123'),
    type,
    language: 'EN',
    parentId: parent === null ? null : (ids[parent] ?? null),
  });
  ids[username] = row.id;
  await fundTestMember(t.services, username, funds);
};

const tree = (query: string, token = admin) =>
  send<AgentTreeView>(t, { method: 'GET', url: `/console-api/agents/tree?${query}`, token, language: 'EN' });

const move = (username: string, upline: string, token = admin) =>
  send(t, {
    method: 'POST',
    url: `/console-api/members/${ids[username]}/upline`,
    token,
    language: 'EN',
    payload: { upline },
  });

const auditRows = (action: string, memberId: number | undefined) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(memberId))));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'tree-admin', 'ADMIN');
  support = await createStaffAndLogin(t, 'tree-support', 'SUPPORT');
  content = await createStaffAndLogin(t, 'tree-content', 'CONTENT');
  // top_a > mid_a > (leaf_1, leaf_2); top_b alone.
  await person('top_a', MEMBER_TYPE.AGENT, null, '100.00');
  await person('mid_a', MEMBER_TYPE.AGENT, 'top_a', '50.00');
  await person('leaf_1', MEMBER_TYPE.MEMBER, 'mid_a', '10.00');
  await person('leaf_2', MEMBER_TYPE.MEMBER, 'mid_a', '20.00');
  await person('top_b', MEMBER_TYPE.AGENT, null, '5.00');
});
afterAll(async () => {
  await t.close();
});

describe('GET /console-api/agents/tree', () => {
  it('finds a member by account or id with its upline chain, top first, and its direct downlines', async () => {
    const found = await tree('account=MID_A', support);
    expect(found.status).toBe(200);
    const view = found.body.value;
    expect(view.member).toMatchObject({
      account: 'mid_a',
      status: 'ACTIVE',
      teamSize: 2,
      directCount: 2,
      balance: '50.00',
      teamBalance: '80.00',
    });
    expect(view.uplines.map((u) => u.account)).toEqual(['top_a']);
    expect(view.downlines.list.map((d) => d.account).toSorted()).toEqual(['leaf_1', 'leaf_2']);
    expect(view.downlines.total).toBe(2);

    const leaf = await tree(`id=${ids.leaf_1}`);
    expect(leaf.body.value.uplines.map((u) => u.account)).toEqual(['top_a', 'mid_a']);
    expect(leaf.body.value.downlines.list).toEqual([]);

    const paged = await tree('account=mid_a&pageSize=1&pageNum=2');
    expect(paged.body.value.downlines).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.body.value.downlines.list).toHaveLength(1);
  });

  it('answers stable errors: unknown member, no criteria, no permission, no session', async () => {
    expect((await tree('account=nobody')).body.errorCode).toBe('not_found_entity');
    expect((await tree('id=99999999')).body.errorCode).toBe('not_found_entity');
    expect((await tree('pageNum=1')).status).toBe(422);
    expect((await tree('id=abc')).status).toBe(422);
    expect((await tree('account=mid_a', content)).status).toBe(403);
    const visitor = await send(t, { method: 'GET', url: '/console-api/agents/tree?account=mid_a' });
    expect(visitor.status).toBe(401);
  });
});

describe('moving a team from the tree', () => {
  it('refuses a move under the member itself or its own downline, and a non-agent upline', async () => {
    for (const upline of ['mid_a', 'leaf_1']) {
      const refused = await move('mid_a', upline);
      expect([upline, refused.status, refused.body.errorCode]).toEqual([upline, 422, 'upline_invalid']);
    }
    expect((await move('top_a', 'mid_a')).body.errorCode).toBe('upline_invalid');
    expect((await move('leaf_2', 'leaf_1')).body.errorCode).toBe('upline_invalid');
    expect(await auditRows('member.upline', ids.mid_a)).toEqual([]);
    expect((await move('mid_a', 'top_b', content)).status).toBe(403);
  });

  it('moves the subtree: both chains’ figures follow, audited with the staff member', async () => {
    const moved = await move('mid_a', 'top_b', support);
    expect(moved.status).toBe(200);

    const [row] = await auditRows('member.upline', ids.mid_a);
    expect(row).toMatchObject({
      before: { upline: ids.top_a },
      after: { upline: ids.top_b, uplineAccount: 'top_b' },
    });
    const oldTop = (await tree('account=top_a')).body.value.member;
    expect(oldTop).toMatchObject({ teamSize: 0, directCount: 0, teamBalance: '100.00' });
    const newTop = (await tree('account=top_b')).body.value;
    expect(newTop.member).toMatchObject({ teamSize: 3, directCount: 1, teamBalance: '85.00' });
    expect(newTop.downlines.list.map((d) => d.account)).toEqual(['mid_a']);
    const leaf = (await tree('account=leaf_2')).body.value;
    expect(leaf.uplines.map((u) => u.account)).toEqual(['top_b', 'mid_a']);
  });

  it('sets and removes the agent type, audited', async () => {
    const setType = (type: number, token = admin) =>
      send(t, {
        method: 'PUT',
        url: `/console-api/members/${ids.leaf_1}/type`,
        token,
        language: 'EN',
        payload: { type },
      });
    expect((await setType(MEMBER_TYPE.AGENT, support)).status).toBe(403);
    expect((await setType(MEMBER_TYPE.AGENT)).status).toBe(200);
    expect((await tree('account=leaf_1')).body.value.member.type).toBe(MEMBER_TYPE.AGENT);
    // Now an agent: a team may move under it.
    expect((await move('leaf_2', 'leaf_1')).status).toBe(200);
    expect((await tree('account=leaf_1')).body.value.member).toMatchObject({ teamSize: 1 });
    expect((await setType(MEMBER_TYPE.MEMBER)).status).toBe(200);
    expect((await auditRows('member.type', ids.leaf_1)).map((r) => r.after)).toEqual([
      expect.objectContaining({ type: MEMBER_TYPE.AGENT }),
      expect.objectContaining({ type: MEMBER_TYPE.MEMBER }),
    ]);
  });
});
