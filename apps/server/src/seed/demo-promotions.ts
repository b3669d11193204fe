import {
  MODULE_ID,
  promotionInputSchema,
  type PromotionInput,
  type WhitelabelNode,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo promotions (each title marked demo), running from yesterday for a month unless said. */
const promotionsFrom = (now: number): PromotionInput[] => {
  const period = {
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
  };
  return [
    {
      title: { JA: '初回入金100%ボーナス（デモ）', EN: 'First deposit 100% bonus (demo)' },
      coverImageUrl: '/demo/banner-welcome.svg',
      content: {
        JA: '<h3>初回入金を倍に</h3><p>初回入金の明細を添付して申請してください。審査後、最大10,000のボーナスを付与します。</p><ul><li>出金条件：ボーナスの3倍</li><li>対象：スロット</li></ul>',
        EN: '<h3>Double your first deposit</h3><p>Apply with your first deposit slip attached. Once reviewed, we add a bonus of up to 10,000.</p><ul><li>Turnover: 3× the bonus</li><li>Products: slots</li></ul>',
      },
      ...period,
      categories: ['RNG'],
      joinMode: 'APPLY',
      rewardKind: 'BONUS',
      rewardAmount: '1000',
      claimMode: 'MANUAL',
      claimDays: 7,
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000 } },
      budget: '500000',
      sortOrder: 1,
      published: true,
    },
    {
      title: { JA: 'ライブカジノ週末キャッシュ（デモ）', EN: 'Live casino weekend cash (demo)' },
      coverImageUrl: '/demo/banner-games.svg',
      content: {
        JA: '<p>ワンクリックで参加すると、すぐに300の現金を受け取れます。お一人様1回限り。</p>',
        EN: '<p>Join with one click and receive 300 in cash at once. Once per member.</p>',
      },
      ...period,
      categories: ['LIVE'],
      joinMode: 'JOIN',
      rewardKind: 'MONEY',
      rewardAmount: '300',
      claimMode: 'AUTO',
      budget: '30000',
      sortOrder: 2,
      published: true,
    },
    {
      title: { JA: 'スポーツ大会のお知らせ（デモ）', EN: 'Sports cup season (demo)' },
      coverImageUrl: '/demo/banner-sports.svg',
      content: {
        JA: '<p>開幕から30日間、スポーツとeスポーツの注目試合を毎日ホームでご紹介します。参加登録は不要です。</p>',
        EN: '<p>For 30 days from the opening day, the home page features the day’s big sports and esports matches. No sign-up needed.</p>',
      },
      startsAt: new Date(now + 7 * DAY).toISOString(),
      endsAt: new Date(now + 37 * DAY).toISOString(),
      categories: ['SPORTS', 'ESPORTS'],
      joinMode: 'NONE',
      sortOrder: 3,
      published: true,
    },
  ];
};

/**
 * Demo promotions (only through the seed command): the rewards switch on, and an application
 * promotion, a one-click one and an announcement to come, saved through the console's service as
 * the demo administrator. Does nothing when any promotion exists or without that account.
 */
export const seedDemoPromotions = async (services: Services): Promise<string[]> => {
  const { promotions, staff, system, clock } = services;
  if ((await promotions.admin.list()).length > 0) return [];
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));
  for (const input of promotionsFrom(clock.now().getTime()))
    await promotions.admin.save(actor, null, promotionInputSchema.parse(input), 'EN');
  return ['demo promotions (apply with pictures, one-click cash, coming soon)'];
};
