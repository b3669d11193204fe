import { describe, expect, it } from 'vitest';
import { hasBrowser } from './support/browser.ts';
import { DEMO, expectPath, logInFromHeader, textOf, useBrowserSuite, visible } from './support/app.ts';

describe.skipIf(!hasBrowser)('navigation, session and language', () => {
  const suite = useBrowserSuite();

  it('asks before signing out: cancel keeps the session, confirm returns to the signed-out home', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(page, DEMO.member, DEMO.password);
    const header = page.getByRole('banner');
    const accountButton = header.getByRole('button', { name: DEMO.member });

    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Sign out' }));
    expect(await dialog.innerText()).toContain('Are you sure you want to sign out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(accountButton);

    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Sign out' }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await visible(header.getByRole('button', { name: 'Log in' }));
    await visible(header.getByRole('button', { name: 'Sign up' }));
    await expectPath(page, '/');
    expect(await accountButton.count()).toBe(0);
  });

  it('sends /member without a session to /login with the login popup open', async () => {
    const page = await suite.openPage('/member', { language: 'EN' });
    await expectPath(page, '/login');
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await visible(dialog.getByLabel('Username', { exact: true }));
  });

  it('switches to English and keeps it after a reload', async () => {
    const page = await suite.openPage('/');
    const header = page.getByRole('banner');
    await visible(header.getByRole('button', { name: 'ログイン' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');

    await page.getByRole('group', { name: '言語' }).getByRole('button', { name: 'English' }).click();
    await visible(header.getByRole('button', { name: 'Log in' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Welcome to Demo Casino');

    await page.reload();
    await visible(header.getByRole('button', { name: 'Log in' }));
    expect(await header.getByRole('button', { name: 'ログイン' }).count()).toBe(0);
    expect(
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { pressed: true }).innerText(),
    ).toBe('English');
  });

  it('switches a lazy screen to English: its own texts come in the new language too', async () => {
    const page = await suite.openPage('/download');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('アプリダウンロード');

    await page.getByRole('group', { name: '言語' }).getByRole('button', { name: 'English' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'App download' }));
    await page.getByRole('link', { name: "Can't reach the site? See the mirror sites" }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Mirror sites' }));
  });

  it('sends a member away from /agentHome to /agent, where the demo agent logs in', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(page, DEMO.member, DEMO.password);

    await page.goto('/agentHome');
    await expectPath(page, '/agent');
    await visible(page.getByRole('heading', { name: 'Agent login' }));

    await page.getByLabel('Username', { exact: true }).fill(DEMO.agent);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expectPath(page, '/agentHome');
    await visible(page.getByRole('heading', { name: 'Agent centre' }));
    const summary = page.getByRole('region', { name: 'Agent account' });
    await visible(summary);
    expect(await summary.getByRole('definition').allInnerTexts()).toEqual(
      expect.arrayContaining([DEMO.agent, 'Agent']),
    );
    expect(await textOf(page.getByRole('banner'))).toMatch(/GMT[+-]\d/);
    await visible(page.getByRole('banner').getByRole('button', { name: 'Sign out' }));
  });

  it('shows a 404 page for an unknown path', async () => {
    const page = await suite.openPage('/no-such-page', { language: 'EN' });
    await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    await visible(page.getByRole('link', { name: 'Back to home' }));
  });
});
