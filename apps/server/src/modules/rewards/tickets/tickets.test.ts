import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TicketCode,
  TicketDelivery,
  TicketEventView,
  TicketOpenResult,
  TicketOverview,
  TicketRecordPage,
  TicketReportRow,
} from '@platform/contract';
import { createManualClock } from '../../../platform/clock.ts';
import { describeLedgerCheck, isLedgerClean } from '../../../platform/ledger/service.ts';
import { auditLog } from '../../../platform/audit/tables.ts';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { tickets, ticketEvents } from './tables.ts';
import { grantTickets, saveEvent, setRewardsSwitch, wheelEvent } from './testing.ts';

/*
 * Tickets end to end through HTTP on a moved clock: console events and grants, openings paid through
 * the rewards core within the budget (200 at once), replays, raffle windows, codes, deliveries,
 * earning from play, and the refusals (another member's ticket, trial, hostile input).
 */

const PASSWORD = 'tickets123';
// Tuesday 2026-11-24, 10:00 in Tokyo.
const START = '2026-11-24T01:00:00Z';
const clock = createManualClock(START);
let t: TestApp;
let admin: string;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = <T>(who: string, method: Method, url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    token: token[who] ?? who,
    ...(payload === undefined ? {} : { payload }),
  });
const open = (who: string, ticketId: number) =>
  call<TicketOpenResult>(who, 'POST', `/wps/relay/tickets/${ticketId}/open`);
const overview = async (who: string) =>
  (await call<TicketOverview>(who, 'GET', '/wps/relay/tickets')).body.value;
const mainBalance = async (username: string) => {
  const accounts = await t.services.ledger.getMemberAccounts(ids[username] as number);
  return accounts.find((account) => account.kind === 'MAIN')?.balance ?? 0n;
};
const eventRow = async (id: number) =>
  (await t.db.select().from(ticketEvents).where(eq(ticketEvents.id, id)))[0];

const signIn = async (username: string) => {
  const answer = await login(t, { username, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`${username} did not log in`);
  token[username] = answer.body.value.token;
};

const member = async (username: string) => {
  const row = await createTestMember(t.services, { username, password: PASSWORD });
  ids[username] = row.id;
  await signIn(username);
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createStaffAndLogin(t, 'ticketadmin', 'ADMIN');
  await setRewardsSwitch(t, admin, true);
  for (const name of ['alice', 'bob', 'carol', 'dave']) await member(name);
  token.trial = await openTrialSession(t.services, t.db, 'trialtix');
}, 60_000);

// A test that moves the clock leaves it where every other test starts, passed or failed.
afterEach(() => clock.set(START));

afterAll(async () => {
  await t.close();
});

