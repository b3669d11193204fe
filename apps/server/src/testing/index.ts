import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import {
  encryptPayload,
  ENCRYPTION_HEADER,
  type EncryptOptions,
  MEMBER_TYPE,
  parseMinorUnits,
  type MaintenanceInput,
  type SystemStatusSetting,
} from '@platform/contract';
import { buildApp, type BuildAppOptions, type Services } from '../app.ts';
import { loadConfig, type SocialProviderConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../platform/db/client.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import { formatTimestamp } from '../platform/time.ts';
import { fixedCaptcha } from '../platform/captcha/image.ts';
import type { CaptchaWork } from '../platform/captcha/service.ts';
import type { Clock } from '../platform/clock.ts';
import type { AuthRateLimits } from '../modules/auth/routes.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed/demo.ts';
import { mountHouseVendor, registerHouseVendor } from '../house/mount.ts';
import { members } from '../modules/members/tables.ts';
import type { Database } from '../platform/db/client.ts';
import type { Actor } from '../platform/audit/service.ts';
import { jobRuns } from '../platform/jobs/tables.ts';
import {
  createVendorClient,
  playTestRound,
  registerTestVendor,
  startTestVendorSite,
  type TestVendorInput,
  type VendorClient,
} from './vendor.ts';
import type { startTestOidcProvider as startOidcProvider } from './oidc-provider.ts';
import type { ConfiguredSecretKeys } from '../platform/crypto/secret-keys.ts';
import { prepareDatabase } from '../stored-secrets.ts';

/** The answer of every captcha drawn in tests. */
export const TEST_CAPTCHA = 'TEST';

/** A proof of work of a few tries, so the many logins of the suites stay quick; the path is the real one. */
export const TEST_CAPTCHA_WORK: CaptchaWork = { cost: 10, minCounter: 1, maxCounter: 20 };
/**
 * The SECRETS_KEY of the test apps of this process (base64): servers a test starts in a process of
 * their own on a test database get it too.
 */
export const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

const RELAXED_LIMITS: AuthRateLimits = {
  login: { max: 10_000, timeWindow: 60_000 },
  register: { max: 10_000, timeWindow: 60_000 },
  captcha: { max: 10_000, timeWindow: 60_000 },
  challengeCode: { max: 10_000, timeWindow: 60_000 },
  freePlay: { max: 10_000, timeWindow: 60_000 },
};

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (`npm run test:pg`), a new database on it that is dropped afterwards.
 */
const openTestDatabase = async (): Promise<DatabaseHandle & { url: string | null }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...openDatabase({}), url: null };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's `end()` resolves before its sockets have closed; a forced drop would kill those
      // connections mid-goodbye and their clients would raise unhandled errors, so wait for them.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await sleep(50);
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export interface TestAppOptions {
  rateLimits?: AuthRateLimits;
  webDist?: string;
  consoleDist?: string;
  /**
   * A second instance on the first one's PostgreSQL database (its own pool, socket.io adapter and
   * caches), as a second server of a deployment would be. PostgreSQL only.
   */
  sharedWith?: { databaseUrl: string | null };
  /** Runs the house game vendor in the process under /house, registered with its games. */
  houseVendor?: boolean;
  /** Social login providers (`config.social`), e.g. the local provider's from `startTestOidcProvider`. */
  social?: SocialProviderConfig[];
  /** `PUBLIC_URL`, the site address links are built from. */
  publicUrl?: string;
  /** `FIREBASE_PROJECT_ID`: phone numbers proved by Firebase ID tokens at registration. */
  firebaseProjectId?: string;
  /** Answers the app's outgoing GETs (a vendor's jackpot, Firebase's keys) instead of the network. */
  httpGet?: BuildAppOptions['httpGet'];
  /**
   * Starts on this database as an upgraded install would (it is migrated again, and its data kept);
   * the caller closes it. A fresh one otherwise.
   */
  database?: DatabaseHandle;
  /** SECRETS_KEY and SECRETS_KEY_PREVIOUS; `TEST_SECRETS_KEY` alone unless given. */
  secretsKeys?: ConfiguredSecretKeys;
  /** Reverse proxies in front (`TRUST_PROXY_HOPS`); 0 unless given. */
  trustProxyHops?: number;
  /** The app's logger options (none unless given), e.g. a level and a stream a test reads. */
  logger?: BuildAppOptions['logger'];
  /**
   * The time the services run by, e.g. `createManualClock(...)` from platform/clock.ts, to move an
   * expiry, a lock's end or the day instead of waiting; the machine's clock unless given.
   */
  clock?: Clock;
  /** Sees every route as it is registered (`BuildAppOptions.onRoute`). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Adds test-only routes or hooks to the built app before it is ready. */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>['app']) => void;
}

