import { MODULE_ID, vipRankInputSchema, type VipRankInput, type WhitelabelNode } from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

const OFF: VipRankInput['promotion'] = {
  MONTHLY_DEPOSIT: null,
  TOTAL_DEPOSIT: null,
  DEPOSIT_COUNT: null,
  MONTHLY_TURNOVER: null,
  TOTAL_TURNOVER: null,
};

/** Four demo ranks, names marked (demo), colours from the design tokens' palette. */
const demoRanks: VipRankInput[] = [
  {
    name: { JA: 'ブロンズ（デモ）', EN: 'Bronze (demo)' },
    labelColor: '#b87333',
    textColor: '#ffffff',
    match: 'ANY',
    promotion: { ...OFF, TOTAL_DEPOSIT: '1000', TOTAL_TURNOVER: '5000' },
    keepMatch: 'ALL',
    keep: OFF,
    upgradeBonus: '100',
    salaries: [],
    rebateBonus: {},
    withdrawalDailyCount: null,
    withdrawalMaxAmount: null,
  },
  {
    name: { JA: 'シルバー（デモ）', EN: 'Silver (demo)' },
    labelColor: '#c0c7d1',
    textColor: '#111827',
    match: 'ALL',
    promotion: { ...OFF, TOTAL_DEPOSIT: '10000', DEPOSIT_COUNT: '3' },
    keepMatch: 'ANY',
    keep: { ...OFF, MONTHLY_DEPOSIT: '2000', MONTHLY_TURNOVER: '10000' },
    upgradeBonus: '500',
    salaries: [{ period: 'WEEKLY', amount: '200', minDeposit: '1000', minValidBet: '5000' }],
    rebateBonus: { RNG: '0.1', LIVE: '0.1' },
    withdrawalDailyCount: 8,
    withdrawalMaxAmount: null,
  },
  {
    name: { JA: 'ゴールド（デモ）', EN: 'Gold (demo)' },
    labelColor: '#f5c542',
    textColor: '#111827',
    match: 'ALL',
    promotion: { ...OFF, TOTAL_DEPOSIT: '50000', MONTHLY_TURNOVER: '100000' },
    keepMatch: 'ANY',
    keep: { ...OFF, MONTHLY_DEPOSIT: '10000', MONTHLY_TURNOVER: '50000' },
    upgradeBonus: '2000',
    salaries: [
      { period: 'DAILY', amount: '50', minDeposit: null, minValidBet: '5000' },
      { period: 'MONTHLY', amount: '3000', minDeposit: '20000', minValidBet: '100000' },
    ],
    rebateBonus: { RNG: '0.2', LIVE: '0.2', SPORTS: '0.2' },
    withdrawalDailyCount: 15,
    withdrawalMaxAmount: '1000000',
  },
  {
    name: { JA: 'ダイヤモンド（デモ）', EN: 'Diamond (demo)' },
    labelColor: '#7dd3fc',
    textColor: '#0b1220',
    match: 'ALL',
    promotion: { ...OFF, TOTAL_DEPOSIT: '300000', TOTAL_TURNOVER: '3000000' },
    keepMatch: 'ALL',
    keep: { ...OFF, MONTHLY_TURNOVER: '300000' },
    upgradeBonus: '10000',
    salaries: [{ period: 'MONTHLY', amount: '20000', minDeposit: '100000', minValidBet: '1000000' }],
    rebateBonus: { RNG: '0.3', LIVE: '0.3', SPORTS: '0.3', FISH: '0.3' },
    withdrawalDailyCount: 30,
    withdrawalMaxAmount: '5000000',
  },
];

/**
 * Demo VIP ranks (only through the seed command): the VIP switch on and four ranks saved through the
 * VIP service as the console saves them (audited as made by the demo administrator). Skipped when
 * any rank exists or without that account.
 */
export const seedDemoVip = async (services: Services): Promise<string[]> => {
  if ((await services.vip.ranks()).length > 0) return [];
  const admin = await services.staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.VIP,
      childrenNodes: on(node.childrenNodes),
    }));
  await services.system.setWhitelabel(on(await services.system.getWhitelabel()));
  for (const input of demoRanks) await services.vip.createRank(actor, vipRankInputSchema.parse(input), 'EN');
  return [`${demoRanks.length} VIP ranks`];
};