describe('opening a ticket', () => {
  it('publishes the odds, pays the drawn prize once, and a replay moves nothing', async () => {
    const event = await saveEvent(
      t,
      admin,
      wheelEvent(clock.now(), {
        prizes: [
          { kind: 'MONEY', weight: 3, amount: '50' },
          { kind: 'RETRY', weight: 1 },
        ],
      }),
    );
    await grantTickets(t, admin, event.id, ['alice'], 1);
    const seen = (await overview('alice')).events.find((row) => row.id === event.id) as TicketEventView;
    expect(seen.unopened).toBe(1);
    expect(seen.prizes.map((prize) => prize.share)).toEqual(['75.00', '25.00']);
    const detail = await call<TicketEventView>('alice', 'GET', `/wps/relay/tickets/events/${event.id}`);
    expect(detail.body.value.prizes[0]).toMatchObject({ kind: 'MONEY', amount: '50.00', share: '75.00' });

    const before = await mainBalance('alice');
    const opened = await open('alice', seen.nextTicketId as number);
    expect(opened.status).toBe(200);
    const { prize, prizeIndex } = opened.body.value;
    expect(prize.index).toBe(prizeIndex);
    const paid = prize.kind === 'MONEY' ? 5000n : 0n;
    expect((await mainBalance('alice')) - before).toBe(paid);
    expect((await eventRow(event.id))?.spent).toBe(paid);

    const replay = await open('alice', opened.body.value.ticketId);
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('ticket_already_opened');
    expect((await mainBalance('alice')) - before).toBe(paid);
    expect((await eventRow(event.id))?.spent).toBe(paid);

    const records = await call<TicketRecordPage>('alice', 'GET', '/wps/relay/tickets/records');
    expect(records.body.value.list[0]).toMatchObject({
      id: opened.body.value.ticketId,
      prize: { kind: prize.kind },
    });
  });

  it("answers not found for another member's ticket and refuses trial accounts", async () => {
    const event = await saveEvent(t, admin, wheelEvent(clock.now()));
    await grantTickets(t, admin, event.id, ['bob'], 1);
    const bobs = (await overview('bob')).events.find((row) => row.id === event.id) as TicketEventView;
    const stolen = await open('alice', bobs.nextTicketId as number);
    expect(stolen.status).toBe(404);
    expect(stolen.body.errorCode).toBe('not_found_entity');
    expect((await open('alice', 999_999_999)).body.errorCode).toBe('not_found_entity');
    const trial = await call('trial', 'GET', '/wps/relay/tickets');
    expect(trial.body.errorCode).toBe('in_need_true_account');
    expect((await call('trial', 'POST', `/wps/relay/tickets/${bobs.nextTicketId}/open`)).body.errorCode).toBe(
      'in_need_true_account',
    );
    // Still bob's, unopened.
    expect((await overview('bob')).events.find((row) => row.id === event.id)?.unopened).toBe(1);
  });

  it('gives an item for delivery, which the console ships (audited) and the records show', async () => {
    const event = await saveEvent(
      t,
      admin,
      wheelEvent(clock.now(), {
        prizes: [{ kind: 'ITEM', weight: 1, itemName: { JA: '時計', EN: 'Watch' }, itemImage: null }],
      }),
    );
    await grantTickets(t, admin, event.id, ['carol'], 1);
    const held = (await overview('carol')).events.find((row) => row.id === event.id) as TicketEventView;
    const opened = await open('carol', held.nextTicketId as number);
    expect(opened.body.value).toMatchObject({
      deliveryStatus: 'PENDING',
      prize: { kind: 'ITEM', itemName: 'Watch' },
    });
    const waiting = await send<{ list: TicketDelivery[] }>(t, {
      method: 'GET',
      url: '/console-api/rewards/tickets/deliveries?status=PENDING',
      token: admin,
    });
    expect(waiting.body.value.list.map((row) => row.ticketId)).toContain(opened.body.value.ticketId);
    const shipped = await send<TicketDelivery>(t, {
      method: 'PUT',
      url: `/console-api/rewards/tickets/deliveries/${opened.body.value.ticketId}`,
      token: admin,
      payload: { status: 'SHIPPED', note: 'EMS 123' },
    });
    expect(shipped.body.value).toMatchObject({ status: 'SHIPPED', account: 'carol' });
    const records = await call<TicketRecordPage>('carol', 'GET', '/wps/relay/tickets/records');
    expect(records.body.value.list[0]?.deliveryStatus).toBe('SHIPPED');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ticket.deliver'));
    expect(audited.map((row) => row.targetId)).toContain(String(opened.body.value.ticketId));
  });
});

