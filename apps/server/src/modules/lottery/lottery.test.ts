import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  LaunchGame,
  LotteryMenu,
  LotteryOpened,
  LotteryOpenedGame,
  RecentGames,
} from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { LOTTERY_FEED_CACHE_MS } from './service.ts';

/** Lets every cached feed expire: only the clock's date moves, timers stay real. */
const expireFeeds = () => {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + LOTTERY_FEED_CACHE_MS);
};

const open = (drawNo: string) => ({
  drawNo,
  opensAt: '2026-11-26T11:00:00.000Z',
  closesAt: '2026-11-27T11:00:00.000Z',
  drawsAt: '2026-11-27T11:15:00.000Z',
  serverSeedHash: null,
});

describe('lottery calls: an outside lottery vendor’s games and draws', () => {
  let t: TestApp;
  /** What the lottery vendor's feed answers next. */
  let published: { status: number; body: string };
  const asked: string[] = [];
  let member: string;
  let trial: string;

  const feed = (games: unknown[]) => ({
    status: 200,
    body: JSON.stringify({ success: true, value: { games } }),
  });
  const northResult = { special: ['12345'], first: ['54321'] };
  const standard = () =>
    feed([
      {
        gameCode: 'vn-mb',
        region: 'NORTH',
        open: open('20261127'),
        last: { drawNo: '20261126', result: northResult, drawnAt: '2026-11-26T11:40:00.000Z' },
      },
      { gameCode: 'vn-hcm', region: 'SOUTH', open: open('20261130'), last: null },
      { gameCode: 'vn-dng', region: 'CENTRAL', open: open('20261128') },
      {
        gameCode: 'lotto-5d-1',
        region: null,
        open: { ...open('20261126-1101'), serverSeedHash: 'ab'.repeat(32) },
        last: { drawNo: '20261126-1100', result: [1, 2, 3, 4, 5], drawnAt: '2026-11-26T11:20:00.000Z' },
        extra: 'fields a vendor adds are ignored',
      },
      { gameCode: 'lotto-hidden', region: null, open: open('1') },
      { gameCode: 'vn-broken', region: 'EAST' },
    ]);

  const get = <T>(url: string, token?: string, language = 'EN') =>
    send<T>(t, { method: 'GET', url, token, language });

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/test-lottery/latest', async (request, reply) => {
          asked.push(request.url);
          return reply.status(published.status).type('application/json').send(published.body);
        });
        app.get('/test-lottery-down/latest', async (_request, reply) =>
          reply.status(503).send({ error: 'down' }),
        );
      },
    });
    await registerTestVendor(t.services, {
      vassalage: 'LOTTO',
      displayName: 'Lotto Vendor',
      categories: ['LOTT', 'ELOTT', 'RNG'],
      lotteryUrl: '/test-lottery/',
      games: [
        testGame('vn-mb', { gameType: 'LOTT', names: { JA: 'ベトナム北部', EN: 'Northern Vietnam' } }),
        testGame('vn-hcm', { gameType: 'LOTT', names: { JA: 'ホーチミン', EN: 'Ho Chi Minh City' } }),
        testGame('vn-dng', { gameType: 'LOTT', names: { JA: 'ダナン', EN: 'Da Nang' } }),
        testGame('vn-broken', { gameType: 'LOTT' }),
        testGame('lotto-5d-1', { gameType: 'ELOTT', names: { JA: '5Dスピード 1分', EN: '5D Speed 1 min' } }),
        testGame('lotto-hidden', { gameType: 'ELOTT' }),
        testGame('slot-1', { gameType: 'RNG' }),
      ],
    });
    await registerTestVendor(t.services, {
      vassalage: 'LOTDOWN',
      categories: ['ELOTT'],
      lotteryUrl: '/test-lottery-down',
      games: [testGame('down-1', { gameType: 'ELOTT', names: { JA: 'ダウン', EN: 'Down Draw' } })],
    });
    const hidden = (await t.services.catalogue.snapshot()).byCode.get('LOTTO\nlotto-hidden');
    if (!hidden) throw new Error('no hidden game');
    const admin = await createStaffAndLogin(t, 'lotteryadmin', 'ADMIN');
    await send(t, {
      method: 'PATCH',
      url: `/console-api/games/${hidden.nodeId}`,
      token: admin,
      payload: { enabled: false },
    });
    await createTestMember(t.services, { username: 'lotterymember', password: 'lotto1234' });
    member = (await login(t, { username: 'lotterymember', password: 'lotto1234' })).body.value.token;
    trial = await openTrialSession(t.services, t.db, 'lotterytrial');
    published = standard();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });
  afterEach(() => {
    expireFeeds();
  });

  it('answers the menu grouped as fast draws and North, Central, South by the vendor’s regions, with the prize mode', async () => {
    const answer = await get<LotteryMenu>('/lgw/vn/games/game_menu');
    expect(answer.status).toBe(200);
    expect(asked.at(-1)).toBe('/test-lottery/latest');
    // A lottery vendor is present: ELOTT (spec section 4). The disabled game and the slot are not listed;
    // the regional game whose feed entry does not read has no region: it is listed apart.
    expect(answer.body.value.prizeMode).toBe('ELOTT');
    expect(
      answer.body.value.groups.map(({ group, games }) => [group, games.map((game) => game.gameCode)]),
    ).toEqual([
      ['FAST', ['down-1', 'lotto-5d-1']],
      ['NORTH', ['vn-mb']],
      ['CENTRAL', ['vn-dng']],
      ['SOUTH', ['vn-hcm']],
      ['OTHER', ['vn-broken']],
    ]);
    expect(answer.body.value.groups[1]?.games[0]).toMatchObject({
      gameName: 'Northern Vietnam',
      vassalage: 'LOTTO',
      displayName: 'Lotto Vendor',
      iconUrl: '/favicon.svg',
      gameType: 'LOTT',
    });
    const ja = await send<LotteryMenu>(t, { method: 'GET', url: '/lgw/vn/games/game_menu?language=JA' });
    expect(ja.body.value.groups[1]?.games[0]?.gameName).toBe('ベトナム北部');
    const traditional = await get<LotteryMenu>('/lgw/vn/games/game_menu?prizeMode=LOTT');
    expect(traditional.body.value.groups.map(({ group }) => group)).toEqual([
      'NORTH',
      'CENTRAL',
      'SOUTH',
      'OTHER',
    ]);
    const sea = await get<LotteryMenu>('/lgw/vn/games/game_menu?prizeMode=SEA&language=EN');
    expect(sea.body.value.groups.map(({ group }) => group)).toEqual(['FAST']);
  });

  it('answers every game’s latest opened draw and next draw; a vendor that is down shows none', async () => {
    const answer = await get<LotteryOpened>('/lotto/lgw/games/opened/numero');
    expect(answer.status).toBe(200);
    expect(Number.isNaN(Date.parse(answer.body.value.serverTime))).toBe(false);
    const byCode = new Map(answer.body.value.games.map((game) => [game.game.gameCode, game]));
    expect([...byCode.keys()]).toEqual(['down-1', 'lotto-5d-1', 'vn-mb', 'vn-dng', 'vn-hcm', 'vn-broken']);
    expect(byCode.get('lotto-5d-1')).toMatchObject({
      group: 'FAST',
      latest: { drawNo: '20261126-1100', result: [1, 2, 3, 4, 5], drawnAt: '2026-11-26T11:20:00.000Z' },
      next: { drawNo: '20261126-1101', serverSeedHash: 'ab'.repeat(32) },
    });
    expect(byCode.get('vn-mb')).toMatchObject({ latest: { result: northResult }, next: open('20261127') });
    expect(byCode.get('vn-dng')).toMatchObject({ latest: null, next: open('20261128') });
    expect(byCode.get('down-1')).toMatchObject({ group: 'FAST', latest: null, next: null });
    expect(byCode.get('vn-broken')).toMatchObject({ group: 'OTHER', latest: null, next: null });
  });

  it('answers one game’s draws by its code, 404 for a code not in the lottery lobby', async () => {
    const answer = await get<LotteryOpenedGame>('/lgw/vn/numeros/opened/game?gameCode=vn-mb');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      group: 'NORTH',
      game: { gameCode: 'vn-mb', vassalage: 'LOTTO' },
      latest: { drawNo: '20261126' },
      next: { drawNo: '20261127', closesAt: '2026-11-27T11:00:00.000Z', drawsAt: '2026-11-27T11:15:00.000Z' },
    });
    expect(typeof answer.body.value.serverTime).toBe('string');
    for (const url of [
      '/lgw/vn/numeros/opened/game?gameCode=lotto-hidden',
      '/lgw/vn/numeros/opened/game?gameCode=slot-1',
      '/lgw/vn/numeros/opened/game?gameCode=vn-mb&vassalage=LOTDOWN',
    ]) {
      const refused = await get(url);
      expect([url, refused.status, refused.body.errorCode]).toEqual([url, 404, 'game_not_found']);
    }
  });

  it('asks the vendor at most once per few seconds, and shows no draws when it fails or answers garbage', async () => {
    const before = asked.length;
    await get('/lotto/lgw/games/opened/numero');
    await get('/lgw/vn/games/game_menu');
    expect(asked.length).toBe(before + 1);
    for (const failure of [
      { status: 500, body: '{"error":"down"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: JSON.stringify({ draws: [] }) },
      { status: 200, body: JSON.stringify({ success: false, errorCode: 'x', value: null }) },
    ]) {
      expireFeeds();
      published = failure;
      const answer = await get<LotteryOpened>('/lotto/lgw/games/opened/numero');
      expect(answer.status).toBe(200);
      expect(answer.body.value.games.every((game) => game.latest === null && game.next === null)).toBe(true);
      // The menu still lists the games; without their regions the regional ones are listed apart.
      const menu = await get<LotteryMenu>('/lgw/vn/games/game_menu');
      expect(menu.body.value.groups.map(({ group }) => group)).toEqual(['FAST', 'OTHER']);
    }
    expireFeeds();
    published = standard();
  });

  it('answers the member’s recent lottery games only, and needs a real account', async () => {
    const launch = async (gameCode: string) => {
      const game = (await t.services.catalogue.snapshot()).byCode.get(`LOTTO\n${gameCode}`);
      if (!game) throw new Error(`no game ${gameCode}`);
      const answer = await send<LaunchGame>(t, {
        method: 'GET',
        url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameCode}&vassalage=LOTTO`,
        token: member,
      });
      expect(answer.status).toBe(200);
    };
    expect((await get<RecentGames>('/lgw/vn/games/game_menu/recent', member)).body.value.list).toEqual([]);
    // The database's clock runs on the test's (faked) date: moved on between launches.
    await launch('vn-mb');
    expireFeeds();
    await launch('slot-1');
    expireFeeds();
    await launch('lotto-5d-1');
    const recent = await get<RecentGames>('/lgw/vn/games/game_menu/recent', member);
    expect(recent.status).toBe(200);
    expect(recent.body.value.list.map((game) => game.gameCode)).toEqual(['lotto-5d-1', 'vn-mb']);
    expect(recent.body.value.total).toBe(2);
    const visitor = await get('/lgw/vn/games/game_menu/recent');
    expect([visitor.status, visitor.body.success, visitor.body.errorCode]).toEqual([
      401,
      false,
      'not_logged_in',
    ]);
    // A trial account cannot launch games (spec section 5), so it has no recent ones to see.
    const trialAnswer = await get('/lgw/vn/games/game_menu/recent', trial);
    expect([trialAnswer.status, trialAnswer.body.errorCode]).toEqual([403, 'in_need_true_account']);
  });

  it('refuses hostile query strings with the envelope (validation_failed), never a 500', async () => {
    for (const url of [
      '/lgw/vn/games/game_menu?prizeMode=XYZ',
      '/lgw/vn/games/game_menu?prizeMode=LOTT&unknown=1',
      '/lgw/vn/games/game_menu?language=FR',
      '/lgw/vn/numeros/opened/game',
      '/lgw/vn/numeros/opened/game?gameCode=',
      `/lgw/vn/numeros/opened/game?gameCode=${'x'.repeat(65)}`,
      '/lgw/vn/numeros/opened/game?gameCode=%3Cscript%3E',
      "/lgw/vn/numeros/opened/game?gameCode=vn-mb'%20or%201=1--",
      '/lgw/vn/numeros/opened/game?gameCode=vn-mb&gameCode=vn-hcm',
      '/lgw/vn/numeros/opened/game?gameCode=vn-mb&vassalage=lotto',
      '/lotto/lgw/games/opened/numero?limit=5',
      '/lgw/vn/numeros/opened/game?gameCode=%E0%A4%A',
      '/lotto/lgw/games/opened/numero?%00=1',
    ]) {
      const answer = await get(url, member);
      expect([url, answer.status, answer.body.success, answer.body.errorCode]).toEqual([
        url,
        422,
        false,
        'validation_failed',
      ]);
    }
  });
});

describe('lottery calls: no lottery vendor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an empty menu with the prize mode LOTT (spec: ELOTT only when a lottery vendor is present)', async () => {
    const menu = await send<LotteryMenu>(t, { method: 'GET', url: '/lgw/vn/games/game_menu' });
    expect([menu.status, menu.body.value]).toEqual([200, { prizeMode: 'LOTT', groups: [] }]);
    const opened = await send<LotteryOpened>(t, { method: 'GET', url: '/lotto/lgw/games/opened/numero' });
    expect(opened.body.value.games).toEqual([]);
  });
});
