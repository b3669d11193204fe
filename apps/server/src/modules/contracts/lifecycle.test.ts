import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contract,
  ContractFlags,
  ContractPolicies,
  ContractHistoryEntry,
  ContractLimits,
  ContractPage,
  ContractTerms,
} from '@platform/contract';
import { createTestApp, openTrialSession, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { agentToken, createTree, dailyTerms, dividendTerms, setContractSwitches } from './testing.ts';
import { periodLastInstant, termsInForce } from './terms.ts';

let t: TestApp;
let admin: string;
let ids: Map<string, number>;
const token: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = <T = Contract>(who: string, method: Method, url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    token: token[who] ?? who,
    ...(payload === undefined ? {} : { payload }),
  });
const operator = <T = Contract>(method: Method, url: string, payload?: unknown) =>
  send<T>(t, { method, url, language: 'EN', token: admin, ...(payload === undefined ? {} : { payload }) });

const idOf = (username: string) => {
  const id = ids.get(username);
  if (id === undefined) throw new Error(`no ${username}`);
  return id;
};
const offer = (upline: string, downline: string, terms: ContractTerms, product = 'ALL') =>
  call(upline, 'POST', '/wps/agent/contracts', { downlineId: idOf(downline), product, terms });
const answer = (who: string, id: number, verdict: 'ACCEPT' | 'REJECT', endDownlineContracts?: boolean) =>
  call(who, 'POST', `/wps/agent/contracts/${id}/answer`, {
    answer: verdict,
    ...(endDownlineContracts === undefined ? {} : { endDownlineContracts }),
  });
const terminate = (who: string, id: number) => call(who, 'POST', `/wps/agent/contracts/${id}/terminate`);
const historyOf = async (who: string, id: number) =>
  (
    await call<{ list: ContractHistoryEntry[] }>(who, 'GET', `/wps/agent/contracts/${id}/history`)
  ).body.value.list.map((entry) => [entry.event, entry.by]);
const fieldsOf = (answer: { body: { value: unknown } }) =>
  (answer.body.value as { fields: Record<string, string> }).fields;
const rateOf = (contract: Contract) =>
  contract.terms?.kind === 'DAILY_SALARY' ? contract.terms.tiers[0]?.rate : null;

/** The operator's signed daily salary contract with `account`. */
const operatorSigns = async (account: string, terms: ContractTerms) => {
  const offered = await operator('POST', '/console-api/contracts', { account, product: 'ALL', terms });
  expect(offered.status).toBe(200);
  expect((await answer(account, offered.body.value.id, 'ACCEPT')).status).toBe(200);
  return offered.body.value.id;
};
const signs = async (upline: string, downline: string, terms: ContractTerms) => {
  const offered = await offer(upline, downline, terms);
  expect([offered.status, offered.body.errorCode]).toEqual([200, undefined]);
  const accepted = await answer(downline, offered.body.value.id, 'ACCEPT');
  expect(accepted.body.value.status).toBe('SIGNED');
  return offered.body.value.id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'contractlead', 'ADMIN');
  // ctop → cmid → clow → cbase, ctop → csib, cmid → cplayer (a member), cother another top-level agent.
  ids = await createTree(t, [
    { username: 'ctop', upline: null },
    { username: 'cmid', upline: 'ctop' },
    { username: 'clow', upline: 'cmid' },
    { username: 'cbase', upline: 'clow' },
    { username: 'csib', upline: 'ctop' },
    { username: 'cplayer', upline: 'cmid', agent: false },
    { username: 'cother', upline: null },
  ]);
  for (const username of ['ctop', 'cmid', 'clow', 'cbase', 'csib', 'cother']) {
    token[username] = await agentToken(t, username);
  }
  token.cplayer = await agentToken(t, 'cplayer', 'MEMBER');
});
afterAll(async () => {
  await t.close();
});

