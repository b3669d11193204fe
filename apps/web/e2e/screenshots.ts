/**
 * Captures the home page signed out and signed in, dark and light, Japanese and English, on a
 * phone and a desktop, the member centre's wallet pages (with a member who has orders, bank
 * accounts and history) and its betting pages (a member with rounds and a vendor wallet), into
 * /screenshots (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { callAsMember } from './support/app.ts';
import { logInForToken, onTestServer, startScreenshots, webStored } from './support/screenshots.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['dark', 'light'] as const;
const LANGUAGES = ['JA', 'EN'] as const;
const DEMO_MEMBER = { username: 'demomember', password: 'demo1234' };
/** A member with money, orders, bank accounts and history, for the wallet pages. */
const WALLET_MEMBER = { username: 'shotwallet', password: 'secret123' };
const PAYMENT_PASSWORD = '246810';
/** The wallet and betting pages, in two of the four theme and language pairs, on both widths. */
const PAGE_STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;

/** A member with rounds in two categories and a transfer-mode vendor's wallet, for the betting pages. */
const BETS_MEMBER = { username: 'shotbets', password: 'secret123' };
/** The betting pages' vendors: seamless slots and live tables, and one with its own wallet. */
const BETS_VENDORS = [
  {
    vassalage: 'SHOTBSLOT',
    displayName: 'Sakura Slots',
    gameType: 'RNG',
    walletMode: 'SEAMLESS',
    games: [
      { gameId: 'golden-koi', name: { JA: '黄金の鯉', EN: 'Golden Koi' } },
      { gameId: 'neon-fortune', name: { JA: 'ネオンフォーチュン', EN: 'Neon Fortune' } },
    ],
  },
  {
    vassalage: 'SHOTBLIVE',
    displayName: 'Royal Live',
    gameType: 'LIVE',
    walletMode: 'SEAMLESS',
    games: [{ gameId: 'speed-baccarat', name: { JA: 'スピードバカラ', EN: 'Speed Baccarat' } }],
  },
  {
    vassalage: 'SHOTBTRF',
    displayName: 'Harbor Fishing',
    gameType: 'FISH',
    walletMode: 'TRANSFER',
    games: [{ gameId: 'ocean-king', name: { JA: 'オーシャンキング', EN: 'Ocean King' } }],
  },
] as const;
/** Stake and payout of each round the betting member plays (gameIds above). */
const BETS_ROUNDS = [
  ['SHOTBSLOT', 'golden-koi', '100.00', '250.00'],
  ['SHOTBSLOT', 'neon-fortune', '50.00', '0.00'],
  ['SHOTBLIVE', 'speed-baccarat', '500.00', '975.00'],
  ['SHOTBLIVE', 'speed-baccarat', '300.00', '0.00'],
  ['SHOTBSLOT', 'golden-koi', '20.00', '8.40'],
  ['SHOTBSLOT', 'neon-fortune', '1200.00', '0.00'],
] as const;

/** A real 1x1 png, the deposit receipt. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const shots = await startScreenshots('', onTestServer());
const { server, outDir } = shots;

const logIn = (page: Page, account: { username: string; password: string }) =>
  logInForToken(page, account.username, account.password);

/** Opens an online deposit and approves it on the sandbox gateway's page. */
const payOnline = async (page: Page, channelId: number, amount: string) => {
  const order = (await callAsMember(page, 'POST', '/wps/deposit/orders', {
    requestId: randomUUID(),
    channelId,
    amount,
  })) as { paymentUrl: string };
  const gateway = await page.context().newPage();
  await gateway.goto(order.paymentUrl);
  // The gateway speaks the member's language: pick the decision by its value, wait for the result page.
  await gateway.locator('button[value="approve"]').click();
  await gateway.locator('a[href^="/member/depositv2"]').waitFor();
  await gateway.close();
};

