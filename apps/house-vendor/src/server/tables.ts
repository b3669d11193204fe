import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The house vendor's own tables. It never reads the platform's tables: in the same process it may
 * share the database, but it reaches the platform only through the vendor API.
 */
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Its own settings, such as the signing secret it shares with the platform. */
export const houseSettings = pgTable('house_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A game page's session: opened with the platform's launch token, bound to the platform session. */
export const houseSessions = pgTable(
  'house_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    platformSessionId: text('platform_session_id').notNull(),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull(),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    demo: boolean('demo').notNull(),
    /** The merchant's IANA time zone, from the platform's session. */
    timeZone: text('time_zone').notNull(),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('house_sessions_expires_idx').on(t.expiresAt)],
);

/** Commit and reveal: the server seed stays secret while the pair is active. */
export const houseSeedPairs = pgTable(
  'house_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: text('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt,
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seed_pairs_active_idx')
      .on(t.playerId)
      .where(sql`${t.active}`),
  ],
);

export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: text('player_id').notNull(),
    platformSessionId: text('platform_session_id').notNull(),
    gameId: text('game_id').notNull(),
    kind: text('kind').$type<'SLOT' | 'DICE' | 'MINES' | 'BACCARAT'>().notNull(),
    /** The client's id of the action: a double click or retry finds the same round. */
    requestId: uuid('request_id').notNull(),
    seedPairId: uuid('seed_pair_id').notNull(),
    nonce: integer('nonce').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull(),
    choice: jsonb('choice').notNull(),
    /** The whole outcome, computed before the bet; secret while the round is open. */
    outcome: jsonb('outcome').notNull(),
    /** What the player has done so far (the revealed mines cells). */
    state: jsonb('state'),
    status: text('status')
      .$type<'PENDING' | 'OPEN' | 'SETTLING' | 'SETTLED' | 'REFUSED' | 'CANCELLED'>()
      .notNull(),
    /** Raised by every change of an open round, so two parallel actions cannot both apply. */
    version: integer('version').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_request_idx').on(t.playerId, t.requestId),
    index('house_rounds_player_idx').on(t.playerId, t.gameId, t.createdAt),
    // A table's road and its recent players (the live room list).
    index('house_rounds_game_idx').on(t.gameId, t.createdAt),
    index('house_rounds_unfinished_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('PENDING', 'OPEN', 'SETTLING')`),
    /** One open mines board per player and game. */
    uniqueIndex('house_rounds_open_board_idx')
      .on(t.playerId, t.gameId)
      .where(sql`${t.kind} = 'MINES' and ${t.status} in ('PENDING', 'OPEN', 'SETTLING')`),
  ],
);

/** The progressive pool per currency, fed by a share of real-money slot stakes. */
export const houseJackpots = pgTable('house_jackpots', {
  currency: text('currency').primaryKey(),
  pool: bigint('pool', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const houseJackpotWins = pgTable('house_jackpot_wins', {
  roundId: uuid('round_id').primaryKey(),
  playerId: text('player_id').notNull(),
  gameId: text('game_id').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  createdAt,
});

export type LotteryDrawStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED';
/** Who acted on a draw or a setting, as the platform's console names its staff (or the importer). */
export interface LotteryStaff {
  id: string;
  username: string;
}

/**
 * A lottery game's draws, created ahead of time from its schedule. A fast draw carries its server
 * seed from the start (only its hash is shown until it is drawn) and its digits once drawn; a
 * Vietnamese draw waits for the result from outside.
 */
export const houseLotteryDraws = pgTable(
  'house_lottery_draws',
  {
    gameId: text('game_id').notNull(),
    drawNo: text('draw_no').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    /** The fast draw's digits, or the Vietnamese tiers' numbers. */
    result: jsonb('result'),
    /**
     * SETTLED once every order of the draw is paid or lost; CANCELLED by staff (its orders refunded).
     * A Vietnamese draw stays OPEN while its entered result waits for a second person's confirmation.
     */
    status: text('status').$type<LotteryDrawStatus>().notNull().default('OPEN'),
    createdAt,
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** A Vietnamese draw's result as entered (by staff or the importer), before it is confirmed. */
    enteredResult: jsonb('entered_result'),
    enteredBy: jsonb('entered_by').$type<LotteryStaff>(),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    confirmedBy: jsonb('confirmed_by').$type<LotteryStaff>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledBy: jsonb('cancelled_by').$type<LotteryStaff>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.drawNo] }),
    index('house_lottery_draws_due_idx').on(t.status, t.drawsAt),
    index('house_lottery_draws_game_idx').on(t.gameId, t.drawsAt),
  ],
);

