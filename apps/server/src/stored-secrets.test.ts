import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import type { LaunchGame, LoginChallenge, VendorAdmin, VendorSecret } from '@platform/contract';
import { createServices } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { SECRETS_KEY_FILE, readKeyFile } from './platform/crypto/secret-keys.ts';
import { SecretUnreadableError, secretKeyId } from './platform/crypto/secrets.ts';
import { prepareDatabase, resealStoredSecrets } from './stored-secrets.ts';
import { createTestApp, createTestMember, TEST_SECRETS_KEY, type TestApp } from './testing/index.ts';
import { login, send, type LoginBody } from './testing/requests.ts';
import { createStaffAndLogin } from './testing/console.ts';
import { registerTestVendor, testGame } from './testing/vendor.ts';
import { signVendorBody } from './platform/http/vendor-signature.ts';
import { members } from './modules/members/tables.ts';
import { staff, staffChallenges } from './modules/console/tables.ts';
import { gameVendors } from './modules/games/tables.ts';
import { depositChannels } from './modules/wallet/tables.ts';
import { HOUSE_VASSALAGE } from './house/mount.ts';

const PASSWORD = 'secret123';
const SCRIPTS = fileURLToPath(new URL('./scripts/', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
/** What a sealed value looks like: format, key id, IV, ciphertext with tag. */
const SEALED = /^v1:[\w-]{8}:[\w-]{16}:[\w-]{22,}$/;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const fromBase32 = (text: string) => {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
};

/** A secret as text, as its bytes (base32 or hex decoded) in hex and base64, either case. */
const formsOf = (secret: string) => {
  const bytes = /^[0-9a-f]+$/i.test(secret) ? Buffer.from(secret, 'hex') : fromBase32(secret);
  const forms = [
    secret,
    bytes.toString('hex'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    Buffer.from(secret).toString('base64').replace(/=+$/, ''),
    Buffer.from(secret).toString('hex'),
  ];
  return [...new Set(forms.flatMap((form) => [form, form.toLowerCase(), form.toUpperCase()]))];
};

/** Every row of every table, as PostgreSQL prints it: what a copy of the database holds. */
const dumpDatabase = async (db: Database) => {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as { rows: { name: string }[] };
  let dump = '';
  for (const { name } of tables.rows) {
    const rows = (await db.execute(
      sql`select coalesce(string_agg(t::text, E'\n'), '') as text from ${sql.identifier(name)} t`,
    )) as { rows: { text: string }[] };
    dump += `${name}\n${rows.rows[0]?.text ?? ''}\n`;
  }
  return dump;
};

const expectNoTrace = async (db: Database, ...secrets: string[]) => {
  const dump = await dumpDatabase(db);
  expect(dump).toContain('members');
  for (const secret of secrets) {
    for (const form of formsOf(secret)) expect(dump.includes(form), `the database holds ${form}`).toBe(false);
  }
};

const challengeOf = async (t: TestApp, body: LoginBody) => {
  const answer = await login(t, body);
  expect([answer.status, answer.body.errorCode]).toEqual([403, 'login_verification_required']);
  return answer.body.value as unknown as LoginChallenge;
};

/** A member login through the authenticator step with a code of `secret` at `epoch`. */
const loginWithTotp = async (t: TestApp, username: string, secret: string, epoch: number) => {
  const challenge = await challengeOf(t, { username, password: PASSWORD });
  expect(challenge).toMatchObject({ reason: 'TWO_FACTOR', methods: ['TOTP'] });
  return login(t, {
    username,
    password: PASSWORD,
    challengeToken: challenge.challengeToken,
    challengeMethod: 'TOTP',
    challengeAnswer: await generate({ secret, epoch }),
  });
};

/** A vendor-API call signed with `secret`, as the vendor sends it. */
const vendorCall = async (t: TestApp, vassalage: string, secret: string, call: string, fields: object) => {
  const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...fields });
  const response = await t.app.inject({
    method: 'POST',
    url: `/vendor-api/${vassalage}/${call}`,
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(secret, body) },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<{ success: boolean; errorCode?: string }>() };
};

/** A member launches the vendor's game; the vendor exchanges the launch token with a signed call. */
const launchAndAuthenticate = async (t: TestApp, vassalage: string, gameId: string, secret: string) => {
  const username = `launch${randomBytes(3).toString('hex')}`;
  await createTestMember(t.services, { username, password: PASSWORD });
  const token = (await login(t, { username, password: PASSWORD })).body.value.token;
  const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === vassalage && candidate.gameId === gameId,
  );
  if (!game) throw new Error(`no game ${gameId}`);
  const launch = await send<LaunchGame>(t, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=${vassalage}&accountType=1`,
    token,
  });
  expect(launch.status).toBe(200);
  const launchToken = new URL(launch.body.value.url, 'http://platform.test').searchParams.get('token');
  return vendorCall(t, vassalage, secret, 'authenticate', { token: launchToken });
};

/** A member opens a house game: the house vendor authenticates the launch with its signed call. */
const openHouseGame = async (t: TestApp) => {
  const username = `house${randomBytes(3).toString('hex')}`;
  await createTestMember(t.services, { username, password: PASSWORD });
  const token = (await login(t, { username, password: PASSWORD })).body.value.token;
  const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === HOUSE_VASSALAGE,
  );
  if (!game) throw new Error('no house game');
  const launch = await send<LaunchGame>(t, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${game.gameId}&vassalage=${HOUSE_VASSALAGE}&accountType=1`,
    token,
  });
  const launchToken = new URL(launch.body.value.url, 'http://platform.test').searchParams.get('token');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/house/api/sessions',
    payload: { token: launchToken },
  });
  return opened.statusCode;
};

