import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ENCRYPTION_HEADER, encryptPayload, type SiteConfig } from '@platform/contract';
import { createServices, type Services } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { createTestApp, createTestMember, fundTestMember, TEST_SECRETS_KEY } from '../../testing/index.ts';
import { prepareDatabase } from '../../stored-secrets.ts';
import { describeLedgerCheck, isLedgerClean } from '../../platform/ledger/service.ts';
import { ledgerTransfers } from '../../platform/ledger/tables.ts';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const USERNAME = 'crashloader';
const PASSWORD = 'crash1234';
/** Acknowledged transfers before the kill. */
const ACKED_BEFORE_KILL = 120;
const CONCURRENCY = 8;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });

/** The real server in its own process, as `npm start` runs it. */
const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'EN', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { value: unknown } };
};

const logIn = async (url: string) => {
  const config = (await (await fetch(`${url}/wps/system/config`)).json()) as { value: SiteConfig };
  const sealed = await encryptPayload(config.value.encryptionPublicKey, {
    username: USERNAME,
    password: PASSWORD,
  });
  const answer = await post(`${url}/wps/session/login`, sealed.body, {
    [ENCRYPTION_HEADER]: sealed.wrappedKey,
  });
  return (answer.body.value as { token: string }).token;
};

/**
 * Transfers back and forth between the member's main and vendor wallets, `CONCURRENCY` at a time,
 * until the process dies; answers the request ids the server acknowledged.
 */
const loadUntilKilled = async (url: string, token: string, child: ChildProcess) => {
  const acked: string[] = [];
  let n = 0;
  const worker = async () => {
    while (child.exitCode === null && child.signalCode === null) {
      n += 1;
      const requestId = randomUUID();
      const outbound = n % 2 === 0;
      try {
        const answer = await post(
          `${url}/wps/wallet/transfer`,
          {
            requestId,
            from: outbound ? 'MAIN' : 'VENDOR:LOAD',
            to: outbound ? 'VENDOR:LOAD' : 'MAIN',
            amount: '1.00',
          },
          { authorization: token },
        );
        if (answer.status === 200) acked.push(requestId);
      } catch {
        return;
      }
      if (acked.length === ACKED_BEFORE_KILL) child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return acked;
};

/** Prepares a member with money in both wallets on a database the server process will open. */
const prepare = async (services: Services, db: Database) => {
  await services.system.ensureDefaults();
  const member = await createTestMember(services, { username: USERNAME, password: PASSWORD });
  await fundTestMember(services, USERNAME, '1000.00');
  const { currency } = await services.wallet.getMainBalance(member.id);
  await services.wallet.openMemberWallet(db, member.id, currency, 'VENDOR:LOAD');
  return member.id;
};

const checkBooks = async (services: Services, db: Database, memberId: number, acked: string[]) => {
  const check = await services.ledger.check();
  expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
  const keys = acked.map((requestId) => `member-transfer:${memberId}:${requestId}`);
  const kept = await db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyKey, keys));
  expect(kept).toHaveLength(acked.length);
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a server killed under load', () => {
  it('leaves the books clean and keeps every acknowledged transfer after SIGKILL and restart', async () => {
    let env: Record<string, string>;
    let verify: (acked: string[]) => Promise<void>;
    if (process.env.TEST_DATABASE_URL) {
      const t = await createTestApp();
      cleanups.push(t.close);
      const memberId = await prepare(t.services, t.db);
      env = { DATABASE_URL: t.databaseUrl ?? '', SECRETS_KEY: TEST_SECRETS_KEY };
      verify = (acked) => checkBooks(t.services, t.db, memberId, acked);
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
      cleanups.push(() => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      });
      const open = async () => {
        const database = openDatabase({ dataDir });
        const config = loadConfig({});
        const { secrets } = await prepareDatabase(config, database, dataDir);
        return { database, services: createServices({ config, database, secrets }) };
      };
      const setup = await open();
      const memberId = await prepare(setup.services, setup.database.db);
      await setup.database.close();
      env = { DATA_DIR: dataDir };
      verify = async (acked) => {
        const after = await open();
        try {
          await checkBooks(after.services, after.database.db, memberId, acked);
        } finally {
          await after.database.close();
        }
      };
    }

    const first = await startServer(env);
    const token = await logIn(first.url);
    const acked = await loadUntilKilled(first.url, token, first.child);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

    const restarted = await startServer(env);
    expect((await fetch(`${restarted.url}/health`)).ok).toBe(true);
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);

    await verify(acked);
  }, 180_000);
});
