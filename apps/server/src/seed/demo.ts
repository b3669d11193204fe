import { DEPOSIT_CHANNEL_KIND, MEMBER_TYPE } from '@platform/contract';
import type { Services } from '../app.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';

/** Demo credentials, printed in the start-up log and the README. Demo data only, never real. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  member: 'demomember',
  admin: 'demoadmin',
  agent: 'demoagent',
  downlines: ['demodown1', 'demodown2'],
} as const;
export const DEMO_AFFILIATE_CODE = 'DEMOAGENT';

/**
 * Writes the demo merchant's configuration and demo accounts: a member, an agent and two
 * downlines, a console administrator and two deposit channels, each flagged `isDemo`. Running it
 * again changes nothing.
 */
export const seedDemoData = async (services: Services): Promise<{ created: string[] }> => {
  const { system, members } = services;
  await system.ensureDefaults();
  const site = await system.getSiteSetting();
  await system.setSiteSetting({
    ...site,
    siteName: 'Demo Casino',
    isDemo: true,
    customerService: [{ csType: 'EMAIL', title: 'Support (demo)', path: 'mailto:support@demo.invalid' }],
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  const ensure = async (
    username: string,
    type: number,
    extra: { parentId?: number; affiliateCode?: string } = {},
  ) => {
    const existing = await members.findByUsername(username);
    if (existing) return existing;
    created.push(username);
    return members.createMember({
      username,
      passwordHash,
      type,
      language: site.defaultLanguage,
      nickname: `Demo ${username.replace('demo', '')}`,
      isDemo: true,
      ...extra,
    });
  };

  await ensure(DEMO_ACCOUNTS.member, MEMBER_TYPE.MEMBER);
  const agent = await ensure(DEMO_ACCOUNTS.agent, MEMBER_TYPE.AGENT, { affiliateCode: DEMO_AFFILIATE_CODE });
  for (const downline of DEMO_ACCOUNTS.downlines) {
    await ensure(downline, MEMBER_TYPE.MEMBER, { parentId: agent.id });
  }
  const admin = await services.staff.createStaff({
    username: DEMO_ACCOUNTS.admin,
    password: DEMO_PASSWORD,
    role: 'ADMIN',
    mustChangePassword: false,
    isDemo: true,
  });
  if (admin) created.push(DEMO_ACCOUNTS.admin);
  created.push(...(await seedDemoChannels(services)));
  return { created };
};

export const demoCredentialsText = () =>
  [
    `demo member: ${DEMO_ACCOUNTS.member} / ${DEMO_PASSWORD}`,
    `demo agent:  ${DEMO_ACCOUNTS.agent} / ${DEMO_PASSWORD} (affiliate code ${DEMO_AFFILIATE_CODE})`,
    `downlines:   ${DEMO_ACCOUNTS.downlines.join(', ')} / ${DEMO_PASSWORD}`,
    `console:     ${DEMO_ACCOUNTS.admin} / ${DEMO_PASSWORD} (administrator, at /console; enrols TOTP at first login)`,
  ].join('\n');

/** A bank transfer to a made-up account and the sandbox gateway, once, when there is no channel yet. */
const seedDemoChannels = async ({ deposits }: Services): Promise<string[]> => {
  if ((await deposits.listChannelsForStaff()).length > 0) return [];
  const major = (amount: number) => BigInt(amount) * 100n;
  await deposits.createChannel(null, {
    kind: DEPOSIT_CHANNEL_KIND.BANK_TRANSFER,
    gateway: null,
    name: { JA: '銀行振込（デモ）', EN: 'Bank transfer (demo)' },
    minAmount: major(1_000),
    maxAmount: major(1_000_000),
    enabled: true,
    sortOrder: 1,
    payee: {
      bankName: 'Demo Bank (not a real account)',
      branchName: 'Shibuya',
      accountName: 'DEMO CASINO KK',
      accountNumber: '0000000',
    },
    instructions: {
      JA: 'デモ用の口座です。実際には振り込まないでください。振込明細の画像を添付してください。',
      EN: 'A demo account: do not send real money. Attach an image of your transfer receipt.',
    },
    expiryMinutes: 24 * 60,
    isDemo: true,
  });
  await deposits.createChannel(null, {
    kind: DEPOSIT_CHANNEL_KIND.ONLINE,
    gateway: 'SANDBOX',
    name: { JA: 'オンライン決済（デモ・サンドボックス）', EN: 'Online payment (demo sandbox)' },
    minAmount: major(100),
    maxAmount: major(500_000),
    enabled: true,
    sortOrder: 2,
    payee: null,
    instructions: {
      JA: 'テスト用の決済ゲートウェイです。実際のお金は動きません。',
      EN: 'A test payment gateway: no real money moves.',
    },
    expiryMinutes: 30,
    isDemo: true,
  });
  return ['deposit channels (bank transfer, sandbox gateway)'];
};
