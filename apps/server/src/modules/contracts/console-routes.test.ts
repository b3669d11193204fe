import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contract,
  ContractHistoryEntry,
  ContractPage,
  ContractPolicies,
  StaffRole,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { agentToken, createTree, dailyTerms, setContractSwitches } from './testing.ts';

let t: TestApp;
const staff: Partial<Record<StaffRole, string>> = {};
let downlineToken: string;

type Method = 'GET' | 'POST' | 'PUT';
const as = <T = Contract>(role: StaffRole, method: Method, url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    token: staff[role] ?? '',
    ...(payload === undefined ? {} : { payload }),
  });
const auditOf = async (action: string, targetId: string | number) =>
  (
    await as<{ list: { action: string; before: unknown; after: unknown; staffUsername: string }[] }>(
      'ADMIN',
      'GET',
      `/console-api/audit?action=${action}&targetId=${targetId}`,
    )
  ).body.value.list;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT'] as const) {
    staff[role] = await createStaffAndLogin(t, `contract${role.toLowerCase()}`, role);
  }
  await setContractSwitches(t, staff.ADMIN ?? '', true);
  await createTree(t, [
    { username: 'opagent', upline: null },
    { username: 'opdown', upline: 'opagent' },
  ]);
  downlineToken = await agentToken(t, 'opagent');
});
afterAll(async () => {
  await t.close();
});