/**
 * A member pays an online deposit on the demo's sandbox channel: the payment request and the
 * gateway's notification are both signed with the channel's secret. Answers the order's status.
 */
const payThroughSandbox = async (t: TestApp) => {
  const username = `payer${randomBytes(3).toString('hex')}`;
  await createTestMember(t.services, { username, password: PASSWORD });
  const token = (await login(t, { username, password: PASSWORD })).body.value.token;
  const channel = (await t.services.deposits.listChannelsForStaff()).find((row) => row.gateway === 'SANDBOX');
  const order = await send<{ orderNo: string; paymentUrl: string }>(t, {
    method: 'POST',
    url: '/wps/deposit/orders',
    token,
    payload: { requestId: randomUUID(), channelId: channel?.id, amount: '1000' },
  });
  const payToken = new URL(order.body.value.paymentUrl, 'http://x').searchParams.get('token') ?? '';
  await t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: payToken, decision: 'approve' }).toString(),
  });
  const after = await send<{ status: string }>(t, {
    method: 'GET',
    url: `/wps/deposit/orders/${order.body.value.orderNo}`,
    token,
  });
  return after.body.value.status;
};

/** The stored secret columns, as a copy of the database shows them. */
const storedSecrets = async (db: Database) => {
  const result = (await db.execute(sql`
    select 'member:' || id as row, totp_secret as value from members where totp_secret is not null
    union all select 'member-pending:' || id, totp_pending_secret from members where totp_pending_secret is not null
    union all select 'staff:' || id, totp_secret from staff where totp_secret is not null
    union all select 'challenge:' || token_hash, pending_secret from staff_challenges where pending_secret is not null
    union all select 'vendor:' || vassalage, secret from game_vendors
    union all select 'house:' || key, value from house_settings
    union all select 'gateway:' || id, gateway_secret from deposit_channels where gateway_secret is not null
    order by 1`)) as { rows: { row: string; value: string }[] };
  return result.rows;
};

