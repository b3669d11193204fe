import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TYPE,
  DEPOSIT_CHANNEL_KIND,
  MEMBER_TYPE,
  REBATE_CATEGORIES,
  formatMinorUnits,
  type RebateRates,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { createManualClock, type Clock } from '../platform/clock.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import type { CatalogueGame } from '../modules/games/catalogue.ts';
import { ORDER_PREFIX, parseOrderNo } from '../modules/wallet/orders.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
import { seedDemoContracts } from './demo-contracts.ts';

/**
 * The demo agent's team, three levels deep: the two demo downlines, a sub-agent with its own
 * members and a sub-agent of its own, each with rebate rates within its upline's. Every account is
 * flagged `isDemo` and named `demo…`.
 */
export const DEMO_TEAM = [
  { username: 'demosub1', upline: DEMO_ACCOUNTS.agent, agent: true, rate: '1.2' },
  { username: 'demosub2', upline: 'demosub1', agent: true, rate: '0.9' },
  { username: 'demoplayer1', upline: 'demosub1', agent: false, rate: '0.6' },
  { username: 'demoplayer2', upline: 'demosub1', agent: false, rate: '0.6' },
  { username: 'demoplayer3', upline: 'demosub1', agent: false, rate: '0.5' },
  { username: 'demoplayer4', upline: 'demosub2', agent: false, rate: '0.4' },
  { username: 'demoplayer5', upline: 'demosub2', agent: false, rate: '0.4' },
] as const;
/** The demo agent's own rate for its direct downlines. */
const DIRECT_RATE = '0.8';
/** The past days the team's activity spans, ending yesterday. */
export const DEMO_TEAM_DAYS = 28;
/** Members who also withdraw once, through the withdrawal queue. */
const WITHDRAWING = new Set(['demodown1', 'demoplayer2']);
const DEMO_PAYMENT_PASSWORD = '246810';
const DAY_MS = 86_400_000;

/** A fixed pseudo-random sequence (mulberry32): the same team activity on every install. */
const sequence = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** The id of a wallet order from its number (`D…`, `W…`). */
export const orderIdOf = (prefix: string, orderNo: string) => {
  const id = parseOrderNo(prefix, orderNo);
  if (id === undefined) throw new Error(`order ${orderNo} cannot be read`);
  return id;
};

const ratesOf = (rate: string): RebateRates =>
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate])) as RebateRates;
const major = (amount: number) => BigInt(amount) * 100n;

/**
 * Gives the demo agent a believable team: the accounts of `DEMO_TEAM` under it, their rebate
 * rates, two referral links, and `DEMO_TEAM_DAYS` days of play: deposits credited from the demo
 * bank channel's queue, rounds played on the house games through the vendor API (so the bets,
 * ledger transfers and `round.settled` events are the real ones and reach the statistics as any
 * round does), and two withdrawals paid from the queue. Money moves only through those services.
 * The past is replayed on services built with a clock set to each moment (`servicesAt`).
 *
 * Runs once: nothing happens when the team's first account exists. Without a game vendor (a fresh
 * PostgreSQL before the server's first start) the team is made without rounds.
 */
