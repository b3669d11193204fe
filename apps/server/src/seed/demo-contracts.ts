import { MODULE_ID, type ContractTerms, type WhitelabelNode } from '@platform/contract';
import type { Services } from '../app.ts';
import type { Actor } from '../platform/audit/service.ts';

/** The contract kinds the demo shows, switched on for the demo install. */
const DEMO_KINDS = new Set<string>([MODULE_ID.DAILY_SALARY, MODULE_ID.DIVIDEND]);

const salary = (low: string, high: string): ContractTerms => ({
  kind: 'DAILY_SALARY',
  tiers: [
    { minValidBet: '10000', minActiveMembers: 1, rateType: 'PERCENT', rate: low },
    { minValidBet: '50000', minActiveMembers: 3, rateType: 'PERCENT', rate: high },
  ],
});
const dividend = (low: string, high: string): ContractTerms => ({
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [
    { minValidBet: '50000', minNetLoss: '5000', minActiveMembers: 2, periodicBet: null, rate: low },
    { minValidBet: '200000', minNetLoss: '20000', minActiveMembers: 4, periodicBet: null, rate: high },
  ],
});

/** The demo terms: the operator's with the demo agent, and the demo agent's (lower) with its sub-agent. */
const DEMO_CONTRACTS = [
  { agent: salary('1', '1.5'), sub: salary('0.5', '0.8') },
  { agent: dividend('20', '30'), sub: dividend('10', '15') },
];

/**
 * Demo contracts (only through the seed command, on demo accounts): the daily salary and dividend
 * switches on, the operator's contracts with the demo agent and the demo agent's with `demosub1`,
 * each offered and accepted through the contracts service as the parties would, at the services'
 * clock (the demo team's start, so its play falls under them).
 */
export const seedDemoContracts = async (
  services: Services,
  actor: Actor,
  accounts: { agent: { id: number; username: string }; subId: number },
) => {
  const { contracts, system } = services;
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: DEMO_KINDS.has(node.modId) || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));
  const accept = { answer: 'ACCEPT', endDownlineContracts: false } as const;
  for (const { agent, sub } of DEMO_CONTRACTS) {
    const own = await contracts.admin.offer(
      actor,
      { account: accounts.agent.username, product: 'ALL', terms: agent },
      'EN',
    );
    await contracts.answer(accounts.agent.id, own.id, accept);
    const given = await contracts.offer(
      accounts.agent.id,
      { downlineId: accounts.subId, product: 'ALL', terms: sub },
      'EN',
    );
    await contracts.answer(accounts.subId, given.id, accept);
  }
  return `demo contracts (daily salary and monthly dividend: operator → ${accounts.agent.username} → demosub1)`;
};
