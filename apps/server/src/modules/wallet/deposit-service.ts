import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  DEPOSIT_CHANNEL_KIND,
  DEPOSIT_STATUS,
  formatMinorUnits,
  validationText,
  walletEndpoints,
  type DepositChannel,
  type DepositChannelAdmin,
  type DepositOrder,
  type DepositQueueRow,
  type DepositStatus,
  type Language,
  type PayeeAccount,
  type PaymentGateway,
  type SandboxNotification,
} from '@platform/contract';
import type { Executor } from '../../platform/db/client.ts';
import { dayRange } from '../../platform/db/day-range.ts';
import { readTeamRecords, type TeamRecordFilter } from '../../platform/agent-tree/team-records.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { ImageUpload } from '../../platform/http/uploads.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { Actor } from '../../platform/audit/service.ts';
import { createSandboxPayment, verifySandboxNotification } from './gateways/sandbox.ts';
import type { SecretBox } from '../../platform/crypto/secrets.ts';
import { gatewaySecretContext } from './gateway-secrets.ts';
import {
  ORDER_PREFIX,
  assertAmountWithin,
  findQueueNames,
  formatOrderNo,
  parseOrderNo,
  type OrderQueueQuery,
  type OrderServiceDeps,
} from './orders.ts';
import { depositChannels, depositOrders, depositProofs } from './tables.ts';
import { systemClock } from '../../platform/clock.ts';

type ChannelRow = typeof depositChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

/** Where a gateway sends the member back. */
const returnPath = (orderNo: string) => `/member/depositv2?orderNo=${orderNo}`;

/** States from which a deposit can still be decided: a late payment may credit an expired order. */
const OPEN: DepositStatus[] = [DEPOSIT_STATUS.PENDING, DEPOSIT_STATUS.EXPIRED];

export interface ChannelInput {
  kind: DepositChannel['kind'];
  gateway: PaymentGateway | null;
  name: { JA: string; EN: string };
  minAmount: bigint;
  maxAmount: bigint;
  enabled: boolean;
  sortOrder: number;
  payee: PayeeAccount | null;
  instructions: { JA: string; EN: string };
  expiryMinutes: number;
  isDemo?: boolean;
}

export interface DepositQueueQuery extends OrderQueueQuery {
  status?: DepositStatus | undefined;
  channelId?: number | undefined;
}

/** Who decided: finance staff in the console, or the payment gateway's signed notification. */
type Decider = { staff: Actor } | { gatewayReference: string };

export type DepositService = ReturnType<typeof createDepositService>;

/**
 * Deposits: channels, orders and their decision. Money moves once per order, when it is credited:
 * the ledger transfer `deposit:<id>` from the operator's cash-in account to the member's main
 * wallet, in the same transaction as the status change that only an open order can make.
 */
