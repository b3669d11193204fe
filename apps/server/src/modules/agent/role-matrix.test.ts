import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@platform/contract';
import { MEMBER_TYPE, endpointsOf } from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';

/**
 * The role matrix over every agent endpoint of the contract (`/wps/agent/...`), found from the
 * contract itself so an endpoint added later is covered too: a visitor and a trial account are
 * refused before anything is read; a member who is no agent and a member of an agent's team are
 * never answered (refused as no agent, or for the empty input where it is checked first). Each
 * module's own tests send valid input and check what agents are answered: nothing outside the
 * caller's team (`reports.test.ts`, `downlines.test.ts`, `team-transfers.test.ts`).
 */
// The public affiliate check (`GET /wps/agent/affiliate`, asked before registering) is for visitors.
const agentEndpoints = endpointsOf(contract).filter(
  ({ endpoint }) => endpoint.path.startsWith('/wps/agent/') && endpoint.access !== 'public',
);
const PASSWORD = 'matrix123';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const agent = await createTestMember(t.services, {
    username: 'matrix_agent',
    password: PASSWORD,
    type: MEMBER_TYPE.AGENT,
  });
  const downline = await createTestMember(t.services, { username: 'matrix_down', password: PASSWORD });
  await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, downline.id, agent.id));
  await createTestMember(t.services, { username: 'matrix_member', password: PASSWORD });
  for (const name of ['matrix_agent', 'matrix_down', 'matrix_member']) {
    tokens[name] = (await login(t, { username: name, password: PASSWORD })).body.value.token;
  }
  tokens.trial = await openTrialSession(t.services, t.db, 'matrix_trial');
});
afterAll(async () => {
  await t.close();
});

/** The endpoint's path with its parameters filled in (a member id: the agent's downline). */
const urlOf = (path: string) => path.replace(/:[a-zA-Z]+/g, '1');

describe('the agent endpoints’ role matrix', () => {
  it('finds the agent endpoints in the contract', () => {
    expect(agentEndpoints.length).toBeGreaterThanOrEqual(14);
  });

  it('refuses visitors, trial accounts, members and an agent’s downline member on every agent endpoint', async () => {
    for (const { name, endpoint } of agentEndpoints) {
      const request = { method: endpoint.method, url: urlOf(endpoint.path), language: 'EN' as const };
      const payload = endpoint.method === 'GET' ? {} : { payload: {} };
      const visitor = await send(t, { ...request, ...payload });
      expect([name, visitor.status, visitor.body.errorCode]).toEqual([name, 401, 'not_logged_in']);
      const trial = await send(t, { ...request, ...payload, token: tokens.trial });
      expect([name, trial.status, trial.body.errorCode]).toEqual([name, 403, 'in_need_true_account']);
      for (const member of ['matrix_member', 'matrix_down']) {
        const refused = await send(t, { ...request, ...payload, token: tokens[member] });
        if (endpoint === contract.contractEndpoints.waiting) {
          // The contract popup loads in the member layout too: a member who is no agent has nothing waiting.
          expect([name, member, refused.status, refused.body.value]).toEqual([
            name,
            member,
            200,
            { list: [] },
          ]);
          continue;
        }
        // Refused as no agent (`forbidden`), or (where the input is checked first) for the empty input: never answered.
        expect([name, member, refused.body.success]).toEqual([name, member, false]);
        expect([name, refused.status === 403 ? refused.body.errorCode : refused.status]).toEqual([
          name,
          refused.status === 403 ? 'forbidden' : 422,
        ]);
      }
    }
  });
});
