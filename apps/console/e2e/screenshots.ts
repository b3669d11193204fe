/**
 * Captures the console's screens, dark and light, in Japanese (the default), at 1440x900 and the
 * member page at 900x1200, into /screenshots/console-*.png (git-ignored). Run after
 * `npm run build -w @platform/console`: `npx tsx apps/console/e2e/screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import type { GameCategory, VendorGame } from '@platform/contract';
import common from '../src/i18n/ja.json' with { type: 'json' };
import audit from '../src/features/audit/i18n/ja.json' with { type: 'json' };
import finance from '../src/features/finance/i18n/ja.json' with { type: 'json' };
import games from '../src/features/games/i18n/ja.json' with { type: 'json' };
import members from '../src/features/members/i18n/ja.json' with { type: 'json' };
import settings from '../src/features/settings/i18n/ja.json' with { type: 'json' };
import { onTestServer, startScreenshots } from '../../web/e2e/support/screenshots.ts';
import { consoleApi, DEMO_ADMIN, DESKTOP, tokenOf, totpCode } from './support/console.ts';
import { makeReceiptPng, memberApi, memberApiLogIn } from './support/finance.ts';

/** The texts of the pages shown: each group used here lies whole in one of these bundles. */
const ja = { ...common, ...audit, ...finance, ...games, ...members, ...settings };

const TABLET = { width: 900, height: 1200 } as const;

const shots = await startScreenshots('', onTestServer());
const { server, outDir } = shots;

/**
 * Saves the page dark, switches the theme with the console's own switch, saves it light. Behind an
 * open dialog the switch cannot be reached, so the theme attribute is set directly.
 */
const capture = async (page: Page, name: string, options: { isDialogOpen?: boolean } = {}) => {
  const themeSwitch = page.getByRole('button', { name: ja.preferences.darkTheme }).first();
  const isDark = async () =>
    options.isDialogOpen === true
      ? page.evaluate(() => document.documentElement.dataset.theme === 'dark')
      : (await themeSwitch.getAttribute('aria-pressed')) === 'true';
  const toggle = async () => {
    if (options.isDialogOpen === true) {
      await page.evaluate(() => {
        const root = document.documentElement;
        root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
      });
    } else {
      await themeSwitch.click();
    }
  };
  for (const theme of ['dark', 'light'] as const) {
    if ((await isDark()) !== (theme === 'dark')) await toggle();
    await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, theme);
    // Colours ease in over 160 ms; take the picture once they have settled.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}console-${name}-${theme}.png` });
    process.stdout.write(`saved console-${name}-${theme}.png\n`);
  }
  await toggle();
};

