import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEMO_BALANCE,
  MEMBER_TYPE,
  MODULE_ID,
  type LaunchGame,
  type LoginResult,
  type MemberInfo,
  type WhitelabelNode,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createVendorClient, registerTestVendor, testGame, type VendorClient } from '../../testing/vendor.ts';
import { loginHistory, sessions } from './tables.ts';

let t: TestApp;
let vendor: VendorClient;
beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await registerTestVendor(t.services, {
    vassalage: 'FREEPLAY',
    categories: ['RNG'],
    games: [
      testGame('free-slot', { gameType: 'RNG', supportsTrial: true }),
      testGame('paid-slot', { gameType: 'RNG', supportsTrial: false }),
    ],
  });
  vendor = createVendorClient({ baseUrl, vassalage: 'FREEPLAY', secret: registered.secret });
});
afterAll(async () => {
  await t.close();
});

const freePlay = (target: TestApp = t, payload: unknown = { platform: 'W', gatewayVersion: 3 }) =>
  send<LoginResult>(target, { method: 'POST', url: '/wps/session/login/freeplay', payload, language: 'EN' });

const setFreePlay = async (enabled: boolean) => {
  const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.FREE_PLAY ? enabled : node.enabled,
      childrenNodes: flip(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(flip(await t.services.system.getWhitelabel()));
};

const gameNode = async (gameId: string) => {
  const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find((g) => g.gameId === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game;
};

const launchUrl = (game: { nodeId: number; gameId: string; vassalage: string }, accountType: 0 | 1) =>
  `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${game.gameId}&vassalage=${game.vassalage}&accountType=${accountType}`;

describe('free play', () => {
  it('is refused with feature_disabled while the switch is off', async () => {
    await setFreePlay(false);
    try {
      const answer = await freePlay();
      expect(answer).toMatchObject({ status: 403, body: { success: false, errorCode: 'feature_disabled' } });
    } finally {
      await setFreePlay(true);
    }
  });

  it('opens a trial account (type 4) with a trial session, its wallet empty', async () => {
    const answer = await freePlay();
    expect(answer.status).toBe(200);
    const { token, username } = answer.body.value;
    expect(answer.body.value).toEqual({
      token,
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: false,
      isTrial: true,
      username,
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(username).toMatch(/^trial[a-z0-9]{11}$/);
    const info = await send<MemberInfo>(t, { method: 'GET', url: '/wps/member/info', token });
    expect(info.body.value).toMatchObject({ account: username, type: MEMBER_TYPE.TRIAL, isTrial: true });
    const balance = await send(t, { method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(balance.body.value).toMatchObject({ balance: '0.00' });

    const member = await t.services.members.findByUsername(username);
    expect(member).toMatchObject({ type: MEMBER_TYPE.TRIAL, isDemo: false, registerIp: '127.0.0.1' });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, member?.id ?? 0));
    expect(session).toMatchObject({ kind: 'TRIAL', passwordChangeOnly: false });
    const history = await t.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.memberId, member?.id ?? 0));
    expect(history).toMatchObject([{ success: true, method: 'TRIAL' }]);

    expect((await send(t, { method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);
    expect((await send(t, { method: 'GET', url: '/wps/member/info', token })).status).toBe(401);
  });

  it('gives each free game the demo balance; playing moves it, never real money', async () => {
    const { token, username } = (await freePlay()).body.value;
    const member = await t.services.members.findByUsername(username);
    const game = await gameNode('free-slot');
    const launch = await send<LaunchGame>(t, { method: 'GET', url: launchUrl(game, 0), token });
    expect(launch.status).toBe(200);
    expect(launch.body.value.demo).toBe(true);

    const launchToken = new URL(launch.body.value.url).searchParams.get('token') ?? '';
    const session = await vendor.authenticate(launchToken);
    const value = session.body.value as {
      sessionId: string;
      playerId: string;
      balance: string;
      currency: string;
    };
    expect(value).toMatchObject({ balance: DEMO_BALANCE, demo: true });
    const bet = await vendor.bet({
      sessionId: value.sessionId,
      playerId: value.playerId,
      transactionId: `bet-${randomUUID()}`,
      roundId: `round-${randomUUID()}`,
      gameCode: game.gameCode,
      amount: '150.00',
      currency: value.currency,
    });
    expect(bet.body).toMatchObject({ success: true, value: { balance: '1850.00' } });

    expect((await t.services.wallet.getMainBalance(member?.id ?? 0)).balance).toBe(0n);
    expect(
      (await t.services.ledger.listMemberTransfers(member?.id ?? 0, { pageNum: 1, pageSize: 10 })).total,
    ).toBe(0);
    const unavailable = await send(t, {
      method: 'GET',
      url: launchUrl(await gameNode('paid-slot'), 0),
      token,
    });
    expect(unavailable.body.errorCode).toBe('free_play_unavailable');
  });

  it('refuses a trial account every real-money and member-only feature with in_need_true_account', async () => {
    const { token } = (await freePlay()).body.value;
    const game = await gameNode('free-slot');
    const refusals: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      encrypt?: boolean;
    }[] = [
      { method: 'GET', url: launchUrl(game, 1) },
      { method: 'GET', url: launchUrl(game, 1).replace('&accountType=1', '') },
      { method: 'GET', url: '/wps/relay/favourites' },
      { method: 'GET', url: '/wps/relay/favourites/ids' },
      { method: 'POST', url: '/wps/relay/favourites', payload: { nodeId: game.nodeId } },
      { method: 'DELETE', url: `/wps/relay/favourites?nodeId=${game.nodeId}` },
      { method: 'GET', url: '/wps/relay/games/recent' },
      { method: 'GET', url: '/wps/relay/bets?startDate=2026-01-01&endDate=2026-01-02' },
      { method: 'GET', url: '/wps/relay/bets/profit?startDate=2026-01-01&endDate=2026-01-02' },
      { method: 'GET', url: '/wps/wallet/wallets' },
      { method: 'GET', url: '/wps/wallet/transactions?startDate=2026-01-01&endDate=2026-01-02' },
      { method: 'POST', url: '/wps/wallet/transfer', payload: { from: 'MAIN', to: 'FREEPLAY' } },
      { method: 'GET', url: '/wps/deposit/channels' },
      { method: 'GET', url: '/wps/deposit/orders' },
      { method: 'GET', url: '/wps/member/bank-accounts' },
      { method: 'GET', url: '/wps/withdrawals/config' },
      { method: 'GET', url: '/wps/withdrawals' },
      { method: 'GET', url: '/wps/member/notifications' },
      { method: 'GET', url: '/wps/member/security' },
      { method: 'GET', url: '/wps/member/sessions' },
      { method: 'GET', url: '/wps/member/loginHistory' },
      {
        method: 'POST',
        url: '/wps/member/password',
        encrypt: true,
        payload: { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
      },
    ];
    for (const request of refusals) {
      const answer = await send(t, { ...request, token, language: 'EN' });
      expect({ url: request.url, status: answer.status, errorCode: answer.body.errorCode }).toEqual({
        url: request.url,
        status: 403,
        errorCode: 'in_need_true_account',
      });
    }
    const answer = await send(t, { method: 'GET', url: '/wps/relay/favourites', token, language: 'EN' });
    expect(answer.body.message).toBe('Please register a real account to use this feature.');
  });

  it('answers too many free plays from one IP with the 5-minute wait', async () => {
    const limited = await createTestApp({
      rateLimits: {
        login: { max: 100, timeWindow: 300_000 },
        register: { max: 100, timeWindow: 300_000 },
        captcha: { max: 100, timeWindow: 300_000 },
        challengeCode: { max: 100, timeWindow: 300_000 },
        freePlay: { max: 2, timeWindow: 300_000 },
      },
    });
    try {
      expect((await freePlay(limited)).status).toBe(200);
      expect((await freePlay(limited)).status).toBe(200);
      const third = await freePlay(limited);
      expect(third).toMatchObject({ status: 429, body: { errorCode: 'too_many_requests' } });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(290);
    } finally {
      await limited.close();
    }
  });

  it('refuses unknown fields and a wrong platform at the edge', async () => {
    const answer = await freePlay(t, { platform: 'X', isAdmin: true });
    expect(answer).toMatchObject({
      status: 422,
      body: { value: { fields: { platform: 'Invalid value', isAdmin: 'This field is not accepted' } } },
    });
  });
});
