import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  gameImportSchema,
  type GameCategory,
  type VendorCall,
  type VendorGame,
  type WalletMode,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { signVendorBody } from '../platform/http/vendor-signature.ts';

/** Where the vendor API's calls live; `raw` may name a call the API does not have, to see it refused. */
const VENDOR_API_PREFIX = '/vendor-api';

export interface VendorAnswer {
  status: number;
  body: {
    success: boolean;
    value?: Record<string, unknown> | null;
    errorCode?: string;
    message?: string;
  };
}

/**
 * Plays a game vendor against the platform over real HTTP: signs each body with the vendor's
 * secret as an outside vendor would. `raw` sends exactly the given bytes and signature, for the
 * tests of what the platform refuses.
 */
export const createVendorClient = (options: {
  baseUrl: string;
  vassalage: string;
  secret: string;
  clock?: () => number;
}) => {
  const now = options.clock ?? (() => Date.now());
  const raw = async (call: string, body: string, signature: string | null): Promise<VendorAnswer> => {
    const response = await fetch(`${options.baseUrl}${VENDOR_API_PREFIX}/${options.vassalage}/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-signature': signature }),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as VendorAnswer['body'] };
  };
  const call = (name: VendorCall, fields: Record<string, unknown>, timestamp = Math.floor(now() / 1000)) => {
    const body = JSON.stringify({ timestamp, ...fields });
    return raw(name, body, signVendorBody(options.secret, body));
  };
  return {
    raw,
    call,
    /** The signature of a body, as the vendor computes it. */
    sign: (body: string) => signVendorBody(options.secret, body),
    authenticate: (token: string) => call('authenticate', { token }),
    balance: (sessionId: string) => call('balance', { sessionId }),
    bet: (fields: {
      sessionId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
    }) => call('bet', fields),
    win: (fields: {
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
      closeRound?: boolean;
    }) => call('win', fields),
    rollback: (fields: {
      playerId: string;
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
      gameCode: string;
    }) => call('rollback', fields),
  };
};
export type VendorClient = ReturnType<typeof createVendorClient>;

export interface TestVendorInput {
  vassalage: string;
  displayName?: string;
  categories: GameCategory[];
  walletMode?: WalletMode;
  games: VendorGame[];
  launchUrl?: string;
  /** Where the vendor publishes its live tables (a site path a test route answers, or an http address). */
  roomsUrl?: string;
  /** The base of the vendor's lottery API. */
  lotteryUrl?: string;
}

/** Registers a vendor and imports its games as the demo administrator would; answers the secret. */
export const registerTestVendor = async (services: Services, input: TestVendorInput) => {
  const admin = await services.staff.findByUsername('demoadmin');
  if (!admin) throw new Error('the demo administrator is missing');
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const { secret } = await services.gamesAdmin.createVendor(actor, {
    vassalage: input.vassalage,
    displayName: input.displayName ?? input.vassalage,
    logoUrl: null,
    categories: input.categories,
    walletMode: input.walletMode ?? 'SEAMLESS',
    launchUrl: input.launchUrl ?? 'https://vendor.invalid/launch',
    jackpotUrl: null,
    roomsUrl: input.roomsUrl ?? null,
    lotteryUrl: input.lotteryUrl ?? null,
    sortOrder: 0,
  });
  await services.gamesAdmin.importGames(
    actor,
    input.vassalage,
    gameImportSchema.parse({ games: input.games }),
  );
  return { vassalage: input.vassalage, secret, actor };
};

/** A game of a vendor's list with the fields tests rarely care about filled in. */
export const testGame = (
  gameId: string,
  fields: Partial<VendorGame> & Pick<VendorGame, 'gameType'>,
): VendorGame => ({
  gameId,
  gameCode: gameId,
  names: { JA: `ゲーム ${gameId}`, EN: `Game ${gameId}` },
  iconUrl: '/favicon.svg',
  ...fields,
});

/**
 * Launches a game for a member and plays one round through the vendor API: a bet of `stake`, then
 * a win of `payout` (0 for a loss) that closes it.
 */
export const playTestRound = async (
  services: Services,
  client: VendorClient,
  input: { memberId: number; nodeId: number; gameId: string; stake: string; payout: string },
) => {
  const found = await services.catalogue.findGame(input.nodeId);
  if (!found) throw new Error(`no game ${input.nodeId}`);
  const launch = await services.games.launch(input.memberId, {
    nodeId: input.nodeId,
    gameId: input.gameId,
    vassalage: found.game.vassalage,
    accountType: 1,
    language: 'EN',
  });
  const token = new URL(launch.url, 'http://launch.invalid').searchParams.get('token') ?? '';
  const session = await client.authenticate(token);
  const value = session.body.value as { sessionId: string; playerId: string; currency: string } | undefined;
  if (!value) throw new Error(`authenticate failed: ${JSON.stringify(session.body)}`);
  const roundId = `round-${randomUUID()}`;
  const common = {
    playerId: value.playerId,
    roundId,
    gameCode: found.game.gameCode,
    currency: value.currency,
  };
  const bet = await client.bet({
    ...common,
    sessionId: value.sessionId,
    transactionId: `bet-${randomUUID()}`,
    amount: input.stake,
  });
  if (!bet.body.success) throw new Error(`bet failed: ${JSON.stringify(bet.body)}`);
  const win = await client.win({ ...common, transactionId: `win-${randomUUID()}`, amount: input.payout });
  if (!win.body.success) throw new Error(`win failed: ${JSON.stringify(win.body)}`);
  return { roundId };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A vendor's game page for browser tests, on its own port: it exchanges the launch token over the
 * vendor API (server to server, as a vendor does) and shows the game and the player's balance.
 */
export const startTestVendorSite = async (
  resolve: (vassalage: string) => { client: VendorClient; displayName: string } | undefined,
) => {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://vendor.invalid');
      const vendor = resolve(url.pathname.split('/')[1] ?? '');
      const token = url.searchParams.get('token');
      if (!vendor || !token) {
        response.writeHead(404).end('unknown game');
        return;
      }
      const answer = await vendor.client.authenticate(token);
      const value = answer.body.value as { balance: string; demo: boolean; gameCode: string } | undefined;
      const body = value
        ? `<h1>${escapeHtml(vendor.displayName)}</h1><p>${escapeHtml(value.gameCode)}</p><p>${value.demo ? 'Demo balance' : 'Balance'} ${escapeHtml(value.balance)}</p>`
        : `<h1>${escapeHtml(vendor.displayName)}</h1><p>Launch refused: ${escapeHtml(answer.body.errorCode ?? '')}</p>`;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><title>${escapeHtml(vendor.displayName)}</title></head><body>${body}</body></html>`,
        );
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    /** The launch URL of a vendor on this site. */
    launchUrl: (vassalage: string) => `http://127.0.0.1:${port}/${vassalage}/launch`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