/** The wallet member: funded twice, a password, two accounts, a withdrawal and two deposits. */
const prepareWalletMember = async (context: BrowserContext) => {
  await server.createMember(WALLET_MEMBER);
  await server.fundMember(WALLET_MEMBER.username, '25000.00');
  await server.fundMember(WALLET_MEMBER.username, '1234.56');
  const page = await context.newPage();
  await logIn(page, WALLET_MEMBER);
  await callAsMember(page, 'PUT', '/wps/member/payment-password', {
    newPassword: PAYMENT_PASSWORD,
    confirmPassword: PAYMENT_PASSWORD,
  });
  const account = (await callAsMember(page, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Sakura Bank',
    accountName: 'Taro Yamada',
    accountNumber: '1234567890',
  })) as { id: number };
  await callAsMember(page, 'POST', '/wps/member/bank-accounts', {
    bankName: 'Mizuho Bank',
    accountName: 'Taro Yamada',
    accountNumber: '9876-543210',
  });
  await callAsMember(page, 'POST', '/wps/withdrawals', {
    requestId: randomUUID(),
    amount: '3000.00',
    bankAccountId: account.id,
    paymentPassword: PAYMENT_PASSWORD,
  });
  const channels = (await page.request
    .get('/wps/deposit/channels', {
      headers: { Authorization: (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '' },
    })
    .then((response) => response.json())) as { value: { id: number; kind: string }[] };
  for (const channel of channels.value) {
    const order = (await callAsMember(page, 'POST', '/wps/deposit/orders', {
      requestId: randomUUID(),
      channelId: channel.id,
      amount: channel.kind === 'ONLINE' ? '5000.00' : '20000.00',
    })) as { orderNo: string };
    if (channel.kind === 'BANK_TRANSFER') {
      const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
      await page.request.fetch(`/wps/deposit/orders/${order.orderNo}/proof`, {
        method: 'PUT',
        headers: { Authorization: token, 'Content-Type': 'image/png' },
        data: TINY_PNG,
      });
    } else {
      // One online deposit paid through the gateway (a notice in the bell), one left waiting.
      await payOnline(page, channel.id, '8000.00');
    }
  }
  await page.close();
};