describe('200 concurrent openings against a small budget', () => {
  it('never pays beyond the budget, opens every ticket once, and the ledger reconciles', async () => {
    const event = await saveEvent(
      t,
      admin,
      wheelEvent(clock.now(), {
        prizes: [
          { kind: 'MONEY', weight: 9, amount: '100' },
          { kind: 'RETRY', weight: 1 },
        ],
        budget: '1000',
      }),
    );
    const players = ['alice', 'bob', 'carol', 'dave'];
    await grantTickets(t, admin, event.id, players, 50);
    const before = new Map<string, bigint>();
    for (const name of players) before.set(name, await mainBalance(name));
    const owned = await t.db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(owned).toHaveLength(200);
    const nameOf = (memberId: number) => players.find((name) => ids[name] === memberId) as string;
    const answers = await Promise.all(owned.map((ticket) => open(nameOf(ticket.memberId), ticket.id)));
    expect(answers.map((answer) => answer.status)).toEqual(owned.map(() => 200));

    const paid = answers.filter((answer) => answer.body.value.prize.kind === 'MONEY').length;
    expect(paid).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.body.value.budgetFallback).length).toBeGreaterThan(0);
    const row = await eventRow(event.id);
    expect(row?.spent).toBe(BigInt(paid) * 10_000n);
    expect(row?.spent).toBeLessThanOrEqual(row?.budget ?? 0n);
    let credited = 0n;
    for (const name of players) credited += (await mainBalance(name)) - (before.get(name) ?? 0n);
    expect(credited).toBe(row?.spent);
    const after = await t.db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(after.every((ticket) => ticket.status === 'OPENED' && ticket.prizeIndex !== null)).toBe(true);
    const check = await t.services.ledger.check();
    expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);

    const report = await send<{ list: TicketReportRow[] }>(t, {
      method: 'GET',
      url: '/console-api/rewards/tickets/report',
      token: admin,
    });
    expect(report.body.value.list.find((entry) => entry.eventId === event.id)).toMatchObject({
      budget: '1000.00',
      spent: `${paid * 100}.00`,
      issued: 200,
      opened: 200,
      won: { MONEY: paid, RETRY: 200 - paid },
    });
  });
});

describe('raffle windows', () => {
  it('gives one red envelope per member per window, only while a window is open', async () => {
    // Daily 20:00 for 10 minutes, Tokyo time.
    const event = await saveEvent(
      t,
      admin,
      wheelEvent(clock.now(), {
        kind: 'RED_ENVELOPE',
        schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '20:00', minutes: 10 },
      }),
    );
    // Sessions end when idle for hours: each move of the clock signs the members in again.
    const move = async (at: string) => {
      clock.set(at);
      for (const name of ['alice', 'bob', 'carol']) await signIn(name);
    };
    await move('2026-11-24T10:59:00Z');
    const grab = (who: string) =>
      call<{ ticketId: number }>(who, 'POST', '/wps/relay/raffle/claim', { eventId: event.id });
    expect((await grab('alice')).body.errorCode).toBe('raffle_not_open');
    const waiting = (await overview('alice')).events.find((row) => row.id === event.id);
    expect(waiting?.raffle).toMatchObject({ open: null, next: { start: '2026-11-24 20:00:00' } });

    await move('2026-11-24T11:05:00Z');
    const first = await grab('alice');
    expect(first.status).toBe(200);
    expect((await grab('alice')).body.errorCode).toBe('reward_already_claimed');
    expect((await grab('bob')).status).toBe(200);
    const during = (await overview('alice')).events.find((row) => row.id === event.id);
    expect(during?.raffle?.open?.claimed).toBe(true);
    expect(during?.unopened).toBe(1);

    await move('2026-11-24T11:10:00Z');
    expect((await grab('carol')).body.errorCode).toBe('raffle_not_open');
    await move('2026-11-25T11:00:00Z');
    expect((await grab('alice')).status).toBe(200);
    await move('2026-11-24T01:00:00Z');
  });
});