describe('secrets at rest, through the HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a member’s authenticator secret encrypted from enrolment on; login with the authenticator still works', async () => {
    const member = await createTestMember(t.services, { username: 'sealedtotp', password: PASSWORD });
    const token = (await login(t, { username: 'sealedtotp', password: PASSWORD })).body.value.token;
    const started = await send<{ secret: string }>(t, {
      method: 'POST',
      url: '/wps/member/totp',
      token,
      payload: { password: PASSWORD },
    });
    expect(started.status).toBe(200);
    const { secret } = started.body.value;
    const [pending] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(pending?.totpPendingSecret).toMatch(SEALED);
    await expectNoTrace(t.db, secret);

    const now = Math.floor(Date.now() / 1000);
    const confirmed = await send(t, {
      method: 'PUT',
      url: '/wps/member/totp',
      token,
      payload: { code: await generate({ secret, epoch: now }) },
    });
    expect(confirmed.status).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.totpSecret).toMatch(SEALED);
    expect(row?.totpPendingSecret).toBeNull();
    await expectNoTrace(t.db, secret);

    const passed = await loginWithTotp(t, 'sealedtotp', secret, now + 30);
    expect(passed.status).toBe(200);
    expect(passed.body.value.token).toMatch(/^[\w-]{43}$/);
  });

  it('keeps a staff member’s TOTP secret encrypted, in the enrolment challenge and after it; the next console login verifies', async () => {
    await t.services.staff.createStaff({
      username: 'sealedstaff',
      password: 'staffpass123',
      role: 'SUPPORT',
      mustChangePassword: false,
    });
    const step = await send<{ stage: string; challenge: string; secret: string }>(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      payload: { username: 'sealedstaff', password: 'staffpass123' },
    });
    expect(step.body.value.stage).toBe('ENROL');
    const { secret } = step.body.value;
    const challenges = await t.db.select({ pending: staffChallenges.pendingSecret }).from(staffChallenges);
    expect(challenges.some((challenge) => challenge.pending !== null)).toBe(true);
    for (const { pending } of challenges) if (pending !== null) expect(pending).toMatch(SEALED);
    await expectNoTrace(t.db, secret);

    const now = Math.floor(Date.now() / 1000);
    const enrolled = await send(t, {
      method: 'POST',
      url: '/console-api/auth/totp',
      payload: { challenge: step.body.value.challenge, code: await generate({ secret, epoch: now }) },
    });
    expect(enrolled.status).toBe(200);
    const [row] = await t.db.select().from(staff).where(eq(staff.username, 'sealedstaff'));
    expect(row?.totpSecret).toMatch(SEALED);
    await expectNoTrace(t.db, secret);

    const again = await send<{ stage: string; challenge: string }>(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      payload: { username: 'sealedstaff', password: 'staffpass123' },
    });
    expect(again.body.value.stage).toBe('VERIFY');
    const verified = await send(t, {
      method: 'POST',
      url: '/console-api/auth/totp',
      payload: { challenge: again.body.value.challenge, code: await generate({ secret, epoch: now + 30 }) },
    });
    expect(verified.status).toBe(200);
  });

  it('keeps vendor signing secrets encrypted when registered and rotated in the console; signed calls work with the current one only', async () => {
    const admin = await createStaffAndLogin(t, 'sealedgames', 'ADMIN');
    const created = await send<VendorSecret>(t, {
      method: 'POST',
      url: '/console-api/games/vendors',
      token: admin,
      payload: {
        vassalage: 'SEALED',
        displayName: 'Sealed',
        categories: ['RNG'],
        walletMode: 'SEAMLESS',
        launchUrl: 'https://sealed.example/launch',
      },
    });
    expect(created.status).toBe(200);
    const first = created.body.value.secret;
    const imported = await send(t, {
      method: 'POST',
      url: '/console-api/games/vendors/SEALED/import',
      token: admin,
      payload: { games: [testGame('sealed-slot', { gameType: 'RNG' })] },
    });
    expect(imported.status).toBe(200);
    const [row] = await t.db.select().from(gameVendors).where(eq(gameVendors.vassalage, 'SEALED'));
    expect(row?.secret).toMatch(SEALED);
    await expectNoTrace(t.db, first);
    expect((await launchAndAuthenticate(t, 'SEALED', 'sealed-slot', first)).body.success).toBe(true);

    const rotated = await send<VendorSecret>(t, {
      method: 'POST',
      url: '/console-api/games/vendors/SEALED/secret',
      token: admin,
    });
    const second = rotated.body.value.secret;
    expect(second).not.toBe(first);
    await expectNoTrace(t.db, first, second);
    const old = await launchAndAuthenticate(t, 'SEALED', 'sealed-slot', first);
    expect([old.status, old.body.errorCode]).toEqual([401, 'invalid_signature']);
    expect((await launchAndAuthenticate(t, 'SEALED', 'sealed-slot', second)).body.success).toBe(true);
    // The console shows the last four characters of the secret, as before.
    const listed = await send<VendorAdmin[]>(t, {
      method: 'GET',
      url: '/console-api/games/vendors',
      token: admin,
    });
    expect(listed.body.value.find((vendor) => vendor.vassalage === 'SEALED')?.secretHint).toBe(
      second.slice(-4),
    );
  });

  it('keeps payment gateway secrets encrypted; an online deposit is still signed, notified and credited', async () => {
    const channels = await t.db.select().from(depositChannels);
    expect(channels.length).toBeGreaterThan(0);
    const gatewaySecrets: string[] = [];
    for (const channel of channels) {
      expect(channel.gatewaySecret).toMatch(SEALED);
      gatewaySecrets.push((await t.services.deposits.findGatewaySecret(channel.id)) ?? '');
    }
    expect(gatewaySecrets.every((secret) => /^[0-9a-f]{64}$/.test(secret))).toBe(true);
    await expectNoTrace(t.db, ...gatewaySecrets);
    expect(await payThroughSandbox(t)).toBe('CREDITED');
  });

  it('does not open a value copied to another row or column', async () => {
    const one = await createTestMember(t.services, { username: 'copyfrom', password: PASSWORD });
    const two = await createTestMember(t.services, { username: 'copyto', password: PASSWORD });
    await t.services.members.setTotpSecret(one.id, generateSecret());
    const [source] = await t.db.select().from(members).where(eq(members.id, one.id));
    await t.db.update(members).set({ totpSecret: source?.totpSecret }).where(eq(members.id, two.id));
    await expect(t.services.members.findById(two.id)).rejects.toThrow(SecretUnreadableError);
    await t.db
      .update(members)
      .set({ totpSecret: null, totpPendingSecret: source?.totpSecret })
      .where(eq(members.id, one.id));
    await expect(t.services.members.findById(one.id)).rejects.toThrow(SecretUnreadableError);
  });
});

