import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LaunchGame, LiveChat, LiveHost, LiveHostAdmin, LiveRoom } from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  openTrialSession,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { HOUSE_VASSALAGE } from '../../house/mount.ts';
import { seedDemoHosts } from '../../seed/demo-live.ts';
import { ROOMS_CACHE_MS } from '../games/rooms.ts';

/** Lets every cached vendor answer expire: only the clock's date moves, timers stay real. */
const expireRoomsCache = () => {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ROOMS_CACHE_MS);
};

const rooms = (t: TestApp, language = 'EN') =>
  send<LiveRoom[]>(t, { method: 'GET', url: '/wps/relay/live/rooms', language });

describe('live rooms: the house baccarat tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ houseVendor: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** A funded member, logged in: their platform token. */
  const seatPlayer = async (username: string) => {
    await createTestMember(t.services, { username, password: 'live1234' });
    await fundTestMember(t.services, username, '500.00');
    return (await login(t, { username, password: 'live1234' })).body.value.token;
  };

  /** One hand at a house table, launched through the platform and played through the game page's API. */
  const playHand = async (gameId: string, token: string) => {
    const game = (await t.services.catalogue.snapshot()).byCode.get(`${HOUSE_VASSALAGE}\n${gameId}`);
    if (!game) throw new Error(`no house table ${gameId}`);
    const launch = await send<LaunchGame>(t, {
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=${HOUSE_VASSALAGE}&accountType=1`,
      token,
    });
    const launchToken = new URL(launch.body.value.url, 'http://platform.test').searchParams.get('token');
    const session = await t.app.inject({
      method: 'POST',
      url: '/house/api/sessions',
      payload: { token: launchToken },
    });
    const sessionToken = session.json<{ value: { sessionToken: string } }>().value.sessionToken;
    const played = await t.app.inject({
      method: 'POST',
      url: '/house/api/rounds',
      headers: { authorization: `Bearer ${sessionToken}` },
      payload: { kind: 'BACCARAT', requestId: randomUUID(), bets: { banker: '10.00' } },
    });
    expect(played.statusCode).toBe(200);
    const { hand } = played.json<{
      value: { round: { outcome: { hand: { winner: string; playerPair: boolean; bankerPair: boolean } } } };
    }>().value.round.outcome;
    return { winner: hand.winner, playerPair: hand.playerPair, bankerPair: hand.bankerPair };
  };

  it('lists each house table with its state, limits and game, in the request’s language', async () => {
    const answer = await rooms(t);
    expect(answer.status).toBe(200);
    expect(answer.body.value.map((room) => [room.roomId, room.name, room.status, room.players])).toEqual([
      ['baccarat', 'Auto Baccarat', 'BETTING', 0],
      ['baccarat-high', 'High Limit Baccarat', 'BETTING', 0],
    ]);
    const [auto, high] = answer.body.value;
    expect([auto?.minBet, auto?.maxBet, high?.minBet, high?.maxBet]).toEqual([
      '1.00',
      '1000.00',
      '10.00',
      '10000.00',
    ]);
    expect(auto?.road).toEqual([]);
    expect(auto?.game).toMatchObject({ vassalage: HOUSE_VASSALAGE, gameId: 'baccarat', gameType: 'LIVE' });
    const japanese = await rooms(t, 'JA');
    expect(japanese.body.value.map((room) => room.name)).toEqual(['オートバカラ', 'ハイリミット・バカラ']);
  });

  it('shows the hands dealt at a table on its road, oldest first, and who played there', async () => {
    const [one, two] = [await seatPlayer('liveplayer1'), await seatPlayer('liveplayer2')];
    const first = await playHand('baccarat', one);
    const second = await playHand('baccarat', two);
    const third = await playHand('baccarat', two);
    expireRoomsCache();
    const [auto, high] = (await rooms(t)).body.value;
    expect(auto?.road).toEqual([first, second, third]);
    expect(auto?.players).toBe(2);
    expect([high?.road, high?.players]).toEqual([[], 0]);
  });

  it('leaves out a table whose game the operator switched off, and shows maintenance on the game', async () => {
    const snapshot = await t.services.catalogue.snapshot();
    const high = snapshot.byCode.get(`${HOUSE_VASSALAGE}\nbaccarat-high`);
    const auto = snapshot.byCode.get(`${HOUSE_VASSALAGE}\nbaccarat`);
    if (!high || !auto) throw new Error('house tables missing');
    const admin = await createStaffAndLogin(t, 'liveroomsadmin', 'ADMIN');
    const patch = (nodeId: number, payload: unknown) =>
      send(t, { method: 'PATCH', url: `/console-api/games/${nodeId}`, token: admin, payload });
    expect((await patch(high.nodeId, { enabled: false })).status).toBe(200);
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    expect((await patch(auto.nodeId, { maintenance: { startTime: start, endTime: end } })).status).toBe(200);
    const answer = (await rooms(t)).body.value;
    expect(answer.map((room) => room.roomId)).toEqual(['baccarat']);
    expect(answer[0]?.game.maintenance).not.toBeNull();
    await patch(high.nodeId, { enabled: true });
    await patch(auto.nodeId, { maintenance: null });
  });
});

describe('live rooms: an outside vendor’s published tables', () => {
  let t: TestApp;
  /** What the vendor's rooms address answers next. */
  let published: { status: number; body: string };
  const asked: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/test-vendor/rooms', async (request, reply) => {
          asked.push(request.url);
          return reply.status(published.status).type('application/json').send(published.body);
        });
      },
    });
    await registerTestVendor(t.services, {
      vassalage: 'OUTLIVE',
      displayName: 'Outside Live',
      categories: ['LIVE'],
      roomsUrl: '/test-vendor/rooms',
      games: [
        testGame('speed-bac', { gameType: 'LIVE', names: { JA: 'スピードバカラ', EN: 'Speed Baccarat' } }),
        testGame('hidden-bac', { gameType: 'LIVE' }),
      ],
    });
    const hidden = (await t.services.catalogue.snapshot()).byCode.get('OUTLIVE\nhidden-bac');
    if (!hidden) throw new Error('no hidden game');
    const admin = await createStaffAndLogin(t, 'liveoutsideadmin', 'ADMIN');
    await send(t, {
      method: 'PATCH',
      url: `/console-api/games/${hidden.nodeId}`,
      token: admin,
      payload: { enabled: false },
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });
  afterEach(() => {
    expireRoomsCache();
  });

  const hand = (winner: string) => ({ winner, playerPair: false, bankerPair: winner === 'TIE' });

  it('reads the vendor’s tables by the protocol: names, state, players, limits and the last 72 hands', async () => {
    const longRoad = Array.from({ length: 80 }, (_unused, index) =>
      hand(index % 2 === 0 ? 'BANKER' : 'PLAYER'),
    );
    published = {
      status: 200,
      body: JSON.stringify({
        rooms: [
          {
            roomId: 'A1',
            gameCode: 'speed-bac',
            names: { JA: 'スピードバカラ A', EN: 'Speed Baccarat A' },
            status: 'DEALING',
            players: 41,
            minBet: '5',
            maxBet: '2500.5',
            road: longRoad,
            dealer: 'fields a vendor adds are ignored',
          },
          { roomId: 'A2', gameCode: 'speed-bac', status: 'SHUFFLING' },
          { roomId: 'A1', gameCode: 'speed-bac', status: 'BETTING' },
          { roomId: 'B1', gameCode: 'hidden-bac', status: 'BETTING' },
          { roomId: 'C1', gameCode: 'not-in-catalogue', status: 'BETTING' },
          { roomId: 'D1', gameCode: 'speed-bac', status: 'PAUSED' },
          { roomId: 'E1', gameCode: 'speed-bac', status: 'BETTING', road: [{ winner: 'DRAGON' }] },
        ],
      }),
    };
    const answer = await rooms(t);
    expect(answer.status).toBe(200);
    expect(asked.at(-1)).toBe('/test-vendor/rooms?currency=JPY');
    // The second A1, the disabled game's and the unknown game's tables are left out, as are the two that do not read.
    expect(answer.body.value.map((room) => [room.roomId, room.name, room.status])).toEqual([
      ['A1', 'Speed Baccarat A', 'DEALING'],
      ['A2', 'Speed Baccarat', 'SHUFFLING'],
    ]);
    const [first, second] = answer.body.value;
    expect([first?.players, first?.minBet, first?.maxBet]).toEqual([41, '5.00', '2500.50']);
    expect(first?.road).toEqual(longRoad.slice(-72));
    expect([second?.players, second?.minBet, second?.road]).toEqual([null, null, []]);
    expect(first?.game).toMatchObject({
      vassalage: 'OUTLIVE',
      gameCode: 'speed-bac',
      gameName: 'Speed Baccarat',
    });
    expect((await rooms(t, 'JA')).body.value[0]?.name).toBe('スピードバカラ A');
  });

  it('asks the vendor at most once per 3 s, and shows none of its tables when it fails', async () => {
    published = {
      status: 200,
      body: JSON.stringify({
        success: true,
        value: { rooms: [{ roomId: 'Z', gameCode: 'speed-bac', status: 'CLOSED' }] },
      }),
    };
    const before = asked.length;
    expect((await rooms(t)).body.value.map((room) => room.status)).toEqual(['CLOSED']);
    expect((await rooms(t)).body.value.map((room) => room.status)).toEqual(['CLOSED']);
    expect(asked.length).toBe(before + 1);
    for (const failure of [
      { status: 500, body: '{"error":"down"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: JSON.stringify({ tables: [] }) },
    ]) {
      expireRoomsCache();
      published = failure;
      const answer = await rooms(t);
      expect([answer.status, answer.body.value]).toEqual([200, []]);
    }
  });
});

describe('live hosts', () => {
  let t: TestApp;
  let content: string;
  let admin: string;
  let support: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp();
    content = await createStaffAndLogin(t, 'hostscontent', 'CONTENT');
    admin = await createStaffAndLogin(t, 'hostsadmin', 'ADMIN');
    support = await createStaffAndLogin(t, 'hostssupport', 'SUPPORT');
    await createTestMember(t.services, { username: 'hostsmember', password: 'hosts1234' });
    member = (await login(t, { username: 'hostsmember', password: 'hosts1234' })).body.value.token;
  });
  afterAll(async () => {
    await t.close();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const staffCall = <T>(method: Method, path: string, payload?: unknown, token = content) =>
    send<T>(t, {
      method,
      url: `/console-api/content/live-hosts${path}`,
      token,
      language: 'EN',
      ...(payload === undefined ? {} : { payload }),
    });
  const hosts = (language = 'EN') =>
    send<LiveHost[]>(t, { method: 'GET', url: '/wps/relay/live/models', language });
  const chat = (id: number | string, token?: string) =>
    send<LiveChat>(t, {
      method: 'GET',
      url: `/wps/relay/live/models/${id}/chat`,
      language: 'EN',
      ...(token === undefined ? {} : { token }),
    });
  const host = (fields: Record<string, unknown> = {}) => ({
    name: { JA: 'アオイ', EN: 'Aoi' },
    imageUrl: '/wps/media/aoi.png',
    status: 'ONLINE',
    languages: ['JA', 'EN', 'JA'],
    chatUrl: 'https://chat.example/aoi',
    sortOrder: 2,
    ...fields,
  });

  it('lets content staff add, change and remove a host, each change audited; members see it at once', async () => {
    const created = await staffCall<LiveHostAdmin>('POST', '', host());
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      name: { JA: 'アオイ', EN: 'Aoi' },
      status: 'ONLINE',
      languages: ['JA', 'EN'],
      chatUrl: 'https://chat.example/aoi',
      enabled: true,
      isDemo: false,
    });
    const { id } = created.body.value;
    expect((await hosts()).body.value).toEqual([
      {
        id,
        name: 'Aoi',
        imageUrl: '/wps/media/aoi.png',
        status: 'ONLINE',
        languages: ['JA', 'EN'],
        isDemo: false,
      },
    ]);
    expect((await hosts('JA')).body.value[0]?.name).toBe('アオイ');

    const changed = await staffCall<LiveHostAdmin>(
      'PUT',
      `/${id}`,
      host({ status: 'BUSY', languages: ['KO'] }),
    );
    expect(changed.body.value).toMatchObject({ status: 'BUSY', languages: ['KO'] });
    expect((await hosts()).body.value[0]).toMatchObject({ status: 'BUSY', languages: ['KO'] });

    const audit = await send<{
      list: { action: string; staffUsername: string; before: unknown; after: unknown }[];
    }>(t, { method: 'GET', url: `/console-api/audit?targetType=live_host&targetId=${id}`, token: admin });
    expect(audit.body.value.list.map((entry) => [entry.action, entry.staffUsername])).toEqual([
      ['content.update', 'hostscontent'],
      ['content.create', 'hostscontent'],
    ]);
    expect(audit.body.value.list[0]).toMatchObject({
      before: { status: 'ONLINE' },
      after: { status: 'BUSY' },
    });

    expect((await staffCall('DELETE', `/${id}`)).status).toBe(200);
    expect((await hosts()).body.value).toEqual([]);
    expect((await staffCall('DELETE', `/${id}`)).body.errorCode).toBe('not_found_entity');
  });

  it('lists only switched-on hosts to members, in the operator’s order, without their chat links', async () => {
    const later = (
      await staffCall<LiveHostAdmin>('POST', '', host({ name: { JA: 'リン', EN: 'Rin' }, sortOrder: 5 }))
    ).body.value;
    const first = (
      await staffCall<LiveHostAdmin>('POST', '', host({ name: { JA: 'サラ', EN: 'Sara' }, sortOrder: 1 }))
    ).body.value;
    const off = (
      await staffCall<LiveHostAdmin>('POST', '', host({ name: { JA: 'ケイ', EN: 'Kei' }, enabled: false }))
    ).body.value;
    const listed = (await hosts()).body.value;
    expect(listed.map((row) => row.name)).toEqual(['Sara', 'Rin']);
    expect(JSON.stringify(listed)).not.toContain('chat.example');
    // Staff see every host, switched off or not, in the same order.
    const all = (await staffCall<LiveHostAdmin[]>('GET', '')).body.value;
    expect(all.map((row) => row.name.EN)).toEqual(['Sara', 'Kei', 'Rin']);
    for (const row of [later, first, off]) await staffCall('DELETE', `/${row.id}`);
  });

  it('answers the chat link to a member; refuses visitors, trial accounts, offline and hidden hosts', async () => {
    const online = (await staffCall<LiveHostAdmin>('POST', '', host())).body.value;
    const busy = (
      await staffCall<LiveHostAdmin>(
        'POST',
        '',
        host({ status: 'BUSY', chatUrl: 'https://chat.example/busy?room=2' }),
      )
    ).body.value;
    const offline = (await staffCall<LiveHostAdmin>('POST', '', host({ status: 'OFFLINE' }))).body.value;
    const hidden = (await staffCall<LiveHostAdmin>('POST', '', host({ enabled: false }))).body.value;

    expect((await chat(online.id, member)).body).toEqual({
      success: true,
      value: { url: 'https://chat.example/aoi' },
    });
    expect((await chat(busy.id, member)).body.value).toEqual({ url: 'https://chat.example/busy?room=2' });
    const answers = await Promise.all([
      chat(online.id),
      chat(online.id, await openTrialSession(t.services, t.db, 'hoststrial')),
      chat(offline.id, member),
      chat(hidden.id, member),
      chat(999_999, member),
      chat('abc', member),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual([
      [401, 'not_logged_in'],
      [403, 'in_need_true_account'],
      [409, 'live_host_offline'],
      [404, 'live_host_not_found'],
      [404, 'live_host_not_found'],
      [422, 'validation_failed'],
    ]);
    for (const row of [online, busy, offline, hidden]) await staffCall('DELETE', `/${row.id}`);
  });

  it('keeps hosts to staff with the content permissions', async () => {
    expect((await staffCall('GET', '', undefined, support)).status).toBe(403);
    expect((await staffCall('POST', '', host(), support)).status).toBe(403);
    expect((await staffCall('POST', '', host(), member)).status).toBe(401);
    expect((await hosts()).body.value).toEqual([]);
  });

  it('refuses hostile and broken input under its field, storing nothing', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await staffCall<{ fields: Record<string, string> }>('POST', '', host(fields));
      expect(answer.status).toBe(422);
      return answer.body.value.fields;
    };
    for (const chatUrl of [
      'javascript:alert(1)',
      'http://chat.example/plain',
      'data:text/html,<script>alert(1)</script>',
      'https://',
      'https://user:secret@chat.example/',
      '//chat.example/no-scheme',
      'https://chat example/space',
    ])
      expect(await refused({ chatUrl })).toEqual({ chatUrl: 'Enter an https:// address' });
    expect(Object.keys(await refused({ chatUrl: `https://chat.example/${'x'.repeat(500)}` }))).toEqual([
      'chatUrl',
    ]);
    expect(Object.keys(await refused({ imageUrl: 'javascript:alert(1)' }))).toEqual(['imageUrl']);
    expect(Object.keys(await refused({ name: { JA: 'x', EN: '' } }))).toEqual(['name']);
    expect(Object.keys(await refused({ name: { JA: 'x', EN: 'y'.repeat(41) } }))).toEqual(['name']);
    expect(Object.keys(await refused({ status: 'AWAY' }))).toEqual(['status']);
    expect(Object.keys(await refused({ languages: [] }))).toEqual(['languages']);
    expect(Object.keys(await refused({ languages: ['XX'] }))).toEqual(['languages']);
    expect(await refused({ isDemo: true })).toEqual({ isDemo: 'This field is not accepted' });
    expect(Object.keys(await refused({ sortOrder: -1 }))).toEqual(['sortOrder']);
    const malformed = await send(t, {
      method: 'POST',
      url: '/console-api/content/live-hosts',
      token: content,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect((await staffCall<LiveHostAdmin[]>('GET', '')).body.value).toEqual([]);
  });

  it('the demo seed adds its hosts once, each marked demo', async () => {
    expect(await seedDemoHosts(t.services)).toEqual(['live hosts']);
    expect(await seedDemoHosts(t.services)).toEqual([]);
    const listed = (await hosts()).body.value;
    expect(listed.map((row) => [row.name, row.status])).toEqual([
      ['Yui', 'ONLINE'],
      ['Mina', 'ONLINE'],
      ['Sofia', 'BUSY'],
      ['Ploy', 'ONLINE'],
      ['Mei', 'OFFLINE'],
    ]);
    expect(listed.every((row) => row.isDemo)).toBe(true);
    const stored = (await staffCall<LiveHostAdmin[]>('GET', '')).body.value;
    expect(stored.every((row) => row.isDemo && row.chatUrl.startsWith('https://chat.demo.invalid/'))).toBe(
      true,
    );
  });
});
