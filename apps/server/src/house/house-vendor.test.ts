import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetRecordPage, LaunchGame } from '@platform/contract';
import { replayRound } from '@platform/house-vendor/engine/replay';
import { hashServerSeed } from '@platform/house-vendor/engine/fair';
import { LOTTERY_GAMES } from '@platform/house-vendor/engine/lottery/games';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  merchantToday,
  type TestApp,
} from '../testing/index.ts';
import { login, send } from '../testing/requests.ts';
import { isLedgerClean } from '../platform/ledger/service.ts';
import { HOUSE_VASSALAGE } from './mount.ts';
import { signedAdminCall } from './testing/lottery.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ houseVendor: true });
});
afterAll(async () => {
  const check = await t.services.ledger.check();
  expect(isLedgerClean(check)).toBe(true);
  await t.close();
});

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}
/** A call of the game page to the house vendor's API, as the browser makes it. */
const house = async <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown } = {},
) => {
  const response = await t.app.inject({
    method,
    url: `/house/api${url}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
};

const nodeOf = async (gameId: string) => {
  const snapshot = await t.services.catalogue.snapshot();
  const game = [...snapshot.byNode.values()].find(
    (g) => g.vassalage === HOUSE_VASSALAGE && g.gameId === gameId,
  );
  if (!game) throw new Error(`no house game ${gameId}`);
  return game;
};

let players = 0;
/** A funded member who launched `gameId` through the platform and opened the game page's session. */
const openGame = async (gameId: string, options: { funds?: string; demo?: boolean } = {}) => {
  players += 1;
  const username = `houseplayer${players}`;
  const { id } = await createTestMember(t.services, { username, password: 'house1234' });
  if (options.funds) await fundTestMember(t.services, username, options.funds);
  const platformToken = (await login(t, { username, password: 'house1234' })).body.value.token;
  const game = await nodeOf(gameId);
  const launch = await send<LaunchGame>(t, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=${HOUSE_VASSALAGE}&accountType=${options.demo ? 0 : 1}`,
    token: platformToken,
  });
  expect(launch.status).toBe(200);
  const launchUrl = new URL(launch.body.value.url, 'http://platform.test');
  expect(launchUrl.pathname).toBe('/house/play');
  const opened = await house<{ sessionToken: string; balance: string; seeds: { serverSeedHash: string } }>(
    'POST',
    '/sessions',
    { payload: { token: launchUrl.searchParams.get('token') } },
  );
  expect(opened.status).toBe(200);
  return { memberId: id, platformToken, token: opened.body.value.sessionToken, session: opened.body.value };
};

const mainBalance = async (memberId: number) =>
  (await t.services.wallet.getWalletBalance(memberId, 'MAIN'))?.balance ?? 0n;

interface PlayResult {
  round: {
    id: string;
    status: string;
    stake: string;
    payout: string | null;
    nonce: number;
    serverSeedHash: string;
    outcome: unknown;
    multiplier: string | null;
    jackpotWin: string | null;
  };
  balance: string;
}
const toMinor = (amount: string) => BigInt(amount.replace('.', ''));

