import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  BALANCE_DECIMALS,
  BET_STATUS,
  DEMO_BALANCE,
  MINOR_UNITS_PER_MAJOR,
  MAX_LEDGER_MINOR_UNITS,
  MEMBER_STATUS,
  formatMinorUnits,
  parseMinorUnits,
  type ErrorCode,
  type GameCategory,
  type VendorAuthenticateRequest,
  type VendorBalanceAnswer,
  type VendorBalanceRequest,
  type VendorBetRequest,
  type VendorRollbackRequest,
  type VendorSession,
  type VendorTransactionAnswer,
  type WalletKind,
  type vendorWinSchema,
} from '@platform/contract';
import type { z } from 'zod';
import { inOneStatement } from '../../platform/db/one-statement.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Catalogue } from '../games/catalogue.ts';
import { walletKindFor, type GamesService } from '../games/service.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import { houseOf, type AccountRef, type LedgerService } from '../../platform/ledger/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { parsePlayerId, playerIdOf, type PlayerSessionRow, type PlayerSessions } from './sessions.ts';
import {
  vendorTransactions,
  type StoredAnswer,
  type VendorTransactionKind,
  type VendorTransactionStatus,
} from './tables.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventsService } from '../../platform/events/service.ts';
import type { DomainEventPayloads } from '../../platform/events/types.ts';

type Fields = Record<string, string | boolean | null>;

interface Claim {
  vassalage: string;
  transactionId: string;
  kind: VendorTransactionKind;
  playerId: string;
  roundId: string;
  amount: bigint;
  referenceTransactionId?: string | null;
  fields: Fields;
}

type TransactionRow = typeof vendorTransactions.$inferSelect;

/** Where a player's money is: a member's wallet, or a free-play session's demo balance. */
type Purse = { demo: false; memberId: number; walletKind: WalletKind } | { demo: true; sessionId: number };

/** An amount the schema has checked (a decimal string, 2 decimals at most) in minor units. */
const minorUnits = (amount: string): bigint => {
  const minor = parseMinorUnits(amount);
  if (minor === undefined) throw new Error(`amount ${amount} passed the schema but cannot be read`);
  return minor;
};

/** Where a session plays: its demo balance, or the member wallet its launch chose. */
const purseOfSession = (session: PlayerSessionRow): Purse =>
  session.demo
    ? { demo: true, sessionId: session.id }
    : { demo: false, memberId: session.memberId, walletKind: session.walletKind };

/** A member balance (never negative) in SQL as `formatMinorUnits` writes it. */
const formatBalanceSql = (minor: SQL) =>
  sql`(${minor} / ${MINOR_UNITS_PER_MAJOR})::text || '.' || lpad((${minor} % ${MINOR_UNITS_PER_MAJOR})::text, ${BALANCE_DECIMALS}::int, '0')`;

/** A successful call's stored answer, built in SQL from the statement's transfer and balance. */
const okAnswerSql = (transactionId: string, transferId: SQL, balance: SQL, currency: string) =>
  sql`jsonb_build_object('ok', true, 'value', jsonb_build_object('transactionId', ${transactionId}::text,
    'platformTransactionId', (${transferId})::text, 'balance', ${formatBalanceSql(balance)},
    'currency', ${currency}::text))`;

const answered = (answer: StoredAnswer): VendorTransactionAnswer => {
  if (answer.ok) return answer.value;
  throw new AppError(answer.errorCode, { value: answer.value });
};

export type VendorApiService = ReturnType<typeof createVendorApiService>;

/**
 * The seamless wallet vendors call. Every money call is stored under its (vendor, transaction id)
 * in the same transaction as its ledger transfer and its bet record, so a replay answers what the
 * first call answered and moves nothing, and a crash leaves either all of a call or none of it.
 */
