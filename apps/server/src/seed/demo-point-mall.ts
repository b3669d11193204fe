import { randomUUID } from 'node:crypto';
import {
  MODULE_ID,
  manualRewardSchema,
  pointMallItemInputSchema,
  type PointMallItemInput,
  type WhitelabelNode,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/** The demo mall's items, each marked 「デモ」 / "(demo)". */
const DEMO_ITEMS: PointMallItemInput[] = [
  {
    category: 'PROMOTION',
    kind: 'GAME_MONEY',
    name: { JA: 'ゲームマネー 500（デモ）', EN: 'Game money 500 (demo)' },
    description: {
      JA: '承認後にメインウォレットへ 500 入金されます。',
      EN: 'Pays 500 into the main wallet once approved.',
    },
    imageUrl: '/demo/banner-welcome.svg',
    pointsPrice: 5000,
    cashValue: '500',
    stock: 100,
  },
  {
    category: 'LIVE',
    kind: 'GOODS',
    name: { JA: 'ライブカジノ チップセット（デモ）', EN: 'Live casino chip set (demo)' },
    description: { JA: 'ロゴ入りのポーカーチップ 100 枚。', EN: 'One hundred poker chips with the logo.' },
    imageUrl: '/demo/banner-games.svg',
    pointsPrice: 12000,
    mixedPoints: 6000,
    mixedMoney: '1500',
    stock: 20,
  },
  {
    category: 'GIFT',
    kind: 'GOODS',
    name: { JA: 'ブランドマグカップ（デモ）', EN: 'Branded mug (demo)' },
    description: { JA: '毎日のコーヒーに。', EN: 'For your daily coffee.' },
    imageUrl: '/demo/banner-support.svg',
    pointsPrice: 3000,
    stock: 50,
  },
  {
    category: 'GIFT',
    kind: 'GOODS',
    name: { JA: 'ワイヤレスイヤホン（デモ）', EN: 'Wireless earbuds (demo)' },
    description: { JA: '在庫限りの人気商品。', EN: 'A favourite, while stock lasts.' },
    imageUrl: '/demo/banner-sports.svg',
    pointsPrice: 30000,
    mixedPoints: 15000,
    mixedMoney: '5000',
    stock: 5,
  },
];

/** The demo points mall: the points switch on, four items, and points for the demo member to spend. */
export const seedDemoPointMall = async (services: Services): Promise<string[]> => {
  const { pointMall, staff, members, system, rewards } = services;
  const existing = await pointMall.admin.items({ pageNum: 1, pageSize: 100 });
  if (existing.list.some((item) => item.name.EN.endsWith('(demo)'))) return [];
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  const member = await members.findByUsername(DEMO_ACCOUNTS.member);
  if (!admin || !member) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.POINTS || node.modId === MODULE_ID.MEMBER || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));
  for (const item of DEMO_ITEMS) {
    await pointMall.admin.saveItem(actor, null, pointMallItemInputSchema.parse(item));
  }
  await rewards.admin.grant(
    actor,
    manualRewardSchema.parse({
      requestId: randomUUID(),
      account: member.username,
      title: { JA: 'ポイントモールのポイント（デモ）', EN: 'Points mall points (demo)' },
      prize: { kind: 'POINTS', points: 20_000 },
      claim: 'AUTO',
    }),
    'EN',
  );
  return ['demo points mall'];
};