describe('gift codes and cash vouchers', () => {
  it('redeems into tickets or a fixed amount, once per member, never beyond the uses', async () => {
    const event = await saveEvent(t, admin, wheelEvent(clock.now(), { kind: 'GIFT_CODE' }));
    const created = await send<{ list: TicketCode[] }>(t, {
      method: 'POST',
      url: '/console-api/rewards/tickets/codes',
      token: admin,
      payload: { eventId: event.id, code: 'GIFT-2026', maxUses: 1, reward: { kind: 'TICKETS', count: 2 } },
    });
    expect(created.status).toBe(200);
    const redeem = (who: string, code: string) =>
      call<{ tickets: number }>(who, 'POST', '/wps/relay/tickets/redeem', { code });
    expect((await redeem('alice', 'gift-2026')).body.value.tickets).toBe(2);
    expect((await redeem('alice', 'GIFT-2026')).body.errorCode).toBe('reward_already_claimed');
    expect((await redeem('bob', 'GIFT-2026')).body.errorCode).toBe('promo_code_invalid');
    expect((await redeem('bob', 'NOPE-0000')).body.errorCode).toBe('promo_code_invalid');

    const voucher = await send<{ list: TicketCode[] }>(t, {
      method: 'POST',
      url: '/console-api/rewards/tickets/codes',
      token: admin,
      payload: { eventId: event.id, count: 3, maxUses: 5, reward: { kind: 'MONEY', amount: '20' } },
    });
    expect(voucher.body.value.list).toHaveLength(3);
    const code = voucher.body.value.list[0]?.code as string;
    const before = await mainBalance('bob');
    expect((await redeem('bob', code)).status).toBe(200);
    expect((await mainBalance('bob')) - before).toBe(2000n);
    const taken = await send(t, {
      method: 'POST',
      url: '/console-api/rewards/tickets/codes',
      token: admin,
      language: 'EN',
      payload: { eventId: event.id, code: 'gift-2026', maxUses: 1, reward: { kind: 'TICKETS', count: 1 } },
    });
    expect(taken.status).toBe(422);
  });
});

describe('earning tickets from play', () => {
  it('issues a ticket per deposit, per turnover step and for a losing day, each once', async () => {
    const event = await saveEvent(
      t,
      admin,
      wheelEvent(clock.now(), {
        kind: 'GOLDEN_EGG',
        rules: [
          { kind: 'DEPOSIT', minAmount: '1000' },
          { kind: 'VALID_BET', per: '500' },
          { kind: 'NEGATIVE_PROFIT', minLoss: '300' },
        ],
      }),
    );
    // Play on a day after every day the clock visited before: the scheduler's own tick closes each
    // day it sees pass, and a day it closed before this event existed stays closed.
    clock.set('2026-11-27T01:00:00Z');
    const record = (type: 'deposit.credited' | 'round.settled', payload: Record<string, unknown>) =>
      t.services.events.record(t.db, { type, memberId: ids.dave as number, payload } as never);
    await record('deposit.credited', { orderId: 9001, amount: '100000' });
    await record('deposit.credited', { orderId: 9002, amount: '50000' });
    const round = (n: number, stake: number, payout: number) =>
      record('round.settled', {
        vassalage: 'T',
        roundId: `r${n}`,
        nodeId: 1,
        category: 'RNG',
        stake: String(stake * 100),
        validBet: String(stake * 100),
        payout: String(payout * 100),
        uplineIds: [],
      });
    await round(1, 700, 0);
    await round(2, 400, 0);
    await t.services.tickets.drainEarning();
    const held = () => t.db.select().from(tickets).where(eq(tickets.eventId, event.id));
    // One deposit of 1000 or more, two turnover steps of 500 (1100 bet).
    expect((await held()).map((row) => row.issueKey).sort()).toEqual([
      `earn:${event.id}:0:deposit:9001`,
      `earn:${event.id}:1:2026-11-27:1`,
      `earn:${event.id}:1:2026-11-27:2`,
    ]);
    await t.services.tickets.drainEarning();
    expect(await held()).toHaveLength(3);

    // The day ends (Tokyo midnight): the day's loss of 1100 earns the net-loss ticket once.
    clock.set('2026-11-27T15:10:00Z');
    await t.runJob('tickets-negative-profit');
    await t.runJob('tickets-negative-profit');
    expect((await held()).map((row) => row.issueKey)).toContain(`earn:${event.id}:2:2026-11-27`);
    expect(await held()).toHaveLength(4);
  });
});

