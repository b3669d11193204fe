import type { FastifyInstance } from 'fastify';
import { gameImportSchema } from '@platform/contract';
import {
  createHouseVendor,
  rewriteHouseSecret,
  type HouseVendor,
  type PlatformTransport,
  type SecretCodec,
} from '@platform/house-vendor';
import type { Services } from '../app.ts';
import type { Clock } from '../platform/clock.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import type { ResealMode, SecretBox } from '../platform/crypto/secrets.ts';

/** The code the house vendor is registered under, and where its pages are served in this process. */
export const HOUSE_VASSALAGE = 'HOUSE';
export const HOUSE_PREFIX = '/house';

/** The additional data of the platform secret the house vendor keeps in its own settings table. */
const HOUSE_SECRET_CONTEXT = 'house_settings.value:platform_secret';

/** The embedded house vendor keeps its copy of the signing secret encrypted with the platform's key. */
const houseSecretCodec = (secrets: SecretBox): SecretCodec => ({
  seal: (secret) => secrets.seal(secret, HOUSE_SECRET_CONTEXT),
  open: (stored) => secrets.open(stored, HOUSE_SECRET_CONTEXT),
});

/** Encrypts the house vendor's stored secret when plain, or in mode `all` when under an older key. */
export const resealHouseSecret = (database: DatabaseHandle, secrets: SecretBox, mode: ResealMode) =>
  rewriteHouseSecret(database.raw, (stored) => secrets.reseal(stored, HOUSE_SECRET_CONTEXT, mode));

/**
 * The platform's own request handling as the house vendor's transport: its calls pass through the
 * vendor API's parser, signature check and routes exactly as an outside vendor's, without a socket.
 */
const injectTransport =
  (app: FastifyInstance): PlatformTransport =>
  async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: response.statusCode, body: response.body };
  };

/**
 * Runs the house vendor in the platform's process (the default): its own tables on the same
 * database, its pages and API under `/house`. Call before the app is ready.
 */
export const mountHouseVendor = async (
  app: FastifyInstance,
  database: DatabaseHandle,
  options: {
    currency: string;
    secret?: string | undefined;
    secrets: SecretBox;
    /** The platform's clock, when not the machine's: the vendor runs and signs by it too (a test moves both at once). */
    clock?: Clock;
  },
): Promise<HouseVendor> => {
  const house = await createHouseVendor({
    database: database.raw,
    vassalage: HOUSE_VASSALAGE,
    transport: injectTransport(app),
    publicUrl: HOUSE_PREFIX,
    currency: options.currency,
    secret: options.secret,
    secretCodec: houseSecretCodec(options.secrets),
    log: app.log,
    ...(options.clock === undefined
      ? {}
      : { clock: () => options.clock!.now(), signingClock: () => options.clock!.now().getTime() }),
  });
  await app.register(house.plugin, { prefix: HOUSE_PREFIX });
  const stop = house.startJobs();
  app.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });
  return house;
};

/**
 * The demo start registers the house vendor as an operator would in the console: a seamless-wallet
 * vendor with its launch page, its published game list imported, and the issued secret handed to it.
 * Does nothing when the vendor exists or the console account is missing (an install without the demo
 * data registers it in the console). Answers whether it registered.
 */
export const registerHouseVendor = async (services: Services, house: HouseVendor, username: string) => {
  const known = await services.gamesAdmin.listVendors();
  if (known.some((vendor) => vendor.vassalage === HOUSE_VASSALAGE)) return false;
  const admin = await services.staff.findByUsername(username);
  if (!admin) return false;
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const { secret } = await services.gamesAdmin.createVendor(actor, {
    vassalage: HOUSE_VASSALAGE,
    displayName: 'House Games',
    logoUrl: `${HOUSE_PREFIX}/logo.svg`,
    categories: ['RNG', 'LIVE', 'LOTT', 'ELOTT'],
    walletMode: 'SEAMLESS',
    launchUrl: `${HOUSE_PREFIX}/play`,
    jackpotUrl: `${HOUSE_PREFIX}/api/jackpot`,
    roomsUrl: `${HOUSE_PREFIX}/api/rooms`,
    lotteryUrl: `${HOUSE_PREFIX}/api/lottery`,
    sortOrder: 0,
  });
  await house.useSecret(secret);
  await services.gamesAdmin.importGames(
    actor,
    HOUSE_VASSALAGE,
    gameImportSchema.parse({ games: house.games }),
  );
  return true;
};
