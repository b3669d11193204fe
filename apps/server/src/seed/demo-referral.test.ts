import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReferralAdminInvitee,
  ReferralInvitee,
  ReferralOverview,
  ReferralRecord,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { createStaffAndLogin } from '../testing/console.ts';
import { login, send } from '../testing/requests.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { seedDemoRewards } from './demo-rewards.ts';

/** Invite friends' demo data as `npm start` and `db:seed` make it: the rewards' seeds, run twice. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo invite friends', () => {
  it('runs the programme for the demo member once, through the services', async () => {
    await seedDemoData(t.services);
    expect(await seedDemoRewards(t.services)).toContain('demo invite friends (4 invitees of demomember)');
    expect(await seedDemoRewards(t.services)).toEqual([]);

    const session = await login(t, { username: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD });
    const token = session.body.value.token;
    const get = <T>(url: string) => send<T>(t, { method: 'GET', url, token, language: 'EN' });

    const overview = await get<ReferralOverview>('/wps/relay/referral');
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    // 500 for each of the two qualified friends, 5 % of their 5,000 and 2,000, 300 for the block of two.
    expect(overview.body.value).toMatchObject({
      enabled: true,
      invitations: 4,
      qualified: 2,
      depositing: 2,
      totalPrize: '1650.00',
      pendingClaims: 4,
      programme: { minFirstDeposit: '1000.00', qualifyDays: 7, groupSize: 2, firstDepositShare: 500 },
    });

    const invitees = await get<{ list: ReferralInvitee[] }>('/wps/relay/referral/invitees');
    expect(Object.fromEntries(invitees.body.value.list.map((row) => [row.name, row.status]))).toEqual({
      'd***1': 'QUALIFIED',
      'd***2': 'QUALIFIED',
      'd***3': 'NOT_QUALIFIED',
      'd***4': 'DUPLICATE_PHONE',
    });

    const records = await get<{ list: ReferralRecord[] }>('/wps/relay/referral/records');
    expect(
      records.body.value.list
        .map((row) => [row.rule, row.invitee ?? row.period, row.amount, row.claim])
        .sort(),
    ).toEqual(
      [
        ['QUALIFIED', 'd***1', '500.00', 'CLAIMED'],
        ['QUALIFIED', 'd***2', '500.00', 'PENDING'],
        ['FIRST_DEPOSIT', 'd***1', '250.00', 'PENDING'],
        ['FIRST_DEPOSIT', 'd***2', '100.00', 'PENDING'],
        ['GROUP', '1', '300.00', 'PENDING'],
      ].sort(),
    );

    // The console lists them under the demo member, every one flagged as demo data.
    const admin = await createStaffAndLogin(t, 'demo_referral_admin', 'ADMIN');
    const list = await send<{ list: ReferralAdminInvitee[] }>(t, {
      method: 'GET',
      url: `/console-api/rewards/referral/invitees?referrer=${DEMO_ACCOUNTS.member}`,
      token: admin,
    });
    expect(list.body.value.list.map((row) => row.invitee).sort()).toEqual([
      'demofriend1',
      'demofriend2',
      'demofriend3',
      'demofriend4',
    ]);
    for (const row of list.body.value.list) {
      expect((await t.services.members.findByUsername(row.invitee))?.isDemo).toBe(true);
    }
    // Every demo seed of the rewards runs here, twice: longer than one feature's test.
  }, 240_000);
});
