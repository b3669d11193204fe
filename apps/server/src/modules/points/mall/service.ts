import { and, count, desc, eq, gte, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  POINT_REDEMPTION_STATUS,
  formatMinorUnits,
  parseMinorUnits,
  validationText,
  type Language,
  type NotificationKind,
  type PointMallCategory,
  type PointMallItem,
  type PointMallItemAdmin,
  type PointRedeemResult,
  type PointRedemption,
  type PointRedemptionAdmin,
  type PointRedemptionStatus,
} from '@platform/contract';
import type { z } from 'zod';
import type { pointMallItemInputSchema, pointRedeemRequestSchema } from '@platform/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { fetchPage } from '../../../platform/db/paging.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { MembersService } from '../../members/service.ts';
import type { NotificationsService } from '../../notifications/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import type { WithdrawalService } from '../../wallet/withdrawal-service.ts';
import type { PointsLedger } from '../ledger.ts';
import { pointMallItems, pointRedemptions } from './tables.ts';

type ItemRow = typeof pointMallItems.$inferSelect;
type RedemptionRow = typeof pointRedemptions.$inferSelect;
type ItemInput = z.output<typeof pointMallItemInputSchema>;
export type RedeemInput = z.output<typeof pointRedeemRequestSchema>;

/** A redemption's reference number (spec: reference no): `PM` and ten digits. */
export const referenceNoOf = (id: number) => `PM${String(id).padStart(10, '0')}`;

/** Points-ledger reasons of the mall, as the member's points details show them. */
export const POINTS_REASON = { REDEEM: 'REDEEM', REFUND: 'REDEEM_REFUND' } as const;

const decimal = (text: string | null) => (text === null ? null : (parseMinorUnits(text) ?? 0n));
const money = (value: bigint | null) => (value === null ? null : formatMinorUnits(value));

export interface PointMallDeps {
  db: Database;
  points: PointsLedger;
  ledger: LedgerService;
  members: Pick<MembersService, 'findUsernames' | 'findByUsername'>;
  withdrawals: Pick<WithdrawalService, 'verifyPaymentPassword' | 'confirmPaymentPasswordUnderLock'>;
  system: Pick<SystemService, 'getSiteSetting'>;
  wallet: Pick<WalletService, 'getMainBalance'>;
  notifications: Pick<NotificationsService, 'record' | 'push'>;
  audit: AuditService;
  clock: Clock;
}

export type PointMallService = ReturnType<typeof createPointMallService>;

/**
 * The points mall: items with stock, redemptions taking points (and any money) and stock in one
 * transaction, and their review. Stock is taken by a conditional update, so concurrent redemptions
 * never take more units than there are; a rejection returns points, money and units once (the
 * status changes from P by a conditional update, and the ledgers' keys are derived from the id).
 */