describe('registration and catalogue', () => {
  it('the demo start registers the house vendor with its own logo, its seven games and its lottery games, names in JA and EN and drawn icons', async () => {
    const snapshot = await t.services.catalogue.snapshot();
    const games = [...snapshot.byNode.values()].filter((game) => game.vassalage === HOUSE_VASSALAGE);
    const lottery = LOTTERY_GAMES.map((game) => game.gameId);
    expect(games.map((game) => game.gameId).sort()).toEqual(
      [
        'baccarat',
        'baccarat-high',
        'dice',
        'mines',
        'slot-dragon',
        'slot-neon',
        'slot-sakura',
        ...lottery,
      ].sort(),
    );
    // The vendor has its own mark, not one of its games' icons.
    expect(snapshot.vendors.get(HOUSE_VASSALAGE)?.logoUrl).toBe('/house/logo.svg');
    const dice = games.find((game) => game.gameId === 'dice');
    expect(dice).toMatchObject({ gameType: 'RNG', gameClassify: 'AC', iconUrl: '/house/icons/dice.svg' });
    expect(games.find((game) => game.gameId === 'baccarat')?.gameType).toBe('LIVE');
    expect(games.find((game) => game.gameId === 'baccarat-high')?.gameType).toBe('LIVE');
    // The house's own fast draws are ELOTT, each with its icon; a province's draw is LOTT with its region's.
    expect(games.find((game) => game.gameId === 'lotto-5d-1')).toMatchObject({
      gameType: 'ELOTT',
      iconUrl: '/house/icons/lotto-5d-1.svg',
      minBet: 100n,
    });
    expect(games.find((game) => game.gameId === 'vn-mb')).toMatchObject({
      gameType: 'LOTT',
      iconUrl: '/house/icons/vn-north.svg',
    });
    expect(games.find((game) => game.gameId === 'vn-dng')?.iconUrl).toBe('/house/icons/vn-central.svg');
    expect(games.find((game) => game.gameId === 'vn-hcm')?.iconUrl).toBe('/house/icons/vn-south.svg');
    const published = await house<{ games: { names: { JA: string; EN: string } }[] }>('GET', '/catalogue');
    expect(published.body.value.games).toHaveLength(7 + LOTTERY_GAMES.length);
    expect(published.body.value.games.every((game) => game.names.JA && game.names.EN)).toBe(true);
  });

  it("a lottery game's launch opens a session that describes the game: its bet types, odds and stake limits", async () => {
    const fast = await openGame('lotto-3d-3', { funds: '10.00' });
    const session = await house<{
      game: { kind: string; limits: { min: string; max: string }; lottery: Record<string, unknown> };
    }>('GET', '/session', { token: fast.token });
    expect(session.status).toBe(200);
    expect(session.body.value.game).toMatchObject({
      kind: 'LOTTERY',
      limits: { min: '1.00', max: '10000.00' },
      lottery: { kind: 'FAST', format: '3D', region: null, periodMinutes: 3, maxFollowDraws: 10 },
    });
    expect(session.body.value.game.lottery.betTypes).toContainEqual({
      type: 'STRAIGHT',
      odds: '980',
      limits: { min: '1.00', max: '10000.00' },
    });
    // The operator's odds and stake range of a bet type are what the next session shows.
    const secret = await t.services.vendorApi.findSecret(HOUSE_VASSALAGE);
    const set = await signedAdminCall(
      t.app,
      secret!,
      'settings.set',
      {
        staff: { id: '1', username: 'demoadmin' },
        gameId: 'lotto-3d-3',
        betType: 'STRAIGHT',
        odds: '900',
        minStake: '2.00',
        maxStake: '50.00',
        maxExposure: '100000.00',
      },
      { now: Date.now() },
    );
    expect(set.status).toBe(200);
    const again = await openGame('lotto-3d-3', { funds: '10.00' });
    const reopened = await house<{ game: { lottery: { betTypes: unknown[] } } }>('GET', '/session', {
      token: again.token,
    });
    expect(reopened.body.value.game.lottery.betTypes).toContainEqual({
      type: 'STRAIGHT',
      odds: '900',
      limits: { min: '2.00', max: '50.00' },
    });
    const north = await openGame('vn-mb', { funds: '10.00' });
    expect(north.session).toMatchObject({
      balance: '10.00',
      game: { kind: 'LOTTERY', lottery: { kind: 'VN', region: 'NORTH', province: 'MB', format: null } },
    });
    // A lottery session plays through the orders API, not the rounds of the house games.
    const round = await house('POST', '/rounds', {
      token: north.token,
      payload: {
        kind: 'DICE',
        requestId: randomUUID(),
        stake: '1.00',
        choice: { target: 5000, direction: 'under' },
      },
    });
    expect(round.body.errorCode).toBe('game_not_found');
  });
});

