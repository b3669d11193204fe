import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LEDGER_MINOR_UNITS,
  PLAYER_SESSION_HOURS,
  formatMinorUnits,
  type BetRecordPage,
  type LaunchGame,
  type VendorSession,
} from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  merchantToday,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { queryRows } from '../../platform/db/client.ts';
import { createVendorClient, registerTestVendor, testGame, type VendorClient } from '../../testing/vendor.ts';
import { isLedgerClean } from '../../platform/ledger/service.ts';
import { betRounds } from '../games/tables.ts';
import { playerSessions } from './tables.ts';

/**
 * The vendor conformance suite: plays a seamless vendor against the platform over real HTTP and
 * checks every rule of the protocol, the way an outside vendor's certification would.
 */
let t: TestApp;
let vendor: VendorClient;
let transferVendor: VendorClient;
let baseUrl: string;
const SLOT = 'slot-1';
const TABLE = 'table-1';

/** The machine's time, moved forward by a test that needs a session to end. */
let ahead = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + ahead) } });
  // The vendor signs with the same (moved) time, as a vendor's clock agrees with the platform's.
  const now = () => Date.now() + ahead;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const seamless = await registerTestVendor(t.services, {
    vassalage: 'CONFORM',
    categories: ['RNG', 'LIVE'],
    games: [testGame(SLOT, { gameType: 'RNG', supportsTrial: true }), testGame(TABLE, { gameType: 'LIVE' })],
  });
  vendor = createVendorClient({ baseUrl, vassalage: 'CONFORM', secret: seamless.secret, clock: now });
  const transfer = await registerTestVendor(t.services, {
    vassalage: 'XFER',
    categories: ['FISH'],
    walletMode: 'TRANSFER',
    games: [testGame('fish-1', { gameType: 'FISH' })],
  });
  transferVendor = createVendorClient({ baseUrl, vassalage: 'XFER', secret: transfer.secret, clock: now });
});
afterAll(async () => {
  expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  await t.close();
});

let count = 0;
const newMember = async (funds = '100.00') => {
  count += 1;
  const username = `player${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'player1234' });
  if (funds !== '0') await fundTestMember(t.services, username, funds);
  const session = await login(t, { username, password: 'player1234' });
  return { id, username, token: session.body.value.token };
};

const nodeOf = async (vassalage: string, gameId: string) => {
  const snapshot = await t.services.catalogue.snapshot();
  const game = [...snapshot.byNode.values()].find((g) => g.vassalage === vassalage && g.gameId === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game;
};

const launch = async (token: string, vassalage: string, gameId: string, accountType = 1) => {
  const game = await nodeOf(vassalage, gameId);
  const answer = await send<LaunchGame>(t, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=${vassalage}&accountType=${accountType}`,
    token,
    language: 'EN',
  });
  expect(answer.status).toBe(200);
  return new URL(answer.body.value.url).searchParams.get('token') ?? '';
};

/** A member, launched and authenticated at the vendor: what every money call needs. */
const player = async (
  options: { funds?: string; gameId?: string; demo?: boolean; client?: VendorClient } = {},
) => {
  const client = options.client ?? vendor;
  const member = await newMember(options.funds);
  const vassalage = client === vendor ? 'CONFORM' : 'XFER';
  const gameId = options.gameId ?? (client === vendor ? SLOT : 'fish-1');
  const token = await launch(member.token, vassalage, gameId, options.demo ? 0 : 1);
  const answer = await client.authenticate(token);
  expect(answer.body.success).toBe(true);
  const session = answer.body.value as unknown as VendorSession;
  const gameCode = gameId;
  return {
    member,
    session,
    round: () => `round-${randomUUID()}`,
    bet: (roundId: string, amount: string, transactionId = `bet-${randomUUID()}`) =>
      client.bet({
        sessionId: session.sessionId,
        playerId: session.playerId,
        transactionId,
        roundId,
        gameCode,
        amount,
        currency: session.currency,
      }),
    win: (roundId: string, amount: string, transactionId = `win-${randomUUID()}`, closeRound = true) =>
      client.win({
        playerId: session.playerId,
        transactionId,
        roundId,
        gameCode,
        amount,
        currency: session.currency,
        closeRound,
      }),
    rollback: (roundId: string, referenceTransactionId: string, transactionId = `rb-${randomUUID()}`) =>
      client.rollback({
        playerId: session.playerId,
        transactionId,
        referenceTransactionId,
        roundId,
        gameCode,
      }),
  };
};

