import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  GAME_PAGE_SIZE,
  type BetRecordPage,
  type FavouriteIds,
  type Game,
  type GameList,
  type GameMaintenance,
  type GameMenu,
  type LaunchGame,
  type ProfitReport,
  type VendorLane,
} from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  merchantToday,
  openTrialSession,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createVendorClient, registerTestVendor, testGame, type VendorClient } from '../../testing/vendor.ts';
import { playTestRound } from '../../testing/vendor.ts';
import type { Actor } from '../../platform/audit/service.ts';
import { betRounds } from './tables.ts';

let t: TestApp;
let slots: VendorClient;
let actor: Actor;

const slotGames = Array.from({ length: 60 }, (_, index) =>
  testGame(`slot-${index + 1}`, {
    gameType: 'RNG',
    names: { JA: `スロット ${index + 1}`, EN: `Lucky Slot ${index + 1}` },
    supportsTrial: index === 0,
    gameClassify: index < 3 ? 'AC' : index < 5 ? 'VP' : null,
    minBet: index < 10 ? '0.20' : '1.00',
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await registerTestVendor(t.services, {
    vassalage: 'SLOTS',
    displayName: 'Slot House',
    categories: ['RNG'],
    games: slotGames,
  });
  actor = registered.actor;
  slots = createVendorClient({ baseUrl, vassalage: 'SLOTS', secret: registered.secret });
  await registerTestVendor(t.services, {
    vassalage: 'LIVEONE',
    displayName: 'Live One',
    categories: ['LIVE', 'ESPORTS'],
    games: [
      testGame('baccarat', { gameType: 'LIVE', names: { JA: 'バカラ', EN: 'Baccarat' } }),
      testGame('moba', { gameType: 'ESPORTS', names: { JA: 'eスポーツ', EN: 'E-sports' } }),
    ],
  });
  const hot = await nodeOf('SLOTS', 'slot-7');
  await t.services.gamesAdmin.updateGame(actor, hot.nodeId, { isHot: true });
});
afterAll(async () => {
  await t.close();
});

const nodeOf = async (vassalage: string, gameId: string) => {
  const snapshot = await t.services.catalogue.snapshot();
  const game = [...snapshot.byNode.values()].find((g) => g.vassalage === vassalage && g.gameId === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game;
};

let count = 0;
const newMember = async (options: { funds?: string } = {}) => {
  count += 1;
  const username = `lobby${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'lobby1234' });
  if (options.funds) await fundTestMember(t.services, username, options.funds);
  const session = await login(t, { username, password: 'lobby1234' });
  return { id, username, token: session.body.value.token };
};

const get = <T>(url: string, token?: string) =>
  send<T>(t, { method: 'GET', url, language: 'EN', ...(token ? { token } : {}) });

const launchUrl = (game: { nodeId: number; gameId: string; vassalage: string }, accountType = 1) =>
  `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${game.gameId}&vassalage=${game.vassalage}&accountType=${accountType}`;

describe('navigation and lists', () => {
  it('lists Hot first, then each category with a vendor, arcade, new, and FAV and RECENT needing login', async () => {
    const menus = await get<GameMenu[]>('/lgw/games/game_menus');
    expect(menus.body.value.map((menu) => menu.code)).toEqual([
      'HOT',
      'RNG',
      'ARCADE',
      'LIVE',
      'ESPORTS',
      'NEW',
      'FAV',
      'RECENT',
    ]);
    const [hot, rng, arcade, live, esports] = menus.body.value;
    expect(hot).toMatchObject({ path: '/hot', needsLogin: false });
    expect(rng).toMatchObject({
      path: '/rng',
      centre: 'LIST',
      isGame: 'VASSALAGE',
      classifies: ['VP', 'AC'],
    });
    expect(rng?.vendors).toEqual([
      expect.objectContaining({ vassalage: 'SLOTS', displayName: 'Slot House', gameCount: 60 }),
    ]);
    expect(arcade?.vendors[0]?.gameCount).toBe(3);
    expect(live).toMatchObject({ centre: 'LIST', group: null });
    expect(esports).toMatchObject({ path: '/esports', centre: 'GAME', group: 'SPORTS' });
    expect(menus.body.value.slice(-2).every((menu) => menu.needsLogin)).toBe(true);
  });

  it('leaves Hot out while no game is marked hot', async () => {
    const hot = await nodeOf('SLOTS', 'slot-7');
    await t.services.gamesAdmin.updateGame(actor, hot.nodeId, { isHot: false });
    try {
      const menus = await get<GameMenu[]>('/lgw/games/game_menus');
      expect(menus.body.value.map((menu) => menu.code)).toEqual([
        'RNG',
        'ARCADE',
        'LIVE',
        'ESPORTS',
        'NEW',
        'FAV',
        'RECENT',
      ]);
    } finally {
      await t.services.gamesAdmin.updateGame(actor, hot.nodeId, { isHot: true });
    }
  });

  it('pages games by 48 and filters by category, classify, vendor, name and minimum bet', async () => {
    const first = await get<GameList>('/wps/relay/games?gameType=RNG');
    expect(first.body.value.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first.body.value).toMatchObject({ total: 60, totalPages: 2 });
    const second = await get<GameList>('/wps/relay/games?gameType=RNG&pageNum=2');
    expect(second.body.value.games).toHaveLength(12);
    const arcade = await get<GameList>('/wps/relay/games?vassalage=ALL&gameClassify=AC');
    expect(arcade.body.value.games.map((game) => game.gameId)).toEqual(['slot-1', 'slot-2', 'slot-3']);
    const named = await get<GameList>(`/wps/relay/games?gameName=${encodeURIComponent('ＳＬＯＴ 5')}`);
    expect(named.body.value.games.map((game) => game.gameName)).toEqual([
      'Lucky Slot 5',
      ...Array.from({ length: 10 }, (_, index) => `Lucky Slot ${50 + index}`),
    ]);
    const japanese = await send<GameList>(t, {
      method: 'GET',
      url: `/wps/relay/games?gameName=${encodeURIComponent('スロット 1')}&language=JA&pageSize=3`,
    });
    expect(japanese.body.value.games[0]?.gameName).toBe('スロット 1');
    const cheap = await get<GameList>('/wps/relay/games?gameType=RNG&minBet=0.50');
    expect(cheap.body.value.total).toBe(10);
    const live = await get<GameList>('/wps/relay/games?vassalage=LIVEONE&gameType=LIVE');
    expect(live.body.value.games).toEqual([
      expect.objectContaining({ gameName: 'Baccarat', displayName: 'Live One', isHot: 0, supportPlay: 1 }),
    ]);
    const trial = await get<GameList>('/wps/relay/games?gameName=Lucky%20Slot%201&pageSize=1');
    expect(trial.body.value.games[0]).toMatchObject({ supportPlay: 0, isNew: 1, minBet: '0.20' });
  });

  it('answers hot games, search, vendor lanes, and refuses bad filters with field errors', async () => {
    const hot = await get<Game[]>('/wps/relay/games/hot');
    expect(hot.body.value.map((game) => game.gameId)).toEqual(['slot-7']);
    expect(hot.body.value[0]?.isHot).toBe(1);
    const search = await get<Game[]>('/wps/relay/games/search?gameName=bacc');
    expect(search.body.value.map((game) => game.gameName)).toEqual(['Baccarat']);
    const nothing = await get<Game[]>('/wps/relay/games/search?gameName=zzzz');
    expect(nothing.body.value).toEqual([]);
    const lanes = await get<VendorLane[]>('/wps/relay/games/vendors');
    expect(lanes.body.value.map((lane) => lane.gameCategory)).toEqual(['RNG', 'LIVE', 'ESPORTS']);
    const bad = await get('/wps/relay/games?gameType=CARDS&pageSize=1000&minBet=abc');
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body.value as { fields: object }).fields).sort()).toEqual([
      'gameType',
      'minBet',
      'pageSize',
    ]);
    expect((await get('/wps/relay/games/search?gameName=')).status).toBe(422);
  });

  it('drops disabled games and vendors from the lobby at once', async () => {
    const game = await nodeOf('SLOTS', 'slot-60');
    await t.services.gamesAdmin.updateGame(actor, game.nodeId, { enabled: false });
    expect((await get<GameList>('/wps/relay/games?gameType=RNG')).body.value.total).toBe(59);
    await t.services.gamesAdmin.updateGame(actor, game.nodeId, { enabled: true });
    await t.services.gamesAdmin.updateVendor(actor, 'LIVEONE', { status: 'DISABLED' });
    const menus = await get<GameMenu[]>('/lgw/games/game_menus');
    expect(menus.body.value.map((menu) => menu.code)).not.toContain('LIVE');
    await t.services.gamesAdmin.updateVendor(actor, 'LIVEONE', { status: 'ACTIVE' });
  });
});

describe('favourites and recent games', () => {
  it('adds and removes favourites for a member; visitors and trial accounts are refused', async () => {
    const member = await newMember();
    const game = await nodeOf('SLOTS', 'slot-9');
    const added = await send<FavouriteIds>(t, {
      method: 'POST',
      url: '/wps/relay/favourites',
      token: member.token,
      payload: { nodeId: game.nodeId, vendor: 'SLOTS', gameType: 'RNG' },
    });
    expect(added.body.value.favIds).toEqual([game.nodeId]);
    const list = await get<{ content: Game[]; total: number }>('/wps/relay/favourites', member.token);
    expect(list.body.value.content.map((g) => g.gameId)).toEqual(['slot-9']);
    const removed = await send<FavouriteIds>(t, {
      method: 'DELETE',
      url: `/wps/relay/favourites?nodeId=${game.nodeId}&vendor=SLOTS&gameType=RNG`,
      token: member.token,
    });
    expect(removed.body.value.favIds).toEqual([]);
    expect((await get('/wps/relay/favourites')).body.errorCode).toBe('not_logged_in');
    const trial = await openTrialSession(t.services, t.db, 'trialfav');
    const refused = await send(t, {
      method: 'POST',
      url: '/wps/relay/favourites',
      token: trial,
      payload: { nodeId: game.nodeId },
    });
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
    const unknown = await send(t, {
      method: 'POST',
      url: '/wps/relay/favourites',
      token: member.token,
      payload: { nodeId: 999_999 },
    });
    expect(unknown.body.errorCode).toBe('game_not_found');
  });

  it('lists launched games as recent, latest first, for that member only', async () => {
    const member = await newMember();
    const other = await newMember();
    for (const gameId of ['slot-11', 'slot-12']) {
      expect((await get(launchUrl(await nodeOf('SLOTS', gameId)), member.token)).status).toBe(200);
    }
    const recent = await get<{ list: Game[] }>('/wps/relay/games/recent', member.token);
    expect(recent.body.value.list.map((game) => game.gameId)).toEqual(['slot-12', 'slot-11']);
    expect((await get<{ list: Game[] }>('/wps/relay/games/recent', other.token)).body.value.list).toEqual([]);
  });
});

describe('launch', () => {
  it('answers the vendor URL with a one-time token, and free play only where the game offers it', async () => {
    const member = await newMember();
    const game = await nodeOf('SLOTS', 'slot-1');
    const real = await get<LaunchGame>(launchUrl(game), member.token);
    const url = new URL(real.body.value.url);
    expect(url.origin + url.pathname).toBe('https://vendor.invalid/launch');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(real.body.value).toMatchObject({ walletMode: 'SEAMLESS', demo: false, transferred: null });
    const demo = await get<LaunchGame>(launchUrl(game, 0), member.token);
    expect(demo.body.value.demo).toBe(true);
    const noTrial = await get(launchUrl(await nodeOf('SLOTS', 'slot-2'), 0), member.token);
    expect(noTrial).toMatchObject({ status: 422, body: { errorCode: 'free_play_unavailable' } });
  });

  it('needs a login, refuses trial accounts and unknown or mismatched games', async () => {
    const game = await nodeOf('SLOTS', 'slot-1');
    expect((await get(launchUrl(game))).status).toBe(401);
    const trial = await openTrialSession(t.services, t.db, 'triallaunch');
    expect((await get(launchUrl(game), trial)).body.errorCode).toBe('in_need_true_account');
    const member = await newMember();
    const wrong = await get(launchUrl({ ...game, gameId: 'slot-2' }), member.token);
    expect(wrong).toMatchObject({ status: 404, body: { errorCode: 'game_not_found' } });
    expect((await get('/wps/game/launchGame?nodeId=abc', member.token)).status).toBe(422);
  });

  it('answers game_maintenance with the end time and other games while the vendor or game is under maintenance', async () => {
    const member = await newMember();
    const game = await nodeOf('SLOTS', 'slot-20');
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    await t.services.gamesAdmin.updateGame(actor, game.nodeId, {
      maintenance: { startTime: start, endTime: end },
    });
    const refused = await get<GameMaintenance>(launchUrl(game), member.token);
    expect(refused).toMatchObject({ status: 503, body: { errorCode: 'game_maintenance' } });
    const value = refused.body.value;
    expect(value.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(value.suggestions.length).toBeGreaterThan(0);
    expect(value.suggestions.map((g) => g.gameId)).not.toContain('slot-20');
    expect(value.suggestions[0]?.gameId).toBe('slot-7');
    const listed = await get<GameList>('/wps/relay/games?gameName=Lucky%20Slot%2020');
    expect(listed.body.value.games[0]?.maintenance?.endTime).toBe(value.endTime);
    await t.services.gamesAdmin.updateGame(actor, game.nodeId, { maintenance: null });
    await t.services.gamesAdmin.updateVendor(actor, 'LIVEONE', {
      maintenance: { startTime: start, endTime: end },
    });
    const live = await get(launchUrl(await nodeOf('LIVEONE', 'baccarat')), member.token);
    expect(live.body.errorCode).toBe('game_maintenance');
    await t.services.gamesAdmin.updateVendor(actor, 'LIVEONE', { maintenance: null });
    expect((await get(launchUrl(game), member.token)).status).toBe(200);
  });
});

describe('betting records and profit', () => {
  it('shows a member their own rounds with totals, filters, and profit by day and category', async () => {
    const member = await newMember({ funds: '100.00' });
    const other = await newMember({ funds: '100.00' });
    const slot = await nodeOf('SLOTS', 'slot-30');
    await playTestRound(t.services, slots, {
      memberId: member.id,
      nodeId: slot.nodeId,
      gameId: 'slot-30',
      stake: '10.00',
      payout: '25.00',
    });
    await playTestRound(t.services, slots, {
      memberId: member.id,
      nodeId: slot.nodeId,
      gameId: 'slot-30',
      stake: '5.00',
      payout: '0',
    });
    await playTestRound(t.services, slots, {
      memberId: other.id,
      nodeId: slot.nodeId,
      gameId: 'slot-30',
      stake: '7.00',
      payout: '0',
    });
    const today = await merchantToday(t.services);
    const records = await get<BetRecordPage>(
      `/wps/relay/bets?startDate=${today}&endDate=${today}`,
      member.token,
    );
    expect(records.body.value.total).toBe(2);
    expect(records.body.value.list.map((row) => [row.stake, row.payout, row.winLoss, row.gameName])).toEqual([
      ['5.00', '0.00', '-5.00', 'Lucky Slot 30'],
      ['10.00', '25.00', '15.00', 'Lucky Slot 30'],
    ]);
    expect(records.body.value.totals).toEqual({
      betCount: 2,
      stake: '15.00',
      validBet: '15.00',
      payout: '25.00',
      winLoss: '10.00',
    });
    const live = await get<BetRecordPage>(
      `/wps/relay/bets?startDate=${today}&endDate=${today}&gameType=LIVE`,
      member.token,
    );
    expect(live.body.value.total).toBe(0);
    const profit = await get<ProfitReport>(
      `/wps/relay/bets/profit?startDate=${today}&endDate=${today}`,
      member.token,
    );
    expect(profit.body.value.days).toHaveLength(1);
    expect(profit.body.value.days[0]).toMatchObject({ betCount: 2, winLoss: '10.00' });
    expect(profit.body.value.days[0]?.date).toBe(today);
    expect(profit.body.value.categories).toEqual([
      expect.objectContaining({ gameType: 'RNG', stake: '15.00', winLoss: '10.00' }),
    ]);
    expect(profit.body.value.totals.winLoss).toBe('10.00');
  });

  it("counts a round in the merchant's day: 00:05 in Tokyo is the next day, though still the same UTC day", async () => {
    const member = await newMember({ funds: '100.00' });
    const slot = await nodeOf('SLOTS', 'slot-31');
    const { roundId } = await playTestRound(t.services, slots, {
      memberId: member.id,
      nodeId: slot.nodeId,
      gameId: 'slot-31',
      stake: '4.00',
      payout: '0',
    });
    const justAfterMidnight = new Date('2026-03-01T15:05:00Z');
    await t.db
      .update(betRounds)
      .set({ openedAt: justAfterMidnight, settledAt: justAfterMidnight })
      .where(and(eq(betRounds.roundId, roundId), eq(betRounds.memberId, member.id)));
    const day = (date: string) => `startDate=${date}&endDate=${date}`;
    expect(
      (await get<BetRecordPage>(`/wps/relay/bets?${day('2026-03-01')}`, member.token)).body.value.total,
    ).toBe(0);
    const records = await get<BetRecordPage>(`/wps/relay/bets?${day('2026-03-02')}`, member.token);
    expect(records.body.value.list.map((row) => [row.stake, row.betTime, row.settledTime])).toEqual([
      ['4.00', '2026-03-02 00:05:00', '2026-03-02 00:05:00'],
    ]);
    const profit = await get<ProfitReport>(`/wps/relay/bets/profit?${day('2026-03-02')}`, member.token);
    expect(profit.body.value.days.map((row) => [row.date, row.winLoss])).toEqual([['2026-03-02', '-4.00']]);
  });

  it('refuses a range over 90 days and an end before the start with field errors', async () => {
    const member = await newMember();
    const long = await get('/wps/relay/bets?startDate=2026-01-01&endDate=2026-06-30', member.token);
    expect(long).toMatchObject({
      status: 422,
      body: { value: { fields: { endDate: 'Choose at most 90 days' } } },
    });
    const backwards = await get(
      '/wps/relay/bets/profit?startDate=2026-02-01&endDate=2026-01-01',
      member.token,
    );
    expect(backwards.status).toBe(422);
    expect((await get('/wps/relay/bets?startDate=2026-01-01&endDate=2026-01-01')).status).toBe(401);
  });
});