describe('slots through the vendor protocol', () => {
  it('a spin takes the stake and pays the outcome through the ledger, and shows in the betting record', async () => {
    const player = await openGame('slot-sakura', { funds: '100.00' });
    expect(player.session.balance).toBe('100.00');
    const spin = await house<PlayResult>('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'SLOT', requestId: randomUUID(), stake: '1.00' },
    });
    expect(spin.status).toBe(200);
    const { round, balance } = spin.body.value;
    expect(round.status).toBe('SETTLED');
    expect(round.serverSeedHash).toBe(player.session.seeds.serverSeedHash);
    const expected = 10_000n - 100n + toMinor(round.payout ?? '0.00');
    expect(toMinor(balance)).toBe(expected);
    expect(await mainBalance(player.memberId)).toBe(expected);

    const today = await merchantToday(t.services);
    const records = await send<BetRecordPage>(t, {
      method: 'GET',
      url: `/wps/relay/bets?startDate=${today}&endDate=${today}`,
      token: player.platformToken,
    });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({ roundId: round.id, stake: '1.00', payout: round.payout, status: 'SETTLED' }),
    ]);
  });

  it('refuses stakes outside the limits, with too many decimals or negative, and moves nothing', async () => {
    const player = await openGame('slot-neon', { funds: '50.00' });
    const attempts: [string, string][] = [
      ['0.10', 'stake_out_of_range'],
      ['100.01', 'stake_out_of_range'],
      ['1.005', 'validation_failed'],
      ['-1.00', 'validation_failed'],
      ['abc', 'validation_failed'],
    ];
    for (const [stake, code] of attempts) {
      const answer = await house('POST', '/rounds', {
        token: player.token,
        payload: { kind: 'SLOT', requestId: randomUUID(), stake },
      });
      expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
    }
    const wrongGame = await house('POST', '/rounds', {
      token: player.token,
      payload: {
        kind: 'DICE',
        requestId: randomUUID(),
        stake: '1.00',
        choice: { target: 5000, direction: 'under' },
      },
    });
    expect(wrongGame.body.errorCode).toBe('choice_invalid');
    expect(await mainBalance(player.memberId)).toBe(5_000n);
  });

  it('a double click (one request id sent 8 times at once) plays one round and takes one stake', async () => {
    const player = await openGame('slot-dragon', { funds: '20.00' });
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        house<PlayResult>('POST', '/rounds', {
          token: player.token,
          payload: { kind: 'SLOT', requestId, stake: '2.00' },
        }),
      ),
    );
    const played = answers.filter((answer) => answer.status === 200);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(new Set(played.map((answer) => answer.body.value.round.id)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.status !== 200).every((a) => a.body.errorCode === 'round_busy'),
    ).toBe(true);
    const payout = toMinor(played[0]!.body.value.round.payout ?? '0.00');
    expect(await mainBalance(player.memberId)).toBe(2_000n - 200n + payout);
  });

  it('refuses a stake above the balance and keeps the money', async () => {
    const player = await openGame('slot-sakura', { funds: '0.50' });
    const answer = await house('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'SLOT', requestId: randomUUID(), stake: '1.00' },
    });
    expect(answer.body.errorCode).toBe('insufficient_funds');
    expect(await mainBalance(player.memberId)).toBe(50n);
  });

  it('free play spins on the demo balance and never touches the ledger', async () => {
    const player = await openGame('slot-neon', { demo: true });
    expect(player.session.balance).toBe('2000.00');
    expect((player.session as { player?: { demo: boolean } }).player?.demo).toBe(true);
    const spin = await house<PlayResult>('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'SLOT', requestId: randomUUID(), stake: '5.00' },
    });
    expect(spin.body.value.round.jackpotWin).toBeNull();
    expect(toMinor(spin.body.value.balance)).toBe(
      200_000n - 500n + toMinor(spin.body.value.round.payout ?? '0'),
    );
    expect(await mainBalance(player.memberId)).toBe(0n);
  });
});