export const seedDemoTeam = async (
  servicesAt: (clock: Clock) => Services,
  now: Date = new Date(),
): Promise<string[]> => {
  const clock = createManualClock(new Date(now.getTime() - (DEMO_TEAM_DAYS + 1) * DAY_MS));
  const services = servicesAt(clock);
  const { members, downlines } = services;
  const agent = await members.findByUsername(DEMO_ACCOUNTS.agent);
  const admin = await services.staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!agent || !admin || (await members.findByUsername(DEMO_TEAM[0].username))) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const site = await services.system.getSiteSetting();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // The accounts, registered four weeks ago, with their rates set by their uplines.
  const idOf = new Map<string, number>([[agent.username, agent.id]]);
  for (const username of DEMO_ACCOUNTS.downlines) {
    const downline = await members.findByUsername(username);
    if (downline) idOf.set(username, downline.id);
  }
  for (const username of DEMO_ACCOUNTS.downlines) {
    const id = idOf.get(username);
    if (id !== undefined) await downlines.setRebate(agent.id, id, ratesOf(DIRECT_RATE), 'EN');
  }
  for (const member of DEMO_TEAM) {
    clock.advance(37 * 60_000);
    const uplineId = idOf.get(member.upline);
    if (uplineId === undefined) throw new Error(`the demo team's ${member.upline} is missing`);
    const created = await members.createMember({
      username: member.username,
      passwordHash,
      type: member.agent ? MEMBER_TYPE.AGENT : MEMBER_TYPE.MEMBER,
      language: site.defaultLanguage,
      nickname: `Demo ${member.username.replace('demo', '')}`,
      isDemo: true,
      parentId: uplineId,
    });
    idOf.set(member.username, created.id);
    await downlines.setRebate(uplineId, created.id, ratesOf(member.rate), 'EN');
  }
  const subId = idOf.get(DEMO_TEAM[0].username);
  if (subId === undefined) throw new Error('the demo team has no sub-agent');
  const contracts = await seedDemoContracts(services, actor, { agent, subId });
  await downlines.createLink(agent.id, { accountType: 'MEMBER', expiry: 'NEVER', channel: 'FORUM' }, 'EN');
  await downlines.createLink(
    agent.id,
    { accountType: 'AGENT', expiry: 'ONE_YEAR', channel: 'GROUP_CHAT' },
    'EN',
  );

  const channel = (await services.deposits.listChannels()).find(
    (found) => found.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER,
  );
  const games = await playableGames(services);
  const players = [...DEMO_ACCOUNTS.downlines, ...DEMO_TEAM.map((member) => member.username)];
  const balances = new Map<string, bigint>();
  const random = sequence(20_261_125);
  const start = clock.now().getTime();
  let rounds = 0;
  let deposits = 0;

  const deposit = async (username: string, amount: bigint) => {
    const memberId = idOf.get(username);
    if (!channel || memberId === undefined) return;
    const order = await services.deposits.createOrder(
      memberId,
      { requestId: randomUUID(), channelId: channel.id, amount },
      'EN',
    );
    clock.advance(6 * 60_000);
    await services.deposits.credit(actor, orderIdOf(ORDER_PREFIX.DEPOSIT, order.orderNo), 'demo data');
    balances.set(username, (balances.get(username) ?? 0n) + amount);
    deposits += 1;
  };

  for (let day = 0; day < DEMO_TEAM_DAYS; day += 1) {
    for (const username of players) {
      // Each member plays on about a third of the days, in the evening, one to four rounds.
      if (random() > 0.36) continue;
      const memberId = idOf.get(username);
      if (memberId === undefined) continue;
      clock.set(new Date(start + (day + 1) * DAY_MS + Math.floor(random() * 10 * 3_600_000)));
      if ((balances.get(username) ?? 0n) < major(3_000)) {
        await deposit(username, major([5_000, 10_000, 20_000, 30_000][Math.floor(random() * 4)] ?? 10_000));
      }
      const game = games[Math.floor(random() * games.length)];
      if (!game) continue;
      const session = await openPlayerSession(services, memberId, game);
      const count = 1 + Math.floor(random() * 4);
      for (let n = 0; n < count; n += 1) {
        const balance = balances.get(username) ?? 0n;
        const stake = major([100, 200, 500, 1_000, 2_000][Math.floor(random() * 5)] ?? 100);
        if (stake > balance) break;
        // About 95% of stakes come back overall: most rounds lose, some pay two to ten times.
        const roll = random();
        const payout = roll < 0.55 ? 0n : roll < 0.85 ? stake * 2n : roll < 0.97 ? stake : stake * 5n;
        clock.advance(3 * 60_000 + Math.floor(random() * 9 * 60_000));
        const roundId = `demo-${memberId}-${clock.now().getTime()}`;
        const common = {
          playerId: session.playerId,
          roundId,
          gameCode: game.gameCode,
          currency: session.currency,
          timestamp: clock.now().getTime(),
        };
        await services.vendorApi.bet(game.vassalage, {
          ...common,
          sessionId: session.sessionId,
          transactionId: `${roundId}-bet`,
          amount: formatMinorUnits(stake),
        });
        await services.vendorApi.win(game.vassalage, {
          ...common,
          transactionId: `${roundId}-win`,
          amount: formatMinorUnits(payout),
          closeRound: true,
        });
        balances.set(username, balance - stake + payout);
        rounds += 1;
      }
      if (
        WITHDRAWING.has(username) &&
        day > DEMO_TEAM_DAYS / 2 &&
        (balances.get(username) ?? 0n) > major(8_000)
      ) {
        WITHDRAWING.delete(username);
        await withdraw(services, actor, memberId, major(5_000));
        balances.set(username, (balances.get(username) ?? 0n) - major(5_000));
      }
    }
  }
  await services.statistics.drain();
  return [
    `demo team (${DEMO_TEAM.length} accounts under ${DEMO_ACCOUNTS.agent}, 3 levels; ${deposits} deposits, ${rounds} rounds, 2 referral links)`,
    contracts,
  ];
};

/** The house games (or any vendor's) a member can play for real money, of every category there is. */
const playableGames = async (services: Services): Promise<CatalogueGame[]> => {
  const { lobby } = await services.catalogue.snapshot();
  return lobby.filter((game) => game.minBet <= major(100)).slice(0, 12);
};

/** A game launch for the member and the vendor's exchange of its token, as a vendor does it. */
const openPlayerSession = async (services: Services, memberId: number, game: CatalogueGame) => {
  const launch = await services.games.launch(memberId, {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    accountType: ACCOUNT_TYPE.REAL,
    language: 'EN',
  });
  const token = new URL(launch.url, 'http://launch.invalid').searchParams.get('token') ?? '';
  return services.vendorApi.authenticate(game.vassalage, { token, timestamp: Date.now() });
};

/** A withdrawal to a demo bank account, requested with the payment password and paid from the queue. */
const withdraw = async (
  services: Services,
  actor: { staffId: number; username: string; ip: string },
  memberId: number,
  amount: bigint,
) => {
  const { withdrawals } = services;
  await withdrawals.setPaymentPassword(
    memberId,
    { newPassword: DEMO_PAYMENT_PASSWORD, confirmPassword: DEMO_PAYMENT_PASSWORD },
    'EN',
  );
  const account = await withdrawals.bindBankAccount(
    memberId,
    { bankName: 'Demo Bank', accountName: 'DEMO PLAYER', accountNumber: '1234567' },
    'EN',
  );
  const order = await withdrawals.request(
    memberId,
    { requestId: randomUUID(), amount, bankAccountId: account.id, paymentPassword: DEMO_PAYMENT_PASSWORD },
    'EN',
  );
  await withdrawals.approve(actor, orderIdOf(ORDER_PREFIX.WITHDRAWAL, order.orderNo), 'demo data');
};
