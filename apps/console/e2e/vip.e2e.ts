import { describe, expect, it } from 'vitest';
import { REBATE_CATEGORIES, type MemberInfo } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi, useConsoleSuite, visible } from './support/console.ts';
import { cellOf, goTo, memberApi, memberApiLogIn, openConsoleAs, rowOf } from './support/finance.ts';

const MEMBER = { username: 'vipconsole', password: 'secret123' };

describe.skipIf(!hasBrowser)('console VIP pages', () => {
  const suite = useConsoleSuite();

  it('adds and edits a rank through the form, with the server’s refusal under its input, and sets a member’s rank by hand', async () => {
    const { server } = suite;
    const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    // The operator's maximum slot rebate is 0.3%: a rank's extra rebate above it is refused.
    await consoleApi(server, token, 'PUT', '/agents/policy', {
      agentsMayCreateAgents: true,
      maxRebateRates: { ...Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '10'])), RNG: '0.3' },
    });
    await server.createMember(MEMBER);

    const page = await openConsoleAs(await suite.openContext(), token, '/console/');
    await goTo(page, 'VIP ranks');
    const table = page.getByRole('table', { name: 'VIP ranks, level 1 first' });
    await visible(page.getByText('No ranks yet. Add the first rank members reach.'));

    await page.getByRole('button', { name: 'Add rank' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add a rank' }));
    await dialog.getByLabel('Name (Japanese)').fill('ゴールド');
    await dialog.getByLabel('Name (English)').fill('Gold');
    const promotion = dialog.getByRole('group', { name: 'Level-up conditions' });
    await promotion.getByLabel('Total deposits').fill('1000');
    await promotion.getByLabel('Number of deposits (times)').fill('3');
    await promotion.getByLabel('Combine').selectOption({ label: 'Any one condition' });
    await dialog
      .getByRole('group', { name: 'Keep conditions' })
      .getByLabel('Deposits this month')
      .fill('200');
    await dialog.getByLabel('Upgrade bonus').fill('50');
    await dialog.getByRole('button', { name: 'Add salary' }).click();
    const salaries = dialog.getByRole('group', { name: 'Salaries' });
    await salaries.getByLabel('Period').selectOption({ label: 'Weekly' });
    await salaries.getByLabel('Amount').fill('25');
    await salaries.getByLabel('Valid bet at least').fill('1000');
    const rebate = dialog.getByRole('group', { name: 'Extra rebate (%)' });
    await rebate.getByLabel('Slots (RNG)').fill('0.5');
    await dialog.getByLabel('Withdrawals a day').fill('5');
    await dialog.getByRole('button', { name: 'Add rank' }).click();

    // The server refuses the extra rebate above the operator's maximum: said under its input, nothing typed lost.
    await visible(dialog.getByText('At most 0.3% (the operator’s maximum rebate rate)'));
    expect(await dialog.getByLabel('Name (English)').inputValue()).toBe('Gold');
    expect(await salaries.getByLabel('Amount').inputValue()).toBe('25');
    await rebate.getByLabel('Slots (RNG)').fill('0.3');
    await dialog.getByRole('button', { name: 'Add rank' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('Gold is saved.'));

    const gold = rowOf(table, 'Gold');
    expect(await cellOf(table, gold, 'Rank')).toMatch(/^Lv 1\s+ゴールド\s+Gold$/);
    expect(await cellOf(table, gold, 'Level-up')).toBe(
      'Any one condition\nTotal deposits ≥ 1000.00\nNumber of deposits ≥ 3',
    );
    expect(await cellOf(table, gold, 'Keep (monthly)')).toBe('Deposits this month ≥ 200.00');
    expect(await cellOf(table, gold, 'Upgrade bonus')).toBe('50.00');
    expect(await cellOf(table, gold, 'Salaries')).toBe('Weekly 25.00');
    expect(await cellOf(table, gold, 'Extra rebate')).toBe('Slots (RNG) +0.3%');
    expect(await cellOf(table, gold, 'Withdrawals')).toBe('5 a day');

    // Editing opens with the stored values; a change is saved and listed.
    await page.getByRole('button', { name: 'Edit Gold' }).click();
    const editing = await visible(page.getByRole('dialog', { name: 'Edit Gold' }));
    expect(await editing.getByLabel('Upgrade bonus').inputValue()).toBe('50.00');
    await editing.getByLabel('Name (English)').fill('Gold Star');
    await editing.getByRole('group', { name: 'Salaries' }).getByRole('button', { name: 'Remove' }).click();
    await editing.getByLabel('Largest withdrawal').fill('80000');
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.waitFor({ state: 'detached' });
    await visible(page.getByText('Gold Star is saved.'));
    const star = rowOf(table, 'Gold Star');
    expect(await cellOf(table, star, 'Salaries')).toBe('—');
    expect(await cellOf(table, star, 'Withdrawals')).toBe('5 a day\nUp to 80000.00 each');

    // The member's rank set by hand, with its reason: an unknown account is refused in the dialog.
    await page.getByRole('link', { name: 'Rank changes' }).click();
    await page.getByRole('button', { name: "Set a member's rank" }).click();
    const setting = await visible(page.getByRole('dialog', { name: "Set a member's rank" }));
    await setting.getByLabel('Member account').fill('nosuchmember');
    await setting.getByLabel('Rank').selectOption({ label: 'Lv 1 ゴールド / Gold Star' });
    await setting.getByLabel('Reason').fill('VIP event guest');
    await setting.getByRole('button', { name: 'Set rank' }).click();
    await visible(setting.getByRole('alert'));
    expect(await setting.getByLabel('Reason').inputValue()).toBe('VIP event guest');
    await setting.getByLabel('Member account').fill(MEMBER.username);
    await setting.getByRole('button', { name: 'Set rank' }).click();
    await setting.waitFor({ state: 'detached' });
    await visible(page.getByText(`${MEMBER.username}: No rank → Lv 1 Gold Star.`));

    const changes = page.getByRole('table', { name: "Members' rank changes, newest first" });
    const search = await visible(page.getByRole('search', { name: 'Find a member' }));
    await search.getByLabel('Member account').fill(MEMBER.username);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = rowOf(changes, 'VIP event guest');
    expect(await cellOf(changes, row, 'Member')).toBe(MEMBER.username);
    expect(await cellOf(changes, row, 'From')).toBe('No rank');
    expect(await cellOf(changes, row, 'To')).toMatch(/^Lv 1\s*Gold Star$/);
    expect(await cellOf(changes, row, 'Reason')).toBe('Set by staff');
    expect(await changes.getByRole('row').count()).toBe(2);

    // The member holds the rank; the change is audited.
    const member = await memberApiLogIn(server, MEMBER.username, MEMBER.password);
    const info = await memberApi<MemberInfo>(server, member, 'GET', '/wps/member/info');
    expect(info.payload.value).toMatchObject({ vipLevel: 1, rank: 'Gold Star' });
    const audit = await consoleApi(server, token, 'GET', '/audit?action=vip.set_rank');
    expect((audit.payload.value as { list: { action: string }[] }).list.map((entry) => entry.action)).toEqual(
      ['vip.set_rank'],
    );
  });
});