const mainBalance = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

const transferCount = async () => (await t.services.ledger.check()).transfers;

const threeTimes = async <T>(call: () => Promise<T>) => [await call(), await call(), await call()];

describe('authenticate', () => {
  it('exchanges a launch token once for a session with the member’s balance', async () => {
    const member = await newMember('25.00');
    const token = await launch(member.token, 'CONFORM', SLOT);
    const first = await vendor.authenticate(token);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      playerId: String(member.id),
      balance: '25.00',
      demo: false,
      gameCode: SLOT,
      language: 'EN',
      // The merchant's zone, so the vendor shows the player times as the platform does.
      timeZone: (await t.services.system.getSiteSetting()).timeZone,
    });
    for (const again of await threeTimes(() => vendor.authenticate(token))) {
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: false, errorCode: 'launch_token_invalid' });
    }
  });

  it('refuses an expired token and another vendor’s token', async () => {
    const member = await newMember();
    const expired = await launch(member.token, 'CONFORM', SLOT);
    await t.db.execute(
      sql`update launch_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await vendor.authenticate(expired)).body.errorCode).toBe('launch_token_invalid');
    const other = await launch(member.token, 'CONFORM', SLOT);
    expect((await transferVendor.authenticate(other)).body.errorCode).toBe('launch_token_invalid');
    expect((await vendor.authenticate(other)).body.success).toBe(true);
  });
});

describe('calls that are not the vendor’s', () => {
  it('refuses unsigned, wrongly signed, tampered, stale, malformed and unknown-vendor calls, and moves nothing', async () => {
    const p = await player();
    const before = await transferCount();
    const body = JSON.stringify({
      timestamp: Math.floor(Date.now() / 1000),
      sessionId: p.session.sessionId,
      playerId: p.session.playerId,
      transactionId: `bet-${randomUUID()}`,
      roundId: p.round(),
      gameCode: SLOT,
      amount: '1.00',
      currency: p.session.currency,
    });
    const unsigned = await vendor.raw('bet', body, null);
    expect(unsigned).toMatchObject({ status: 401, body: { success: false, errorCode: 'invalid_signature' } });
    const wrong = await vendor.raw('bet', body, 'ab'.repeat(32));
    expect(wrong.body.errorCode).toBe('invalid_signature');
    const tampered = await vendor.raw('bet', body.replace('"1.00"', '"9.00"'), vendor.sign(body));
    expect(tampered.body.errorCode).toBe('invalid_signature');
    const staleBody = body.replace(/"timestamp":\d+/, `"timestamp":${Math.floor(Date.now() / 1000) - 301}`);
    const stale = await vendor.raw('bet', staleBody, vendor.sign(staleBody));
    expect(stale).toMatchObject({ status: 401, body: { errorCode: 'request_expired' } });
    const futureBody = body.replace(/"timestamp":\d+/, `"timestamp":${Math.floor(Date.now() / 1000) + 301}`);
    expect((await vendor.raw('bet', futureBody, vendor.sign(futureBody))).body.errorCode).toBe(
      'request_expired',
    );
    const malformed = '{"timestamp":';
    expect(await vendor.raw('bet', malformed, vendor.sign(malformed))).toMatchObject({
      status: 400,
      body: { errorCode: 'malformed_request' },
    });
    const invalid = JSON.stringify({ ...JSON.parse(body), amount: '-1.00' });
    expect(await vendor.raw('bet', invalid, vendor.sign(invalid))).toMatchObject({
      status: 422,
      body: { errorCode: 'validation_failed' },
    });
    const fractional = JSON.stringify({ ...JSON.parse(body), amount: '1.001' });
    expect((await vendor.raw('bet', fractional, vendor.sign(fractional))).status).toBe(422);
    const stranger = createVendorClient({ baseUrl, vassalage: 'NOBODY', secret: 'x' });
    expect((await stranger.balance(p.session.sessionId)).status).toBe(404);
    expect(await transferCount()).toBe(before);
    expect(await mainBalance(p.member.id)).toBe(10_000n);
  });
});

describe('bets and wins', () => {
  it('debits a bet, credits a win that closes the round, and records the round', async () => {
    const p = await player();
    const round = p.round();
    const bet = await p.bet(round, '10.00');
    expect(bet.body).toMatchObject({
      success: true,
      value: { balance: '90.00', currency: p.session.currency },
    });
    expect(bet.body.value?.platformTransactionId).toMatch(/^\d+$/);
    const win = await p.win(round, '25.50');
    expect(win.body.value).toMatchObject({ balance: '115.50' });
    expect(await mainBalance(p.member.id)).toBe(11_550n);
    const afterClose = await p.bet(round, '1.00');
    expect(afterClose.body.errorCode).toBe('round_closed');
    const today = await merchantToday(t.services);
    const records = await send<BetRecordPage>(t, {
      method: 'GET',
      url: `/wps/relay/bets?startDate=${today}&endDate=${today}`,
      token: p.member.token,
    });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({
        roundId: round,
        vassalage: 'CONFORM',
        gameType: 'RNG',
        stake: '10.00',
        validBet: '10.00',
        payout: '25.50',
        winLoss: '15.50',
        status: 'SETTLED',
      }),
    ]);
  });

  it('answers a replayed bet, win and rollback with the stored answer and moves money once', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    const bets = [
      await p.bet(round, '7.00', betId),
      ...(await threeTimes(() => p.bet(round, '7.00', betId))),
    ];
    for (const answer of bets) expect(answer.body).toEqual(bets[0]?.body);
    expect(await mainBalance(p.member.id)).toBe(9_300n);

    const partialId = `win-${randomUUID()}`;
    const wins = await threeTimes(() => p.win(round, '2.00', partialId, false));
    for (const answer of wins) {
      expect(answer.body.success).toBe(true);
      expect(answer.body.value).toMatchObject({ balance: '95.00' });
    }
    expect(await mainBalance(p.member.id)).toBe(9_500n);

    const other = p.round();
    const refundable = `bet-${randomUUID()}`;
    await p.bet(other, '3.00', refundable);
    const rollbackId = `rb-${randomUUID()}`;
    const rollbacks = await threeTimes(() => p.rollback(other, refundable, rollbackId));
    for (const answer of rollbacks) expect(answer.body).toEqual(rollbacks[0]?.body);
    expect(rollbacks[0]?.body.value).toMatchObject({ balance: '95.00' });
    expect(await mainBalance(p.member.id)).toBe(9_500n);
    const secondRollback = await p.rollback(other, refundable);
    expect(secondRollback.body).toMatchObject({
      success: true,
      value: { balance: '95.00', platformTransactionId: null },
    });
    expect(await mainBalance(p.member.id)).toBe(9_500n);
  });

  it('refuses the same transaction id with other fields and moves nothing', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    await p.bet(round, '5.00', betId);
    const mismatch = await p.bet(round, '6.00', betId);
    expect(mismatch).toMatchObject({
      status: 200,
      body: { success: false, errorCode: 'transaction_mismatch' },
    });
    expect((await p.bet(p.round(), '5.00', betId)).body.errorCode).toBe('transaction_mismatch');
    const winId = `win-${randomUUID()}`;
    await p.win(round, '1.00', winId, false);
    expect((await p.win(round, '2.00', winId, false)).body.errorCode).toBe('transaction_mismatch');
    expect((await p.bet(round, '1.00', winId)).body.errorCode).toBe('transaction_mismatch');
    expect(await mainBalance(p.member.id)).toBe(9_600n);
  });

  it('refuses a bet the balance cannot cover with insufficient_funds and the balance, keeping nothing of it', async () => {
    const p = await player({ funds: '5.00' });
    const refusedRound = p.round();
    const answer = await p.bet(refusedRound, '5.01');
    expect(answer).toMatchObject({
      status: 200,
      body: { success: false, errorCode: 'insufficient_funds', value: { balance: '5.00' } },
    });
    // The one statement that would have opened the round, moved the stake and recorded the event kept none of it.
    expect(await t.db.select().from(betRounds).where(eq(betRounds.roundId, refusedRound))).toEqual([]);
    const placed = sql`select count(*)::int as n from domain_events
      where type = 'bet.placed' and member_id = ${p.member.id}`;
    expect(await queryRows(t.db, placed)).toEqual([{ n: 0 }]);
    expect((await p.bet(p.round(), '5.00')).body.value).toMatchObject({ balance: '0.00' });
    expect(await queryRows(t.db, placed)).toEqual([{ n: 1 }]);
  });

  it('refuses a win of a round without a bet and a second win of a settled round', async () => {
    const p = await player();
    expect((await p.win(p.round(), '1.00')).body.errorCode).toBe('round_not_found');
    const round = p.round();
    await p.bet(round, '1.00');
    await p.win(round, '0');
    expect((await p.win(round, '1.00')).body.errorCode).toBe('round_closed');
    expect(await mainBalance(p.member.id)).toBe(9_900n);
  });
});

describe('rollbacks', () => {
  it('tombstones a rollback of a bet never seen: balance alone, final not-found, the late bet refused', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    const rollbackId = `rb-${randomUUID()}`;
    const answers = await threeTimes(() => p.rollback(round, betId, rollbackId));
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { success: false, errorCode: 'transaction_not_found', value: { balance: '100.00' } },
      });
    }
    const late = await threeTimes(() => p.bet(round, '4.00', betId));
    for (const answer of late) expect(answer.body.errorCode).toBe('transaction_cancelled');
    expect(await mainBalance(p.member.id)).toBe(10_000n);
  });

  it('refuses a rollback after the round’s win', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    await p.bet(round, '4.00', betId);
    await p.win(round, '10.00');
    const refused = await p.rollback(round, betId);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'round_closed' });
    expect(await mainBalance(p.member.id)).toBe(10_600n);
  });

  it('cancels a round whose only bet was rolled back', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    await p.bet(round, '4.00', betId);
    await p.rollback(round, betId);
    expect((await p.bet(round, '1.00')).body.errorCode).toBe('round_closed');
    const rows = await t.db
      .select({ status: betRounds.status, stake: betRounds.stake })
      .from(betRounds)
      .where(eq(betRounds.roundId, round));
    expect(rows).toEqual([{ status: 'CANCELLED', stake: 0n }]);
  });
});

describe('sessions and locked players', () => {
  it('refuses bets after the session ends but still takes wins and rollbacks', async () => {
    const p = await player();
    const round = p.round();
    const first = `bet-${randomUUID()}`;
    const second = `bet-${randomUUID()}`;
    await p.bet(round, '2.00', first);
    await p.bet(round, '3.00', second);
    ahead = PLAYER_SESSION_HOURS * 3_600_000 + 1_000;
    try {
      expect((await p.bet(round, '1.00')).body.errorCode).toBe('session_expired');
      expect((await vendor.balance(p.session.sessionId)).body.errorCode).toBe('session_expired');
      // A replay of a bet made while the session lived still answers what it answered.
      expect((await p.bet(round, '2.00', first)).body.success).toBe(true);
      expect((await p.rollback(round, second)).body.value).toMatchObject({ balance: '98.00' });
      expect((await p.win(round, '6.00')).body.value).toMatchObject({ balance: '104.00' });
    } finally {
      ahead = 0;
    }
  });

  it('refuses bets of a locked player but still takes the win', async () => {
    const p = await player();
    const round = p.round();
    await p.bet(round, '2.00');
    await t.db.execute(
      sql`update members set status = 'LOCKED', lock_reason = 'OPERATOR' where id = ${p.member.id}`,
    );
    expect((await p.bet(round, '1.00')).body.errorCode).toBe('player_locked');
    expect((await p.win(round, '5.00')).body.value).toMatchObject({ balance: '103.00' });
  });
});

describe('concurrency', () => {
  it('takes 100 simultaneous bets on one balance without going below zero', async () => {
    const p = await player({ funds: '100.00' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => p.bet(p.round(), '1.50')));
    const accepted = answers.filter((answer) => answer.body.success);
    const refused = answers.filter((answer) => answer.body.errorCode === 'insufficient_funds');
    expect(accepted).toHaveLength(66);
    expect(refused).toHaveLength(34);
    expect(await mainBalance(p.member.id)).toBe(100n);
  });

  it('moves money once for the same bet sent 20 times at once', async () => {
    const p = await player();
    const round = p.round();
    const betId = `bet-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.bet(round, '9.00', betId)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await mainBalance(p.member.id)).toBe(9_100n);
  });

  it('pays once and records one settlement for the same win sent 20 times at once', async () => {
    const p = await player();
    const round = p.round();
    await p.bet(round, '9.00');
    const winId = `win-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.win(round, '4.00', winId)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.value).toMatchObject({ balance: '95.00' });
    expect(await mainBalance(p.member.id)).toBe(9_500n);
    const events = await queryRows<{ type: string; n: number }>(
      t.db,
      sql`select type, count(*)::int as n from domain_events where payload->>'roundId' = ${round} group by type order by type`,
    );
    expect(events).toEqual([
      { type: 'bet.placed', n: 1 },
      { type: 'round.settled', n: 1 },
    ]);
  });

  it('settles a bet and its rollback sent at once to one consistent outcome', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const p = await player();
      const round = p.round();
      const betId = `bet-${randomUUID()}`;
      const [bet, rollback] = await Promise.all([p.bet(round, '8.00', betId), p.rollback(round, betId)]);
      const balance = await mainBalance(p.member.id);
      if (bet.body.success) {
        // The bet came first: the rollback refunded it.
        expect(rollback.body.success).toBe(true);
      } else {
        expect(bet.body.errorCode).toBe('transaction_cancelled');
        expect(rollback.body.errorCode).toBe('transaction_not_found');
      }
      expect(balance).toBe(10_000n);
    }
  });
});

describe('free play and transfer wallets', () => {
  it('plays free with a demo balance that never touches the ledger or the records', async () => {
    const p = await player({ demo: true });
    expect(p.session).toMatchObject({ demo: true, balance: '2000.00' });
    expect(p.session.playerId).toMatch(/^demo-\d+$/);
    const before = await transferCount();
    const round = p.round();
    expect((await p.bet(round, '100.00')).body.value).toMatchObject({
      balance: '1900.00',
      platformTransactionId: null,
    });
    expect((await p.win(round, '50.00')).body.value).toMatchObject({ balance: '1950.00' });
    expect((await p.bet(p.round(), '1950.01')).body.errorCode).toBe('insufficient_funds');
    expect(await transferCount()).toBe(before);
    expect(await mainBalance(p.member.id)).toBe(10_000n);
    const today = await merchantToday(t.services);
    const records = await send<BetRecordPage>(t, {
      method: 'GET',
      url: `/wps/relay/bets?startDate=${today}&endDate=${today}`,
      token: p.member.token,
    });
    expect(records.body.value.total).toBe(0);
  });

  it('moves the main wallet into a transfer vendor’s wallet at launch and plays against it', async () => {
    const p = await player({ client: transferVendor, funds: '40.00' });
    expect(p.session.balance).toBe('40.00');
    expect(await mainBalance(p.member.id)).toBe(0n);
    const round = p.round();
    expect((await p.bet(round, '10.00')).body.value).toMatchObject({ balance: '30.00' });
    expect((await p.win(round, '12.00')).body.value).toMatchObject({ balance: '42.00' });
    const vendorWallet = await t.services.wallet.getWalletBalance(p.member.id, 'VENDOR:XFER');
    expect(vendorWallet?.balance).toBe(4_200n);
  });
});

describe('amounts beyond the 64-bit range', () => {
  const MAX = MAX_LEDGER_MINOR_UNITS;
  /** The largest amount the protocol's format takes: 15 digits and 2 decimals. */
  const LARGEST = '999999999999999.99';

  it('refuses a win that would take the balance past 2^63 − 1 with amount_out_of_range, and moves nothing', async () => {
    const p = await player({ funds: '10.00' });
    // A balance just below the bigint limit, as years of wins could build it.
    await t.services.ledger.transfer({
      idempotencyKey: `test-near-limit:${randomUUID()}`,
      // An operator account of its own: the adjustments account has funded this file's other members.
      from: { operator: 'COMMISSION' },
      to: { memberId: p.member.id, kind: 'MAIN' },
      amount: MAX - 1_000n - 100_000n,
      type: 'ADJUSTMENT',
    });
    const round = p.round();
    expect((await p.bet(round, '1.00')).body.success).toBe(true);
    const before = await transferCount();
    const balance = await mainBalance(p.member.id);
    const refused = await p.win(round, LARGEST);
    expect(refused).toMatchObject({
      status: 200,
      body: {
        success: false,
        errorCode: 'amount_out_of_range',
        value: { balance: formatMinorUnits(balance) },
      },
    });
    expect(await transferCount()).toBe(before);
    expect(await mainBalance(p.member.id)).toBe(balance);
    // The round stays open: a win the balance can take still settles it.
    expect((await p.win(round, '2.00')).body.success).toBe(true);
  });

  it('refuses a bet or a win that would take the round’s total stake or payout past 2^63 − 1', async () => {
    const p = await player({ funds: '100.00' });
    const round = p.round();
    expect((await p.bet(round, '1.00')).body.success).toBe(true);
    // A round that has taken bets and wins close to the limit (a vendor can alternate them for ever).
    await t.db
      .update(betRounds)
      .set({ stake: MAX - 50n, payout: MAX - 50n })
      .where(eq(betRounds.roundId, round));
    const before = await transferCount();
    const bet = await p.bet(round, '1.00');
    expect(bet).toMatchObject({
      status: 200,
      body: { success: false, errorCode: 'amount_out_of_range', value: { balance: '99.00' } },
    });
    const win = await p.win(round, '1.00');
    expect(win).toMatchObject({ status: 200, body: { success: false, errorCode: 'amount_out_of_range' } });
    expect(await transferCount()).toBe(before);
    expect(await mainBalance(p.member.id)).toBe(9_900n);
  });

  it('refuses a free-play win that would take the demo balance past 2^63 − 1', async () => {
    const p = await player({ demo: true });
    const round = p.round();
    expect((await p.bet(round, '1.00')).body.success).toBe(true);
    await t.db
      .update(playerSessions)
      .set({ demoBalance: MAX - 50n })
      .where(eq(playerSessions.id, Number(p.session.playerId.replace('demo-', ''))));
    expect(await p.win(round, '1.00')).toMatchObject({
      status: 200,
      body: { success: false, errorCode: 'amount_out_of_range' },
    });
  });
});
