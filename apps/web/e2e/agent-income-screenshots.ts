/**
 * Captures the agent centre's my income (with a row's transfers open) and team transactions on a
 * phone and a desktop, dark (Japanese) and light (English), for the demo agent with a small team,
 * commission payments over the last days and the team's deposits, withdrawals and transfers, into
 * /screenshots/agent-income (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/agent-income-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE } from '@platform/contract';
import { createTestMember, merchantToday } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const AGENT = { username: 'demoagent', password: 'demo1234' };

const shots = await startScreenshots('agent-income', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A time on a merchant day (Tokyo: UTC+9), `hour` local. */
const at = (day: string, hour: number, minute: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 9) * 60 + minute) * 60_000).toISOString();

/** Runs an insert and answers the id of its first row. */
const insertedId = async (query: SQL) =>
  Number(((await db.execute(query)) as { rows: { id: string }[] }).rows[0]?.id);

/** A ledger transfer stamped at a chosen time, both balances moved as the ledger moves them. */
const ledgerRow = (from: number, to: number, amount: number, type: string, time: string) =>
  insertedId(sql`with moved as (
      update wallet_accounts set balance = balance + case when id = ${to} then ${amount}::bigint else -${amount}::bigint end
      where id in (${from}, ${to}) returning id, balance)
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, type,
      debit_balance_after, credit_balance_after, created_at)
    select ${`shots:${randomUUID()}`}, ${from}, ${to}, ${amount}::bigint, ${type},
      (select balance from moved where id = ${from}), (select balance from moved where id = ${to}), ${time}::timestamptz
    returning id`);

/** The demo agent's team (two players and a downline agent), its income and its team's money. */
const prepare = async () => {
  const today = await merchantToday(services);
  const agent = await services.members.findByUsername(AGENT.username);
  if (!agent) throw new Error('no demo agent');
  const team: Record<string, number> = {};
  for (const [name, type, parent] of [
    ['shotagent', MEMBER_TYPE.AGENT, agent.id],
    ['shotplayer1', MEMBER_TYPE.MEMBER, agent.id],
    ['shotplayer2', MEMBER_TYPE.MEMBER, 0],
  ] as const) {
    const member = await createTestMember(services, { username: name, password: 'secret123', type });
    team[name] = member.id;
    const upline = parent === 0 ? team.shotagent : parent;
    await db.transaction((tx) => services.members.moveUnderUpline(tx, member.id, upline ?? agent.id));
  }
  const accounts = async (memberId: number) => {
    const { debit, credit } = await services.ledger.resolveAccounts(
      { operator: 'COMMISSION' },
      { memberId, kind: 'MAIN' },
    );
    return { commission: debit.id, main: credit.id };
  };
  const own = await accounts(agent.id);
  for (const [days, hour, amount] of [
    [0, 10, 1_250_00],
    [-1, 10, 3_480_50],
    [-1, 22, 512_00],
    [-2, 10, 2_905_75],
    [-4, 10, 4_120_00],
    [-6, 10, 1_980_25],
  ] as const) {
    await ledgerRow(own.commission, own.main, amount, 'COMMISSION', at(dayShift(today, days), hour, 5));
  }
  const channel =
    await insertedId(sql`insert into deposit_channels (kind, name_ja, name_en, min_amount, max_amount, payee, expiry_minutes, is_demo)
      values ('BANK_TRANSFER', 'デモ銀行', 'Demo bank', 100, 100000000, ${JSON.stringify({ bankName: 'Demo', branchName: 'Main', accountType: 'ORDINARY', accountNumber: '1234567', accountName: 'DEMO' })}::jsonb, 30, true)
      returning id`);
  let minute = 0;
  const deposit = (name: string, amount: number, status: string, days: number) =>
    db.execute(sql`insert into deposit_orders (member_id, request_id, channel_id, amount, status, created_at, expires_at)
      values (${team[name]}, ${randomUUID()}, ${channel}, ${amount}, ${status}, ${at(dayShift(today, days), 14, (minute += 7))}::timestamptz, now() + interval '1 day')`);
  const withdrawal = async (name: string, amount: number, status: string, days: number) => {
    const bank =
      await insertedId(sql`insert into bank_accounts (member_id, bank_name, account_name, account_number)
        values (${team[name]}, 'Demo', ${name}, ${randomUUID().slice(0, 12)}) returning id`);
    await db.execute(sql`insert into withdrawal_orders (member_id, request_id, amount, status, bank_account_id, created_at)
      values (${team[name]}, ${randomUUID()}, ${amount}, ${status}, ${bank}, ${at(dayShift(today, days), 16, (minute += 7))}::timestamptz)`);
  };
  const transfer = async (from: number, to: number, amount: number, days: number) => {
    const time = at(dayShift(today, days), 18, (minute += 7));
    const id = await ledgerRow(
      (await accounts(from)).main,
      (await accounts(to)).main,
      amount,
      'TEAM_TRANSFER',
      time,
    );
    await db.execute(sql`insert into team_transfers (initiator_id, request_id, direction, from_member_id, to_member_id, amount, transfer_id, created_at)
      values (${from}, ${randomUUID()}, 'TO_DOWNLINE', ${from}, ${to}, ${amount}, ${id}, ${time}::timestamptz)`);
  };
  await deposit('shotplayer1', 10_000_00, 'CREDITED', -5);
  await deposit('shotplayer2', 5_000_00, 'CREDITED', -3);
  await deposit('shotagent', 30_000_00, 'CREDITED', -2);
  await deposit('shotplayer1', 2_000_00, 'FAILED', -1);
  await deposit('shotplayer2', 8_000_00, 'PENDING', 0);
  await deposit('shotplayer1', 3_500_00, 'CREDITED', 0);
  await withdrawal('shotplayer1', 4_000_00, 'APPROVED', -2);
  await withdrawal('shotplayer2', 1_500_00, 'PENDING', 0);
  await transfer(agent.id, team.shotagent ?? 0, 5_000_00, -2);
  await transfer(team.shotagent ?? 0, team.shotplayer2 ?? 0, 1_200_00, -1);
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), AGENT.username, AGENT.password);
  await setup.close();
  await shots.eachLook(
    'agent income',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: AGENT.username, isAgent: true }),
    },
    async ({ page, name }) => {
      await page.goto('/agentHome/agentRevenueReport');
      await page.locator('.income__totals').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}income-${name}.png`, fullPage: true });
      await page.locator('.table tbody tr').nth(1).locator('button').click();
      await page.locator('dialog .income__transfers').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}income-transfers-${name}.png` });
      await page.goto('/agentHome/agentDownlineTransactionDetailsCopy?type=ALL&username=shotplayer1');
      await page.locator('.team-tx__totals').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}team-transactions-${name}.png`, fullPage: true });
      await page.goto('/agentHome/agentDownlineTransactionDetailsCopy');
      await page.locator('.team-tx__totals').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}team-deposits-${name}.png`, fullPage: true });
    },
  );
});
