import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ENCRYPTION_HEADER, errorMessage } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { uniqueUsername, useBrowserSuite, visible } from './support/app.ts';

const PASSWORD = 'sealed-pass-42';

/** Logs in through the /login popup and answers the login calls the browser made. */
const logIn = async (page: Page, username: string) => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/session/login') calls.push(request);
  });
  const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await visible(page.getByRole('banner').getByRole('button', { name: username }));
  return calls;
};

describe.skipIf(!hasBrowser)('encrypted calls: timestamp and nonce', () => {
  const suite = useBrowserSuite();

  it('refuses the login body the browser sent when it is sent again', async () => {
    const username = uniqueUsername('seal');
    await suite.server.createMember({ username, password: PASSWORD });
    const page = await suite.openPage('/login', { language: 'EN' });
    const [call] = await logIn(page, username);
    if (!call) throw new Error('the browser made no login call');
    expect((await call.response())?.status()).toBe(200);

    const replayed = await page.request.post('/wps/session/login', {
      headers: {
        'content-type': 'application/json',
        language: 'EN',
        [ENCRYPTION_HEADER]: (await call.allHeaders())[ENCRYPTION_HEADER.toLowerCase()] ?? '',
      },
      data: call.postData() ?? '',
    });
    expect(replayed.status()).toBe(409);
    expect(await replayed.json()).toMatchObject({
      success: false,
      errorCode: 'request_replayed',
      message: errorMessage('request_replayed', 'EN'),
    });
  });

  it('logs in from a device whose clock is an hour behind: sealed again by the gateway time', async () => {
    const username = uniqueUsername('skew');
    await suite.server.createMember({ username, password: PASSWORD });
    const page = await suite.openPage('/', { language: 'EN' });
    await page.clock.setFixedTime(Date.now() - 3_600_000);
    await page.goto('/login');
    const calls = await logIn(page, username);
    const statuses = await Promise.all(calls.map(async (call) => (await call.response())?.status()));
    expect(statuses).toEqual([400, 200]);
  });
});
