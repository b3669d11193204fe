import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractFlags, WhitelabelNode } from '@platform/contract';
import { createTestApp, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';

let t: TestApp;
const URL = '/wps/member/info/funds/consolidated';
const ALL_OFF: ContractFlags = {
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = async (username: string, portal?: 'AGENT') =>
  (await login(t, { username, password: 'demo1234', ...(portal && { portal }) })).body.value.token;

describe('GET /wps/member/info/funds/consolidated', () => {
  it('answers a member and an agent their flags, refuses a trial account and a visitor', async () => {
    const callers = {
      member: await token('demomember'),
      agent: await token('demoagent', 'AGENT'),
      downline: await token('demodown1'),
    };
    for (const [caller, value] of Object.entries(callers)) {
      const answer = await send<ContractFlags>(t, { method: 'GET', url: URL, token: value });
      expect([caller, answer.status, answer.body.value]).toEqual([caller, 200, ALL_OFF]);
    }

    const trial = await send(t, {
      method: 'GET',
      url: URL,
      token: await openTrialSession(t.services, t.db, 'contracttrial'),
    });
    expect([trial.status, trial.body]).toMatchObject([403, { errorCode: 'in_need_true_account' }]);
    const visitor = await send(t, { method: 'GET', url: URL });
    expect([visitor.status, visitor.body]).toMatchObject([401, { errorCode: 'not_logged_in' }]);
    const stale = await send(t, { method: 'GET', url: URL, token: 'not-a-live-token' });
    expect(stale.status).toBe(401);
  });

  it('keeps every flag off while no contract exists, even with the operator’s switches on', async () => {
    const admin = await createStaffAndLogin(t, 'contractsadmin', 'ADMIN');
    const tree = (
      await send<WhitelabelNode[]>(t, {
        method: 'GET',
        url: '/console-api/settings/whitelabel',
        token: admin,
      })
    ).body.value;
    const switchedOn = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({ ...node, enabled: true, childrenNodes: switchedOn(node.childrenNodes) }));
    const saved = await send(t, {
      method: 'PUT',
      url: '/console-api/settings/whitelabel',
      token: admin,
      payload: switchedOn(tree),
    });
    expect(saved.status).toBe(200);
    const config = await send<{ features: Record<string, boolean> }>(t, {
      method: 'GET',
      url: '/wps/system/config',
    });
    expect(config.body.value.features).toMatchObject({ DIVIDEND: true, REALTIME_SALARY: true });

    const answer = await send<ContractFlags>(t, {
      method: 'GET',
      url: URL,
      token: await token('demoagent', 'AGENT'),
    });
    expect(answer.body.value).toEqual(ALL_OFF);
  });
});
