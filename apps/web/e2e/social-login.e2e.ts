import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  startTestOidcProvider,
  startTestServer,
  type TestOidcProvider,
  type TestServer,
} from '@platform/server/testing';
import { hasBrowser, launchBrowser } from './support/browser.ts';
import { expectPath, logInFromHeader, textOf, uniqueUsername, visible } from './support/app.ts';

const PASSWORD = 'secret123';

describe.skipIf(!hasBrowser)('social login with a local OpenID Connect provider', () => {
  let provider: TestOidcProvider | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    provider = await startTestOidcProvider({ clients: [{ id: 'line', name: 'LINE' }] });
    server = await startTestServer({ social: provider.providers });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await provider?.close();
  });

  const ready = () => {
    if (server === undefined || browser === undefined) throw new Error('The suite has not started');
    return { server, browser };
  };

  /** A fresh browser profile (no session here, none at the provider) on the home page. */
  const openHome = async (language: 'EN' | 'JA'): Promise<Page> => {
    const started = ready();
    const context = await started.browser.newContext({
      baseURL: started.server.url,
      viewport: { width: 1280, height: 800 },
    });
    contexts.push(context);
    await context.addInitScript((lang) => {
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', lang);
    }, language);
    const page = await context.newPage();
    await page.goto('/');
    return page;
  };

  /** From the header's login popup to the provider's sign-in form, and back. */
  const signInWithLine = async (
    page: Page,
    texts: { login: string; button: string },
    account: { email: string; name: string },
  ) => {
    await page.getByRole('banner').getByRole('button', { name: texts.login }).click();
    const dialog = await visible(page.getByRole('dialog', { name: texts.login }));
    await dialog.getByRole('button', { name: texts.button }).click();

    await page.waitForURL((url) => url.origin === provider?.issuer);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Test provider');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Name', { exact: true }).fill(account.name);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('creates an account for a new LINE user and ends logged in, in English', async () => {
    const page = await openHome('EN');
    const local = uniqueUsername('line');
    await signInWithLine(
      page,
      { login: 'Log in', button: 'Sign in with LINE' },
      { email: `${local}@example.com`, name: 'Line User' },
    );

    await visible(page.getByRole('heading', { name: 'Welcome!' }));
    await expectPath(page, '/oauth');
    expect(new URL(page.url()).search).toBe('');
    expect(await textOf(page.getByText('You signed in with LINE.'))).toContain(
      'Link it to the account you already have',
    );
    await page.getByRole('tab', { name: 'A new account' }).click();
    await page.getByRole('button', { name: 'Create account and log in' }).click();
    await visible(page.getByText('not empty?'));

    await page.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account and log in' }).click();
    await expectPath(page, '/');
    await visible(page.getByRole('banner').getByRole('button', { name: local }));
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });

  it('links an existing account by its password, then logs in with LINE alone, in Japanese', async () => {
    const username = uniqueUsername('linked');
    await ready().server.createMember({ username, password: PASSWORD });
    const email = `${uniqueUsername('mail')}@example.com`;
    const texts = { login: 'ログイン', button: 'LINEでログイン' };

    const first = await openHome('JA');
    await signInWithLine(first, texts, { email, name: '山田 太郎' });
    await visible(first.getByRole('heading', { name: 'ようこそ！' }));
    expect(await textOf(first.getByText(`山田 太郎 · ${email}としてログイン中`))).toBeTruthy();
    await first.getByLabel('ユーザー名', { exact: true }).fill(username);
    await first.getByLabel('パスワード', { exact: true }).fill('wrong9999');
    await first.getByRole('button', { name: '連携してログイン' }).click();
    await visible(first.getByText('ユーザー名またはパスワードが正しくありません。'));

    await first.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
    await first.getByRole('button', { name: '連携してログイン' }).click();
    await expectPath(first, '/');
    await visible(first.getByRole('banner').getByRole('button', { name: username }));

    const second = await openHome('JA');
    await signInWithLine(second, texts, { email, name: '山田 太郎' });
    await expectPath(second, '/');
    await visible(second.getByRole('banner').getByRole('button', { name: username }));
  });

  it('links LINE from the security centre and unlinks it again', async () => {
    const username = uniqueUsername('centre');
    await ready().server.createMember({ username, password: PASSWORD });
    const page = await openHome('EN');
    await logInFromHeader(page, username, PASSWORD);
    await page.goto('/member/securityCenter');
    const accounts = await visible(page.getByRole('list', { name: 'Social login accounts' }));
    expect(await textOf(accounts.getByRole('listitem'))).toContain('Not linked');

    await accounts.getByRole('button', { name: 'Link LINE' }).click();
    await page.waitForURL((url) => url.origin === provider?.issuer);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expectPath(page, '/member/securityCenter');
    await visible(page.getByText('LINE is now linked to your account.'));
    expect(await textOf(accounts.getByRole('listitem'))).toMatch(/Linked \d{4}-\d{2}-\d{2}/);

    await accounts.getByRole('button', { name: 'Unlink LINE' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Unlink LINE' }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('LINE was unlinked.'));
    await visible(accounts.getByRole('button', { name: 'Link LINE' }));
    expect(await textOf(accounts.getByRole('listitem'))).toContain('Not linked');
  });

  it('explains a failed sign-in on the /oauth page', async () => {
    const page = await openHome('EN');
    await page.goto('/oauth?error=social_account_linked_elsewhere');
    await visible(page.getByRole('heading', { name: 'Sign-in did not work' }));
    expect(await textOf(page.getByRole('alert'))).toBe(
      'This provider account is already linked to another member.',
    );
    await page.getByRole('button', { name: 'Log in again' }).click();
    await visible(page.getByRole('dialog', { name: 'Log in' }));
  });
});
