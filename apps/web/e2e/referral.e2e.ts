import { describe, expect, it } from 'vitest';
import { MODULE_ID, type ReferralSettingsInput, type WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import {
  headerBalance,
  logInNewMember,
  textOf,
  uniqueUsername,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const ONLINE_CHANNEL = /Online payment \(demo sandbox\)/;

describe.skipIf(!hasBrowser)('invite friends', () => {
  const suite = useBrowserSuite();
  const operator = createConsoleApi(() => suite.server.url);

  it('a visitor registers through the invite link and deposits; the inviter sees it qualified and claims', async () => {
    // The operator turns invite friends and the reward centre on: 300.00 per friend depositing 1,000.00.
    const tree = await operator.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.modId === MODULE_ID.REFERRAL || node.modId === MODULE_ID.REWARDS ? true : node.enabled,
        childrenNodes: turned(node.childrenNodes),
      }));
    await operator.request('PUT', '/settings/whitelabel', turned(tree));
    const programme: ReferralSettingsInput = {
      enabled: true,
      minFirstDeposit: '1000.00',
      minValidBet: null,
      qualifyDays: 7,
      uniquePhone: true,
      // Browsers of one machine share its address: the device id tells them apart.
      refuseSameDevice: true,
      refuseSameIp: false,
      qualifiedReward: '300.00',
      groupSize: null,
      groupReward: null,
      firstDepositShare: 0,
      betShare: 0,
      betPeriod: 'DAY',
    };
    await operator.request('PUT', '/rewards/referral/settings', programme);

    // The inviter opens invite friends from the side menu and reads its link.
    const { page: inviter } = await logInNewMember(suite, { prefix: 'inv' });
    await inviter.getByRole('link', { name: 'Invite friends' }).first().click();
    await visible(inviter.getByRole('heading', { level: 1, name: 'Invite friends' }));
    const link = new URL(await textOf(inviter.getByTestId('referral-link')));
    expect(link.searchParams.get('referralCode')).toBe(await textOf(inviter.getByTestId('referral-code')));
    await visible(inviter.getByRole('img', { name: 'QR code of your invite link' }));

    // A visitor on another browser follows it and signs up.
    const visitor = await suite.openPage(`${link.pathname}${link.search}`, { language: 'EN' });
    const friend = uniqueUsername('fri');
    const dialog = await visible(visitor.getByRole('dialog', { name: 'Sign up' }));
    await dialog.getByRole('tab', { name: 'By username' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill(friend);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret123');
    await dialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(visitor.getByRole('banner').getByRole('button', { name: friend }));

    // The inviter's list shows the friend, masked and not qualified yet.
    await inviter.reload();
    await inviter.getByRole('tab', { name: 'Invitation list' }).click();
    const masked = `${friend[0] ?? ''}***${friend.at(-1) ?? ''}`;
    const row = inviter.getByRole('row').filter({ hasText: masked });
    expect(await textOf(row)).toContain('Not qualified');

    // The friend deposits 1,000.00 through the sandbox gateway.
    await visitor.goto('/member/depositv2');
    await visitor.getByRole('radio', { name: ONLINE_CHANNEL }).check();
    await visitor.getByLabel('Amount', { exact: true }).fill('1000');
    const popupOpened = visitor.context().waitForEvent('page');
    await visitor.getByRole('button', { name: 'Continue to payment' }).click();
    const gateway = await popupOpened;
    await gateway.getByRole('button', { name: 'Approve payment' }).click();
    await visible(gateway.getByRole('heading', { name: 'Payment approved' }));
    await expect.poll(() => headerBalance(visitor), { timeout: 10_000 }).toBe('1,000.00');

    // Once the statistics have the deposit, the inviter sees the friend qualified and the reward waiting.
    await expect
      .poll(
        async () => {
          await inviter.reload();
          await inviter.getByRole('tab', { name: 'Invitation list' }).click();
          return textOf(inviter.getByRole('row').filter({ hasText: masked }));
        },
        { timeout: 15_000 },
      )
      .toContain('Qualified');
    await inviter.getByRole('tab', { name: 'Overview' }).click();
    await visible(inviter.getByText('1 rewards are waiting for you in the reward centre.'));
    await inviter.getByRole('link', { name: 'Claim them' }).click();

    // The reward centre pays it once claimed.
    const reward = await visible(
      inviter.getByTestId('reward').filter({ hasText: 'Invite friends: qualified invitee' }),
    );
    expect(await textOf(reward)).toContain('300.00');
    await reward.getByRole('button', { name: 'Claim' }).click();
    const confirm = await visible(inviter.getByRole('dialog', { name: 'Claim' }));
    await confirm.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => headerBalance(inviter)).toBe('300.00');
  });
});
