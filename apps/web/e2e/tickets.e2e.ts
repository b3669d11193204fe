import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketEventAdmin, WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';
import { createConsoleApi } from './support/console-api.ts';

/** The rewards switch on, and its parents. */
const rewardsOn = (nodes: WhitelabelNode[]): WhitelabelNode[] => {
  const holds = (node: WhitelabelNode): boolean => node.modId === 'REWARDS' || node.childrenNodes.some(holds);
  return nodes.map((node) => ({
    ...node,
    enabled: holds(node) ? true : node.enabled,
    childrenNodes: rewardsOn(node.childrenNodes),
  }));
};

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe.skipIf(!hasBrowser)('tickets', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);
  let event: TicketEventAdmin;

  beforeAll(async () => {
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    await consoleApi.request('PUT', '/settings/whitelabel', rewardsOn(tree));
    const now = Date.now();
    event = await consoleApi.request<TicketEventAdmin>('POST', '/rewards/tickets/events', {
      kind: 'PRIZE_WHEEL',
      title: { JA: 'ホイールE2E', EN: 'Wheel E2E' },
      startsAt: new Date(now - 86_400_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      // Every segment that can be drawn pays money; "try again" is there for the budget only.
      prizes: [
        { kind: 'MONEY', weight: 1, amount: '25' },
        { kind: 'RETRY', weight: 0 },
        { kind: 'MONEY', weight: 1, amount: '50' },
        { kind: 'MONEY', weight: 1, amount: '75' },
      ],
      budget: '1000',
    });
  });

  it('spins a granted prize-wheel ticket to the drawn segment and credits its prize', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'tix', funds: '100.00' });
    await consoleApi.request('POST', '/rewards/tickets/grants', {
      eventId: event.id,
      accounts: [username],
      count: 1,
      requestId: randomUUID(),
    });
    await page.goto('/member/tickets');
    await visible(page.getByRole('heading', { level: 1, name: 'Tickets' }));
    await visible(page.getByRole('tab', { name: /Prize wheel/, selected: true }));
    const card = page.getByRole('article', { name: 'Wheel E2E' });
    expect(await textOf(card.getByText('1 ticket to open'))).toBe('1 ticket to open');
    // The odds as published: a third each, "try again" never.
    expect(await card.locator('.tickets-odds__share').allInnerTexts()).toEqual([
      '33.33%',
      '0.00%',
      '33.33%',
      '33.33%',
    ]);
    const labels = await card.locator('.tickets-odds__label').allInnerTexts();
    const balance = page.getByTestId('tickets-balance');
    expect(amountOf(await textOf(balance))).toBe(100);

    await card.getByRole('button', { name: 'Spin the wheel' }).click();
    const result = await visible(page.getByRole('dialog', { name: 'You won!' }));
    const prize = await textOf(result.getByTestId('ticket-result-prize'));

    // Where the wheel stopped, read from its computed transform: the segment under the top pointer.
    const angle = await card.locator('.tickets-wheel__disc').evaluate((disc) => {
      const matrix = new DOMMatrixReadOnly(getComputedStyle(disc).transform);
      return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
    });
    const segment = 360 / labels.length;
    const underPointer = Math.floor(((((360 - angle) % 360) + 360) % 360) / segment);
    expect(labels[underPointer]).toBe(prize);
    expect(await result.getByTestId('ticket-result-prize').getAttribute('data-prize-index')).toBe(
      String(underPointer),
    );

    // The credit shows in the balance, and the ticket is gone.
    await expect.poll(async () => amountOf(await balance.innerText())).toBe(100 + amountOf(prize));
    await result.getByRole('button', { name: 'Close' }).first().click();
    await visible(card.getByText('0 tickets to open'));

    await page.getByRole('tab', { name: 'Records' }).click();
    await visible(page.getByRole('listitem').filter({ hasText: 'Wheel E2E' }).filter({ hasText: prize }));
  });
});