export const createDepositService = (
  deps: OrderServiceDeps & {
    /** Encrypts the channels' gateway signing secrets at rest. */
    secrets: SecretBox;
  },
) => {
  const {
    db,
    ledger,
    wallet,
    system,
    audit,
    notifications,
    members,
    events,
    secrets,
    clock = systemClock,
  } = deps;
  const gatewaySecretOf = (channel: { id: number; gatewaySecret: string | null }) =>
    secrets.openNullable(channel.gatewaySecret, gatewaySecretContext(channel.id));

  const channelView = (row: ChannelRow): DepositChannel => ({
    id: row.id,
    kind: row.kind,
    name: { JA: row.nameJa, EN: row.nameEn },
    minAmount: formatMinorUnits(row.minAmount),
    maxAmount: formatMinorUnits(row.maxAmount),
    payee: row.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER ? row.payee : null,
    instructions: { JA: row.instructionsJa, EN: row.instructionsEn },
  });

  const channelAdminView = (row: ChannelRow): DepositChannelAdmin => ({
    ...channelView(row),
    gateway: row.gateway,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    expiryMinutes: row.expiryMinutes,
  });

  const channelValues = (input: ChannelInput) => ({
    kind: input.kind,
    gateway: input.kind === DEPOSIT_CHANNEL_KIND.ONLINE ? input.gateway : null,
    nameJa: input.name.JA,
    nameEn: input.name.EN,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
    payee: input.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER ? input.payee : null,
    instructionsJa: input.instructions.JA,
    instructionsEn: input.instructions.EN,
    expiryMinutes: input.expiryMinutes,
  });

  const orderView = async (
    order: OrderRow,
    channel: ChannelRow,
    hasProof: boolean,
  ): Promise<DepositOrder> => {
    const { timeZone } = await system.getSiteSetting();
    return {
      orderNo: formatOrderNo(ORDER_PREFIX.DEPOSIT, order.id),
      channelId: channel.id,
      channelKind: channel.kind,
      channelName: { JA: channel.nameJa, EN: channel.nameEn },
      amount: formatMinorUnits(order.amount),
      status: order.status,
      paymentUrl: order.status === DEPOSIT_STATUS.PENDING ? order.paymentUrl : null,
      payee: channel.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER ? channel.payee : null,
      hasProof,
      reason: order.reason,
      transferId: order.transferId,
      createdAt: formatTimestamp(order.createdAt, timeZone),
      expiresAt: formatTimestamp(order.expiresAt, timeZone),
      decidedAt: order.decidedAt ? formatTimestamp(order.decidedAt, timeZone) : null,
    };
  };

  const hasProofSql = sql<boolean>`exists (select 1 from ${depositProofs} where ${depositProofs.orderId} = ${depositOrders.id})`;

  /** A member's own order by its number; another member's order is simply not found. */
  const findMemberOrder = async (memberId: number, orderNo: string, executor: Executor = db) => {
    const id = parseOrderNo(ORDER_PREFIX.DEPOSIT, orderNo);
    if (id === undefined) throw new AppError('not_found_entity');
    const [row] = await executor
      .select({ order: depositOrders, channel: depositChannels, hasProof: hasProofSql })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(and(eq(depositOrders.id, id), eq(depositOrders.memberId, memberId)));
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  /**
   * Closes an open order as CREDITED (moving the money) or FAILED, once: the conditional update
   * takes the row lock, so of two deciders at once the second finds it closed.
   */
  const decide = async (
    orderId: number,
    decision: { credit: boolean; reason: string | null; memo: string | null; decider: Decider },
  ) => {
    const staffId = 'staff' in decision.decider ? decision.decider.staff.staffId : null;
    const at = clock.now();
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(depositOrders)
        .set({
          status: decision.credit ? DEPOSIT_STATUS.CREDITED : DEPOSIT_STATUS.FAILED,
          reason: decision.reason,
          staffMemo: decision.memo,
          decidedAt: at,
          decidedByStaffId: staffId,
        })
        .where(and(eq(depositOrders.id, orderId), inArray(depositOrders.status, OPEN)))
        .returning();
      if (!order) return null;
      const orderNo = formatOrderNo(ORDER_PREFIX.DEPOSIT, order.id);
      let transferId: number | null = null;
      let balance: bigint;
      if (decision.credit) {
        const moved = await ledger.transfer(
          {
            idempotencyKey: `deposit:${order.id}`,
            from: { operator: 'CASH_IN' },
            to: { memberId: order.memberId, kind: 'MAIN' },
            amount: order.amount,
            type: 'DEPOSIT',
            metadata: { orderNo },
          },
          tx,
        );
        if (moved.replayed) throw new Error(`deposit ${orderNo} was credited twice`);
        transferId = moved.transfer.id;
        balance = moved.balances.to;
        await events.record(
          tx,
          {
            type: 'deposit.credited',
            memberId: order.memberId,
            payload: { orderId: order.id, amount: order.amount.toString() },
          },
          at,
        );
        await tx.update(depositOrders).set({ transferId }).where(eq(depositOrders.id, order.id));
      } else {
        balance = (await wallet.getMainBalance(order.memberId, tx)).balance;
      }
      if ('staff' in decision.decider) {
        await audit.record(tx, decision.decider.staff, {
          action: decision.credit ? 'deposit.credit' : 'deposit.reject',
          targetType: 'deposit',
          targetId: order.id,
          before: { status: 'PENDING' },
          after: {
            status: decision.credit ? 'CREDITED' : 'FAILED',
            amount: formatMinorUnits(order.amount),
            reason: decision.reason,
            memo: decision.memo,
            transferId,
          },
        });
      }
      const notice = await notifications.record(tx, order.memberId, {
        kind: decision.credit ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
        orderNo,
        amount: order.amount,
        balance,
        reason: decision.reason,
      });
      return { order, transferId, balance, notice };
    });
    if (result) await notifications.push(result.notice);
    return result;
  };

  /** `reason` is the member's (a failure's only), `memo` the staff's internal note. */
  const decideByStaff = async (
    actor: Actor,
    orderId: number,
    decision: { credit: boolean; reason: string | null; memo: string | null },
  ) => {
    const result = await decide(orderId, { ...decision, decider: { staff: actor } });
    if (!result) {
      const [exists] = await db
        .select({ id: depositOrders.id })
        .from(depositOrders)
        .where(eq(depositOrders.id, orderId));
      throw new AppError(exists ? 'order_already_processed' : 'not_found_entity');
    }
    return {
      status: decision.credit ? DEPOSIT_STATUS.CREDITED : DEPOSIT_STATUS.FAILED,
      transferId: result.transferId,
      balance: formatMinorUnits(result.balance),
    };
  };

  return {
    /** A window of the deposits of an agent's team (agent team transactions), in the orders' own statuses. */
    teamOrders: async (filter: TeamRecordFilter, statuses?: readonly DepositStatus[]) => {
      const window = await readTeamRecords<DepositStatus>(
        db,
        depositOrders,
        {
          id: depositOrders.id,
          memberId: depositOrders.memberId,
          amount: depositOrders.amount,
          createdAt: depositOrders.createdAt,
          status: depositOrders.status,
        },
        filter,
        statuses ? inArray(depositOrders.status, [...statuses]) : undefined,
      );
      return {
        ...window,
        rows: window.rows.map((row) => ({ ...row, orderNo: formatOrderNo(ORDER_PREFIX.DEPOSIT, row.id) })),
      };
    },

    /** The channels a member can use now, in the operator's order. */
    listChannels: async (): Promise<DepositChannel[]> =>
      (
        await db
          .select()
          .from(depositChannels)
          .where(eq(depositChannels.enabled, true))
          .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id))
      ).map(channelView),

    listChannelsForStaff: async (): Promise<DepositChannelAdmin[]> =>
      (
        await db
          .select()
          .from(depositChannels)
          .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id))
      ).map(channelAdminView),

    /** A new channel; an online one gets its own gateway signing secret, which never leaves the server. */
    createChannel: async (actor: Actor | null, input: ChannelInput) =>
      db.transaction(async (tx) => {
        // The id first: the encrypted secret is bound to its row.
        const next = await tx.execute(
          sql`select nextval(pg_get_serial_sequence('deposit_channels', 'id')) as id`,
        );
        const id = Number((next as { rows: { id: string | number }[] }).rows[0]?.id);
        const [row] = await tx
          .insert(depositChannels)
          .values({
            id,
            ...channelValues(input),
            gatewaySecret: secrets.seal(randomBytes(32).toString('hex'), gatewaySecretContext(id)),
            isDemo: input.isDemo ?? false,
          })
          .returning();
        if (!row) throw new Error('channel insert returned no row');
        const view = channelAdminView(row);
        if (actor) {
          await audit.record(tx, actor, {
            action: 'deposit_channel.create',
            targetType: 'deposit_channel',
            targetId: row.id,
            after: view,
          });
        }
        return view;
      }),

    updateChannel: async (actor: Actor, id: number, input: ChannelInput) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(depositChannels)
          .where(eq(depositChannels.id, id))
          .for('update');
        if (!before) throw new AppError('not_found_entity');
        const [row] = await tx
          .update(depositChannels)
          .set(channelValues(input))
          .where(eq(depositChannels.id, id))
          .returning();
        if (!row) throw new AppError('not_found_entity');
        const view = channelAdminView(row);
        await audit.record(tx, actor, {
          action: 'deposit_channel.update',
          targetType: 'deposit_channel',
          targetId: id,
          before: channelAdminView(before),
          after: view,
        });
        return view;
      }),

    /**
     * Opens a PENDING order on an enabled channel within its limits. The member's `requestId` makes
     * a repeated submit answer the first order; the same id with another channel or amount is refused.
     * An online order gets its gateway page at once.
     */
    createOrder: async (
      memberId: number,
      input: { requestId: string; channelId: number; amount: bigint },
      language: Language,
    ): Promise<DepositOrder> => {
      const [channel] = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.id, input.channelId), eq(depositChannels.enabled, true)));
      if (!channel) throw fieldError({ channelId: validationText('unknownOption', language) });
      assertAmountWithin(input.amount, channel.minAmount, channel.maxAmount, language);
      const { currency } = await wallet.getMainBalance(memberId);
      const { order, replayed } = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(depositOrders)
          .values({
            memberId,
            requestId: input.requestId,
            channelId: channel.id,
            amount: input.amount,
            expiresAt: new Date(clock.now().getTime() + channel.expiryMinutes * 60_000),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          const [first] = await tx
            .select()
            .from(depositOrders)
            .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, input.requestId)));
          if (!first) throw new Error('deposit request conflicted but cannot be read');
          if (first.channelId !== channel.id || first.amount !== input.amount) {
            throw new AppError('idempotency_conflict');
          }
          return { order: first, replayed: true };
        }
        const gatewaySecret = gatewaySecretOf(channel);
        if (channel.kind !== DEPOSIT_CHANNEL_KIND.ONLINE || !gatewaySecret) {
          return { order: created, replayed: false };
        }
        const orderNo = formatOrderNo(ORDER_PREFIX.DEPOSIT, created.id);
        const payment = createSandboxPayment(gatewaySecret, {
          merchantId: channel.id,
          merchantOrderNo: orderNo,
          amount: created.amount.toString(),
          currency,
          notifyPath: walletEndpoints.sandboxNotification.path,
          returnPath: returnPath(orderNo),
          language,
        });
        const [withPayment] = await tx
          .update(depositOrders)
          .set({ gatewayReference: payment.reference, paymentUrl: payment.paymentUrl })
          .where(eq(depositOrders.id, created.id))
          .returning();
        if (!withPayment) throw new Error('deposit order vanished');
        return { order: withPayment, replayed: false };
      });
      // Only a replayed order can already carry a proof.
      if (!replayed) return orderView(order, channel, false);
      const found = await findMemberOrder(memberId, formatOrderNo(ORDER_PREFIX.DEPOSIT, order.id));
      return orderView(found.order, found.channel, found.hasProof);
    },

    getOrder: async (memberId: number, orderNo: string) => {
      const row = await findMemberOrder(memberId, orderNo);
      return orderView(row.order, row.channel, row.hasProof);
    },

    listOrders: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      const where = eq(depositOrders.memberId, memberId);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(depositOrders).where(where),
        db
          .select({ order: depositOrders, channel: depositChannels, hasProof: hasProofSql })
          .from(depositOrders)
          .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
          .where(where)
          .orderBy(desc(depositOrders.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
      ]);
      const n = total[0]?.n ?? 0;
      return {
        list: await Promise.all(rows.map((row) => orderView(row.order, row.channel, row.hasProof))),
        total: n,
        totalPages: Math.ceil(n / page.pageSize),
      };
    },

    /** The proof of a member's own bank-transfer order, replaceable while it is PENDING. */
    attachProof: async (memberId: number, orderNo: string, upload: ImageUpload, language: Language) => {
      const row = await db.transaction(async (tx) => {
        const found = await findMemberOrder(memberId, orderNo, tx);
        if (found.channel.kind !== DEPOSIT_CHANNEL_KIND.BANK_TRANSFER) {
          throw fieldError({ orderNo: validationText('unknownOption', language) });
        }
        const [open] = await tx
          .select({ id: depositOrders.id })
          .from(depositOrders)
          .where(and(eq(depositOrders.id, found.order.id), eq(depositOrders.status, DEPOSIT_STATUS.PENDING)))
          .for('update');
        if (!open) throw new AppError('order_already_processed');
        const proof = { contentType: upload.contentType, bytes: upload.bytes, sha256: upload.sha256 };
        await tx
          .insert(depositProofs)
          .values({ orderId: found.order.id, ...proof })
          .onConflictDoUpdate({ target: depositProofs.orderId, set: { ...proof, uploadedAt: sql`now()` } });
        return found;
      });
      return orderView(row.order, row.channel, true);
    },

    /**
     * A gateway's notification: checked against the channel's secret, the order's amount and
     * currency, then decided once. A repeat of a decided order answers as before and moves nothing.
     */
    handleSandboxNotification: async (notification: SandboxNotification) => {
      const id = parseOrderNo(ORDER_PREFIX.DEPOSIT, notification.merchantOrderNo);
      const [row] =
        id === undefined
          ? []
          : await db
              .select({ order: depositOrders, channel: depositChannels })
              .from(depositOrders)
              .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
              .where(eq(depositOrders.id, id));
      const gatewaySecret = row && gatewaySecretOf(row.channel);
      if (!row || row.channel.gateway !== 'SANDBOX' || !gatewaySecret) {
        throw new AppError('invalid_signature');
      }
      if (
        !verifySandboxNotification(gatewaySecret, notification, clock.now()) ||
        BigInt(notification.amount) !== row.order.amount ||
        notification.reference !== row.order.gatewayReference
      ) {
        throw new AppError('invalid_signature');
      }
      const credit = notification.status === 'SUCCESS';
      await decide(row.order.id, {
        credit,
        // The member's notice says it failed in their own words; the gateway gives no reason.
        reason: null,
        memo: null,
        decider: { gatewayReference: notification.reference },
      });
    },

    /** The gateway's merchant registry lookup for the sandbox's own pages. */
    findGatewaySecret: async (channelId: number) => {
      const [row] = await db
        .select({ id: depositChannels.id, gatewaySecret: depositChannels.gatewaySecret })
        .from(depositChannels)
        .where(eq(depositChannels.id, channelId));
      return row ? gatewaySecretOf(row) : null;
    },

    credit: (actor: Actor, orderId: number, memo: string | null) =>
      decideByStaff(actor, orderId, { credit: true, reason: null, memo }),
    reject: (actor: Actor, orderId: number, reason: string, memo: string | null) =>
      decideByStaff(actor, orderId, { credit: false, reason, memo }),

    /** PENDING orders past their time become EXPIRED; a late payment can still credit them. */
    expireOverdue: async () => {
      const expired = await db
        .update(depositOrders)
        .set({ status: DEPOSIT_STATUS.EXPIRED })
        .where(
          and(eq(depositOrders.status, DEPOSIT_STATUS.PENDING), lt(depositOrders.expiresAt, clock.now())),
        )
        .returning({ id: depositOrders.id });
      return expired.length;
    },

    /** The console's deposit queue. */
    listQueue: async (query: DepositQueueQuery, language: Language) => {
      const { timeZone } = await system.getSiteSetting();
      const filters: SQL[] = [...dayRange(depositOrders.createdAt, query, timeZone)];
      if (query.status) filters.push(eq(depositOrders.status, query.status));
      if (query.channelId) filters.push(eq(depositOrders.channelId, query.channelId));
      if (query.account)
        filters.push(inArray(depositOrders.memberId, members.idsWithUsernameLike(query.account)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(depositOrders).where(where),
        db
          .select({ order: depositOrders, channel: depositChannels, hasProof: hasProofSql })
          .from(depositOrders)
          .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
          .where(where)
          .orderBy(desc(depositOrders.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
      ]);
      const n = total[0]?.n ?? 0;
      const names = await findQueueNames(
        deps,
        rows.map((row) => row.order),
      );
      const list: DepositQueueRow[] = rows.map((row) => ({
        id: row.order.id,
        orderNo: formatOrderNo(ORDER_PREFIX.DEPOSIT, row.order.id),
        memberId: row.order.memberId,
        account: names.account(row.order),
        channelId: row.channel.id,
        channelName: language === 'JA' ? row.channel.nameJa : row.channel.nameEn,
        channelKind: row.channel.kind,
        amount: formatMinorUnits(row.order.amount),
        status: row.order.status,
        hasProof: row.hasProof,
        gatewayReference: row.order.gatewayReference,
        reason: row.order.reason,
        memo: row.order.staffMemo,
        transferId: row.order.transferId,
        decidedBy: names.decidedBy(row.order),
        createdAt: formatTimestamp(row.order.createdAt, timeZone),
        expiresAt: formatTimestamp(row.order.expiresAt, timeZone),
        decidedAt: row.order.decidedAt ? formatTimestamp(row.order.decidedAt, timeZone) : null,
      }));
      return { list, total: n, totalPages: Math.ceil(n / query.pageSize) };
    },

    getProof: async (orderId: number) => {
      const [row] = await db
        .select({ contentType: depositProofs.contentType, bytes: depositProofs.bytes })
        .from(depositProofs)
        .where(eq(depositProofs.orderId, orderId));
      if (!row) throw new AppError('not_found_entity');
      return row;
    },
  };
};