describe('tickets as a reward of the core', () => {
  it('issues the prize count once per reward and counts unopened tickets and open raffles', async () => {
    const event = await saveEvent(t, admin, wheelEvent(clock.now(), { kind: 'GOLDEN_EGG' }));
    const grant = () =>
      t.db.transaction((tx) =>
        t.services.rewards.grant(tx, {
          memberId: ids.dave as number,
          source: 'MISSION',
          sourceRef: `mission:tickets:${event.id}`,
          title: { JA: 'ミッション', EN: 'Mission' },
          prize: { kind: 'TICKET', ticketEventId: event.id, count: 3 },
          claim: 'AUTO',
        }),
      );
    const first = await grant();
    expect((await grant()).rewardId).toBe(first.rewardId);
    const held = await t.db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(held.map((row) => row.issueKey).sort()).toEqual(
      [1, 2, 3].map((n) => `reward:${first.rewardId}:${n}`),
    );
    const counts = await call<{ kinds: Record<string, { count: number }> }>(
      'dave',
      'GET',
      '/wps/relay/rewards/counts',
    );
    expect(counts.body.value.kinds.TICKET?.count).toBe(
      (
        await t.db
          .select()
          .from(tickets)
          .where(eq(tickets.memberId, ids.dave as number))
      ).filter((row) => row.status === 'NEW').length,
    );
    expect(counts.body.value.kinds.RAFFLE?.count).toBe(0);
  });
});

describe('the console and hostile input', () => {
  it('refuses broken events with field errors, and staff without the permission', async () => {
    const bad = async (payload: unknown) =>
      send(t, {
        method: 'POST',
        url: '/console-api/rewards/tickets/events',
        token: admin,
        language: 'EN',
        payload,
      });
    const base = wheelEvent(clock.now());
    for (const payload of [
      { ...base, budget: '99999999999999999999999' },
      { ...base, prizes: [{ kind: 'MONEY', weight: -1, amount: '1' }] },
      { ...base, prizes: [{ kind: 'MONEY', weight: 1, amount: '100' }] },
      { ...base, prizes: [{ kind: 'RETRY', weight: 0 }] },
      { ...base, kind: 'RED_ENVELOPE' },
      { ...base, title: { JA: 'a\u0000b', EN: 'x' } },
      { ...base, endsAt: base.startsAt },
      { ...base, prizes: Array.from({ length: 13 }, () => ({ kind: 'RETRY', weight: 1 })) },
    ]) {
      const answer = await bad(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(422);
    }
    const support = await createStaffAndLogin(t, 'ticketsupport', 'SUPPORT');
    const denied = await send(t, {
      method: 'POST',
      url: '/console-api/rewards/tickets/events',
      token: support,
      payload: base,
    });
    expect(denied.status).toBe(403);
    expect(
      (await send(t, { method: 'GET', url: '/console-api/rewards/tickets/events', token: support })).status,
    ).toBe(403);
  });

  it('refuses hostile member input with 422 and answers feature_disabled while the switch is off', async () => {
    expect((await call('alice', 'POST', '/wps/relay/tickets/abc/open')).status).toBe(422);
    expect((await call('alice', 'POST', '/wps/relay/tickets/99999999999999999999/open')).status).toBe(422);
    expect((await call('alice', 'POST', '/wps/relay/tickets/redeem', { code: "' or 1=1 --" })).status).toBe(
      422,
    );
    expect((await call('alice', 'POST', '/wps/relay/raffle/claim', { eventId: 'x' })).status).toBe(422);
    await setRewardsSwitch(t, admin, false);
    expect((await call('alice', 'GET', '/wps/relay/tickets')).body.errorCode).toBe('feature_disabled');
    await setRewardsSwitch(t, admin, true);
  });
});