/** The real app on a fresh, migrated, seeded database; requests go through `app.inject`. */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const shared = options.sharedWith?.databaseUrl;
  if (options.sharedWith && !shared) throw new Error('sharing a database needs TEST_DATABASE_URL');
  const given = options.database ? { ...options.database, url: null, close: () => Promise.resolve() } : null;
  const database =
    given ?? (shared ? { ...openDatabase({ url: shared }), url: shared } : await openTestDatabase());
  const config = {
    ...loadConfig({}),
    webDist: options.webDist,
    consoleDist: options.consoleDist,
    social: options.social ?? [],
    publicUrl: options.publicUrl,
    firebaseProjectId: options.firebaseProjectId,
    secretsKeys: options.secretsKeys ?? { current: Buffer.from(TEST_SECRETS_KEY, 'base64'), previous: [] },
    ...(options.trustProxyHops === undefined ? {} : { trustProxyHops: options.trustProxyHops }),
  };
  // As the server starts: the SQL migrations, then the data migration of secrets at rest.
  const { secrets } = await prepareDatabase(config, database, undefined);
  const { app, services, jobRunner } = await buildApp({
    config,
    database,
    secrets,
    captcha: fixedCaptcha(TEST_CAPTCHA),
    captchaWork: TEST_CAPTCHA_WORK,
    rateLimits: options.rateLimits ?? RELAXED_LIMITS,
    logger: options.logger ?? false,
    clock: options.clock,
    onRoute: options.onRoute,
    httpGet: options.httpGet,
  });
  options.beforeReady?.(app);
  const house = options.houseVendor
    ? await mountHouseVendor(app, database, { currency: 'JPY', secrets, clock: options.clock })
    : null;
  if (!shared) await seedDemoData(services);
  if (house) await registerHouseVendor(services, house, DEMO_ACCOUNTS.admin);
  await app.ready();

  const publicKey = (await services.system.getEncryptionKeys()).publicKey;
  /** Seals a payload the way the web client does, for the encrypted calls (at another time if given). */
  const encrypted = async (payload: unknown, options?: EncryptOptions) => {
    const { wrappedKey, body } = await encryptPayload(publicKey, payload, options);
    return { headers: { [ENCRYPTION_HEADER]: wrappedKey }, payload: body };
  };

  return {
    app,
    services,
    db: database.db,
    /** The database handle, to start another app on it (`database` option). */
    database: database as DatabaseHandle,
    databaseUrl: database.url,
    secrets,
    /** The app's period-job runner (on the machine's clock; the scheduler ticks it too). */
    jobRunner,
    /**
     * Runs a job's due periods and waits until none is still held: the scheduler's own tick may have
     * claimed a period a moment before (then `runDue` skips it), and its run must end before a test
     * reads what it did.
     */
    runJob: async (name: string) => {
      await jobRunner.runDue(name);
      for (;;) {
        const [running] = await database.db
          .select({ period: jobRuns.period })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, name), eq(jobRuns.status, 'running')))
          .limit(1);
        if (!running) return;
        await sleep(20);
      }
    },
    encrypted,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const createTestMember = async (
  services: Services,
  input: { username: string; password: string; type?: number },
) =>
  services.members.createMember({
    username: input.username,
    passwordHash: await hashPassword(input.password),
    type: input.type ?? MEMBER_TYPE.MEMBER,
    language: 'JA',
  });

/**
 * Free play as the free-play button starts it (a trial account, type 4, and its session), with the
 * account renamed to `username` so a test can recognise it. Answers the session token.
 */
export const openTrialSession = async (services: Services, db: Database, username: string) => {
  const trial = await services.auth.freePlay({ ip: '127.0.0.1', userAgent: undefined, language: 'EN' });
  await db
    .update(members)
    .set({ username: username.toLowerCase() })
    .where(eq(members.username, trial.username));
  return trial.token;
};

/**
 * Today as `YYYY-MM-DD` in the merchant's time zone, the day the API's date filters count in. (The UTC
 * date differs for part of every day: in Asia/Tokyo from midnight to 09:00.)
 */
export const merchantToday = async (services: Services) =>
  formatTimestamp(new Date(), (await services.system.getSiteSetting()).timeZone).slice(0, 10);

/** Puts money on a member's main wallet through the ledger, as a manual adjustment would. */
export const fundTestMember = async (services: Services, username: string, amount: string) => {
  const member = await services.members.findByUsername(username);
  const minor = parseMinorUnits(amount);
  if (!member || minor === undefined || minor <= 0n)
    throw new Error(`cannot fund ${username} with ${amount}`);
  await services.ledger.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    from: { operator: 'ADJUSTMENT' },
    to: { memberId: member.id, kind: 'MAIN' },
    amount: minor,
    type: 'ADJUSTMENT',
    metadata: { reason: 'test funding' },
  });
  return member.id;
};