describe('fairness', () => {
  it('rotating reveals the seed whose hash was shown; every round replays from it exactly', async () => {
    const player = await openGame('dice', { funds: '30.00' });
    const played: PlayResult['round'][] = [];
    for (const target of [5000, 2500, 9000]) {
      const answer = await house<PlayResult>('POST', '/rounds', {
        token: player.token,
        payload: {
          kind: 'DICE',
          requestId: randomUUID(),
          stake: '1.00',
          choice: { target, direction: 'under' },
        },
      });
      played.push(answer.body.value.round);
    }
    expect(played.map((round) => round.nonce)).toEqual([0, 1, 2]);
    const rotated = await house<{
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };
      current: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>('POST', '/seeds', { token: player.token, payload: { clientSeed: 'my-lucky-seed' } });
    const { previous, current } = rotated.body.value;
    expect(hashServerSeed(previous.serverSeed)).toBe(player.session.seeds.serverSeedHash);
    expect(previous.roundsPlayed).toBe(3);
    expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(previous.serverSeedHash);
    for (const [index, round] of played.entries()) {
      const replay = replayRound({
        gameId: 'dice',
        serverSeed: previous.serverSeed,
        clientSeed: previous.clientSeed,
        nonce: round.nonce,
        choice: { target: [5000, 2500, 9000][index], direction: 'under' },
      });
      expect(replay.outcome).toEqual(round.outcome);
    }
    const history = await house<PlayResult['round'][]>('GET', '/rounds?limit=5', { token: player.token });
    expect(history.body.value.every((round) => round.serverSeedHash === previous.serverSeedHash)).toBe(true);
    expect(history.body.value.map((round) => (round as { serverSeed?: string }).serverSeed)).toEqual(
      Array(3).fill(previous.serverSeed),
    );
  });
});

describe('mines', () => {
  it('hides the mines while open, refuses rotating, and pays one cash-out of ten sent at once', async () => {
    const player = await openGame('mines', { funds: '10.00' });
    const startBoard = async () =>
      (
        await house<PlayResult>('POST', '/rounds', {
          token: player.token,
          payload: { kind: 'MINES', requestId: randomUUID(), stake: '1.00', choice: { mines: 1 } },
        })
      ).body.value.round;
    // One mine of 25: cell 12 is safe on all but about one board in 25; a board lost on it pays 0.
    let round = await startBoard();
    let lostBoards = 0;
    for (;;) {
      expect(round.status).toBe('OPEN');
      expect(round.outcome).toEqual({ revealed: [], minePositions: null });
      const seeds = await house('POST', '/seeds', { token: player.token, payload: { clientSeed: 'peek' } });
      expect(seeds.body.errorCode).toBe('round_open');
      const early = await house('POST', `/rounds/${round.id}/cashout`, { token: player.token, payload: {} });
      expect(early.body.errorCode).toBe('nothing_to_cash');
      const reveal = await house<PlayResult>('POST', `/rounds/${round.id}/reveal`, {
        token: player.token,
        payload: { cell: 12 },
      });
      if (reveal.body.value.round.status === 'OPEN') {
        expect(reveal.body.value.round.multiplier).toBe('1.0312');
        break;
      }
      expect(reveal.body.value.round).toMatchObject({ status: 'SETTLED', payout: '0.00' });
      expect((reveal.body.value.round.outcome as { minePositions: number[] }).minePositions).toEqual([12]);
      lostBoards += 1;
      round = await startBoard();
    }
    const again = await house('POST', `/rounds/${round.id}/reveal`, {
      token: player.token,
      payload: { cell: 12 },
    });
    expect(again.body.errorCode).toBe('cell_revealed');
    const outside = await house('POST', `/rounds/${round.id}/reveal`, {
      token: player.token,
      payload: { cell: 25 },
    });
    expect(outside.body.errorCode).toBe('cell_invalid');

    const cashOuts = await Promise.all(
      Array.from({ length: 10 }, () =>
        house<PlayResult>('POST', `/rounds/${round.id}/cashout`, { token: player.token, payload: {} }),
      ),
    );
    const paid = cashOuts.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    const refused = cashOuts.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode);
    expect(refused.every((code) => code === 'round_busy' || code === 'round_closed')).toBe(true);
    expect(paid[0]?.body.value.round.payout).toBe('1.03');
    expect((paid[0]?.body.value.round.outcome as { minePositions: number[] }).minePositions).toHaveLength(1);
    expect(await mainBalance(player.memberId)).toBe(1_000n - 100n * BigInt(lostBoards + 1) + 103n);
    const late = await house('POST', `/rounds/${round.id}/reveal`, {
      token: player.token,
      payload: { cell: 0 },
    });
    expect(late.body.errorCode).toBe('round_closed');
  });

  it('applies one of two reveals sent at once on the same board', async () => {
    const player = await openGame('mines', { funds: '5.00' });
    const start = await house<PlayResult>('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'MINES', requestId: randomUUID(), stake: '1.00', choice: { mines: 1 } },
    });
    const id = start.body.value.round.id;
    const answers = await Promise.all(
      [3, 21].map((cell) =>
        house<PlayResult>('POST', `/rounds/${id}/reveal`, { token: player.token, payload: { cell } }),
      ),
    );
    const applied = answers.filter((answer) => answer.status === 200);
    const view = await house<PlayResult['round']>('GET', `/rounds/${id}`, { token: player.token });
    const revealed = (view.body.value.outcome as { revealed: number[] }).revealed;
    expect(revealed.length).toBe(applied.length);
    const refused = answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode);
    // A reveal that hit the mine closed the board before the other one read it.
    expect(refused.every((code) => code === 'round_busy' || code === 'round_closed')).toBe(true);
  });

  it('brings an open board back after a reload', async () => {
    const player = await openGame('mines', { funds: '5.00' });
    const start = await house<PlayResult>('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'MINES', requestId: randomUUID(), stake: '1.00', choice: { mines: 3 } },
    });
    const reloaded = await house<{ openRound: { id: string; status: string } | null }>('GET', '/session', {
      token: player.token,
    });
    expect(reloaded.body.value.openRound).toMatchObject({ id: start.body.value.round.id, status: 'OPEN' });
  });
});