await shots.run(async () => {
  for (const [index, username] of ['yamada01', 'suzuki02', 'tanaka03', 'sato04'].entries()) {
    await server.createMember({ username, password: 'member1234', type: index === 3 ? 1 : 0 });
  }
  const context = await shots.newContext(DESKTOP);
  await context.addInitScript(() => {
    if (localStorage.getItem('console.lang') === null) localStorage.setItem('console.lang', 'JA');
  });
  const page = await context.newPage();

  await page.goto('/console/');
  await page.getByLabel(ja.auth.username, { exact: true }).waitFor();
  await capture(page, 'login');

  await page.getByLabel(ja.auth.username, { exact: true }).fill(DEMO_ADMIN.username);
  await page.getByLabel(ja.auth.password, { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: ja.auth.next, exact: true }).click();
  const key = page.getByLabel(ja.auth.manualKey);
  await key.waitFor();
  await page.getByRole('img', { name: ja.auth.qrAlt }).waitFor();
  await capture(page, 'totp-enrol');
  const secret = (await key.innerText()).replace(/\s/g, '');
  await page.getByLabel(ja.auth.code).fill(await totpCode(secret));
  await page.getByRole('button', { name: ja.auth.signIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: ja.dashboard.title }).waitFor();
  await capture(page, 'dashboard');

  // Some history for the audit page, made through the console API with this session.
  const token = await tokenOf(page);
  const found = await consoleApi(server, token, 'GET', '/members?account=demomember');
  const member = (found.payload.value as { list: { id: number }[] }).list[0];
  if (member === undefined) throw new Error('the demo member is missing');
  await consoleApi(server, token, 'POST', `/members/${member.id}/lock`);
  await consoleApi(server, token, 'POST', `/members/${member.id}/unlock`);
  await consoleApi(server, token, 'PUT', `/members/${member.id}/remarks`, {
    remarks: 'VIP候補。入金確認済み。',
  });
  for (const [amount, reason] of [
    ['5000.00', 'キャンペーンボーナス付与'],
    ['-1250.50', '誤付与分の取消'],
  ] as const) {
    await consoleApi(server, token, 'POST', `/members/${member.id}/adjustments`, {
      requestId: crypto.randomUUID(),
      amount,
      reason,
    });
  }
  const status = await consoleApi(server, token, 'GET', '/settings/status');
  const setting = status.payload.value as Record<string, unknown>;
  await consoleApi(server, token, 'PUT', '/settings/status', { ...setting, status: 1 });
  await consoleApi(server, token, 'PUT', '/settings/status', { ...setting, status: 0 });

  await page.goto('/console/members');
  await page.getByRole('link', { name: 'demomember' }).waitFor();
  await capture(page, 'members');

  await page.getByRole('link', { name: 'demomember' }).click();
  await page.getByRole('heading', { level: 1, name: 'demomember' }).waitFor();
  await page.getByRole('table', { name: ja.members.history.title }).waitFor();
  await page.getByRole('table', { name: ja.members.wallet.transfers }).getByText('誤付与分の取消').waitFor();
  await capture(page, 'member');
  await page.screenshot({ path: `${outDir}console-member-full.png`, fullPage: true });

  await page.setViewportSize(TABLET);
  await capture(page, 'member-tablet');
  await page.setViewportSize(DESKTOP);

  await page.goto('/console/settings/status');
  await page
    .getByRole('radiogroup')
    .or(page.getByRole('group', { name: ja.settings.status.statusLegend }))
    .waitFor();
  await capture(page, 'status');

  await page.goto('/console/settings/register');
  await page.getByRole('table', { name: ja.settings.register.tableTitle }).waitFor();
  await capture(page, 'register');

  await page.goto('/console/audit');
  await page.getByRole('table', { name: ja.audit.results }).getByText('member.lock').waitFor();
  await capture(page, 'audit');

  for (const [name, path] of [
    ['modules', '/console/settings/modules'],
    ['site', '/console/settings/site'],
    ['domains', '/console/settings/domains'],
    ['outbox', '/console/outbox'],
    ['staff', '/console/staff'],
    ['account', '/console/account'],
  ] as const) {
    await page.goto(path);
    await page.locator('.card, .table-wrap').first().waitFor();
    await capture(page, name);
  }

  // Finance: deposits and withdrawals made by members through the member API, some decided.
  const memberTokens = new Map<string, string>();
  for (const username of ['demomember', 'yamada01', 'suzuki02', 'tanaka03']) {
    const password = username === 'demomember' ? 'demo1234' : 'member1234';
    memberTokens.set(username, await memberApiLogIn(server, username, password));
  }
  const memberToken = (username: string) => {
    const found = memberTokens.get(username);
    if (found === undefined) throw new Error(`${username} is not logged in`);
    return found;
  };
  const channels = await memberApi<{ id: number; kind: string }[]>(
    server,
    memberToken('demomember'),
    'GET',
    '/wps/deposit/channels',
  );
  const channelOf = (kind: string) => {
    const found = channels.payload.value.find((channel) => channel.kind === kind);
    if (found === undefined) throw new Error(`no ${kind} channel in the demo data`);
    return found.id;
  };
  const receipt = makeReceiptPng();
  const deposit = async (username: string, kind: string, amount: string) => {
    const order = await memberApi<{ orderNo: string }>(
      server,
      memberToken(username),
      'POST',
      '/wps/deposit/orders',
      {
        requestId: crypto.randomUUID(),
        channelId: channelOf(kind),
        amount,
      },
    );
    if (kind === 'BANK_TRANSFER') {
      await memberApi(
        server,
        memberToken(username),
        'PUT',
        `/wps/deposit/orders/${order.payload.value.orderNo}/proof`,
        receipt,
        {
          'Content-Type': 'image/png',
        },
      );
    }
    return order.payload.value.orderNo;
  };
  const queueIdOf = async (path: string, orderNo: string) => {
    const queue = await consoleApi(server, token, 'GET', `${path}?pageSize=100`);
    const row = (queue.payload.value as { list: { id: number; orderNo: string }[] }).list.find(
      (candidate) => candidate.orderNo === orderNo,
    );
    if (row === undefined) throw new Error(`${orderNo} is not in ${path}`);
    return row.id;
  };
  const creditedNo = await deposit('suzuki02', 'BANK_TRANSFER', '20000');
  const failedNo = await deposit('tanaka03', 'BANK_TRANSFER', '3000');
  await deposit('demomember', 'BANK_TRANSFER', '15000');
  const pendingNo = await deposit('yamada01', 'BANK_TRANSFER', '50000.50');
  await deposit('tanaka03', 'ONLINE', '8000');
  await consoleApi(server, token, 'POST', `/deposits/${await queueIdOf('/deposits', creditedNo)}/credit`, {
    memo: '入金明細と照合済み',
  });
  await consoleApi(server, token, 'POST', `/deposits/${await queueIdOf('/deposits', failedNo)}/reject`, {
    reason: '該当する入金が確認できません',
  });

  const withdrawals: string[] = [];
  for (const [username, payee, bank, amount] of [
    ['yamada01', 'ヤマダ タロウ', 'みずほ銀行', '12000'],
    ['suzuki02', 'スズキ ハナコ', '三井住友銀行', '3000'],
    ['yamada01', 'ヤマダ タロウ', 'みずほ銀行', '8000'],
  ] as const) {
    const member = memberToken(username);
    const security = await memberApi<{ hasPaymentPassword: boolean }>(
      server,
      member,
      'GET',
      '/wps/member/security',
    );
    if (!security.payload.value.hasPaymentPassword) {
      await server.fundMember(username, '60000.00');
      await memberApi(server, member, 'PUT', '/wps/member/payment-password', {
        newPassword: '135790',
        confirmPassword: '135790',
      });
      await memberApi(server, member, 'POST', '/wps/member/bank-accounts', {
        bankName: bank,
        accountName: payee,
        accountNumber: `${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      });
    }
    const accounts = await memberApi<{ id: number }[]>(server, member, 'GET', '/wps/member/bank-accounts');
    const order = await memberApi<{ orderNo: string }>(server, member, 'POST', '/wps/withdrawals', {
      requestId: crypto.randomUUID(),
      amount,
      bankAccountId: accounts.payload.value[0]?.id,
      paymentPassword: '135790',
    });
    withdrawals.push(order.payload.value.orderNo);
  }
  const [paidNo = '', , rejectedNo = ''] = withdrawals;
  await consoleApi(
    server,
    token,
    'POST',
    `/withdrawals/${await queueIdOf('/withdrawals', paidNo)}/approve`,
    {},
  );
  await consoleApi(
    server,
    token,
    'POST',
    `/withdrawals/${await queueIdOf('/withdrawals', rejectedNo)}/reject`,
    {
      reason: '口座名義が登録情報と一致しません',
    },
  );

  await page.goto('/console/finance/deposits');
  const depositRow = page
    .getByRole('table', { name: ja.finance.deposits.results })
    .getByRole('row')
    .filter({ hasText: pendingNo });
  await depositRow.waitFor();
  await capture(page, 'deposits');
  await page.goto('/console/finance/deposits?status=ALL');
  await page.getByRole('table', { name: ja.finance.deposits.results }).getByText(creditedNo).waitFor();
  await capture(page, 'deposits-all');

  await page.goto('/console/finance/deposits');
  await depositRow.getByRole('button', { name: ja.finance.proof.view }).click();
  await page.getByRole('dialog').getByRole('img').waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('dialog img')?.complete === true);
  await capture(page, 'deposit-proof-dialog', { isDialogOpen: true });
  await page.getByRole('dialog').getByRole('button', { name: ja.common.close }).first().click();
  await depositRow.getByRole('button', { name: ja.finance.deposits.credit }).click();
  await page.getByRole('dialog', { name: ja.finance.deposits.creditTitle }).waitFor();
  await capture(page, 'deposit-credit-dialog', { isDialogOpen: true });
  await page.getByRole('dialog').getByRole('button', { name: ja.common.cancel }).click();

  await page.goto('/console/finance/withdrawals');
  const withdrawalTable = page.getByRole('table', { name: ja.finance.withdrawals.results });
  await withdrawalTable.getByText(withdrawals[1] ?? '').waitFor();
  await capture(page, 'withdrawals');
  await page.goto('/console/finance/withdrawals?status=ALL');
  await withdrawalTable.getByText(paidNo).waitFor();
  await capture(page, 'withdrawals-all');
  await page.goto('/console/finance/withdrawals');
  await withdrawalTable.getByRole('button', { name: ja.finance.withdrawals.reject }).first().click();
  await page.getByRole('dialog', { name: ja.finance.withdrawals.rejectTitle }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: ja.finance.withdrawals.reject }).click();
  await page.getByRole('dialog').getByText('入力してください').waitFor();
  await capture(page, 'withdrawal-reject-dialog', { isDialogOpen: true });
  await page.getByRole('dialog').getByRole('button', { name: ja.common.cancel }).click();

  await page.goto('/console/finance/deposit-channels');
  await page
    .getByRole('table', { name: ja.finance.channels.results })
    .getByText('銀行振込（デモ）')
    .waitFor();
  await capture(page, 'deposit-channels');
  await page.getByRole('button', { name: `銀行振込（デモ） を編集` }).click();
  await page.getByRole('dialog', { name: ja.finance.channels.editTitle }).waitFor();
  await capture(page, 'deposit-channel-dialog', { isDialogOpen: true });
  await page.getByRole('dialog').getByRole('button', { name: ja.common.cancel }).click();
  await page.getByRole('button', { name: ja.finance.channels.create }).click();
  const createDialog = page.getByRole('dialog', { name: ja.finance.channels.createTitle });
  await createDialog.getByLabel(ja.finance.channels.kind).selectOption('ONLINE');
  await createDialog.getByLabel('名称（日本語）').fill('コンビニ決済');
  await createDialog.getByLabel('名称（English）').fill('Convenience store');
  await createDialog.getByLabel(ja.finance.channels.minAmount).fill('5000');
  await createDialog.getByLabel(ja.finance.channels.maxAmount).fill('100');
  await createDialog.getByRole('button', { name: ja.finance.channels.create }).click();
  await createDialog.getByText('オンライン決済には決済ゲートウェイが必要です').waitFor();
  await capture(page, 'deposit-channel-errors', { isDialogOpen: true });
  await createDialog.getByRole('button', { name: ja.common.cancel }).click();

  await page.goto('/console/finance/withdrawal-limits');
  await page.getByLabel(ja.finance.limits.dailyCount).waitFor();
  await capture(page, 'withdrawal-limits');

  // suzuki02 locks the payment password with 5 wrong tries; finance staff see the unlock.
  const suzukiAccounts = await memberApi<{ id: number }[]>(
    server,
    memberToken('suzuki02'),
    'GET',
    '/wps/member/bank-accounts',
  );
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await memberApi(server, memberToken('suzuki02'), 'POST', '/wps/withdrawals', {
      requestId: crypto.randomUUID(),
      amount: '1000',
      bankAccountId: suzukiAccounts.payload.value[0]?.id,
      paymentPassword: '000000',
    });
  }
  await page.goto('/console/members?account=suzuki02');
  await page.getByRole('link', { name: 'suzuki02' }).click();
  await page.getByRole('region', { name: ja.members.paymentPassword.title }).waitFor();
  await page.getByRole('region', { name: ja.members.paymentPassword.title }).scrollIntoViewIfNeeded();
  await capture(page, 'member-payment-password');
  await context.unroute('**/console-api/members/*');

  await page.goto('/console/members?account=yamada01');
  await page.getByRole('link', { name: 'yamada01' }).click();
  await page.getByRole('button', { name: ja.members.resetPassword }).click();
  await page.getByRole('dialog').getByRole('button', { name: ja.members.resetPassword }).click();
  await page.getByRole('dialog', { name: ja.members.temporaryPasswordTitle }).waitFor();
  await capture(page, 'member-reset-dialog', { isDialogOpen: true });

  // Games: vendors with their lists (one under maintenance now, one disabled), some games flagged.
  const game = (
    gameId: string,
    gameType: GameCategory,
    ja: string,
    en: string,
    extra: Partial<VendorGame> = {},
  ) =>
    ({
      gameId,
      gameCode: gameId.toLowerCase(),
      gameType,
      names: { JA: ja, EN: en },
      iconUrl: '/favicon.svg',
      ...extra,
    }) satisfies VendorGame;
  const hour = 3_600_000;
  await server.addVendor({
    vassalage: 'PG_SOFT',
    displayName: 'PG Soft',
    categories: ['RNG', 'FISH'],
    games: [
      game('PG_DRAGON', 'RNG', 'ドラゴンの財宝', 'Dragon Treasure', {
        gameClassify: 'JP',
        supportsTrial: true,
        minBet: '0.20',
      }),
      game('PG_FORTUNE', 'RNG', 'フォーチュンタイガー', 'Fortune Tiger', {
        supportsTrial: true,
        minBet: '0.50',
      }),
      game('PG_SCRATCH', 'RNG', 'ラッキースクラッチ', 'Lucky Scratch', {
        gameClassify: 'SC',
        minBet: '1.00',
      }),
      game('PG_REEF', 'FISH', 'サンゴ礁ハント', 'Reef Hunt', { minBet: '0.10' }),
    ],
  });
  await server.addVendor({
    vassalage: 'EVO_LIVE',
    displayName: 'Evolution Live',
    categories: ['LIVE'],
    walletMode: 'TRANSFER',
    games: [
      game('EVO_BACCARAT', 'LIVE', 'スピードバカラ', 'Speed Baccarat', {
        gameClassify: 'TG',
        minBet: '5.00',
      }),
      game('EVO_ROULETTE', 'LIVE', 'ライトニングルーレット', 'Lightning Roulette', {
        gameClassify: 'TG',
        minBet: '1.00',
      }),
    ],
  });
  await server.addVendor({
    vassalage: 'SABA',
    displayName: 'SABA Sports',
    categories: ['SPORTS', 'ESPORTS'],
    games: [game('SABA_MAIN', 'SPORTS', 'SABAスポーツ', 'SABA Sports')],
  });
  await server.setVendorMaintenance('EVO_LIVE', {
    startTime: new Date(Date.now() - hour).toISOString(),
    endTime: new Date(Date.now() + 2 * hour).toISOString(),
  });
  const patch = (path: string, body: unknown) =>
    fetch(`${server.url}/console-api${path}`, {
      method: 'PATCH',
      headers: { Authorization: token ?? '', 'Content-Type': 'application/json', Language: 'JA' },
      body: JSON.stringify(body),
    });
  await patch('/games/vendors/SABA', { status: 'DISABLED' });
  const catalogue = await consoleApi(server, token, 'GET', '/games?pageSize=100');
  const nodeOf = (gameId: string) =>
    (catalogue.payload.value as { list: { nodeId: number; gameId: string }[] }).list.find(
      (entry) => entry.gameId === gameId,
    )?.nodeId;
  await patch(`/games/${nodeOf('PG_DRAGON')}`, { isHot: true, sortOrder: 1 });
  await patch(`/games/${nodeOf('PG_SCRATCH')}`, { enabled: false, isNew: false });
  await patch(`/games/${nodeOf('PG_REEF')}`, {
    maintenance: {
      startTime: new Date(Date.now() + 24 * hour).toISOString(),
      endTime: new Date(Date.now() + 26 * hour).toISOString(),
    },
  });

  await page.goto('/console/games/vendors');
  const vendorTable = page.getByRole('table', { name: ja.games.vendors.results });
  await vendorTable.getByText('Evolution Live').waitFor();
  await capture(page, 'game-vendors');
  await vendorTable.getByRole('button', { name: 'Evolution Live を編集' }).click();
  await page.getByRole('dialog', { name: 'Evolution Live の編集' }).waitFor();
  await capture(page, 'game-vendor-dialog', { isDialogOpen: true });
  await page.getByRole('dialog').getByRole('button', { name: ja.common.cancel }).click();
  await vendorTable.getByRole('button', { name: 'PG Soft のゲームリストを取り込む' }).click();
  const importDialog = page.getByRole('dialog', { name: 'PG Soft のゲームリストの取込' });
  await importDialog.getByLabel(ja.games.import.fileLabel).setInputFiles({
    name: 'pg-soft-games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        games: [
          { gameId: 'PG_NEW', gameCode: 'new', gameType: 'RNG', names: { JA: '新作', EN: 'New one' } },
          game('PG_DRAGON', 'RNG', 'ドラゴンの財宝', 'Dragon Treasure', { minBet: '0.205' }),
        ],
      }),
    ),
  });
  await importDialog.getByRole('alert').waitFor();
  await capture(page, 'game-import-errors', { isDialogOpen: true });
  await importDialog.getByRole('button', { name: ja.common.cancel }).click();
  await vendorTable.getByRole('button', { name: 'PG Soft の署名シークレットを更新' }).click();
  await page.getByRole('dialog').getByRole('button', { name: ja.games.vendors.rotate }).click();
  await page.getByRole('dialog', { name: 'PG Soft の署名シークレット' }).waitFor();
  await capture(page, 'game-vendor-secret', { isDialogOpen: true });

  await page.goto('/console/games/list');
  const gameTable = page.getByRole('table', { name: ja.games.list.results });
  await gameTable.getByText('ドラゴンの財宝', { exact: true }).waitFor();
  await capture(page, 'games');
  await gameTable.getByRole('button', { name: 'ドラゴンの財宝 の表示順とメンテナンス' }).click();
  await page.getByRole('dialog').waitFor();
  await capture(page, 'game-dialog', { isDialogOpen: true });

  await context.close();
});
