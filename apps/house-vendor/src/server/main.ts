import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { z } from 'zod';
import { answerHouseFrameworkError, createHouseVendor, httpResultSource, httpTransport } from './index.ts';

/**
 * The house vendor as its own service: `tsx apps/house-vendor/src/server/main.ts`. Register it in the
 * platform's console (Games → Vendors, seamless, launch URL `<HOUSE_PUBLIC_URL>/play`), put the issued
 * secret into HOUSE_SECRET, and import the list from `<HOUSE_PUBLIC_URL>/api/catalogue`.
 */
const env = z
  .object({
    HOUSE_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    HOUSE_HOST: z.string().default('0.0.0.0'),
    /** Its own PostgreSQL; without it an embedded PGlite under HOUSE_DATA_DIR. */
    HOUSE_DATABASE_URL: z.url().optional(),
    HOUSE_DATA_DIR: z.string().default('./data-house'),
    PLATFORM_URL: z.url(),
    HOUSE_VASSALAGE: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .default('HOUSE'),
    HOUSE_SECRET: z.string().min(16),
    /** Where members' browsers reach this service, e.g. https://games.example.com/house */
    HOUSE_PUBLIC_URL: z.url(),
    /**
     * A Vietnamese results feed, e.g. https://results.example.com/{province}/{drawNo}.json (also
     * {gameId}); its results are entered for staff to confirm.
     */
    HOUSE_LOTTERY_RESULTS_URL: z.string().startsWith('http').optional(),
    HOUSE_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('JPY'),
  })
  .parse(process.env);

const database = env.HOUSE_DATABASE_URL
  ? ({ kind: 'postgres', pool: new pg.Pool({ connectionString: env.HOUSE_DATABASE_URL }) } as const)
  : ({ kind: 'pglite', client: new PGlite(env.HOUSE_DATA_DIR) } as const);
const app = Fastify({ logger: true, frameworkErrors: answerHouseFrameworkError });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
// The platform's pages frame the game pages from another origin.
const platformOrigin = new URL(env.PLATFORM_URL).origin;
app.addHook('onSend', async (_request, reply) => {
  reply.header('content-security-policy', `frame-ancestors 'self' ${platformOrigin}`);
});

const house = await createHouseVendor({
  database,
  vassalage: env.HOUSE_VASSALAGE,
  transport: httpTransport(env.PLATFORM_URL),
  publicUrl: env.HOUSE_PUBLIC_URL.replace(/\/$/, ''),
  currency: env.HOUSE_CURRENCY,
  secret: env.HOUSE_SECRET,
  log: app.log,
  resultSource: env.HOUSE_LOTTERY_RESULTS_URL
    ? httpResultSource({ urlTemplate: env.HOUSE_LOTTERY_RESULTS_URL })
    : undefined,
});
await app.register(house.plugin, { prefix: new URL(env.HOUSE_PUBLIC_URL).pathname.replace(/\/$/, '') });
const stopJobs = house.startJobs();
app.addHook('onClose', (_instance, done) => {
  stopJobs();
  done();
});
await app.listen({ port: env.HOUSE_PORT, host: env.HOUSE_HOST });
