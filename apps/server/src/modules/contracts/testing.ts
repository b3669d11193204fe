import { CONTRACT_KINDS, MEMBER_TYPE, type ContractTerms, type WhitelabelNode } from '@platform/contract';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import type { TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';

/*
 * What the contracts' tests share: an agent tree of their own, the kinds' switches, terms and calls.
 */

export const PASSWORD = 'contract123';

/** Turns the four contract kinds' white-label switches on (and their parents) or off. */
export const setContractSwitches = async (t: TestApp, admin: string, on: boolean) => {
  const kinds = new Set<string>(CONTRACT_KINDS);
  const tree = (
    await send<WhitelabelNode[]>(t, { method: 'GET', url: '/console-api/settings/whitelabel', token: admin })
  ).body.value;
  const holds = (node: WhitelabelNode): boolean => kinds.has(node.modId) || node.childrenNodes.some(holds);
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: kinds.has(node.modId) ? on : holds(node) ? true : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  const saved = await send(t, {
    method: 'PUT',
    url: '/console-api/settings/whitelabel',
    token: admin,
    payload: turned(tree),
  });
  if (saved.status !== 200) throw new Error(`the switches were not saved: ${saved.status}`);
};

/** Members under `upline` (null: top level), agents unless said; answers their ids by username. */
export const createTree = async (
  t: TestApp,
  accounts: readonly { username: string; upline: string | null; agent?: boolean }[],
) => {
  const passwordHash = await hashPassword(PASSWORD);
  const ids = new Map<string, number>();
  for (const account of accounts) {
    const parentId = account.upline === null ? null : ids.get(account.upline);
    if (parentId === undefined) throw new Error(`${account.upline ?? ''} comes first`);
    const created = await t.services.members.createMember({
      username: account.username,
      passwordHash,
      type: account.agent === false ? MEMBER_TYPE.MEMBER : MEMBER_TYPE.AGENT,
      language: 'EN',
      parentId,
    });
    ids.set(account.username, created.id);
  }
  return ids;
};

export const agentToken = async (t: TestApp, username: string, portal: 'AGENT' | 'MEMBER' = 'AGENT') => {
  const answer = await login(t, { username, password: PASSWORD, portal });
  if (answer.status !== 200) throw new Error(`${username} did not log in: ${answer.status}`);
  return answer.body.value.token;
};

/** Daily salary terms of one percentage tier per rate, rising. */
export const dailyTerms = (...rates: string[]): ContractTerms => ({
  kind: 'DAILY_SALARY',
  tiers: rates.map((rate, n) => ({
    minValidBet: String(1000 * (n + 1)),
    minActiveMembers: n + 1,
    rateType: 'PERCENT',
    rate,
  })),
});

export const dividendTerms = (
  period: 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY',
  rate: string,
): ContractTerms => ({
  kind: 'DIVIDEND',
  period,
  tiers: [{ minValidBet: '10000', minNetLoss: '1000', minActiveMembers: 2, periodicBet: null, rate }],
});
