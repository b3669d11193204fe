import { describe, expect, it } from 'vitest';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  expectDashboard,
  signInWithEnrolment,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';

describe.skipIf(!hasBrowser)('system status', () => {
  const suite = useConsoleSuite();

  it('puts the member site into maintenance and back, and audits both changes', async () => {
    const context = await suite.openContext();
    const consolePage = await context.newPage();
    await consolePage.goto('/console/');
    await signInWithEnrolment(consolePage, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expectDashboard(consolePage);

    const memberSite = await context.newPage();
    await memberSite.goto('/');
    await visible(memberSite.getByRole('banner').getByRole('button', { name: 'Log in' }));

    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'System status' })
      .click();
    const statusGroup = await visible(consolePage.getByRole('group', { name: 'Site status' }));
    const heading = await consolePage.getByLabel('Heading (EN)').first().inputValue();
    expect(heading).not.toBe('');

    // A range the gateway refuses: its message shows under the input, and nothing typed is lost.
    await statusGroup.getByRole('radio', { name: 'Maintenance' }).check();
    await visible(consolePage.getByText('You have unsaved changes.'));
    const ranges = consolePage.getByLabel('Blocked IP addresses and ranges');
    await ranges.fill('203.0.113.0/24\nnot-an-ip');
    await consolePage.getByRole('button', { name: 'Save', exact: true }).click();
    const rangeError = consolePage.locator(`#${await ranges.getAttribute('aria-describedby')}`);
    await expect.poll(() => rangeError.innerText()).toBe('Invalid value: not-an-ip');
    expect(await textOf(consolePage.getByRole('alert'))).toContain('Please check the highlighted fields.');
    expect(await ranges.inputValue()).toBe('203.0.113.0/24\nnot-an-ip');
    expect(await statusGroup.getByRole('radio', { name: 'Maintenance' }).isChecked()).toBe(true);

    // Maintenance: the member site shows the maintenance page with the operator's heading.
    await ranges.fill('');
    await consolePage.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(consolePage.getByText('Saved. Visitors see the change at once.'));

    await memberSite.reload();
    expect(await textOf(memberSite.getByRole('heading', { level: 1 }))).toBe(heading);
    expect(await memberSite.getByRole('button', { name: 'Log in' }).count()).toBe(0);

    // Back to normal: the home page again.
    await statusGroup.getByRole('radio', { name: 'Normal' }).check();
    await consolePage.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(consolePage.getByText('Saved. Visitors see the change at once.'));

    await memberSite.reload();
    await visible(memberSite.getByRole('banner').getByRole('button', { name: 'Log in' }));
    expect(await memberSite.getByRole('heading', { level: 1, name: heading }).count()).toBe(0);

    // The audit log has both changes with the status before and after.
    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const filters = await visible(consolePage.getByRole('search', { name: 'Audit filters' }));
    await filters.getByLabel('Action').fill('setting.status');
    await filters.getByRole('button', { name: 'Search' }).click();
    const rows = consolePage.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');
    await expect.poll(() => rows.count()).toBe(2);
    const [backRow, maintenanceRow] = await rows.all();
    if (backRow === undefined || maintenanceRow === undefined) throw new Error('audit rows missing');

    const backText = await textOf(backRow);
    expect(backText).toContain('System status changed');
    expect(backText).toContain('setting.status');
    expect(backText).toContain(DEMO_ADMIN.username);
    // Only the status changed: the texts and region rules stay in the folded "unchanged" list.
    expect(await textOf(backRow.getByRole('table', { name: 'Changed fields' }).locator('tbody'))).toBe(
      'status\t1\t0',
    );
    expect(await textOf(maintenanceRow.getByRole('table', { name: 'Changed fields' }).locator('tbody'))).toBe(
      'status\t0\t1',
    );
  });
});
