/**
 * Captures the missions and leaderboard page (in progress with a claimable milestone, the podium and
 * the member's own row; coming soon) on a phone and a desktop, dark (Japanese) and light (English),
 * into /screenshots/missions (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/missions-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { MODULE_ID, missionInputSchema, type MissionInput, type WhitelabelNode } from '@platform/contract';
import { createTestMember, merchantToday } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const MEMBER = { username: 'demomember', password: 'demo1234' };

const shots = await startScreenshots('missions', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const mission = (title: string, startDay: string, endDay: string): MissionInput => ({
  title: { JA: `${title}（デモ）`, EN: `${title} (demo)` },
  rules: {
    JA: '<p>期間中のスロットの有効ベット額で達成します。</p><ul><li>報酬は終了後3日以内に受け取り</li><li>ランキングは終了時に確定</li></ul>',
    EN: '<p>Valid bets on slots during the mission count.</p><ul><li>Claim within 3 days of the end</li><li>The ranking is final at the end</li></ul>',
  },
  bannerUrl: null,
  startDay,
  endDay,
  audience: { vipLevels: [], agentIds: [], labels: [] },
  categories: ['RNG'],
  milestones: [
    { condition: 'VALID_BET', target: '1000.00', prize: { kind: 'MONEY', amount: '100.00' } },
    { condition: 'BET_COUNT', target: '10', prize: { kind: 'POINTS', points: 500 } },
    {
      condition: 'VALID_BET',
      target: '20000.00',
      prize: { kind: 'BONUS', amount: '1000.00', turnover: { multiple: 300, weights: { RNG: 10_000 } } },
    },
    { condition: 'PROFIT_MULTIPLIER', target: '1.50', prize: { kind: 'MONEY', amount: '500.00' } },
  ],
  leaderboard: {
    condition: 'VALID_BET',
    size: 10,
    prizes: [
      { fromRank: 1, toRank: 1, prize: { kind: 'MONEY', amount: '10000.00' } },
      { fromRank: 2, toRank: 3, prize: { kind: 'MONEY', amount: '3000.00' } },
    ],
  },
  claimDays: 3,
  published: true,
});

/** The rewards switch on, two missions, and today's slot play of the demo member and five others. */
const prepare = async () => {
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.REWARDS,
      childrenNodes: on(node.childrenNodes),
    }));
  await services.system.setWhitelabel(on(await services.system.getWhitelabel()));
  const today = await merchantToday(services);
  const actor = { staffId: 1, username: 'screenshots', ip: '127.0.0.1' };
  await services.missions.admin.save(
    actor,
    null,
    missionInputSchema.parse(mission('スロット週間チャレンジ', shift(today, -1), shift(today, 5))),
  );
  await services.missions.admin.save(
    actor,
    null,
    missionInputSchema.parse(mission('ライブ・マラソン', shift(today, 2), shift(today, 8))),
  );
  const member = await services.members.findByUsername(MEMBER.username);
  if (!member) throw new Error('no demo member');
  const players = [member.id];
  for (const name of ['sakura77', 'kenji', 'luckystar', 'tokyo88', 'mika']) {
    players.push((await createTestMember(services, { username: name, password: 'secret123' })).id);
  }
  // Each player's rounds of today: the demo member reaches the first two milestones.
  const stakes = [
    [2_400_00, 12],
    [9_800_00, 20],
    [6_150_00, 8],
    [4_300_00, 15],
    [1_200_00, 4],
    [800_00, 3],
  ];
  for (const [n, memberId] of players.entries()) {
    const [total = 0, rounds = 1] = stakes[n] ?? [];
    for (let round = 0; round < rounds; round += 1) {
      const stake = Math.floor(total / rounds);
      await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
        values ('round.settled', ${memberId}::bigint, now() - interval '1 minute',
          jsonb_build_object('vassalage', 'SHOTS', 'roundId', ${`shot-${memberId}-${round}`}::text, 'nodeId', 1,
            'category', 'RNG', 'stake', ${String(stake)}::text, 'validBet', ${String(stake)}::text,
            'payout', ${String(round % 3 === 0 ? stake * 2 : 0)}::text, 'uplineIds', '[]'::jsonb))`);
    }
  }
  await services.statistics.drain();
};

const settle = async (page: Page) => {
  await page.locator('.page-status').first().waitFor({ state: 'detached' });
  await page.locator('.podium, .board__empty').first().waitFor();
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'missions',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/missionLeaderboard');
      await settle(page);
      await page.screenshot({ path: `${outDir}in-progress-${name}.png`, fullPage: true });
      await page.goto('/member/missionLeaderboard?status=COMING_SOON');
      await settle(page);
      await page.screenshot({ path: `${outDir}coming-soon-${name}.png` });
    },
  );
});
