import { MODULE_ID, missionInputSchema, type MissionInput, type WhitelabelNode } from '@platform/contract';
import type { Services } from '../app.ts';
import { formatTimestamp } from '../platform/time.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Three demo missions around today: one running, one coming soon, one finished. Titles say (demo). */
const demoMissions = (today: string): MissionInput[] => {
  const base = {
    rules: {
      JA: '<p>期間中の対象ゲームの有効ベット額・入金額で達成します。報酬は達成後、期間終了から3日以内に受け取ってください。</p>',
      EN: '<p>Valid bets on the counted games and deposits during the mission count. Claim each reward within 3 days of the end.</p>',
    },
    bannerUrl: null,
    audience: { vipLevels: [], agentIds: [], labels: [] },
    claimDays: 3,
    published: true,
  };
  const milestones: MissionInput['milestones'] = [
    { condition: 'VALID_BET', target: '1000.00', prize: { kind: 'MONEY', amount: '100.00' } },
    { condition: 'DEPOSIT_AMOUNT', target: '5000.00', prize: { kind: 'MONEY', amount: '300.00' } },
    { condition: 'BET_COUNT', target: '50', prize: { kind: 'MONEY', amount: '200.00' } },
    {
      condition: 'VALID_BET',
      target: '50000.00',
      prize: {
        kind: 'BONUS',
        amount: '2000.00',
        turnover: { multiple: 300, weights: { RNG: 10_000, LIVE: 5_000 } },
      },
    },
  ];
  const leaderboard: MissionInput['leaderboard'] = {
    condition: 'VALID_BET',
    size: 20,
    prizes: [
      { fromRank: 1, toRank: 1, prize: { kind: 'MONEY', amount: '10000.00' } },
      { fromRank: 2, toRank: 3, prize: { kind: 'MONEY', amount: '5000.00' } },
      { fromRank: 4, toRank: 10, prize: { kind: 'MONEY', amount: '1000.00' } },
    ],
  };
  return [
    {
      ...base,
      title: { JA: 'スロット週間チャレンジ（デモ）', EN: 'Slots week challenge (demo)' },
      startDay: shift(today, -2),
      endDay: shift(today, 4),
      categories: ['RNG', 'FISH'],
      milestones,
      leaderboard,
    },
    {
      ...base,
      title: { JA: 'ライブカジノ・マラソン（デモ）', EN: 'Live casino marathon (demo)' },
      startDay: shift(today, 3),
      endDay: shift(today, 9),
      categories: ['LIVE'],
      milestones: milestones.slice(0, 3),
      leaderboard,
    },
    {
      ...base,
      title: { JA: '先週の入金ミッション（デモ）', EN: 'Last week’s deposit mission (demo)' },
      startDay: shift(today, -9),
      endDay: shift(today, -3),
      categories: [],
      milestones: milestones.slice(1, 2),
      leaderboard: null,
    },
  ];
};

/**
 * Demo missions (only through the seed command): the rewards switch on and three missions around
 * today, saved through the missions service as the console's editor saves them (audited as made by
 * the demo administrator). Skipped when any mission exists or without that account.
 */
export const seedDemoMissions = async (services: Services): Promise<string[]> => {
  if ((await services.missions.admin.list({ pageNum: 1, pageSize: 1 })).total > 0) return [];
  const admin = await services.staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.REWARDS,
      childrenNodes: on(node.childrenNodes),
    }));
  await services.system.setWhitelabel(on(await services.system.getWhitelabel()));
  const { timeZone } = await services.system.getSiteSetting();
  const today = formatTimestamp(services.clock.now(), timeZone).slice(0, 10);
  const inputs = demoMissions(today);
  for (const input of inputs)
    await services.missions.admin.save(actor, null, missionInputSchema.parse(input));
  return [`${inputs.length} missions`];
};