export interface TestServer {
  /** `http://127.0.0.1:<port>`, serving the built web app with the SPA fallback. */
  url: string;
  setSystemStatus(status: SystemStatusSetting['status']): Promise<void>;
  createMember(input: { username: string; password: string; type?: number }): Promise<void>;
  /** Credits a member's main wallet ("1500.00") through the ledger. */
  fundMember(username: string, amount: string): Promise<void>;
  /** A new trial account (type 4) with a live session; answers its token for `sessionStorage.token`. */
  openTrialSession(username: string): Promise<string>;
  /**
   * Registers a vendor and imports its games; its launch URL is a test vendor page that exchanges
   * the launch token over the vendor API and shows the game and `Balance <amount>` (or `Demo balance`).
   */
  addVendor(input: Omit<TestVendorInput, 'launchUrl'>): Promise<{ vassalage: string; secret: string }>;
  /** A bet of `stake` and a win of `payout` through the vendor API, for a member with the funds. */
  playRound(input: {
    username: string;
    vassalage: string;
    gameId: string;
    stake: string;
    payout: string;
  }): Promise<{ roundId: string }>;
  setVendorMaintenance(vassalage: string, window: MaintenanceInput | null): Promise<void>;
  /** Runs every period job due at the server's clock now (a settlement after the clock moved). */
  runDueJobs(): Promise<void>;
  close(): Promise<void>;
}

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/**
 * A port nothing listens on right now, from the system: a test app that will listen on it can be
 * given `http://127.0.0.1:<port>` as its site address (`publicUrl`), which links are built from.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The whole product on a real port for browser tests: web app at `/`, console at `/console/`. */
export const startTestServer = async (
  options: {
    houseVendor?: boolean;
    social?: SocialProviderConfig[];
    /** The time the server runs by (a test moves it to pass a period); the machine's clock unless given. */
    clock?: Clock;
  } = {},
): Promise<TestServer> => {
  // The port is chosen first, so the site address that links are built from is this server's.
  const port = await freePort();
  const testApp = await createTestApp({
    webDist: WEB_DIST,
    consoleDist: CONSOLE_DIST,
    houseVendor: options.houseVendor ?? false,
    social: options.social ?? [],
    publicUrl: `http://127.0.0.1:${port}`,
    clock: options.clock,
  });
  const address = await testApp.app.listen({ port, host: '127.0.0.1' });
  const { services } = testApp;
  const vendors = new Map<string, { client: VendorClient; displayName: string; actor: Actor }>();
  const site = await startTestVendorSite((vassalage) => vendors.get(vassalage));
  const vendorOf = (vassalage: string) => {
    const vendor = vendors.get(vassalage);
    if (!vendor) throw new Error(`no test vendor ${vassalage}`);
    return vendor;
  };
  return {
    url: address,
    setSystemStatus: (status) => testApp.services.system.setSystemStatus(status),
    createMember: async (input) => {
      await createTestMember(testApp.services, input);
    },
    fundMember: async (username, amount) => {
      await fundTestMember(testApp.services, username, amount);
    },
    openTrialSession: (username) => openTrialSession(services, testApp.db, username),
    addVendor: async (input) => {
      const { secret, actor } = await registerTestVendor(services, {
        ...input,
        launchUrl: site.launchUrl(input.vassalage),
      });
      const client = createVendorClient({ baseUrl: address, vassalage: input.vassalage, secret });
      vendors.set(input.vassalage, { client, displayName: input.displayName ?? input.vassalage, actor });
      return { vassalage: input.vassalage, secret };
    },
    playRound: async (input) => {
      const member = await services.members.findByUsername(input.username);
      const game = [...(await services.catalogue.snapshot()).byNode.values()].find(
        (candidate) => candidate.vassalage === input.vassalage && candidate.gameId === input.gameId,
      );
      if (!member || !game) throw new Error(`cannot play ${input.gameId} for ${input.username}`);
      return playTestRound(services, vendorOf(input.vassalage).client, {
        memberId: member.id,
        nodeId: game.nodeId,
        gameId: game.gameId,
        stake: input.stake,
        payout: input.payout,
      });
    },
    setVendorMaintenance: async (vassalage, window) => {
      await services.gamesAdmin.updateVendor(vendorOf(vassalage).actor, vassalage, { maintenance: window });
    },
    runDueJobs: async () => {
      for (const name of testApp.jobRunner.jobNames()) await testApp.jobRunner.runDue(name);
    },
    close: async () => {
      await site.close();
      await testApp.close();
    },
  };
};

export { createVendorClient, registerTestVendor, testGame, type VendorClient } from './vendor.ts';
export type { TestOidcAccount, TestOidcProvider } from './oidc-provider.ts';

/** The local OpenID Connect provider; oidc-provider is loaded only by the tests that start one. */
export const startTestOidcProvider: typeof startOidcProvider = async (options) =>
  (await import('./oidc-provider.ts')).startTestOidcProvider(options);
export { createManualClock, type ManualClock } from '../platform/clock.ts';
export { seedDemoRewardTasks } from '../seed/demo-reward-tasks.ts';
export { seedDemoReferral } from '../seed/demo-referral.ts';
export { seedDemoHosts } from '../seed/demo-live.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo.ts';