describe('baccarat', () => {
  it('settles every side from the dealt hand in one round', async () => {
    const player = await openGame('baccarat', { funds: '100.00' });
    const answer = await house<PlayResult>('POST', '/rounds', {
      token: player.token,
      payload: {
        kind: 'BACCARAT',
        requestId: randomUUID(),
        bets: { player: '10.00', banker: '10.00', tie: '1.00' },
      },
    });
    const { round } = answer.body.value;
    expect(round.stake).toBe('21.00');
    const { hand, perSide } = round.outcome as {
      hand: { winner: string };
      perSide: Record<string, string>;
    };
    const expectedPerSide =
      hand.winner === 'PLAYER'
        ? { player: '20.00', banker: '0.00', tie: '0.00' }
        : hand.winner === 'BANKER'
          ? { player: '0.00', banker: '19.50', tie: '0.00' }
          : { player: '10.00', banker: '10.00', tie: '9.00' };
    expect(perSide).toMatchObject(expectedPerSide);
    expect(await mainBalance(player.memberId)).toBe(10_000n - 2_100n + toMinor(round.payout ?? '0'));
    const belowTable = await house('POST', '/rounds', {
      token: player.token,
      payload: { kind: 'BACCARAT', requestId: randomUUID(), bets: { tie: '0.50' } },
    });
    expect(belowTable.body.errorCode).toBe('stake_out_of_range');
  });
});

describe('sessions', () => {
  it('a launch token opens one session only, and calls without a session are refused', async () => {
    const unknown = await house('POST', '/sessions', { payload: { token: 'not-a-token' } });
    expect([unknown.status, unknown.body.errorCode]).toEqual([401, 'launch_token_invalid']);
    const anonymous = await house('GET', '/rounds');
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'session_invalid']);
  });
});
