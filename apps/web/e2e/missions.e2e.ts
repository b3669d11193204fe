import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { headerBalance, logInNewMember, namedGame, useBrowserSuite, visible } from './support/app.ts';
import { createConsoleApi, type ConsoleApi } from './support/console-api.ts';

const SLOTS = {
  vassalage: 'MISSLOT',
  displayName: 'Mission Slots',
  gameId: 'star-slot',
  gameName: 'Star Slot',
};

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The rewards switch on, and a mission running today with a reachable and an unreachable milestone. */
export const openMission = async (consoleApi: ConsoleApi, title: { JA: string; EN: string }) => {
  const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === 'REWARDS',
      childrenNodes: on(node.childrenNodes),
    }));
  await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
  return consoleApi.request<{ id: number }>('POST', '/rewards/missions', {
    title,
    rules: {
      JA: '期間中のスロットの有効ベットが対象です。',
      EN: 'Valid bets on slots during the mission count.',
    },
    bannerUrl: null,
    // Yesterday to tomorrow in UTC holds today in the merchant's zone.
    startDay: utcDay(-1),
    endDay: utcDay(1),
    audience: { vipLevels: [], agentIds: [], labels: [] },
    categories: ['RNG'],
    milestones: [
      { condition: 'VALID_BET', target: '10.00', prize: { kind: 'MONEY', amount: '5.00' } },
      { condition: 'BET_COUNT', target: '100', prize: { kind: 'MONEY', amount: '50.00' } },
    ],
    leaderboard: {
      condition: 'VALID_BET',
      size: 10,
      prizes: [{ fromRank: 1, toRank: 3, prize: { kind: 'MONEY', amount: '20.00' } }],
    },
    claimDays: 3,
    published: true,
  });
};

const milestone = (page: Page, n: number) =>
  page.getByRole('listitem', { name: `Milestone ${n}`, exact: true });

describe.skipIf(!hasBrowser)('missions', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('a member reaches a milestone by playing, claims it, and the balance grows by its prize', async () => {
    await openMission(consoleApi, { JA: 'スロットチャレンジ', EN: 'Slot challenge' });
    await suite.server.addVendor({
      vassalage: SLOTS.vassalage,
      displayName: SLOTS.displayName,
      categories: ['RNG'],
      games: [namedGame(SLOTS.gameId, SLOTS.gameName, { gameType: 'RNG' })],
    });
    const { page, username } = await logInNewMember(suite, { prefix: 'msn', funds: '100.00' });
    await suite.server.playRound({
      username,
      vassalage: SLOTS.vassalage,
      gameId: SLOTS.gameId,
      stake: '20.00',
      payout: '0.00',
    });
    await page.goto('/member/missionLeaderboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Missions & leaderboard' }));
    await visible(page.getByRole('tab', { name: 'In progress 1' }));
    await visible(page.getByRole('heading', { level: 2, name: 'Slot challenge' }));

    // The statistics follow the round within a second: the page shows it once they have.
    await expect
      .poll(async () => {
        await page.reload();
        return (await visible(milestone(page, 1))).innerText();
      })
      .toContain('20.00 / 10.00');
    expect(await milestone(page, 2).innerText()).toContain('1 / 100');
    expect(await milestone(page, 2).innerText()).toContain('Incomplete');
    // The leaderboard: the member alone on the podium, its own row pinned.
    const board = page.getByRole('table');
    await expect.poll(() => board.innerText()).toContain('You');
    expect(await headerBalance(page)).toBe('80.00');

    await milestone(page, 1).getByRole('button', { name: 'Claim Milestone 1' }).click();
    await visible(page.getByText('Claimed 1 reward(s).'));
    await expect.poll(() => milestone(page, 1).innerText()).toContain('Received');
    await expect.poll(() => headerBalance(page)).toBe('85.00');
  });
});