export type LotteryOrderStatus =
  'PENDING' | 'PLACED' | 'CANCELLING' | 'SETTLING' | 'WON' | 'LOST' | 'CANCELLED' | 'REFUSED';

/**
 * A lottery order: one bet on one draw, its stake taken by its own platform bet (round id = order id)
 * and its payout sent by its own win. A placement that follows N draws writes N orders sharing a
 * follow id. PENDING until the platform took the stake; PLACED while it waits for its draw;
 * SETTLING once its payout is fixed and until the win is acknowledged; CANCELLING until the rollback
 * of a cancelled order is acknowledged.
 */
export const houseLotteryOrders = pgTable(
  'house_lottery_orders',
  {
    id: uuid('id').primaryKey(),
    playerId: text('player_id').notNull(),
    platformSessionId: text('platform_session_id').notNull(),
    gameId: text('game_id').notNull(),
    drawNo: text('draw_no').notNull(),
    /** The client's id of the placement: a retry finds the same orders. */
    requestId: uuid('request_id').notNull(),
    followId: uuid('follow_id'),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    betType: text('bet_type').notNull(),
    picks: jsonb('picks').$type<string[][]>().notNull(),
    units: integer('units').notNull(),
    stakePerUnit: bigint('stake_per_unit', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The odds at placement: what the order is paid by, whatever the operator sets later. */
    odds: jsonb('odds').$type<{ num: number; den: number }>().notNull(),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull(),
    status: text('status').$type<LotteryOrderStatus>().notNull(),
    cancelledBy: text('cancelled_by').$type<'PLAYER' | 'SYSTEM'>(),
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_lottery_orders_request_idx').on(t.playerId, t.requestId, t.drawNo),
    index('house_lottery_orders_draw_idx').on(t.gameId, t.drawNo, t.status),
    index('house_lottery_orders_player_idx').on(t.playerId, t.createdAt),
    index('house_lottery_orders_follow_idx').on(t.followId),
    index('house_lottery_orders_unfinished_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('PENDING', 'CANCELLING', 'SETTLING')`),
  ],
);

/**
 * What a draw would pay on each number (bet unit) if it came up once: the sum of its open orders'
 * stake times odds. A bet that would take a number past the game's limit is refused as sold out.
 */
export const houseLotteryExposure = pgTable(
  'house_lottery_exposure',
  {
    gameId: text('game_id').notNull(),
    drawNo: text('draw_no').notNull(),
    unitKey: text('unit_key').notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.drawNo, t.unitKey] })],
);

/**
 * The operator's figures for a game's bet type: the odds new orders are placed at, the stake range of
 * a unit and the most one number of one draw may pay. A bet type without a row keeps the engine's
 * defaults.
 */
export const houseLotterySettings = pgTable(
  'house_lottery_settings',
  {
    gameId: text('game_id').notNull(),
    betType: text('bet_type').notNull(),
    odds: jsonb('odds').$type<{ num: number; den: number }>().notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
    maxExposure: bigint('max_exposure', { mode: 'bigint' }).notNull(),
    updatedBy: jsonb('updated_by').$type<LotteryStaff>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.betType] })],
);