describe('contracts in the console', () => {
  it('gives each endpoint to the roles holding its permission only', async () => {
    const readers: Record<string, StaffRole[]> = {
      'GET /console-api/contracts/policies': ['ADMIN'],
      'GET /console-api/contracts': ['ADMIN', 'FINANCE', 'SUPPORT'],
      'GET /console-api/contracts/1/history': ['ADMIN', 'FINANCE', 'SUPPORT'],
    };
    for (const [call, allowed] of Object.entries(readers)) {
      const [method, url] = call.split(' ') as [Method, string];
      for (const role of ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT'] as const) {
        const answer = await as(role, method, url);
        const refused = answer.status === 403 && answer.body.errorCode === 'forbidden';
        expect([call, role, refused]).toEqual([call, role, !allowed.includes(role)]);
      }
    }
    const writes: [Method, string, unknown][] = [
      ['PUT', '/console-api/contracts/policies/DAILY_SALARY', {}],
      ['POST', '/console-api/contracts', {}],
      ['PUT', '/console-api/contracts/1', {}],
      ['POST', '/console-api/contracts/1/answer', { answer: 'ACCEPT' }],
      ['POST', '/console-api/contracts/1/terminate', undefined],
    ];
    for (const [method, url, payload] of writes) {
      for (const role of ['FINANCE', 'SUPPORT', 'CONTENT'] as const) {
        const answer = await as(role, method, url, payload);
        expect([url, role, answer.status, answer.body.errorCode]).toEqual([url, role, 403, 'forbidden']);
      }
    }
    for (const url of ['/console-api/contracts', '/console-api/contracts/policies']) {
      expect((await send(t, { method: 'GET', url, token: downlineToken })).status).toBe(401);
      expect((await send(t, { method: 'GET', url })).status).toBe(401);
    }
  });

  it('sets a kind’s policy within its own bounds, audited', async () => {
    const defaults = (await as<ContractPolicies>('ADMIN', 'GET', '/console-api/contracts/policies')).body
      .value;
    expect(defaults.DAILY_SALARY).toMatchObject({ minRate: '0', maxRate: '5', enabled: true });
    expect(defaults.DIVIDEND.maxRate).toBe('50');
    expect(defaults.REALTIME_SALARY.maxRate).toBe('2');
    const { enabled, ...policy } = defaults.DAILY_SALARY;
    expect(enabled).toBe(true);
    const inverted = await as('ADMIN', 'PUT', '/console-api/contracts/policies/DAILY_SALARY', {
      ...policy,
      minRate: '3',
      maxRate: '2',
    });
    expect([inverted.status, inverted.body.value]).toEqual([
      422,
      { fields: { minRate: 'The minimum must not exceed the maximum' } },
    ]);
    const saved = await as<ContractPolicies>('ADMIN', 'PUT', '/console-api/contracts/policies/DAILY_SALARY', {
      ...policy,
      maxRate: '4',
      payoutMode: 'APPROVAL',
    });
    expect(saved.body.value.DAILY_SALARY).toMatchObject({ maxRate: '4', payoutMode: 'APPROVAL' });
    expect(saved.body.value.HOURLY_SALARY.maxRate).toBe('5');
    const [entry] = await auditOf('contract.policy', 'DAILY_SALARY');
    expect(entry).toMatchObject({
      before: { maxRate: '5' },
      after: { maxRate: '4', payoutMode: 'APPROVAL' },
    });
  });

  it('offers, changes and ends the operator’s contract with a top-level agent, every step audited', async () => {
    const notTop = await as('ADMIN', 'POST', '/console-api/contracts', {
      account: 'opdown',
      product: 'ALL',
      terms: dailyTerms('1'),
    });
    expect(notTop.body.errorCode).toBe('not_found_entity');
    const offered = await as('ADMIN', 'POST', '/console-api/contracts', {
      account: 'opagent',
      product: 'ALL',
      terms: dailyTerms('2'),
    });
    const id = offered.body.value.id;
    expect((await auditOf('contract.offer', id)).map((entry) => entry.staffUsername)).toEqual([
      'contractadmin',
    ]);
    const early = await as('ADMIN', 'PUT', `/console-api/contracts/${id}`, { terms: dailyTerms('1') });
    expect(early.body.errorCode).toBe('contract_not_changeable');
    await send(t, {
      method: 'POST',
      url: `/wps/agent/contracts/${id}/answer`,
      token: downlineToken,
      payload: { answer: 'ACCEPT' },
    });

    const changed = await as('ADMIN', 'PUT', `/console-api/contracts/${id}`, { terms: dailyTerms('3') });
    expect(changed.body.value.status).toBe('PENDING_CHANGE');
    expect(await auditOf('contract.change', id)).toHaveLength(1);
    const nothingAsked = await as('ADMIN', 'POST', `/console-api/contracts/${id}/answer`, {
      answer: 'ACCEPT',
    });
    expect(nothingAsked.body.errorCode).toBe('contract_not_waiting');
    await send(t, {
      method: 'POST',
      url: `/wps/agent/contracts/${id}/answer`,
      token: downlineToken,
      payload: { answer: 'ACCEPT' },
    });

    const asked = await send<Contract>(t, {
      method: 'POST',
      url: `/wps/agent/contracts/${id}/terminate`,
      token: downlineToken,
    });
    expect(asked.body.value).toMatchObject({ status: 'PENDING_TERMINATION', requestedBy: 'DOWNLINE' });
    const refused = await as('ADMIN', 'POST', `/console-api/contracts/${id}/answer`, { answer: 'REJECT' });
    expect(refused.body.value.status).toBe('SIGNED');
    const byOperator = await as('ADMIN', 'POST', `/console-api/contracts/${id}/terminate`);
    expect(byOperator.body.value).toMatchObject({ status: 'PENDING_TERMINATION', requestedBy: 'UPLINE' });
    const ended = await send<Contract>(t, {
      method: 'POST',
      url: `/wps/agent/contracts/${id}/answer`,
      token: downlineToken,
      payload: { answer: 'ACCEPT' },
    });
    expect(ended.body.value.status).toBe('CANCELLED');
    expect((await auditOf('contract.answer', id)).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ status: 'SIGNED' }),
    ]);
    expect(await auditOf('contract.terminate', id)).toHaveLength(1);

    const history = await as<{ list: ContractHistoryEntry[] }>(
      'SUPPORT',
      'GET',
      `/console-api/contracts/${id}/history`,
    );
    expect(history.body.value.list.map((entry) => [entry.event, entry.by])).toEqual([
      ['OFFERED', null],
      ['ACCEPTED', 'DOWNLINE'],
      ['CHANGE_OFFERED', null],
      ['CHANGE_ACCEPTED', 'DOWNLINE'],
      ['TERMINATION_REQUESTED', 'DOWNLINE'],
      ['TERMINATION_REFUSED', null],
      ['TERMINATION_REQUESTED', null],
      ['TERMINATION_CONFIRMED', 'DOWNLINE'],
    ]);
    const listed = await as<ContractPage>(
      'FINANCE',
      'GET',
      '/console-api/contracts?account=OPAGENT&operatorOnly=true',
    );
    expect(listed.body.value.list.map((c) => [c.id, c.status, c.callerSide])).toEqual([
      [id, 'CANCELLED', null],
    ]);
    expect((await as('ADMIN', 'GET', '/console-api/contracts/987654321/history')).body.errorCode).toBe(
      'not_found_entity',
    );
  });
});