describe('contract lifecycle', () => {
  it('refuses every kind while its white-label switch is off', async () => {
    await setContractSwitches(t, admin, false);
    const offered = await operator('POST', '/console-api/contracts', {
      account: 'ctop',
      product: 'ALL',
      terms: dailyTerms('3'),
    });
    expect([offered.status, offered.body.errorCode]).toEqual([403, 'contract_kind_disabled']);
    const listed = await call('ctop', 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE');
    expect([listed.status, listed.body.errorCode]).toEqual([403, 'contract_kind_disabled']);
    expect(
      (await call<{ list: Contract[] }>('ctop', 'GET', '/wps/agent/contracts/waiting')).body.value.list,
    ).toEqual([]);
    await setContractSwitches(t, admin, true);
  });

  it('signs the operator’s offer: pending, waiting in the popup, accepted once, flags on', async () => {
    const wrongAgent = await operator('POST', '/console-api/contracts', {
      account: 'cmid',
      product: 'ALL',
      terms: dailyTerms('3'),
    });
    expect([wrongAgent.status, wrongAgent.body.errorCode]).toEqual([404, 'not_found_entity']);
    const tooHigh = await operator('POST', '/console-api/contracts', {
      account: 'ctop',
      product: 'ALL',
      terms: dailyTerms('6'),
    });
    expect(tooHigh.status).toBe(422);
    expect(fieldsOf(tooHigh)).toEqual({ 'terms.tiers.0.rate': "Between 0% and 5% (the operator's limits)" });

    const offered = await operator('POST', '/console-api/contracts', {
      account: 'CTop',
      product: 'ALL',
      terms: dailyTerms('2', '3'),
    });
    expect(offered.body.value).toMatchObject({
      status: 'PENDING',
      upline: null,
      terms: null,
      requestedBy: 'UPLINE',
    });
    expect(offered.body.value.proposedTerms).toEqual({
      kind: 'DAILY_SALARY',
      tiers: [
        { minValidBet: '1000.00', minActiveMembers: 1, rateType: 'PERCENT', rate: '2' },
        { minValidBet: '2000.00', minActiveMembers: 2, rateType: 'PERCENT', rate: '3' },
      ],
    });
    const again = await operator('POST', '/console-api/contracts', {
      account: 'ctop',
      product: 'ALL',
      terms: dailyTerms('1'),
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'contract_exists']);

    const waiting = await call<{ list: Contract[] }>('ctop', 'GET', '/wps/agent/contracts/waiting');
    expect(waiting.body.value.list.map((c) => [c.id, c.callerSide])).toEqual([
      [offered.body.value.id, 'DOWNLINE'],
    ]);
    const flags = await call<ContractFlags>('ctop', 'GET', '/wps/member/info/funds/consolidated');
    expect(flags.body.value).toEqual({
      divtypereq: false,
      dailysalreqtype: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });

    const accepted = await answer('ctop', offered.body.value.id, 'ACCEPT');
    expect(accepted.body.value).toMatchObject({ status: 'SIGNED', proposedTerms: null, requestedBy: null });
    expect(accepted.body.value.signedAt).not.toBeNull();
    expect(accepted.body.value.effectiveFrom).toBe(accepted.body.value.signedAt);
    const twice = await answer('ctop', offered.body.value.id, 'ACCEPT');
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'contract_not_waiting']);
    expect(await historyOf('ctop', offered.body.value.id)).toEqual([
      ['OFFERED', null],
      ['ACCEPTED', 'DOWNLINE'],
    ]);
  });

  it('keeps offers to direct downline agents within the upline’s own terms', async () => {
    const unsigned = await offer('cmid', 'clow', dailyTerms('1'));
    expect([unsigned.status, unsigned.body.errorCode]).toEqual([409, 'contract_upline_unsigned']);
    for (const downline of ['clow', 'cplayer', 'cother', 'ctop']) {
      const refused = await offer('ctop', downline, dailyTerms('1'));
      expect([downline, refused.status, refused.body.errorCode]).toEqual([downline, 404, 'not_found_entity']);
    }
    const above = await offer('ctop', 'cmid', dailyTerms('2', '3.5'));
    expect(fieldsOf(above)).toEqual({ 'terms.tiers.1.rate': 'At most 3% (your own rate)' });
    const falling = await offer('ctop', 'cmid', dailyTerms('2', '1'));
    expect([falling.status, fieldsOf(falling)]).toEqual([
      422,
      { terms: 'Each tier must ask more than the one before it, at a rate no lower' },
    ]);
    const fixed = await offer('ctop', 'cmid', {
      kind: 'DAILY_SALARY',
      tiers: [{ minValidBet: '1000', minActiveMembers: 1, rateType: 'FIXED', rate: '50' }],
    });
    expect(fieldsOf(fixed)).toEqual({ 'terms.tiers.0.rate': 'At most 0.00' });
    const otherProduct = await offer('ctop', 'cmid', dailyTerms('1'), 'SPORTS');
    expect(otherProduct.body.errorCode).toBe('contract_upline_unsigned');

    const limits = await call<ContractLimits>(
      'ctop',
      'GET',
      '/wps/agent/contracts/limits?kind=DAILY_SALARY&product=ALL',
    );
    expect(limits.body.value).toMatchObject({ minRate: '0', maxRate: '5', maxFixedAmount: '100000' });
    expect(limits.body.value.candidates.map((c) => c.account)).toEqual(['cmid', 'csib']);
    expect(rateOf({ terms: limits.body.value.ownTerms } as Contract)).toBe('2');
  });

  it('rejects, withdraws, signs, changes and refuses a change, keeping the terms in force over time', async () => {
    const first = await offer('ctop', 'cmid', dailyTerms('2'));
    expect((await answer('cmid', first.body.value.id, 'REJECT')).body.value).toMatchObject({
      status: 'NOT_SIGNED',
      proposedTerms: null,
    });
    const second = await offer('ctop', 'cmid', dailyTerms('2'));
    const notTheirs = await terminate('cmid', second.body.value.id);
    expect([notTheirs.status, notTheirs.body.errorCode]).toEqual([409, 'contract_not_changeable']);
    expect((await terminate('ctop', second.body.value.id)).body.value.status).toBe('CANCELLED');
    expect(await historyOf('cmid', second.body.value.id)).toEqual([
      ['OFFERED', 'UPLINE'],
      ['WITHDRAWN', 'UPLINE'],
    ]);

    const id = await signs('ctop', 'cmid', dailyTerms('2'));
    const url = `/wps/agent/contracts/${id}`;
    const same = await call('ctop', 'PUT', url, { terms: dailyTerms('2.00') });
    expect([same.status, same.body.errorCode]).toEqual([409, 'contract_no_change']);
    const otherKind = await call('ctop', 'PUT', url, { terms: dividendTerms('MONTHLY', '1') });
    expect(fieldsOf(otherKind)).toEqual({ 'terms.kind': 'This option is not available' });
    const byDownline = await call('cmid', 'PUT', url, { terms: dailyTerms('1') });
    expect(byDownline.body.errorCode).toBe('not_found_entity');

    expect((await call('ctop', 'PUT', url, { terms: dailyTerms('1.5') })).body.value).toMatchObject({
      status: 'PENDING_CHANGE',
    });
    const busy = await call('ctop', 'PUT', url, { terms: dailyTerms('1') });
    expect(busy.body.errorCode).toBe('contract_not_changeable');
    const ownAnswer = await answer('ctop', id, 'ACCEPT');
    expect(ownAnswer.body.errorCode).toBe('contract_not_waiting');
    const refused = await answer('cmid', id, 'REJECT');
    expect([refused.body.value.status, rateOf(refused.body.value), refused.body.value.proposedTerms]).toEqual(
      ['SIGNED', '2', null],
    );

    await call('ctop', 'PUT', url, { terms: dailyTerms('2.5') });
    const before = new Date();
    await new Promise((resolve) => setImmediate(resolve));
    const changed = await answer('cmid', id, 'ACCEPT');
    expect([changed.body.value.status, rateOf(changed.body.value)]).toEqual(['SIGNED', '2.5']);
    const rateAt = async (at: Date) =>
      (await termsInForce(t.db, 'DAILY_SALARY', at))
        .filter((row) => row.contractId === id)
        .map((row) => (row.terms.kind === 'DAILY_SALARY' ? row.terms.tiers[0]?.rate : null));
    expect(await rateAt(periodLastInstant(before))).toEqual(['2']);
    expect(await rateAt(new Date(Date.now() + 1000))).toEqual(['2.5']);
    expect(await historyOf('ctop', id)).toEqual([
      ['OFFERED', 'UPLINE'],
      ['ACCEPTED', 'DOWNLINE'],
      ['CHANGE_OFFERED', 'UPLINE'],
      ['CHANGE_REJECTED', 'DOWNLINE'],
      ['CHANGE_OFFERED', 'UPLINE'],
      ['CHANGE_ACCEPTED', 'DOWNLINE'],
    ]);
  });

  it('ends a contract when the other side confirms its termination, and not when it refuses', async () => {
    const [contract] = (
      await call<ContractPage>(
        'cmid',
        'GET',
        '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE&status=SIGNED',
      )
    ).body.value.list;
    const id = contract?.id ?? 0;
    expect((await terminate('cmid', id)).body.value).toMatchObject({
      status: 'PENDING_TERMINATION',
      requestedBy: 'DOWNLINE',
    });
    expect((await answer('cmid', id, 'ACCEPT')).body.errorCode).toBe('contract_not_waiting');
    const waiting = await call<{ list: Contract[] }>('ctop', 'GET', '/wps/agent/contracts/waiting');
    expect(waiting.body.value.list.map((c) => [c.id, c.callerSide])).toEqual([[id, 'UPLINE']]);
    expect((await answer('ctop', id, 'REJECT')).body.value).toMatchObject({
      status: 'SIGNED',
      requestedBy: null,
    });

    expect((await terminate('ctop', id)).body.value.requestedBy).toBe('UPLINE');
    const ended = await answer('cmid', id, 'ACCEPT');
    expect(ended.body.value.status).toBe('CANCELLED');
    expect(ended.body.value.endedAt).not.toBeNull();
    expect((await terminate('ctop', id)).body.errorCode).toBe('contract_not_changeable');
    expect(
      (await termsInForce(t.db, 'DAILY_SALARY', new Date(Date.now() + 1000))).map((row) => row.contractId),
    ).not.toContain(id);
  });

  it('ends the downline contracts above new lower terms, three levels down, only when the agent confirms', async () => {
    const mid = await signs('ctop', 'cmid', dailyTerms('2.5'));
    const low = await signs('cmid', 'clow', dailyTerms('2'));
    const base = await signs('clow', 'cbase', dailyTerms('1.5'));
    const sib = await signs('ctop', 'csib', dailyTerms('1'));
    const [top] = (
      await operator<ContractPage>(
        'GET',
        '/console-api/contracts?account=ctop&operatorOnly=true&status=SIGNED',
      )
    ).body.value.list;
    const topId = top?.id ?? 0;

    expect(
      (await operator('PUT', `/console-api/contracts/${topId}`, { terms: dailyTerms('1') })).body.value
        .status,
    ).toBe('PENDING_CHANGE');
    const warned = await answer('ctop', topId, 'ACCEPT');
    expect([warned.status, warned.body.errorCode]).toEqual([409, 'contract_downline_higher_rate']);
    const listed = (warned.body.value as unknown as { contracts: Contract[] }).contracts;
    expect(listed.map((c) => c.id)).toEqual([mid, low, base]);
    expect(
      (await call<ContractPage>('clow', 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=UPLINE')).body
        .value.list[0]?.status,
    ).toBe('SIGNED');

    const accepted = await answer('ctop', topId, 'ACCEPT', true);
    expect([accepted.body.value.status, rateOf(accepted.body.value)]).toEqual(['SIGNED', '1']);
    for (const [who, id] of [
      ['cmid', mid],
      ['clow', low],
      ['cbase', base],
    ] as const) {
      const [contract] = (
        await call<ContractPage>(who, 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE')
      ).body.value.list;
      expect([contract?.id, contract?.status]).toEqual([id, 'CANCELLED']);
      expect((await historyOf(who, id)).at(-1)).toEqual(['AUTO_TERMINATED', null]);
    }
    const kept = (
      await call<ContractPage>('csib', 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE')
    ).body.value.list;
    expect(kept.map((c) => [c.id, c.status])).toEqual([[sib, 'SIGNED']]);
    const flags = await call<ContractFlags>('cbase', 'GET', '/wps/member/info/funds/consolidated');
    expect(flags.body.value.dailysalreqtype).toBe(false);
  });

  it('lets one of two answers at once win, the other finding nothing waiting', async () => {
    for (const verdicts of [
      ['ACCEPT', 'ACCEPT'],
      ['REJECT', 'ACCEPT'],
    ] as const) {
      const offered = await offer('ctop', 'cmid', dailyTerms('0.5'));
      const answers = await Promise.all(
        verdicts.map((verdict) => answer('cmid', offered.body.value.id, verdict)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.errorCode).toBe('contract_not_waiting');
      const history = await historyOf('cmid', offered.body.value.id);
      expect(history).toHaveLength(2);
      const [contract] = (
        await call<ContractPage>('cmid', 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE')
      ).body.value.list;
      if (contract?.status === 'SIGNED')
        await terminate('ctop', contract.id).then(() => answer('cmid', contract.id, 'ACCEPT'));
    }
  });

  it('shows a contract to its two parties only', async () => {
    const [contract] = (
      await call<ContractPage>(
        'ctop',
        'GET',
        '/wps/agent/contracts?kind=DAILY_SALARY&side=UPLINE&account=csib',
      )
    ).body.value.list;
    const id = contract?.id ?? 0;
    for (const stranger of ['cmid', 'clow', 'cother']) {
      for (const attempt of [
        call(stranger, 'GET', `/wps/agent/contracts/${id}/history`),
        answer(stranger, id, 'ACCEPT'),
        terminate(stranger, id),
        call(stranger, 'PUT', `/wps/agent/contracts/${id}`, { terms: dailyTerms('0.5') }),
      ]) {
        const refused = await attempt;
        expect([stranger, refused.status, refused.body.errorCode]).toEqual([
          stranger,
          404,
          'not_found_entity',
        ]);
      }
      const theirs = await call<ContractPage>(
        stranger,
        'GET',
        '/wps/agent/contracts?kind=DAILY_SALARY&side=UPLINE&account=csib',
      );
      expect(theirs.body.value.list).toEqual([]);
    }
    const missing = await call('ctop', 'GET', '/wps/agent/contracts/987654321/history');
    expect(missing.body.errorCode).toBe('not_found_entity');
  });

  it('refuses a non-agent, a trial account and a visitor', async () => {
    const forbidden = await call('cplayer', 'GET', '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE');
    expect([forbidden.status, forbidden.body.errorCode]).toEqual([403, 'forbidden']);
    expect(
      (await call<{ list: Contract[] }>('cplayer', 'GET', '/wps/agent/contracts/waiting')).body.value.list,
    ).toEqual([]);
    const trial = await openTrialSession(t.services, t.db, 'contracttrial2');
    for (const url of [
      '/wps/agent/contracts/waiting',
      '/wps/agent/contracts?kind=DAILY_SALARY&side=DOWNLINE',
    ]) {
      const refused = await send(t, { method: 'GET', url, token: trial });
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'in_need_true_account']);
      const visitor = await send(t, { method: 'GET', url });
      expect(visitor.status).toBe(401);
    }
  });

  it('answers hostile strings and huge numbers with field errors, never a 500', async () => {
    const badRates = ['1e2', '-1', '<script>', '１', '100.001', '101', ' ', '0x10'];
    for (const rate of badRates) {
      const refused = await offer('ctop', 'csib', dailyTerms(rate));
      expect([rate, refused.status]).toEqual([rate, 422]);
    }
    const bodies: unknown[] = [
      { downlineId: 1e20, product: 'ALL', terms: dailyTerms('1') },
      { downlineId: idOf('csib'), product: 'ALL; drop table contracts', terms: dailyTerms('1') },
      { downlineId: idOf('csib'), product: 'ALL', terms: { ...dailyTerms('1'), extra: 1 } },
      { downlineId: idOf('csib'), product: 'ALL', terms: { kind: 'DAILY_SALARY', tiers: [] } },
      {
        downlineId: idOf('csib'),
        product: 'ALL',
        terms: dailyTerms(...Array.from({ length: 11 }, (_, n) => String(n / 10))),
      },
      {
        downlineId: idOf('csib'),
        product: 'ALL',
        terms: {
          kind: 'DAILY_SALARY',
          tiers: [
            { minValidBet: '99999999999999999999', minActiveMembers: 1, rateType: 'PERCENT', rate: '1' },
          ],
        },
      },
      {
        downlineId: idOf('csib'),
        product: 'ALL',
        terms: {
          kind: 'DAILY_SALARY',
          tiers: [{ minValidBet: '1000', minActiveMembers: 1e12, rateType: 'PERCENT', rate: '1' }],
        },
      },
    ];
    for (const body of bodies) {
      const refused = await call('ctop', 'POST', '/wps/agent/contracts', body);
      expect([JSON.stringify(body).slice(0, 80), refused.status]).toEqual([
        JSON.stringify(body).slice(0, 80),
        422,
      ]);
    }
    for (const url of [
      '/wps/agent/contracts/99999999999999999999/history',
      '/wps/agent/contracts/-1/history',
      '/wps/agent/contracts/abc/history',
      '/wps/agent/contracts?kind=DAILY_SALARY&side=UPLINE&pageSize=100000',
      '/wps/agent/contracts?kind=NOPE&side=UPLINE',
    ]) {
      expect([url, (await call('ctop', 'GET', url)).status]).toEqual([url, 422]);
    }
    const hostileAccount = await call<ContractPage>(
      'ctop',
      'GET',
      `/wps/agent/contracts?kind=DAILY_SALARY&side=UPLINE&account=${encodeURIComponent("x' or 1=1 --")}`,
    );
    expect([hostileAccount.status, hostileAccount.body.value.list]).toEqual([200, []]);
  });

  it('keeps a dividend’s period to the policy’s and the upline’s own', async () => {
    const policies = await operator<ContractPolicies>('GET', '/console-api/contracts/policies');
    const { enabled, ...rest } = policies.body.value.DIVIDEND;
    expect(enabled).toBe(true);
    expect(
      (
        await operator('PUT', '/console-api/contracts/policies/DIVIDEND', {
          ...rest,
          dividendPeriods: ['WEEKLY', 'MONTHLY'],
        })
      ).status,
    ).toBe(200);
    const notAllowed = await operator('POST', '/console-api/contracts', {
      account: 'ctop',
      product: 'ALL',
      terms: dividendTerms('DAILY', '30'),
    });
    expect(fieldsOf(notAllowed)).toEqual({ 'terms.period': 'This option is not available' });
    await operatorSigns('ctop', dividendTerms('MONTHLY', '30'));
    const otherPeriod = await offer('ctop', 'cmid', dividendTerms('WEEKLY', '20'));
    expect(fieldsOf(otherPeriod)).toEqual({ 'terms.period': 'This option is not available' });
    const signed = await signs('ctop', 'cmid', dividendTerms('MONTHLY', '20'));
    expect(signed).toBeGreaterThan(0);
    const flags = await call<ContractFlags>('cmid', 'GET', '/wps/member/info/funds/consolidated');
    expect(flags.body.value).toMatchObject({ divtypereq: true });
  });
});