export const createVendorApiService = ({
  db,
  catalogue,
  sessions,
  games,
  ledger,
  wallet,
  members,
  system,
  events,
  clock,
}: {
  db: Database;
  system: Pick<SystemService, 'getSiteSetting'>;
  events: Pick<EventsService, 'record' | 'insertSql'>;
  clock: Clock;
  catalogue: Catalogue;
  sessions: PlayerSessions;
  games: GamesService;
  ledger: LedgerService;
  wallet: WalletService;
  members: MembersService;
}) => {
  /** A purse's balance in minor units, with its currency. */
  const readPurse = async (vassalage: string, purse: Purse, executor: Executor) => {
    if (purse.demo) {
      const session = await sessions.findDemoSession(vassalage, purse.sessionId, executor);
      return { balance: session?.demoBalance ?? 0n, currency: session?.currency ?? '' };
    }
    const [found, main] = await Promise.all([
      wallet.getWalletBalance(purse.memberId, purse.walletKind, executor),
      wallet.getMainBalance(purse.memberId, executor),
    ]);
    return { balance: found?.balance ?? 0n, currency: main.currency };
  };

  /** A purse's balance as the protocol answers it. */
  const balanceOf = async (vassalage: string, purse: Purse, executor: Executor = db) => {
    const { balance, currency } = await readPurse(vassalage, purse, executor);
    return { balance: formatMinorUnits(balance), currency };
  };

  /** The purse a player id names when no session or round says more: the vendor's wallet mode decides. */
  const purseOfPlayer = async (vassalage: string, playerId: string): Promise<Purse> => {
    const player = parsePlayerId(playerId);
    if (!player) throw new AppError('player_not_found');
    if (player.demo) return { demo: true, sessionId: player.sessionId };
    const vendor = await catalogue.findVendor(vassalage);
    return {
      demo: false,
      memberId: player.memberId,
      walletKind: walletKindFor(vassalage, vendor?.walletMode),
    };
  };

  /**
   * Claims a transaction id inside the caller's transaction. A twin running at the same time waits
   * on the unique key and then finds the first one's row; undefined means the id is new.
   */
  const claim = async (tx: Executor, input: Claim, status: VendorTransactionStatus = 'OK') => {
    const [inserted] = await tx
      .insert(vendorTransactions)
      .values({ ...input, referenceTransactionId: input.referenceTransactionId ?? null, status })
      .onConflictDoNothing()
      .returning({ id: vendorTransactions.id });
    if (inserted) return { id: inserted.id, existing: undefined };
    const [existing] = await tx
      .select()
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.vassalage, input.vassalage),
          eq(vendorTransactions.transactionId, input.transactionId),
        ),
      );
    if (!existing) throw new Error(`vendor transaction ${input.transactionId} conflicted but cannot be read`);
    return { id: existing.id, existing };
  };

  /** The answer to a repeated transaction id: the stored one, or why it cannot be. */
  const replay = (existing: TransactionRow, kind: VendorTransactionKind, fields: Fields): StoredAnswer => {
    if (existing.status === 'TOMBSTONE' && kind === 'BET') throw new AppError('transaction_cancelled');
    if (existing.kind !== kind || !isDeepStrictEqual(existing.fields, fields) || !existing.answer) {
      throw new AppError('transaction_mismatch');
    }
    return existing.answer;
  };

  const store = async (
    tx: Executor,
    id: number,
    answer: StoredAnswer,
    extra: { status?: VendorTransactionStatus; transferId?: number | null; amount?: bigint } = {},
  ) => {
    await tx
      .update(vendorTransactions)
      .set({ answer, ...extra })
      .where(eq(vendorTransactions.id, id));
    return answer;
  };

  /** Moves money between a purse and the house: a negative delta is a bet. */
  const move = async (
    tx: Executor,
    vassalage: string,
    purse: Purse,
    delta: bigint,
    ledgerEntry: { key: string; type: 'BET' | 'WIN' | 'ROLLBACK'; metadata: Record<string, string> },
  ): Promise<{ balance: bigint; transferId: number | null }> => {
    if (purse.demo) {
      const balance = await sessions.moveDemoBalance(tx, purse.sessionId, delta);
      if (balance === undefined || balance === null)
        throw new AppError(delta < 0n ? 'insufficient_balance' : 'balance_limit_exceeded');
      return { balance, transferId: null };
    }
    const member = { memberId: purse.memberId, kind: purse.walletKind };
    const house = { operator: 'GAME_HOUSE' as const };
    const result = await ledger.transfer(
      {
        idempotencyKey: ledgerEntry.key,
        from: delta < 0n ? member : house,
        to: delta < 0n ? house : member,
        amount: delta < 0n ? -delta : delta,
        type: ledgerEntry.type,
        metadata: { vassalage, ...ledgerEntry.metadata },
      },
      tx,
    );
    if (result.replayed)
      throw new Error(`ledger key ${ledgerEntry.key} was used before its vendor transaction`);
    return {
      balance: delta < 0n ? result.balances.from : result.balances.to,
      transferId: result.transfer.id,
    };
  };

  const okAnswer = (
    transactionId: string,
    moved: { balance: bigint; transferId: number | null },
    currency: string,
  ): StoredAnswer => ({
    ok: true,
    value: {
      transactionId,
      platformTransactionId: moved.transferId === null ? null : String(moved.transferId),
      balance: formatMinorUnits(moved.balance),
      currency,
    },
  });

  /**
   * A bet, win or refund that would take the balance or the round's totals beyond the bigint range
   * is the protocol's `amount_out_of_range`, with the balance when the player is known; nothing moved.
   */
  const refuseOverflow =
    (vassalage: string, playerId: string) =>
    async (error: unknown): Promise<never> => {
      if (!(error instanceof AppError) || error.code !== 'balance_limit_exceeded') throw error;
      const purse = await purseOfPlayer(vassalage, playerId).catch(() => undefined);
      throw new AppError('amount_out_of_range', {
        value: purse ? await balanceOf(vassalage, purse) : undefined,
      });
    };

  const failure = async (
    vassalage: string,
    code: ErrorCode,
    purse: Purse,
    executor: Executor,
  ): Promise<StoredAnswer> => ({
    ok: false,
    errorCode: code,
    value: await balanceOf(vassalage, purse, executor),
  });

  /** Both accounts of a vendor call's transfer; undefined when one is missing (the general path says why). */
  const accountsOf = async (from: AccountRef, to: AccountRef) => {
    try {
      return await ledger.resolveAccounts(from, to);
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  };

  /** The claim of a call, with the stored answer and transfer, written by the statement that moves the money. */
  const claimSql = (
    vassalage: string,
    call: { transactionId: string; kind: VendorTransactionKind; playerId: string; roundId: string },
    amount: bigint,
    fields: Fields,
    answer: SQL,
    transferId: SQL,
  ) => sql`insert into ${vendorTransactions} (vassalage, transaction_id, kind, status, player_id, round_id,
      amount, fields, answer, transfer_id)
    select ${vassalage}::text, ${call.transactionId}::text, ${call.kind}::text, 'OK', ${call.playerId}::text,
      ${call.roundId}::text, ${amount.toString()}::bigint, ${JSON.stringify(fields)}::jsonb, ${answer}, ${transferId}`;

  /**
   * A real-money bet in one statement: adds it to its round, moves the stake from the member's
   * wallet to their house shard under the balance guard (only while the member is not locked),
   * claims the transaction id with its stored answer and records `bet.placed`.
   */
  const betInOneStatement = async (
    vassalage: string,
    input: VendorBetRequest,
    session: PlayerSessionRow,
    game: { nodeId: number; gameType: GameCategory },
    amount: bigint,
    fields: Fields,
  ) => {
    const accounts = await accountsOf(
      { memberId: session.memberId, kind: session.walletKind },
      houseOf(session.memberId),
    );
    if (!accounts || accounts.debit.currency !== session.currency) return undefined;
    const { debit, credit } = accounts;
    const payload: DomainEventPayloads['bet.placed'] = {
      vassalage,
      roundId: input.roundId,
      category: game.gameType,
      amount: amount.toString(),
    };
    return inOneStatement<StoredAnswer>(
      db,
      sql`
      with round as (${games.rounds.addBetSql({
        vassalage,
        roundId: input.roundId,
        playerId: input.playerId,
        memberId: session.memberId,
        demo: false,
        walletKind: session.walletKind,
        nodeId: game.nodeId,
        gameType: game.gameType,
        currency: session.currency,
        amount,
        drawNo: input.drawNo ?? null,
      })}), ${ledger.transferCtes({
        idempotencyKey: `vendor:${vassalage}:${input.transactionId}`,
        debitId: debit.id,
        creditId: credit.id,
        amount,
        type: 'BET',
        metadata: { vassalage, roundId: input.roundId, transactionId: input.transactionId },
        when: sql`exists (select 1 from round) and ${members.isActive(session.memberId)}`,
      })}, claim as (
        ${claimSql(
          vassalage,
          { ...input, kind: 'BET' },
          amount,
          fields,
          okAnswerSql(input.transactionId, sql`inserted.id`, sql`moved.balance`, session.currency),
          sql`inserted.id`,
        )}
        from inserted join moved on moved.id = ${debit.id}
        on conflict do nothing
        returning answer
      ), event as (
        ${events.insertSql(
          {
            type: 'bet.placed',
            memberId: sql`${session.memberId}::bigint`,
            payload: sql`${JSON.stringify(payload)}::jsonb`,
            at: clock.now(),
          },
          sql`from claim`,
        )}
      )`,
      sql`select answer from claim`,
    );
  };

  /**
   * A real-money win in one statement: adds it to the member's open round (settling it unless
   * told not to), moves a non-zero amount from their house shard to the round's wallet, claims the
   * transaction id with its stored answer and records `round.settled` with the upline chain.
   */
  const winInOneStatement = async (
    vassalage: string,
    input: z.output<typeof vendorWinSchema>,
    memberId: number,
    amount: bigint,
    fields: Fields,
  ) => {
    const walletKind = walletKindFor(vassalage, (await catalogue.findVendor(vassalage))?.walletMode);
    const accounts = await accountsOf(houseOf(memberId), { memberId, kind: walletKind });
    if (!accounts || accounts.credit.currency !== input.currency) return undefined;
    const { debit, credit } = accounts;
    const at = clock.now();
    const round = games.rounds.addWinSql(
      { vassalage, roundId: input.roundId, playerId: input.playerId },
      { memberId, walletKind, currency: input.currency },
      {
        amount,
        close: input.closeRound,
        at,
      },
    );
    const moving = amount > 0n;
    const transfer = moving
      ? sql`${ledger.transferCtes({
          idempotencyKey: `vendor:${vassalage}:${input.transactionId}`,
          debitId: debit.id,
          creditId: credit.id,
          amount,
          type: 'WIN',
          metadata: { vassalage, roundId: input.roundId, transactionId: input.transactionId },
          when: sql`exists (select 1 from round)`,
        })},`
      : sql``;
    const transferId = moving ? sql`inserted.id` : sql`null::bigint`;
    const balance = moving
      ? sql`moved.balance`
      : sql`(select balance from wallet_accounts where id = ${credit.id})`;
    const source = moving
      ? sql`from round join inserted on true join moved on moved.id = ${credit.id}`
      : sql`from round`;
    return inOneStatement<StoredAnswer>(
      db,
      sql`
      with round as (${round}), ${transfer} claim as (
        ${claimSql(
          vassalage,
          { ...input, kind: 'WIN' },
          amount,
          fields,
          okAnswerSql(input.transactionId, transferId, balance, input.currency),
          transferId,
        )}
        ${source}
        on conflict do nothing
        returning answer
      ), event as (
        ${events.insertSql(
          {
            type: 'round.settled',
            memberId: sql`round.member_id`,
            payload: sql`jsonb_build_object('vassalage', ${vassalage}::text, 'roundId', round.round_id,
              'nodeId', round.node_id, 'category', round.game_type, 'stake', round.stake::text,
              'validBet', round.stake::text, 'payout', round.payout::text,
              'uplineIds', to_jsonb(coalesce(round.upline_ids, '{}')), 'drawNo', round.draw_no)`,
            at,
          },
          sql`from round join claim on true where round.status = ${BET_STATUS.SETTLED}`,
        )}
      )`,
      sql`select answer from claim`,
    );
  };

  return {
    /** The signing secret of a vendor; undefined for an unknown vendor. */
    findSecret: catalogue.findVendorSecret,

    /** Exchanges the launch token for a player session, once. */
    authenticate: async (vassalage: string, input: VendorAuthenticateRequest): Promise<VendorSession> => {
      const opened = await sessions.openSession(vassalage, input.token, minorUnits(DEMO_BALANCE));
      if (!opened) throw new AppError('launch_token_invalid');
      const { session, sessionToken } = opened;
      const member = await members.findById(session.memberId);
      if (!member) throw new AppError('player_not_found');
      const [{ balance, currency }, { timeZone }] = await Promise.all([
        balanceOf(vassalage, purseOfSession(session)),
        system.getSiteSetting(),
      ]);
      return {
        sessionId: sessionToken,
        playerId: playerIdOf(session),
        nickname: member.nickname ?? member.username,
        currency,
        balance,
        language: session.language,
        gameCode: session.gameCode,
        demo: session.demo,
        timeZone,
      };
    },

    balance: async (vassalage: string, input: VendorBalanceRequest): Promise<VendorBalanceAnswer> => {
      const session = await sessions.findLiveSession(vassalage, input.sessionId);
      if (!session) throw new AppError('session_expired');
      return balanceOf(vassalage, purseOfSession(session));
    },

    /**
     * A debit: needs a live session of this player, an unlocked account and an open (or new) round.
     * Refused with `insufficient_funds` and the balance when the purse cannot cover it.
     */
    bet: async (vassalage: string, input: VendorBetRequest): Promise<VendorTransactionAnswer> => {
      const amount = minorUnits(input.amount);
      const fields: Fields = {
        playerId: input.playerId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: amount.toString(),
        currency: input.currency,
      };
      // Read before the transaction (which keeps PGlite's one connection); a refusal found here
      // applies only once the id proves new, so a replay still answers what it answered.
      const session = await sessions.findLiveSession(vassalage, input.sessionId);
      const game = !session
        ? undefined
        : input.gameCode === session.gameCode
          ? (await catalogue.findGame(session.nodeId))?.game
          : await catalogue.findByCode(vassalage, input.gameCode);
      const playable =
        session &&
        playerIdOf(session) === input.playerId &&
        session.currency === input.currency &&
        game !== undefined;
      // The usual bet: its statement checks the member's lock itself, so nothing else is read first.
      if (playable && game && !session.demo && amount > 0n && amount <= MAX_LEDGER_MINOR_UNITS) {
        const answer = await betInOneStatement(vassalage, input, session, game, amount, fields);
        if (answer) return answered(answer);
      }
      const member = session && !session.demo ? await members.findById(session.memberId) : undefined;
      const refusal = (): ErrorCode | undefined => {
        if (!session) return 'session_expired';
        if (playerIdOf(session) !== input.playerId) return 'player_not_found';
        if (session.currency !== input.currency) return 'currency_mismatch';
        if (!session.demo && member?.status !== MEMBER_STATUS.ACTIVE) return 'player_locked';
        if (!game) return 'game_not_found';
        return undefined;
      };
      const purse = session && purseOfSession(session);
      try {
        const settled = db.transaction(async (tx) => {
          const claimed = await claim(tx, {
            vassalage,
            transactionId: input.transactionId,
            kind: 'BET',
            playerId: input.playerId,
            roundId: input.roundId,
            amount,
            fields,
          });
          if (claimed.existing) return replay(claimed.existing, 'BET', fields);
          const refused = refusal();
          if (refused || !session || !game || !purse) throw new AppError(refused ?? 'session_expired');
          const round = await games.rounds.addBet(tx, {
            vassalage,
            roundId: input.roundId,
            playerId: input.playerId,
            memberId: session.memberId,
            demo: session.demo,
            walletKind: session.walletKind,
            nodeId: game.nodeId,
            gameType: game.gameType,
            currency: session.currency,
            amount,
            drawNo: input.drawNo ?? null,
          });
          if (round === 'closed') throw new AppError('round_closed');
          if (round === 'limit') throw new AppError('balance_limit_exceeded');
          const moved = await move(tx, vassalage, purse, -amount, {
            key: `vendor:${vassalage}:${input.transactionId}`,
            type: 'BET',
            metadata: { roundId: input.roundId, transactionId: input.transactionId },
          });
          if (!session.demo) {
            await events.record(tx, {
              type: 'bet.placed',
              memberId: session.memberId,
              payload: {
                vassalage,
                roundId: input.roundId,
                category: game.gameType,
                amount: amount.toString(),
              },
            });
          }
          return store(tx, claimed.id, okAnswer(input.transactionId, moved, session.currency), {
            transferId: moved.transferId,
          });
        });
        const answer = await settled.catch(refuseOverflow(vassalage, input.playerId));
        return answered(answer);
      } catch (error) {
        if (error instanceof AppError && error.code === 'insufficient_balance' && purse) {
          throw new AppError('insufficient_funds', { value: await balanceOf(vassalage, purse) });
        }
        throw error;
      }
    },

    /** A credit on an open round (0 for a loss); closes it unless told not to. Never refused for the session or the account. */
    win: async (
      vassalage: string,
      input: z.output<typeof vendorWinSchema>,
    ): Promise<VendorTransactionAnswer> => {
      const amount = minorUnits(input.amount);
      const fields: Fields = {
        playerId: input.playerId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: amount.toString(),
        currency: input.currency,
        closeRound: input.closeRound,
      };
      const player = parsePlayerId(input.playerId);
      if (player && !player.demo && amount <= MAX_LEDGER_MINOR_UNITS) {
        const answer = await winInOneStatement(vassalage, input, player.memberId, amount, fields);
        if (answer) return answered(answer);
      }
      const settled = db.transaction(async (tx) => {
        const claimed = await claim(tx, {
          vassalage,
          transactionId: input.transactionId,
          kind: 'WIN',
          playerId: input.playerId,
          roundId: input.roundId,
          amount,
          fields,
        });
        if (claimed.existing) return replay(claimed.existing, 'WIN', fields);
        const round = await games.rounds.lock(tx, {
          vassalage,
          roundId: input.roundId,
          playerId: input.playerId,
        });
        if (!round) throw new AppError('round_not_found');
        if (round.status !== BET_STATUS.OPEN) throw new AppError('round_closed');
        if (round.currency !== input.currency) throw new AppError('currency_mismatch');
        if (round.payout > MAX_LEDGER_MINOR_UNITS - amount) throw new AppError('balance_limit_exceeded');
        const purse: Purse =
          player?.demo === true
            ? { demo: true, sessionId: player.sessionId }
            : { demo: false, memberId: round.memberId, walletKind: round.walletKind };
        const at = clock.now();
        const after = await games.rounds.addWin(tx, round.id, amount, input.closeRound, at);
        if (!after.demo && after.status === BET_STATUS.SETTLED) {
          await events.record(
            tx,
            {
              type: 'round.settled',
              memberId: after.memberId,
              payload: {
                vassalage,
                roundId: after.roundId,
                nodeId: after.nodeId,
                category: after.gameType,
                stake: after.stake.toString(),
                validBet: after.stake.toString(),
                payout: after.payout.toString(),
                uplineIds: after.uplineIds ?? [],
                drawNo: after.drawNo,
              },
            },
            at,
          );
        }
        const moved =
          amount > 0n
            ? await move(tx, vassalage, purse, amount, {
                key: `vendor:${vassalage}:${input.transactionId}`,
                type: 'WIN',
                metadata: { roundId: input.roundId, transactionId: input.transactionId },
              })
            : { balance: (await readPurse(vassalage, purse, tx)).balance, transferId: null };
        return store(tx, claimed.id, okAnswer(input.transactionId, moved, round.currency), {
          transferId: moved.transferId,
        });
      });
      const answer = await settled.catch(refuseOverflow(vassalage, input.playerId));
      return answered(answer);
    },

    /**
     * Refunds one bet, exactly once. A bet never seen leaves a tombstone under its id (so the late
     * bet is refused) and answers the final `transaction_not_found`; a round that already has a win
     * answers `round_closed`. Both refusals are stored and answered again on replay.
     */
    rollback: async (vassalage: string, input: VendorRollbackRequest): Promise<VendorTransactionAnswer> => {
      const fields: Fields = {
        playerId: input.playerId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        referenceTransactionId: input.referenceTransactionId,
      };
      const purse = await purseOfPlayer(vassalage, input.playerId);
      const settled = db.transaction(async (tx) => {
        const claimed = await claim(tx, {
          vassalage,
          transactionId: input.transactionId,
          kind: 'ROLLBACK',
          playerId: input.playerId,
          roundId: input.roundId,
          amount: 0n,
          referenceTransactionId: input.referenceTransactionId,
          fields,
        });
        if (claimed.existing) return replay(claimed.existing, 'ROLLBACK', fields);
        const finalRefusal = async (code: ErrorCode) =>
          store(tx, claimed.id, await failure(vassalage, code, purse, tx), { status: 'FAILED' });

        // The bet's id is claimed too: a bet arriving later finds this tombstone and is refused.
        const tombstone = await claim(
          tx,
          {
            vassalage,
            transactionId: input.referenceTransactionId,
            kind: 'BET',
            playerId: input.playerId,
            roundId: input.roundId,
            amount: 0n,
            fields: {},
          },
          'TOMBSTONE',
        );
        const bet = tombstone.existing;
        if (!bet) return finalRefusal('transaction_not_found');
        const [locked] = await tx
          .select()
          .from(vendorTransactions)
          .where(eq(vendorTransactions.id, bet.id))
          .for('update');
        if (
          !locked ||
          locked.kind !== 'BET' ||
          locked.status === 'TOMBSTONE' ||
          locked.playerId !== input.playerId ||
          locked.roundId !== input.roundId
        ) {
          return finalRefusal('transaction_not_found');
        }
        const round = await games.rounds.lock(tx, {
          vassalage,
          roundId: input.roundId,
          playerId: input.playerId,
        });
        if (!round) throw new Error(`bet ${locked.transactionId} has no round`);
        const roundPurse: Purse = purse.demo
          ? purse
          : { demo: false, memberId: round.memberId, walletKind: round.walletKind };
        if (locked.status === 'ROLLED_BACK') {
          const { balance } = await balanceOf(vassalage, roundPurse, tx);
          return store(tx, claimed.id, {
            ok: true,
            value: {
              transactionId: input.transactionId,
              platformTransactionId: null,
              balance,
              currency: round.currency,
            },
          });
        }
        if (round.winCount > 0 || round.status !== BET_STATUS.OPEN) return finalRefusal('round_closed');
        const moved = await move(tx, vassalage, roundPurse, locked.amount, {
          key: `vendor:${vassalage}:refund:${locked.transactionId}`,
          type: 'ROLLBACK',
          metadata: {
            roundId: input.roundId,
            transactionId: input.transactionId,
            referenceTransactionId: locked.transactionId,
          },
        });
        await tx
          .update(vendorTransactions)
          .set({ status: 'ROLLED_BACK' })
          .where(eq(vendorTransactions.id, locked.id));
        const at = clock.now();
        const after = await games.rounds.refundBet(tx, round.id, locked.amount, at);
        if (!after.demo) {
          await events.record(
            tx,
            {
              type: 'bet.rolled_back',
              memberId: after.memberId,
              payload: {
                vassalage,
                roundId: after.roundId,
                category: after.gameType,
                amount: locked.amount.toString(),
                cancelled: after.status === BET_STATUS.CANCELLED,
              },
            },
            at,
          );
        }
        return store(tx, claimed.id, okAnswer(input.transactionId, moved, round.currency), {
          transferId: moved.transferId,
          amount: locked.amount,
        });
      });
      const answer = await settled.catch(refuseOverflow(vassalage, input.playerId));
      return answered(answer);
    },
  };
};