/** Each wallet page, full length, once its data has loaded. */
const captureWalletPages = async (page: Page, name: string) => {
  const settle = async () => {
    await page
      .locator('.spinner')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  };
  const shots: [string, string][] = [
    ['member-center', '/member'],
    ['deposit', '/member/depositv2'],
    ['withdraw', '/member/withdraw'],
    ['transfer-fund', '/member/transferFund'],
    ['transaction-history', '/member/transactionHistory'],
    ['security-center', '/member/securityCenter'],
  ];
  for (const [shot, path] of shots) {
    await page.goto(path);
    await page.locator('.page__title').waitFor();
    await settle();
    await page.screenshot({ path: `${outDir}wallet-${shot}-${name}.png`, fullPage: true });
  }
  // The bank transfer with its payee details, and an order's own view.
  await page.goto('/member/depositv2');
  await page.locator('.radio__input').first().check();
  await settle();
  await page.screenshot({ path: `${outDir}wallet-deposit-bank-${name}.png`, fullPage: true });
  // The order still waiting for its online payment.
  await page
    .locator('tr', { has: page.locator('.badge--warning') })
    .first()
    .locator('.table__link')
    .click();
  await page.locator('.order-panel').waitFor();
  await settle();
  await page.screenshot({ path: `${outDir}wallet-deposit-order-${name}.png`, fullPage: true });
  // A live notice's toast, then the bell's panel, over the page.
  const channels = (await page.request
    .get('/wps/deposit/channels', {
      headers: { Authorization: (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '' },
    })
    .then((response) => response.json())) as { value: { id: number; kind: string }[] };
  const online = channels.value.find((channel) => channel.kind === 'ONLINE');
  if (online !== undefined) {
    await payOnline(page, online.id, '100.00');
    await page.locator('.toast').first().waitFor();
    await page.screenshot({ path: `${outDir}wallet-toast-${name}.png` });
  }
  await page.locator('.notice-bell__trigger').click();
  await page.locator('.notice-bell__panel').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${outDir}wallet-bell-${name}.png` });
};

/** The betting member: rounds won and lost in two categories, and money in a vendor wallet. */
const prepareBetsMember = async (context: BrowserContext) => {
  for (const vendor of BETS_VENDORS) {
    await server.addVendor({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      categories: [vendor.gameType],
      walletMode: vendor.walletMode,
      games: vendor.games.map((game) => ({
        gameId: game.gameId,
        gameCode: game.gameId.toUpperCase(),
        gameType: vendor.gameType,
        names: game.name,
        iconUrl: '/favicon.svg',
      })),
    });
  }
  await server.createMember(BETS_MEMBER);
  await server.fundMember(BETS_MEMBER.username, '10000.00');
  for (const [vassalage, gameId, stake, payout] of BETS_ROUNDS) {
    await server.playRound({ username: BETS_MEMBER.username, vassalage, gameId, stake, payout });
  }
  // Launching the transfer-mode vendor's game opens its wallet (moving the main balance into it);
  // most of it comes back.
  const page = await context.newPage();
  await logIn(page, BETS_MEMBER);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const fishing = BETS_VENDORS[2];
  const list = (await (await page.request.get(`/wps/relay/games?vassalage=${fishing.vassalage}`)).json()) as {
    value: { games: { nodeId: number }[] };
  };
  const nodeId = list.value.games[0]?.nodeId ?? 0;
  await page.request.get(
    `/wps/game/launchGame?nodeId=${String(nodeId)}&gameId=${fishing.games[0].gameId}&vassalage=${fishing.vassalage}`,
    { headers: { Authorization: token } },
  );
  await callAsMember(page, 'POST', '/wps/wallet/transfer', {
    requestId: randomUUID(),
    from: `VENDOR:${fishing.vassalage}`,
    to: 'MAIN',
    amount: '8000.00',
  });
  await page.close();
};

/** The betting record, its range error, profit and loss, and the transfer page with a vendor wallet. */
const captureBetsPages = async (page: Page, name: string) => {
  const shots: [string, string][] = [
    ['betting-record', '/member/personalHistoryCopy'],
    ['profit', '/member/personalProfit'],
    ['transfer-fund-vendor', '/member/transferFund'],
  ];
  for (const [shot, path] of shots) {
    await page.goto(path);
    await page.locator('.page__title').waitFor();
    await page.locator('td.table__cell--num, .wallet-list__amount').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}bets-${shot}-${name}.png`, fullPage: true });
  }
  // A range over 90 days: the error under the end date, the typed dates kept.
  await page.goto('/member/personalHistoryCopy');
  const start = page.locator('input[name="startDate"]');
  const end = await page.locator('input[name="endDate"]').inputValue();
  await start.fill(new Date(Date.parse(`${end}T00:00:00Z`) - 120 * 86_400_000).toISOString().slice(0, 10));
  await page.locator('.bet-filters button[type="submit"]').click();
  await page.locator('.field__error').waitFor();
  await page.screenshot({ path: `${outDir}bets-range-error-${name}.png` });
};

await shots.run(async () => {
  const setup = await shots.browser.newContext({ baseURL: server.url });
  await prepareWalletMember(setup);
  await prepareBetsMember(setup);
  await setup.close();

  await shots.eachLook(
    'betting pages',
    { viewports: VIEWPORTS, looks: PAGE_STYLES, stored: webStored },
    async ({ page, name }) => {
      await logIn(page, BETS_MEMBER);
      await captureBetsPages(page, name);
    },
  );

  await shots.eachLook(
    'wallet pages',
    { viewports: VIEWPORTS, looks: PAGE_STYLES, stored: webStored },
    async ({ page, name }) => {
      await logIn(page, WALLET_MEMBER);
      await captureWalletPages(page, name);
    },
  );

  await shots.eachLook(
    'home',
    {
      viewports: VIEWPORTS,
      looks: THEMES.flatMap((theme) => LANGUAGES.map((language) => ({ theme, language }))),
      stored: webStored,
    },
    async ({ page, name }) => {
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      await page.screenshot({ path: `${outDir}home-signed-out-${name}.png`, fullPage: true });

      await page.goto('/login');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.screenshot({ path: `${outDir}login-${name}.png` });
      await dialog.locator('input[name="username"]').fill(DEMO_MEMBER.username);
      await dialog.locator('input[name="password"]').fill(DEMO_MEMBER.password);
      await dialog.locator('button[type="submit"]').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('banner').getByRole('group').waitFor();
      await page.locator('.balance .amount__value').waitFor();
      await page.screenshot({ path: `${outDir}home-signed-in-${name}.png`, fullPage: true });
    },
  );
});
