import { randomUUID } from 'node:crypto';
import {
  MODULE_ID,
  type TicketEventAdmin,
  type TicketEventInput,
  type WhitelabelNode,
} from '@platform/contract';
import type { TestApp } from '../../../testing/index.ts';
import { send } from '../../../testing/requests.ts';

/*
 * What the tickets' tests share: the rewards switch, an event as the console saves it, grants.
 */

/** Turns the rewards switch (and its parents) on or off through the console. */
export const setRewardsSwitch = async (t: TestApp, admin: string, on: boolean) => {
  const tree = (
    await send<WhitelabelNode[]>(t, { method: 'GET', url: '/console-api/settings/whitelabel', token: admin })
  ).body.value;
  const holds = (node: WhitelabelNode): boolean =>
    node.modId === MODULE_ID.REWARDS || node.childrenNodes.some(holds);
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? on : holds(node) ? true : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  const saved = await send(t, {
    method: 'PUT',
    url: '/console-api/settings/whitelabel',
    token: admin,
    payload: turned(tree),
  });
  if (saved.status !== 200) throw new Error(`the switch was not saved: ${saved.status}`);
};

/** A prize wheel open for a year around `now`: 1000.00 budget, a 100 prize, 10 points, an item, try again. */
export const wheelEvent = (now: Date, overrides: Partial<TicketEventInput> = {}): TicketEventInput => ({
  kind: 'PRIZE_WHEEL',
  title: { JA: 'ホイール', EN: 'Wheel' },
  startsAt: new Date(now.getTime() - 86_400_000).toISOString(),
  endsAt: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
  schedule: null,
  prizes: [
    { kind: 'MONEY', weight: 1, amount: '100' },
    { kind: 'RETRY', weight: 1 },
  ],
  budget: '1000',
  rules: [],
  audience: { vipLevels: [], agentIds: [], labels: [] },
  enabled: true,
  ...overrides,
});

export const saveEvent = async (t: TestApp, admin: string, input: TicketEventInput, id?: number) => {
  const answer = await send<TicketEventAdmin>(t, {
    method: id === undefined ? 'POST' : 'PUT',
    url: `/console-api/rewards/tickets/events${id === undefined ? '' : `/${id}`}`,
    token: admin,
    language: 'EN',
    payload: input,
  });
  if (answer.status !== 200) throw new Error(`the event was not saved: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
};

export const grantTickets = async (
  t: TestApp,
  admin: string,
  eventId: number,
  accounts: string[],
  count: number,
) => {
  const answer = await send<{ members: number; issued: number }>(t, {
    method: 'POST',
    url: '/console-api/rewards/tickets/grants',
    token: admin,
    payload: { eventId, accounts, count, requestId: randomUUID() },
  });
  if (answer.status !== 200) throw new Error(`the grant failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
};
