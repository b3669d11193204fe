import { describe, expect, it } from 'vitest';
import { errorMessage } from '@platform/contract';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  enterPassword,
  expectDashboard,
  memberLogIn,
  signInWithEnrolment,
  textOf,
  totpCode,
  useConsoleSuite,
  visible,
  waitForNextTotpStep,
} from './support/console.ts';

const MEMBER = { username: 'lockme01', password: 'member1234' } as const;

/** The audit table's own rows (each holds a before/after table of its own). */
const auditRows = (page: Page): Locator =>
  page.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');

describe.skipIf(!hasBrowser)('member lock and unlock', () => {
  const suite = useConsoleSuite();
  /** The administrator's authenticator key: it is enrolled at the first sign-in of the file only. */
  let adminKey: string | undefined;
  const signInAsAdmin = async (page: Page) => {
    await page.goto('/console/');
    if (adminKey === undefined) {
      adminKey = await signInWithEnrolment(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    } else {
      await waitForNextTotpStep();
      await enterPassword(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
      await page.getByLabel('Authenticator code').fill(await totpCode(adminKey));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    }
    await expectDashboard(page);
  };

  it('locks a member out of the member site, lets them back in, and audits both', async () => {
    await suite.server.createMember(MEMBER);
    const context = await suite.openContext();
    const consolePage = await context.newPage();
    await signInAsAdmin(consolePage);

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

  it('moves a member and its team under another agent, refuses an upline that is not an agent, and audits the move', async () => {
    await suite.server.createMember({ username: 'moveme01', password: 'member1234', type: 1 });
    await suite.server.createMember({ username: 'newupline01', password: 'member1234', type: 1 });
    await suite.server.createMember({ username: 'plainmember01', password: 'member1234' });
    const page = await (await suite.openContext()).newPage();
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    const search = await visible(page.getByRole('search', { name: 'Member search' }));
    await search.getByLabel('Account').fill('moveme01');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Members found' }).getByRole('link', { name: 'moveme01' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'moveme01' }));
    await visible(page.getByText('Upline: None (top of the tree)'));

    // An ordinary member cannot take a team: the refusal shows and the typed account stays.
    const upline = page.getByLabel("New upline's account");
    await upline.fill('plainmember01');
    await page.getByRole('button', { name: 'Move team' }).click();
    await visible(page.getByText(errorMessage('upline_invalid', 'EN')));
    expect(await upline.inputValue()).toBe('plainmember01');

    await upline.fill('newupline01');
    await page.getByRole('button', { name: 'Move team' }).click();
    await visible(page.getByText('Moved under newupline01.'));
    await visible(page.getByText('Upline: newupline01'));

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const filters = await visible(page.getByRole('search', { name: 'Audit filters' }));
    await filters.getByLabel('Target type').selectOption('member');
    await filters.getByRole('button', { name: 'Search' }).click();
    const moved = auditRows(page).filter({ hasText: 'member.upline' });
    await expect.poll(() => moved.count()).toBe(1);
    expect(await textOf(moved)).toContain('Member moved to another upline');
  });

  it('switches the members page to Japanese: the page’s own texts come in the new language too', async () => {
    const page = await (await suite.openContext()).newPage();
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    await visible(page.getByRole('search', { name: 'Member search' }));

    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
    await visible(page.getByRole('heading', { level: 1, name: '会員' }));
    await visible(page.getByRole('search', { name: '会員検索' }));
  });
});
