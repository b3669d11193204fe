import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BetStatus,
  GameCategory,
  GameClassify,
  VendorStatus,
  WalletKind,
  WalletMode,
} from '@platform/contract';

/**
 * A game provider (the spec's `vassalage` is its code). Its secret signs every vendor-API call in
 * both directions of trust, so it is kept as is (it cannot be hashed) and shown to staff only once.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    vassalage: text('vassalage').primaryKey(),
    displayName: text('display_name').notNull(),
    logoUrl: text('logo_url'),
    categories: text('categories').array().$type<GameCategory[]>().notNull(),
    walletMode: text('wallet_mode').$type<WalletMode>().notNull(),
    status: text('status').$type<VendorStatus>().notNull().default('ACTIVE'),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    launchUrl: text('launch_url').notNull(),
    /** The vendor's live progressive-pool address, if it publishes one. */
    jackpotUrl: text('jackpot_url'),
    /** The vendor's live tables address (`vendorRoomSchema`), if it publishes them. */
    roomsUrl: text('rooms_url'),
    /** The base of the vendor's lottery API (draws feed and signed admin calls), if it runs lotteries. */
    lotteryUrl: text('lottery_url'),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_vendors_code', sql`${t.vassalage} ~ '^[A-Z0-9_]{1,32}$'`),
    check(
      'game_vendors_maintenance',
      sql`(${t.maintenanceStart} is null) = (${t.maintenanceEnd} is null) and (${t.maintenanceStart} is null or ${t.maintenanceStart} < ${t.maintenanceEnd})`,
    ),
  ],
);

/**
 * The catalogue: one row per vendor game (`node_id` is the platform's id, `game_id` the vendor's).
 * The vendor's import sets the game's own fields; enabled, hot, new, order and maintenance are the
 * operator's and survive a re-import.
 */
export const games = pgTable(
  'games',
  {
    nodeId: bigserial('node_id', { mode: 'number' }).primaryKey(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => gameVendors.vassalage),
    gameId: text('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    gameClassify: text('game_classify').$type<GameClassify>(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    iconUrl: text('icon_url').notNull(),
    lagerIcon: text('lager_icon'),
    supportsTrial: boolean('supports_trial').notNull().default(false),
    minBet: bigint('min_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minLineNum: integer('min_line_num').notNull().default(0),
    platforms: text('platforms').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_game_key').on(t.vassalage, t.gameId),
    index('games_vendor_code_idx').on(t.vassalage, t.gameCode),
    check(
      'games_maintenance',
      sql`(${t.maintenanceStart} is null) = (${t.maintenanceEnd} is null) and (${t.maintenanceStart} is null or ${t.maintenanceStart} < ${t.maintenanceEnd})`,
    ),
  ],
);

/**
 * One row whose version every catalogue change raises in its own transaction: instances compare it
 * to decide whether their in-memory catalogue is still current.
 */
export const gameCatalogueState = pgTable(
  'game_catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('game_catalogue_state_single_row', sql`${t.id} = 1`)],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * A bet record: one player's part of one vendor round (a live table's round is shared by many
 * players, so the key includes the player). Bets add to `stake`, wins to `payout`, rollbacks take
 * their bet back off `stake`; the ledger transfers are the money, this row is the report.
 */
export const betRounds = pgTable(
  'bet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vassalage: text('vassalage').notNull(),
    roundId: text('round_id').notNull(),
    /** The vendor-API player id: the member id, or `demo-<session>` for free play. */
    playerId: text('player_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Free play: moves only the session's demo balance and never shows in records. */
    demo: boolean('demo').notNull(),
    /** The wallet the round's bets came from, so its wins and refunds return there. */
    walletKind: text('wallet_kind').$type<WalletKind>().notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    betCount: integer('bet_count').notNull().default(0),
    winCount: integer('win_count').notNull().default(0),
    status: text('status').$type<BetStatus>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The member's upline chain when the round settled, nearest first: a later move does not rewrite it. */
    uplineIds: bigint('upline_ids', { mode: 'number' }).array(),
    /** A lottery round's draw number, as its first bet named it. */
    drawNo: text('draw_no'),
  },
  (t) => [
    uniqueIndex('bet_rounds_vendor_round_player_key').on(t.vassalage, t.roundId, t.playerId),
    index('bet_rounds_member_opened_idx').on(t.memberId, t.openedAt),
    index('bet_rounds_member_settled_idx').on(t.memberId, t.settledAt),
    // The winner board: the latest settled real-money rounds that paid.
    index('bet_rounds_wins_idx')
      .on(t.settledAt)
      .where(sql`${t.demo} = false and ${t.payout} > 0`),
    check('bet_rounds_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);

export type BetRoundRow = typeof betRounds.$inferSelect;
