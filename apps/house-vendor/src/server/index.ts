import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { registerLotteryAdminRoutes } from './admin-routes.ts';
import { publishedGames } from './catalogue.ts';
import { openHouseDatabase, type HouseDatabaseClient } from './db.ts';
import { createLotteryAdmin } from './lottery-admin.ts';
import { createLotteryDraws } from './lottery-draws.ts';
import { createLotteryOrders } from './lottery-orders.ts';
import type { LotteryResultSource } from './lottery-results.ts';
import { createPlatformClient, type PlatformTransport } from './platform-client.ts';
import { registerHouseRoutes } from './routes.ts';
import { createHouseService } from './service.ts';
import { createSessionAccess } from './session-access.ts';
import { createSecretStore, rewriteStoredSecret, type SecretCodec } from './settings.ts';

export { httpTransport, type PlatformTransport } from './platform-client.ts';
export { answerHouseFrameworkError } from './routes.ts';
export type { HouseDatabaseClient } from './db.ts';
export { httpResultSource, type LotteryResultSource } from './lottery-results.ts';
export type { SecretCodec } from './settings.ts';

/**
 * Rewrites the stored platform secret through `rewrite` (new stored form, or null to keep it) without
 * starting the vendor: the host's key rotation. Does nothing where the house tables do not exist.
 */
export const rewriteHouseSecret = (
  database: HouseDatabaseClient,
  rewrite: (stored: string) => string | null,
): Promise<boolean> => rewriteStoredSecret(openHouseDatabase(database).db, rewrite);

const CLIENT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** The game pages a launch URL or a link opens; each answers the app's index.html. */
const PAGES = ['/play', '/fairness'];

export interface HouseVendorOptions {
  database: HouseDatabaseClient;
  /** The code the platform registered the house vendor under. */
  vassalage: string;
  transport: PlatformTransport;
  /** Where the platform's members reach the pages and icons ('/house' in the platform's process). */
  publicUrl: string;
  /** The currency of the jackpot the home page shows when it does not name one. */
  currency: string;
  /** The signing secret from the environment; otherwise the one stored at registration. */
  secret?: string | undefined;
  /** How the stored secret is kept (the platform's process encrypts it); stored as given without one. */
  secretCodec?: SecretCodec;
  /** The built game pages; without them only the API is served (server tests). */
  clientDist?: string;
  log?: { warn(details: object, message: string): void };
  /** The time the vendor runs by (draws, sessions, recovery); the machine's unless given. */
  clock?: () => Date;
  /** The time its signed calls to the platform carry (seconds are checked there); the machine's unless given. */
  signingClock?: () => number;
  /** Where the Vietnamese draws' results are imported from (each still confirmed by staff). */
  resultSource?: LotteryResultSource | undefined;
}

/**
 * The house vendor: its database, its service and a Fastify plugin with its API and game pages.
 * Register `plugin` under the prefix `publicUrl` names, in the platform's process or its own.
 */
export const createHouseVendor = async (options: HouseVendorOptions) => {
  const { db, migrate } = openHouseDatabase(options.database);
  await migrate();
  const secrets = createSecretStore(db, options.secret, options.secretCodec);
  const clock = options.clock ?? (() => new Date());
  const platform = createPlatformClient({
    vassalage: options.vassalage,
    secret: secrets.read,
    transport: options.transport,
    clock: options.signingClock,
  });
  const service = createHouseService({ db, platform, log: options.log, clock });
  const lottery = createLotteryDraws({ db, clock });
  const lotteryOrders = createLotteryOrders({
    db,
    platform,
    clock,
    access: createSessionAccess({ db, platform, clock, log: options.log }),
    draws: lottery,
    log: options.log,
  });
  const lotteryAdmin = createLotteryAdmin({
    db,
    clock,
    draws: lottery,
    orders: lotteryOrders,
    log: options.log,
  });
  /** One pass of the results importer; nothing without a result source. */
  const importResults = async () => {
    if (options.resultSource) await lotteryAdmin.importResults(options.resultSource);
  };
  const games = publishedGames(options.publicUrl);
  const dist = options.clientDist ?? CLIENT_DIST;
  let jobs: Cron[] = [];

  const plugin = async (app: FastifyInstance) => {
    registerHouseRoutes(app, {
      service,
      lottery,
      lotteryOrders,
      publishedGames: games,
      defaultCurrency: options.currency,
    });
    await registerLotteryAdminRoutes(app, { admin: lotteryAdmin, secret: secrets.read, clock });
    if (!existsSync(`${dist}/index.html`)) return;
    const indexHtml = await readFile(`${dist}/index.html`, 'utf8');
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      decorateReply: false,
      index: false,
    });
    for (const page of PAGES)
      app.get(page, async (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
      );
  };

  return {
    service,
    lottery,
    lotteryOrders,
    lotteryAdmin,
    importResults,
    plugin,
    /** The game list to import into the platform's catalogue. */
    games,
    /** Stores the secret the platform issued when it registered the house vendor. */
    useSecret: secrets.write,
    /**
     * Starts the jobs (and runs each once now); answers a stop function. Every 30 s: finishes
     * interrupted rounds and drops ended sessions. Every 5 s: tops up the lottery's draws, draws
     * the fast draws that are due, settles drawn draws' orders and finishes interrupted orders, and
     * imports the due Vietnamese results when a result source is set.
     */
    startJobs: () => {
      if (jobs.length === 0) {
        const cronOptions = { protect: true, catch: true } as const;
        jobs = [
          new Cron('*/30 * * * * *', cronOptions, async () => {
            await service.recover();
            await service.purgeExpiredSessions();
          }),
          new Cron('*/5 * * * * *', cronOptions, async () => {
            await lottery.run();
            await lotteryOrders.settle();
            await importResults();
          }),
        ];
        for (const job of jobs) void job.trigger();
      }
      return () => {
        for (const job of jobs) job.stop();
      };
    },
  };
};
export type HouseVendor = Awaited<ReturnType<typeof createHouseVendor>>;