export const createPointMallService = (deps: PointMallDeps) => {
  const { db, points, ledger, members, withdrawals, system, wallet, notifications, audit, clock } = deps;

  /**
   * Tells the member of a decision on their redemption, in the decision's transaction: a replayed or
   * concurrent decision changes no row, so it tells nobody again. Pushed once it has committed.
   */
  const notify = async (
    tx: Executor,
    row: RedemptionRow,
    notice: { kind: NotificationKind; amount: bigint; reason: string | null },
  ) => {
    const { balance } = await wallet.getMainBalance(row.memberId, tx);
    return notifications.record(tx, row.memberId, { ...notice, orderNo: referenceNoOf(row.id), balance });
  };

  const zone = async () => (await system.getSiteSetting()).timeZone;

  const itemView = (row: ItemRow, language: Language): PointMallItem => ({
    id: row.id,
    category: row.category,
    kind: row.kind,
    name: row.name[language],
    description: row.description[language],
    imageUrl: row.imageUrl,
    pointsPrice: String(row.pointsPrice),
    mixedPrice:
      row.mixedPoints === null || row.mixedMoney === null
        ? null
        : { points: String(row.mixedPoints), money: formatMinorUnits(row.mixedMoney) },
    cashValue: money(row.cashValue),
    stock: row.stock,
  });

  const redemptionView = (row: RedemptionRow, item: ItemRow, language: Language, timeZone: string) =>
    ({
      referenceNo: referenceNoOf(row.id),
      createdAt: formatTimestamp(row.createdAt, timeZone),
      category: item.category,
      kind: item.kind,
      itemName: item.name[language],
      quantity: row.quantity,
      redeemType: row.redeemType,
      points: String(row.points),
      amount: formatMinorUnits(row.amount),
      redeemAmount: money(row.redeemAmount),
      status: row.status,
      remark: row.remark,
      receiverName: row.receiverName,
      receiverAddress: row.receiverAddress,
      receiverPhone: row.receiverPhone,
      shippedAt: row.shippedAt ? formatTimestamp(row.shippedAt, timeZone) : null,
    }) satisfies PointRedemption;

  const findEarlier = async (executor: Executor, memberId: number, requestId: string) => {
    const [row] = await executor
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
    return row;
  };

  const readItem = async (executor: Executor, id: number) => {
    const [row] = await executor.select().from(pointMallItems).where(eq(pointMallItems.id, id));
    return row;
  };

  /** The same request id answers the first redemption, if it asked for the same thing. */
  const replay = async (row: RedemptionRow, input: RedeemInput, language: Language) => {
    if (
      row.itemId !== input.itemId ||
      row.quantity !== input.quantity ||
      row.redeemType !== input.redeemType
    ) {
      throw new AppError('idempotency_conflict');
    }
    const item = await readItem(db, row.itemId);
    if (!item) throw new Error(`item ${row.itemId} of redemption ${row.id} vanished`);
    return {
      redemption: redemptionView(row, item, language, await zone()),
      balance: String(await points.balance(row.memberId)),
      replayed: true,
    };
  };

  /** Goods need where to send them; game money keeps none. */
  const receiverOf = (item: ItemRow, input: RedeemInput, language: Language) => {
    if (item.kind !== 'GOODS') return { receiverName: null, receiverAddress: null, receiverPhone: null };
    const missing = (['receiverName', 'receiverAddress', 'receiverPhone'] as const).filter(
      (field) => input[field] === undefined,
    );
    if (missing.length > 0) {
      throw fieldError(
        Object.fromEntries(missing.map((field) => [field, validationText('required', language)])),
      );
    }
    return {
      receiverName: input.receiverName ?? null,
      receiverAddress: input.receiverAddress ?? null,
      receiverPhone: input.receiverPhone ?? null,
    };
  };

  const redeem = async (
    memberId: number,
    input: RedeemInput,
    language: Language,
  ): Promise<PointRedeemResult> => {
    const earlier = await findEarlier(db, memberId, input.requestId);
    if (earlier) return replay(earlier, input, language);
    const item = await readItem(db, input.itemId);
    if (!item?.enabled) throw new AppError('point_mall_item_unavailable');
    // Sold out already: refused before the password's hashing (the conditional update below decides).
    if (item.stock < input.quantity) throw new AppError('point_mall_out_of_stock');
    const mixed = input.redeemType === 'POINTS_MONEY';
    if (mixed && (item.mixedPoints === null || item.mixedMoney === null)) {
      throw new AppError('point_mall_no_mixed_price');
    }
    const receiver = receiverOf(item, input, language);
    const quantity = BigInt(input.quantity);
    const pointsTaken = (mixed ? (item.mixedPoints ?? 0n) : item.pointsPrice) * quantity;
    const amount = mixed ? (item.mixedMoney ?? 0n) * quantity : 0n;
    const verifiedHash = await withdrawals.verifyPaymentPassword(memberId, input.paymentPassword);

    const done = await db.transaction(async (tx) => {
      await withdrawals.confirmPaymentPasswordUnderLock(tx, memberId, verifiedHash);
      const replayed = await findEarlier(tx, memberId, input.requestId);
      if (replayed) return { kind: 'replayed' as const, row: replayed };
      const [{ id }] = (await tx
        .select({ id: sql<string>`nextval(pg_get_serial_sequence('point_redemptions', 'id'))` })
        .from(sql`(select 1) as one`)) as [{ id: string }];
      const redemptionId = Number(id);
      const referenceNo = referenceNoOf(redemptionId);
      // Points, then money, then stock: the same order as a rejection, so the two never wait on each other.
      const debited = await points.debit(tx, {
        memberId,
        points: pointsTaken,
        key: `redeem:${redemptionId}`,
        reason: POINTS_REASON.REDEEM,
        metadata: { referenceNo },
      });
      if (amount > 0n) {
        await ledger.transfer(
          {
            idempotencyKey: `point-redeem:${redemptionId}`,
            from: { memberId, kind: 'MAIN' },
            to: { operator: 'POINTS_MALL' },
            amount,
            type: 'POINTS_REDEEM',
            metadata: { orderNo: referenceNo, step: 'PAY' },
          },
          tx,
        );
      }
      const [taken] = await tx
        .update(pointMallItems)
        .set({ stock: sql`${pointMallItems.stock} - ${input.quantity}` })
        .where(
          and(
            eq(pointMallItems.id, item.id),
            eq(pointMallItems.enabled, true),
            gte(pointMallItems.stock, input.quantity),
          ),
        )
        .returning({ id: pointMallItems.id });
      if (!taken) throw new AppError('point_mall_out_of_stock');
      const [row] = await tx
        .insert(pointRedemptions)
        .values({
          id: redemptionId,
          memberId,
          requestId: input.requestId,
          itemId: item.id,
          quantity: input.quantity,
          redeemType: input.redeemType,
          points: pointsTaken,
          amount,
          redeemAmount: item.cashValue === null ? null : item.cashValue * quantity,
          ...receiver,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error(`redemption ${referenceNo} was not recorded`);
      return { kind: 'redeemed' as const, row, balance: debited.transfer.balanceAfter };
    });
    if (done.kind === 'replayed') return replay(done.row, input, language);
    return {
      redemption: redemptionView(done.row, item, language, await zone()),
      balance: String(done.balance),
      replayed: false,
    };
  };

  const adminView = async (rows: { redemption: RedemptionRow; item: ItemRow }[]) => {
    const [names, timeZone] = await Promise.all([
      members.findUsernames([...new Set(rows.map(({ redemption }) => redemption.memberId))]),
      zone(),
    ]);
    return rows.map(({ redemption, item }): PointRedemptionAdmin => ({
      ...redemptionView(redemption, item, 'EN', timeZone),
      id: redemption.id,
      account: names.get(redemption.memberId) ?? '',
      itemId: item.id,
      itemName: item.name,
      decidedAt: redemption.decidedAt ? formatTimestamp(redemption.decidedAt, timeZone) : null,
    }));
  };

  const oneAdmin = async (executor: Executor, id: number) => {
    const rows = await executor
      .select({ redemption: pointRedemptions, item: pointMallItems })
      .from(pointRedemptions)
      .innerJoin(pointMallItems, eq(pointMallItems.id, pointRedemptions.itemId))
      .where(eq(pointRedemptions.id, id));
    return rows;
  };

  /** Closes a redemption in process once; the work of the decision runs in the same transaction. */
  const decide = async (
    actor: Actor,
    id: number,
    status: Exclude<PointRedemptionStatus, 'P'>,
    remark: string | null,
    work: (tx: Executor, row: RedemptionRow) => Promise<unknown>,
  ) => {
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pointRedemptions)
        .set({ status, remark, decidedAt: clock.now(), decidedByStaffId: actor.staffId })
        .where(
          and(eq(pointRedemptions.id, id), eq(pointRedemptions.status, POINT_REDEMPTION_STATUS.IN_PROCESS)),
        )
        .returning();
      if (!row) return null;
      const moved = await work(tx, row);
      await audit.record(tx, actor, {
        action: status === POINT_REDEMPTION_STATUS.APPROVED ? 'point_mall.approve' : 'point_mall.reject',
        targetType: 'point_redemption',
        targetId: row.id,
        before: { status: POINT_REDEMPTION_STATUS.IN_PROCESS },
        after: { status, remark, moved },
      });
      // Approval tells the game money paid (0 for goods); rejection the money returned and why.
      return status === POINT_REDEMPTION_STATUS.APPROVED
        ? notify(tx, row, { kind: 'POINT_REDEMPTION_APPROVED', amount: row.redeemAmount ?? 0n, reason: null })
        : notify(tx, row, { kind: 'POINT_REDEMPTION_REJECTED', amount: row.amount, reason: remark });
    });
    if (!decided) {
      const [exists] = await db
        .select({ id: pointRedemptions.id })
        .from(pointRedemptions)
        .where(eq(pointRedemptions.id, id));
      throw new AppError(exists ? 'order_already_processed' : 'not_found_entity');
    }
    await notifications.push(decided);
    const [view] = await adminView(await oneAdmin(db, id));
    if (!view) throw new Error(`redemption ${id} vanished`);
    return view;
  };

  /** Approval: game money pays its value into the main wallet; goods wait for shipping. */
  const approve = (actor: Actor, id: number, remark: string | null) =>
    decide(actor, id, POINT_REDEMPTION_STATUS.APPROVED, remark, async (tx, row) => {
      if (row.redeemAmount === null) return null;
      const paid = await ledger.transfer(
        {
          idempotencyKey: `point-redeem:${row.id}:paid`,
          from: { operator: 'POINTS_MALL' },
          to: { memberId: row.memberId, kind: 'MAIN' },
          amount: row.redeemAmount,
          type: 'POINTS_REDEEM',
          metadata: { orderNo: referenceNoOf(row.id), step: 'PAID' },
        },
        tx,
      );
      if (paid.replayed) throw new Error(`redemption ${row.id} was paid twice`);
      return { paidTransferId: paid.transfer.id };
    });

  /** Rejection: the points, any money and the units go back, each under a key of its own. */
  const reject = (actor: Actor, id: number, reason: string) =>
    decide(actor, id, POINT_REDEMPTION_STATUS.REJECTED, reason, async (tx, row) => {
      const referenceNo = referenceNoOf(row.id);
      const refunded = await points.credit(tx, {
        memberId: row.memberId,
        points: row.points,
        key: `redeem:${row.id}:refund`,
        reason: POINTS_REASON.REFUND,
        metadata: { referenceNo },
      });
      if (refunded.replayed) throw new Error(`redemption ${referenceNo} was refunded twice`);
      let moneyTransferId: number | null = null;
      if (row.amount > 0n) {
        const back = await ledger.transfer(
          {
            idempotencyKey: `point-redeem:${row.id}:refund`,
            from: { operator: 'POINTS_MALL' },
            to: { memberId: row.memberId, kind: 'MAIN' },
            amount: row.amount,
            type: 'POINTS_REFUND',
            metadata: { orderNo: referenceNo, step: 'REFUND' },
          },
          tx,
        );
        if (back.replayed) throw new Error(`redemption ${referenceNo} money was refunded twice`);
        moneyTransferId = back.transfer.id;
      }
      await tx
        .update(pointMallItems)
        .set({ stock: sql`${pointMallItems.stock} + ${row.quantity}` })
        .where(eq(pointMallItems.id, row.itemId));
      return { pointsTransferId: refunded.transfer.id, moneyTransferId };
    });

  /** Approved goods go out once, with the tracking note the member reads as the remark. */
  const ship = async (actor: Actor, id: number, trackingNote: string) => {
    const shipped = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pointRedemptions)
        .set({ remark: trackingNote, shippedAt: clock.now() })
        .where(
          and(
            eq(pointRedemptions.id, id),
            eq(pointRedemptions.status, POINT_REDEMPTION_STATUS.APPROVED),
            sql`${pointRedemptions.shippedAt} is null`,
            sql`${pointRedemptions.redeemAmount} is null`,
          ),
        )
        .returning();
      if (!row) return null;
      await audit.record(tx, actor, {
        action: 'point_mall.ship',
        targetType: 'point_redemption',
        targetId: row.id,
        after: { trackingNote },
      });
      return notify(tx, row, { kind: 'POINT_REDEMPTION_SHIPPED', amount: 0n, reason: trackingNote });
    });
    if (!shipped) {
      const [exists] = await db
        .select({ id: pointRedemptions.id })
        .from(pointRedemptions)
        .where(eq(pointRedemptions.id, id));
      throw new AppError(exists ? 'point_mall_not_shippable' : 'not_found_entity');
    }
    await notifications.push(shipped);
    const [view] = await adminView(await oneAdmin(db, id));
    if (!view) throw new Error(`redemption ${id} vanished`);
    return view;
  };

  /** Units taken by redemptions not rejected, per item. */
  const redeemedOf = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ itemId: pointRedemptions.itemId, units: sum(pointRedemptions.quantity) })
      .from(pointRedemptions)
      .where(
        and(
          inArray(pointRedemptions.itemId, ids),
          ne(pointRedemptions.status, POINT_REDEMPTION_STATUS.REJECTED),
        ),
      )
      .groupBy(pointRedemptions.itemId);
    return new Map(rows.map((row) => [row.itemId, Number(row.units ?? 0)]));
  };

  const itemAdminView = (row: ItemRow, redeemed: number, timeZone: string): PointMallItemAdmin => ({
    id: row.id,
    category: row.category,
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    pointsPrice: Number(row.pointsPrice),
    mixedPoints: row.mixedPoints === null ? null : Number(row.mixedPoints),
    mixedMoney: money(row.mixedMoney),
    cashValue: money(row.cashValue),
    stock: row.stock,
    redeemed,
    enabled: row.enabled,
    updatedAt: formatTimestamp(row.updatedAt, timeZone),
  });

  const oneItemAdmin = async (row: ItemRow) =>
    itemAdminView(row, (await redeemedOf([row.id])).get(row.id) ?? 0, await zone());

  /** An item as the audit log keeps it (plain JSON). */
  const auditOf = (row: ItemRow) => ({
    category: row.category,
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    pointsPrice: String(row.pointsPrice),
    mixedPoints: row.mixedPoints === null ? null : String(row.mixedPoints),
    mixedMoney: money(row.mixedMoney),
    cashValue: money(row.cashValue),
    stock: row.stock,
    enabled: row.enabled,
  });

  const itemValues = (input: ItemInput) => ({
    category: input.category,
    kind: input.kind,
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    pointsPrice: BigInt(input.pointsPrice),
    mixedPoints: input.mixedPoints === null ? null : BigInt(input.mixedPoints),
    mixedMoney: decimal(input.mixedMoney),
    cashValue: decimal(input.cashValue),
    enabled: input.enabled,
  });

  return {
    /** The items on sale (enabled), newest first, of one category or all. */
    items: async (category: PointMallCategory | undefined, language: Language) => {
      const where: SQL[] = [eq(pointMallItems.enabled, true)];
      if (category) where.push(eq(pointMallItems.category, category));
      const rows = await db
        .select()
        .from(pointMallItems)
        .where(and(...where))
        .orderBy(desc(pointMallItems.id));
      return { list: rows.map((row) => itemView(row, language)) };
    },

    redeem,

    /** The member's own redemptions, newest first. */
    redemptions: async (
      memberId: number,
      query: { status?: PointRedemptionStatus | undefined; pageNum: number; pageSize: number },
      language: Language,
    ) => {
      const where = and(
        eq(pointRedemptions.memberId, memberId),
        query.status ? eq(pointRedemptions.status, query.status) : undefined,
      );
      const [page, timeZone] = await Promise.all([
        fetchPage(
          query,
          db
            .select({ redemption: pointRedemptions, item: pointMallItems })
            .from(pointRedemptions)
            .innerJoin(pointMallItems, eq(pointMallItems.id, pointRedemptions.itemId))
            .where(where)
            .orderBy(desc(pointRedemptions.id)),
          db.select({ n: count() }).from(pointRedemptions).where(where),
        ),
        zone(),
      ]);
      return {
        ...page,
        list: page.list.map(({ redemption, item }) => redemptionView(redemption, item, language, timeZone)),
      };
    },

    admin: {
      items: async (query: {
        category?: PointMallCategory | undefined;
        pageNum: number;
        pageSize: number;
      }) => {
        const where = query.category ? eq(pointMallItems.category, query.category) : undefined;
        const [page, timeZone] = await Promise.all([
          fetchPage(
            query,
            db.select().from(pointMallItems).where(where).orderBy(desc(pointMallItems.id)),
            db.select({ n: count() }).from(pointMallItems).where(where),
          ),
          zone(),
        ]);
        const redeemed = await redeemedOf(page.list.map((row) => row.id));
        return {
          ...page,
          list: page.list.map((row) => itemAdminView(row, redeemed.get(row.id) ?? 0, timeZone)),
        };
      },

      /** Creates (id null) or changes an item; an update keeps the stock. */
      saveItem: async (actor: Actor, id: number | null, input: ItemInput) => {
        const at = clock.now();
        const saved = await db.transaction(async (tx) => {
          const before = id === null ? undefined : await readItem(tx, id);
          if (id !== null && !before) throw new AppError('not_found_entity');
          const [row] =
            id === null
              ? await tx
                  .insert(pointMallItems)
                  .values({ ...itemValues(input), stock: input.stock, createdAt: at, updatedAt: at })
                  .returning()
              : await tx
                  .update(pointMallItems)
                  .set({ ...itemValues(input), updatedAt: at })
                  .where(eq(pointMallItems.id, id))
                  .returning();
          if (!row) throw new Error('the item was not saved');
          await audit.record(tx, actor, {
            action: 'point_mall.item_save',
            targetType: 'point_mall_item',
            targetId: row.id,
            before: before ? auditOf(before) : null,
            after: auditOf(row),
          });
          return row;
        });
        return oneItemAdmin(saved);
      },

      /** Adds units, or takes off at most the units left (conditional update). */
      stock: async (actor: Actor, id: number, delta: number) => {
        const changed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(pointMallItems)
            .set({ stock: sql`${pointMallItems.stock} + ${delta}`, updatedAt: clock.now() })
            .where(and(eq(pointMallItems.id, id), gte(pointMallItems.stock, -delta)))
            .returning();
          if (!row) {
            if (!(await readItem(tx, id))) throw new AppError('not_found_entity');
            throw new AppError('point_mall_out_of_stock');
          }
          await audit.record(tx, actor, {
            action: 'point_mall.stock',
            targetType: 'point_mall_item',
            targetId: id,
            after: { delta, stock: row.stock },
          });
          return row;
        });
        return oneItemAdmin(changed);
      },

      redemptions: async (query: {
        status?: PointRedemptionStatus | undefined;
        account?: string | undefined;
        pageNum: number;
        pageSize: number;
      }) => {
        const where: SQL[] = [];
        if (query.status) where.push(eq(pointRedemptions.status, query.status));
        if (query.account !== undefined) {
          const member = await members.findByUsername(query.account.toLowerCase());
          if (!member) return { list: [], total: 0, totalPages: 0 };
          where.push(eq(pointRedemptions.memberId, member.id));
        }
        const page = await fetchPage(
          query,
          db
            .select({ redemption: pointRedemptions, item: pointMallItems })
            .from(pointRedemptions)
            .innerJoin(pointMallItems, eq(pointMallItems.id, pointRedemptions.itemId))
            .where(and(...where))
            .orderBy(desc(pointRedemptions.id)),
          db
            .select({ n: count() })
            .from(pointRedemptions)
            .where(and(...where)),
        );
        return { ...page, list: await adminView(page.list) };
      },

      approve,
      reject,
      ship,
    },
  };
};