describe('an upgraded install', () => {
  const firstKey = Buffer.from(TEST_SECRETS_KEY, 'base64');
  const secondKey = randomBytes(32);
  let first: TestApp;
  const plain = {
    member: generateSecret(),
    staff: generateSecret(),
    vendor: randomBytes(32).toString('hex'),
    house: randomBytes(32).toString('hex'),
    gateway: randomBytes(32).toString('hex'),
  };
  let memberId = 0;

  beforeAll(async () => {
    // An install of the previous version: its secrets were written in plain text.
    first = await createTestApp({ houseVendor: true });
    memberId = (await createTestMember(first.services, { username: 'oldtotp', password: PASSWORD })).id;
    await first.services.staff.createStaff({
      username: 'oldstaff',
      password: 'staffpass123',
      role: 'ADMIN',
      mustChangePassword: false,
    });
    await registerTestVendor(first.services, {
      vassalage: 'OLDVENDOR',
      categories: ['RNG'],
      games: [testGame('old-slot', { gameType: 'RNG' })],
    });
    await first.app.close();
    await first.db.execute(sql`update members set totp_secret = ${plain.member} where id = ${memberId}`);
    await first.db.execute(sql`update staff set totp_secret = ${plain.staff} where username = 'oldstaff'`);
    await first.db.execute(
      sql`update game_vendors set secret = ${plain.vendor} where vassalage = 'OLDVENDOR'`,
    );
    await first.db.execute(sql`update game_vendors set secret = ${plain.house} where vassalage = 'HOUSE'`);
    await first.db.execute(
      sql`update house_settings set value = ${plain.house} where key = 'platform_secret'`,
    );
    await first.db.execute(
      sql`update deposit_channels set gateway_secret = ${plain.gateway} where gateway = 'SANDBOX'`,
    );
  });
  afterAll(async () => {
    await first.database.close();
  });

  /** The server started again on the same database, with the given keys. */
  const restart = (keys: { current: Buffer; previous?: Buffer[] } = { current: firstKey }) =>
    createTestApp({
      database: first.database,
      houseVendor: true,
      secretsKeys: { current: keys.current, previous: keys.previous ?? [] },
    });

  const expectWorking = async (t: TestApp) => {
    // Each accepted code spends its time step; forget them, so a code of now works at every start.
    await first.db.execute(sql`update members set totp_last_time_step = null where id = ${memberId}`);
    await first.db.execute(sql`update staff set totp_last_time_step = null where username = 'oldstaff'`);
    const epoch = Math.floor(Date.now() / 1000);
    expect((await loginWithTotp(t, 'oldtotp', plain.member, epoch)).status).toBe(200);
    const step = await send<{ stage: string; challenge: string }>(t, {
      method: 'POST',
      url: '/console-api/auth/login',
      payload: { username: 'oldstaff', password: 'staffpass123' },
    });
    expect(step.body.value.stage).toBe('VERIFY');
    const verified = await send(t, {
      method: 'POST',
      url: '/console-api/auth/totp',
      payload: {
        challenge: step.body.value.challenge,
        code: await generate({ secret: plain.staff, epoch }),
      },
    });
    expect(verified.status).toBe(200);
    expect((await launchAndAuthenticate(t, 'OLDVENDOR', 'old-slot', plain.vendor)).body.success).toBe(true);
    expect(await openHouseGame(t)).toBe(200);
    expect(await payThroughSandbox(t)).toBe('CREDITED');
  };

  it('encrypts the plain secrets at the next start, once, and they keep working', async () => {
    const before = await storedSecrets(first.db);
    expect(before.filter((row) => !SEALED.test(row.value)).map((row) => row.row)).toEqual([
      expect.stringMatching(/^gateway:/),
      'house:platform_secret',
      `member:${memberId}`,
      expect.stringMatching(/^staff:/),
      'vendor:HOUSE',
      'vendor:OLDVENDOR',
    ]);

    const second = await restart();
    try {
      const after = await storedSecrets(first.db);
      expect(after.length).toBe(before.length);
      for (const row of after) expect(row.value, row.row).toMatch(SEALED);
      await expectNoTrace(first.db, ...Object.values(plain));
      await expectWorking(second);
    } finally {
      await second.app.close();
    }

    // Idempotent: another start changes no stored value (logins above re-sealed the staff secret only).
    const settled = await storedSecrets(first.db);
    const third = await restart();
    try {
      expect(await storedSecrets(first.db)).toEqual(settled);
    } finally {
      await third.app.close();
    }
  });

  it('refuses to start with a key that did not encrypt them', async () => {
    await expect(restart({ current: randomBytes(32) })).rejects.toThrow(/not configured/);
  });

  it('rotates: the new key reads the old values, the rotation moves them all, and the old key can go', async () => {
    const withBoth = await restart({ current: secondKey, previous: [firstKey] });
    try {
      await expectWorking(withBoth);
      const moved = await resealStoredSecrets(first.database, withBoth.secrets, 'all');
      expect(moved.memberTotp).toBe(1);
      expect(moved.vendorSecrets).toBe(2);
      expect(moved.houseSecret).toBe(1);
      expect(moved.gatewaySecrets).toBe(2);
      const prefix = `v1:${secretKeyId(secondKey)}:`;
      for (const row of await storedSecrets(first.db)) {
        // Challenges of the logins above expire unused; every kept secret is under the new key.
        if (!row.row.startsWith('challenge:')) expect(row.value.startsWith(prefix), row.row).toBe(true);
      }
      const again = await resealStoredSecrets(first.database, withBoth.secrets, 'all');
      expect(again).toEqual({
        memberTotp: 0,
        staffTotp: 0,
        vendorSecrets: 0,
        houseSecret: 0,
        gatewaySecrets: 0,
      });
    } finally {
      await withBoth.app.close();
    }
    const newOnly = await restart({ current: secondKey });
    try {
      await expectWorking(newOnly);
    } finally {
      await newOnly.app.close();
    }
    await expect(restart({ current: firstKey })).rejects.toThrow(/not configured/);
  });
});

