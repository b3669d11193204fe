import { describe, expect, it } from 'vitest';
import { errorMessage } from '@platform/contract';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  expectDashboard,
  memberLogIn,
  signInWithEnrolment,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';

const MEMBER = { username: 'lockme01', password: 'member1234' } as const;

/** The audit table's own rows (each holds a before/after table of its own). */
const auditRows = (page: Page): Locator =>
  page.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');

describe.skipIf(!hasBrowser)('member lock and unlock', () => {
  const suite = useConsoleSuite();

  it('locks a member out of the member site, lets them back in, and audits both', async () => {
    await suite.server.createMember(MEMBER);
    const context = await suite.openContext();
    const consolePage = await context.newPage();
    await consolePage.goto('/console/');
    await signInWithEnrolment(consolePage, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expectDashboard(consolePage);

    // Find the member and open their page.
    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Members' })
      .click();
    const search = await visible(consolePage.getByRole('search', { name: 'Member search' }));
    await search.getByLabel('Account').fill(MEMBER.username);
    await search.getByRole('button', { name: 'Search' }).click();
    await consolePage
      .getByRole('table', { name: 'Members found' })
      .getByRole('link', { name: MEMBER.username })
      .click();
    await visible(consolePage.getByRole('heading', { level: 1, name: MEMBER.username }));
    const memberId = (await textOf(consolePage.getByText(/^Member ID \d+$/))).replace('Member ID ', '');

    // Lock, confirmed in a dialog.
    await consolePage.getByRole('button', { name: 'Lock', exact: true }).click();
    const lockDialog = await visible(consolePage.getByRole('dialog', { name: 'Lock this member?' }));
    await lockDialog.getByRole('button', { name: 'Lock', exact: true }).click();
    await lockDialog.waitFor({ state: 'hidden' });
    await visible(consolePage.getByText('The member has been locked.'));
    await visible(consolePage.getByText('Reason: locked by an operator'));
    await visible(consolePage.getByRole('button', { name: 'Unlock', exact: true }));

    // The member site, in the same browser: the login fails with the lock message.
    const site = await context.newPage();
    await site.goto('/');
    const locked = await memberLogIn(site, MEMBER.username, MEMBER.password);
    expect(locked.errorCode).toBe('account_locked_by_operator');
    expect(await textOf(locked.dialog.getByRole('alert'))).toBe(
      errorMessage('account_locked_by_operator', 'EN'),
    );
    expect(errorMessage('account_locked_by_operator', 'EN')).toBe(
      'Your account has been locked. Please contact customer service.',
    );

    // Unlock, and the same login goes through.
    await consolePage.getByRole('button', { name: 'Unlock', exact: true }).click();
    const unlockDialog = await visible(consolePage.getByRole('dialog', { name: 'Unlock this member?' }));
    await unlockDialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await unlockDialog.waitFor({ state: 'hidden' });
    await visible(consolePage.getByText('The member has been unlocked.'));
    await visible(consolePage.getByRole('button', { name: 'Lock', exact: true }));

    await site.reload();
    const unlocked = await memberLogIn(site, MEMBER.username, MEMBER.password);
    expect(unlocked.errorCode).toBeNull();
    await visible(site.getByRole('banner').getByRole('button', { name: MEMBER.username }));

    // Both actions in the audit log, newest first, with the values before and after.
    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const filters = await visible(consolePage.getByRole('search', { name: 'Audit filters' }));
    await filters.getByLabel('Target type').selectOption('member');
    await filters.getByLabel('Target ID').fill(memberId);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => auditRows(consolePage).count()).toBe(2);

    const [unlockRow, lockRow] = await auditRows(consolePage).all();
    if (unlockRow === undefined || lockRow === undefined) throw new Error('audit rows missing');
    const unlockText = await textOf(unlockRow);
    expect(unlockText).toContain('Member unlocked');
    expect(unlockText).toContain('member.unlock');
    expect(unlockText).toContain(DEMO_ADMIN.username);
    expect(unlockText).toContain(`Member #${memberId}`);
    expect(await textOf(unlockRow.getByRole('table', { name: 'Changed fields' }))).toContain(
      'status\tLOCKED\tACTIVE',
    );

    const lockText = await textOf(lockRow);
    expect(lockText).toContain('Member locked');
    expect(lockText).toContain('member.lock');
    expect(lockText).toContain('127.0.0.1');
    const lockChanges = await textOf(lockRow.getByRole('table', { name: 'Changed fields' }));
    expect(lockChanges).toContain('status\tACTIVE\tLOCKED');
    expect(lockChanges).toContain('lockReason\tnull\tOPERATOR');
  });
});