/** Runs a script of the server in its own process with the given environment (nothing inherited that configures it). */
const runScript = (file: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(DATABASE_URL|SECRETS_KEY|SECRETS_KEY_PREVIOUS)$/.test(name),
      ),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('the embedded database’s key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is generated once in DATA_DIR (owner only), and `secrets:rotate -- --new-key` replaces it and re-encrypts', async () => {
    const config = loadConfig({});
    const open = async () => {
      const database = openDatabase({ dataDir });
      const { secrets } = await prepareDatabase(config, database, dataDir);
      return { database, secrets, services: createServices({ config, database, secrets }) };
    };
    const setup = await open();
    const keyFile = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const [generated] = readKeyFile(keyFile);
    expect(setup.secrets.currentKeyId).toBe(secretKeyId(generated as Buffer));
    await setup.services.system.ensureDefaults();
    const admin = await setup.services.staff.createStaff({
      username: 'rotator',
      password: 'staffpass123',
      role: 'ADMIN',
      mustChangePassword: false,
    });
    const { secret } = await setup.services.gamesAdmin.createVendor(
      { staffId: admin?.id ?? 0, username: 'rotator', ip: '127.0.0.1' },
      {
        vassalage: 'ROTATED',
        displayName: 'Rotated',
        logoUrl: null,
        categories: ['RNG'],
        walletMode: 'SEAMLESS',
        launchUrl: 'https://rotated.example/launch',
        jackpotUrl: null,
        roomsUrl: null,
        lotteryUrl: null,
        sortOrder: 0,
      },
    );
    await setup.database.close();

    const run = await runScript(path.join(SCRIPTS, 'rotate-secrets.ts'), ['--new-key'], {
      DATA_DIR: dataDir,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Re-encrypted 1 secret(s)');
    expect(run.stdout).not.toContain(secret);

    const keys = readKeyFile(keyFile);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.equals(generated as Buffer)).toBe(false);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).not.toContain((generated as Buffer).toString('base64'));
    const reopened = await open();
    try {
      expect(reopened.secrets.currentKeyId).toBe(secretKeyId(keys[0] as Buffer));
      expect(await reopened.services.catalogue.findVendorSecret('ROTATED')).toBe(secret);
      const [row] = await reopened.database.db
        .select()
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, 'ROTATED'));
      expect(row?.secret.startsWith(`v1:${reopened.secrets.currentKeyId}:`)).toBe(true);
    } finally {
      await reopened.database.close();
    }
  });

  it('is not generated for PostgreSQL: the server refuses to start without SECRETS_KEY, saying why', async () => {
    const run = await runScript(MAIN, [], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PORT: '0',
      DATA_DIR: dataDir,
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('SECRETS_KEY is required with DATABASE_URL');
  });

  it('refuses a malformed SECRETS_KEY with a message that does not repeat it', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'not-a-key-at-all' })).toThrow(
      /SECRETS_KEY: must be 32 random bytes/,
    );
    expect(() => loadConfig({ SECRETS_KEY: 'not-a-key-at-all' })).not.toThrow(/not-a-key-at-all/);
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: `${randomBytes(32).toString('base64')},short` })).toThrow(
      /SECRETS_KEY_PREVIOUS/,
    );
    expect(loadConfig({ SECRETS_KEY: randomBytes(32).toString('hex') }).secretsKeys.current).toHaveLength(32);
  });
});
