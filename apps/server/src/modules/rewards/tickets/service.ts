import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  GAME_CATEGORIES,
  TICKET_EARN_PER_DAY_MAX,
  TICKET_KINDS,
  TICKET_RECORD_DAYS,
  TURNOVER_WEIGHT_SCALE,
  formatMinorUnits,
  parseMinorUnits,
  shareOf,
  validationText,
  type DeliveryStatus,
  type Language,
  type TicketCode,
  type TicketDelivery,
  type TicketEventAdmin,
  type TicketEventView,
  type TicketKind,
  type TicketOpenResult,
  type TicketOverview,
  type TicketPrize,
  type TicketPrizeView,
  type TicketRecordPage,
  type TicketRedeemResult,
  type TicketReportRow,
  type ticketDeliveryUpdateSchema,
  type ticketEventInputSchema,
  type ticketGrantSchema,
  type ticketCodeInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import { queryRows, type Database, type Executor } from '../../../platform/db/client.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { EventBatch, EventsService } from '../../../platform/events/service.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import { uniqueViolation } from '../../../platform/db/database-errors.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { PeriodJob } from '../../../platform/jobs/runner.ts';
import type { MembersService } from '../../members/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { AudienceCheck } from '../audience.ts';
import type { Prize as CorePrize, RewardsCore, TurnoverRule } from '../core/service.ts';
import { cryptoRandom, drawIndex, type RandomSource } from './draw.ts';
import { raffleWindows } from './raffle.ts';
import {
  ticketCodeRedemptions,
  ticketCodes,
  ticketEarnings,
  ticketEvents,
  ticketPlayDays,
  tickets,
} from './tables.ts';

type EventRow = typeof ticketEvents.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** What the tickets ask of the rewards core: the switch, and AUTO grants paid inside the caller's transaction. */
export type TicketsCore = Pick<RewardsCore, 'grant' | 'requireEnabled'>;

/** Every product counts fully towards a ticket bonus's turnover. */
const FULL_WEIGHTS = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, TURNOVER_WEIGHT_SCALE]));

const moneyOf = (prize: TicketPrize): bigint =>
  prize.kind === 'MONEY' || prize.kind === 'BONUS' ? (parseMinorUnits(prize.amount) ?? 0n) : 0n;

const totalWeight = (prizes: TicketPrize[]) => prizes.reduce((sum, prize) => sum + prize.weight, 0);

export const EARNING_CONSUMER = 'tickets-earning';

export type TicketsService = ReturnType<typeof createTicketsService>;

/**
 * Tickets (spec sections 2 and 4): events with weighted prizes and a money budget, tickets issued by
 * earning rules, rewards, grants, codes and raffle windows, opened once each with the prize drawn and
 * paid on the server in one transaction.
 */
export const createTicketsService = ({
  db,
  core,
  audience,
  members,
  system,
  events,
  audit,
  clock,
  random = cryptoRandom,
}: {
  db: Database;
  core: TicketsCore;
  audience: AudienceCheck;
  members: Pick<MembersService, 'findByUsername' | 'findUsernames'>;
  system: Pick<SystemService, 'getSiteSetting' | 'getMemberTypes'>;
  events: EventsService;
  audit: AuditService;
  clock: Clock;
  /** The draw's random source: `crypto.randomInt` unless a test hands in a seeded one. */
  random?: RandomSource;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;

  const { requireEnabled } = core;

  const prizeView = (
    prize: TicketPrize,
    index: number,
    total: number,
    language: Language,
  ): TicketPrizeView => ({
    index,
    kind: prize.kind,
    amount: prize.kind === 'MONEY' || prize.kind === 'BONUS' ? formatMinorUnits(moneyOf(prize)) : null,
    points: prize.kind === 'POINTS' ? prize.points : null,
    itemName: prize.kind === 'ITEM' ? prize.itemName[language] : null,
    itemImage: prize.kind === 'ITEM' ? prize.itemImage : null,
    share: shareOf(prize.weight, total),
  });

  /** The "try again" segment a prize beyond the budget becomes (the contract requires one with money prizes). */
  const retryIndex = (prizes: TicketPrize[]) => {
    const index = prizes.findIndex((prize) => prize.kind === 'RETRY');
    if (index < 0) throw new Error('an event with money prizes has no RETRY prize');
    return index;
  };

  const isOpen = (event: EventRow, now: Date) => event.enabled && event.startsAt <= now && now < event.endsAt;

  /** Issues `count` tickets of an event under `key` (`key:1`…`key:n` when more than one); answers how many were new. */
  const issue = async (
    executor: Executor,
    input: { eventId: number; memberId: number; key: string; count: number },
  ): Promise<TicketRow[]> => {
    if (input.count <= 0) return [];
    const now = clock.now();
    return executor
      .insert(tickets)
      .values(
        Array.from({ length: input.count }, (_, n) => ({
          eventId: input.eventId,
          memberId: input.memberId,
          issueKey: input.count === 1 ? input.key : `${input.key}:${n + 1}`,
          issuedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
  };

  const loadEvent = async (executor: Executor, id: number) => {
    const [row] = await executor.select().from(ticketEvents).where(eq(ticketEvents.id, id));
    return row;
  };

  const raffleOf = async (event: EventRow, memberId: number, now: Date, zone: string) => {
    if (!event.schedule) return null;
    const { open, next } = raffleWindows(event.schedule, now, zone, event);
    const claimed = open
      ? (
          await db
            .select({ id: tickets.id })
            .from(tickets)
            .where(and(eq(tickets.memberId, memberId), eq(tickets.issueKey, raffleKey(event.id, open.key))))
        ).length > 0
      : false;
    return {
      open: open
        ? { start: formatTimestamp(open.start, zone), end: formatTimestamp(open.end, zone), claimed }
        : null,
      next: next
        ? {
            start: formatTimestamp(next.start, zone),
            startsAt: next.start.toISOString(),
            end: formatTimestamp(next.end, zone),
          }
        : null,
    };
  };

  const raffleKey = (eventId: number, windowKey: string) => `raffle:${eventId}:${windowKey}`;

  /** The member's unopened tickets per event: how many and the oldest. */
  const unopenedOf = async (memberId: number) => {
    const rows = await db
      .select({ eventId: tickets.eventId, n: count(), first: sql<string>`min(${tickets.id})::text` })
      .from(tickets)
      .where(and(eq(tickets.memberId, memberId), eq(tickets.status, 'NEW')))
      .groupBy(tickets.eventId);
    return new Map(rows.map((row) => [row.eventId, { n: row.n, first: Number(row.first) }]));
  };

  const view = async (
    event: EventRow,
    memberId: number,
    held: { n: number; first: number } | undefined,
    language: Language,
    now: Date,
    zone: string,
  ): Promise<TicketEventView> => {
    const total = totalWeight(event.prizes);
    return {
      id: event.id,
      kind: event.kind,
      title: event.title[language],
      startsAt: formatTimestamp(event.startsAt, zone),
      endsAt: formatTimestamp(event.endsAt, zone),
      prizes: event.prizes.map((prize, index) => prizeView(prize, index, total, language)),
      unopened: held?.n ?? 0,
      nextTicketId: held?.first ?? null,
      raffle: await raffleOf(event, memberId, now, zone),
    };
  };

  /** The events a member sees: open ones of its audience, and any it holds unopened tickets of. */
  const visibleEvents = async (memberId: number) => {
    const now = clock.now();
    const held = await unopenedOf(memberId);
    const rows = await db
      .select()
      .from(ticketEvents)
      .where(
        and(
          eq(ticketEvents.enabled, true),
          held.size > 0
            ? sql`((${ticketEvents.startsAt} <= ${now} and ${ticketEvents.endsAt} > ${now}) or ${inArray(ticketEvents.id, [...held.keys()])})`
            : and(lte(ticketEvents.startsAt, now), gt(ticketEvents.endsAt, now)),
        ),
      )
      .orderBy(asc(ticketEvents.endsAt), asc(ticketEvents.id));
    const visible: EventRow[] = [];
    for (const row of rows) {
      if (held.has(row.id) || (await audience.includes(memberId, row.audience))) visible.push(row);
    }
    return { visible, held, now };
  };

  /** An open event of the member's audience (`not_found_entity` otherwise). */
  const openEventFor = async (memberId: number, eventId: number) => {
    const event = await loadEvent(db, eventId);
    if (!event || !isOpen(event, clock.now()) || !(await audience.includes(memberId, event.audience))) {
      throw new AppError('not_found_entity');
    }
    return event;
  };

  // ---- earning -------------------------------------------------------------------------------

  let earningZone = 'UTC';

  /** Records what a batch of events earns: deposits and per-day play per event with rules, in the consumer's transaction. */
  const applyEarning = async (tx: Executor, batch: EventBatch) => {
    const rows = await queryRows<{
      member_id: string;
      type: string;
      occurred_at: string;
      payload: Record<string, unknown>;
    }>(
      tx,
      sql`select member_id::text as member_id, type, occurred_at::text as occurred_at, payload
        from domain_events
        where ${batch.range} and member_id is not null and type in ('round.settled', 'deposit.credited')
        order by tx, id`,
    );
    if (rows.length === 0) return;
    const earning = (
      await tx
        .select()
        .from(ticketEvents)
        .where(and(eq(ticketEvents.enabled, true), sql`jsonb_array_length(${ticketEvents.rules}) > 0`))
    ).filter((event) => event.rules.length > 0);
    if (earning.length === 0) return;
    const earned: { eventId: number; memberId: number; issueKey: string }[] = [];
    const play = new Map<
      string,
      { eventId: number; memberId: number; day: string; validBet: bigint; winLoss: bigint }
    >();
    for (const row of rows) {
      const at = new Date(row.occurred_at);
      const memberId = Number(row.member_id);
      for (const event of earning) {
        if (at < event.startsAt || at >= event.endsAt) continue;
        if (row.type === 'deposit.credited') {
          const amount = BigInt(String(row.payload.amount));
          event.rules.forEach((rule, index) => {
            if (rule.kind === 'DEPOSIT' && amount >= (parseMinorUnits(rule.minAmount) ?? 0n)) {
              earned.push({
                eventId: event.id,
                memberId,
                issueKey: `earn:${event.id}:${index}:deposit:${String(row.payload.orderId)}`,
              });
            }
          });
        } else if (event.rules.some((rule) => rule.kind !== 'DEPOSIT')) {
          const day = formatTimestamp(at, earningZone).slice(0, 10);
          const key = `${event.id}:${memberId}:${day}`;
          const sum = play.get(key) ?? { eventId: event.id, memberId, day, validBet: 0n, winLoss: 0n };
          sum.validBet += BigInt(String(row.payload.validBet));
          sum.winLoss += BigInt(String(row.payload.payout)) - BigInt(String(row.payload.stake));
          play.set(key, sum);
        }
      }
    }
    if (play.size > 0) {
      const totals = await tx
        .insert(ticketPlayDays)
        .values([...play.values()])
        .onConflictDoUpdate({
          target: [ticketPlayDays.eventId, ticketPlayDays.memberId, ticketPlayDays.day],
          set: {
            validBet: sql`${ticketPlayDays.validBet} + excluded.valid_bet`,
            winLoss: sql`${ticketPlayDays.winLoss} + excluded.win_loss`,
          },
        })
        .returning();
      for (const total of totals) {
        const event = earning.find((candidate) => candidate.id === total.eventId);
        event?.rules.forEach((rule, index) => {
          if (rule.kind !== 'VALID_BET') return;
          const per = parseMinorUnits(rule.per) ?? 0n;
          const reached = per > 0n ? Number(total.validBet / per) : 0;
          for (let n = 1; n <= Math.min(reached, TICKET_EARN_PER_DAY_MAX); n += 1) {
            earned.push({
              eventId: event.id,
              memberId: total.memberId,
              issueKey: `earn:${event.id}:${index}:${total.day}:${n}`,
            });
          }
        });
      }
    }
    if (earned.length > 0) {
      await tx
        .insert(ticketEarnings)
        .values(earned.map((row) => ({ ...row, createdAt: clock.now() })))
        .onConflictDoNothing();
    }
  };

  const earningConsumer = events.consumer({
    name: EARNING_CONSUMER,
    apply: applyEarning,
    reset: async (tx) => {
      await tx.delete(ticketPlayDays);
    },
  });

  /**
   * Issues what was earned and waits: each member's audience is checked (outside any transaction),
   * then its tickets are issued and the earnings closed together.
   */
  const issueEarned = async () => {
    let issued = 0;
    for (;;) {
      const waiting = await db
        .select()
        .from(ticketEarnings)
        .where(eq(ticketEarnings.status, 'PENDING'))
        .orderBy(asc(ticketEarnings.createdAt))
        .limit(500);
      if (waiting.length === 0) return issued;
      const eventsById = new Map<number, EventRow | undefined>();
      const included = new Map<string, boolean>();
      for (const row of waiting) {
        if (!eventsById.has(row.eventId)) eventsById.set(row.eventId, await loadEvent(db, row.eventId));
        const event = eventsById.get(row.eventId);
        const key = `${row.eventId}:${row.memberId}`;
        if (event && !included.has(key))
          included.set(key, await audience.includes(row.memberId, event.audience));
      }
      await db.transaction(async (tx) => {
        for (const row of waiting) {
          const inAudience = included.get(`${row.eventId}:${row.memberId}`) === true;
          const [closed] = await tx
            .update(ticketEarnings)
            .set({ status: inAudience ? 'ISSUED' : 'SKIPPED' })
            .where(
              and(
                eq(ticketEarnings.memberId, row.memberId),
                eq(ticketEarnings.issueKey, row.issueKey),
                eq(ticketEarnings.status, 'PENDING'),
              ),
            )
            .returning();
          if (closed && inAudience) {
            issued += (
              await issue(tx, { eventId: row.eventId, memberId: row.memberId, key: row.issueKey, count: 1 })
            ).length;
          }
        }
      });
    }
  };

  /** Net-loss tickets of a closed merchant day: a ticket per event rule whose threshold the day's loss reached. */
  const earnNegativeProfit = async (day: string) => {
    const rows = await db
      .select({ play: ticketPlayDays, rules: ticketEvents.rules })
      .from(ticketPlayDays)
      .innerJoin(ticketEvents, eq(ticketEvents.id, ticketPlayDays.eventId))
      .where(and(eq(ticketPlayDays.day, day), sql`${ticketPlayDays.winLoss} < 0`));
    const earned = rows.flatMap(({ play, rules }) =>
      rules.flatMap((rule, index) =>
        rule.kind === 'NEGATIVE_PROFIT' && -play.winLoss >= (parseMinorUnits(rule.minLoss) ?? 0n)
          ? [
              {
                eventId: play.eventId,
                memberId: play.memberId,
                issueKey: `earn:${play.eventId}:${index}:${day}`,
                createdAt: clock.now(),
              },
            ]
          : [],
      ),
    );
    if (earned.length > 0) await db.insert(ticketEarnings).values(earned).onConflictDoNothing();
    return earned.length;
  };

  const drainEarning = async () => {
    earningZone = await timeZone();
    await earningConsumer.drain();
    return issueEarned();
  };

  // ---- console -------------------------------------------------------------------------------

  type EventInput = z.output<typeof ticketEventInputSchema>;

  const adminView = async (rows: EventRow[], zone: string): Promise<TicketEventAdmin[]> => {
    const ids = rows.map((row) => row.id);
    const counts =
      ids.length === 0
        ? []
        : await db
            .select({
              eventId: tickets.eventId,
              issued: count(),
              opened: sql<number>`(count(*) filter (where ${tickets.status} = 'OPENED'))::int`,
            })
            .from(tickets)
            .where(inArray(tickets.eventId, ids))
            .groupBy(tickets.eventId);
    return rows.map((row) => {
      const figures = counts.find((entry) => entry.eventId === row.id);
      return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        startsAt: formatTimestamp(row.startsAt, zone),
        endsAt: formatTimestamp(row.endsAt, zone),
        schedule: row.schedule,
        prizes: row.prizes,
        budget: formatMinorUnits(row.budget),
        spent: formatMinorUnits(row.spent),
        rules: row.rules,
        audience: row.audience,
        enabled: row.enabled,
        issued: figures?.issued ?? 0,
        opened: Number(figures?.opened ?? 0),
        updatedAt: formatTimestamp(row.updatedAt, zone),
      };
    });
  };

  const columnsOf = (input: EventInput) => ({
    kind: input.kind,
    title: input.title,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    schedule: input.schedule,
    prizes: input.prizes,
    budget: parseMinorUnits(input.budget) ?? 0n,
    rules: input.rules,
    audience: input.audience,
    enabled: input.enabled,
  });

  const deliveryOf = async (
    rows: { ticket: TicketRow; event: EventRow }[],
    zone: string,
  ): Promise<TicketDelivery[]> => {
    const names = await members.findUsernames([...new Set(rows.map(({ ticket }) => ticket.memberId))]);
    return rows.map(({ ticket, event }) => ({
      ticketId: ticket.id,
      eventId: event.id,
      eventTitle: event.title,
      account: names.get(ticket.memberId) ?? '',
      itemName: ticket.prize?.kind === 'ITEM' ? ticket.prize.itemName : { JA: '', EN: '' },
      openedAt: ticket.openedAt ? formatTimestamp(ticket.openedAt, zone) : '',
      status: ticket.deliveryStatus,
      note: ticket.deliveryNote,
    }));
  };

  const codeOf = (row: typeof ticketCodes.$inferSelect, zone: string): TicketCode => ({
    id: row.id,
    eventId: row.eventId,
    code: row.code,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt ? formatTimestamp(row.expiresAt, zone) : null,
    reward: row.reward,
    createdAt: formatTimestamp(row.createdAt, zone),
  });

  /** A generated code: 12 characters of an alphabet without look-alikes (0/O, 1/I/L), grouped by 4. */
  const generateCode = () => {
    const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
    const bytes = randomBytes(12);
    const text = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
  };

  return {
    issue,

    /** The core's TICKET prize: `count` tickets of the event under the reward's key (a replay issues nothing). */
    handleTicketPrize: async (
      tx: Executor,
      { memberId, prize, key }: { memberId: number; prize: CorePrize; key: string },
    ) => {
      if (prize.kind !== 'TICKET') throw new Error(`not a ticket prize: ${prize.kind}`);
      if (!(await loadEvent(tx, prize.ticketEventId))) throw new AppError('not_found_entity');
      await issue(tx, { eventId: prize.ticketEventId, memberId, key, count: prize.count });
    },

    /** Badge count TICKET: the member's unopened tickets of enabled events. */
    unopenedCount: async (memberId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(tickets)
        .innerJoin(ticketEvents, eq(ticketEvents.id, tickets.eventId))
        .where(
          and(eq(tickets.memberId, memberId), eq(tickets.status, 'NEW'), eq(ticketEvents.enabled, true)),
        );
      return row?.n ?? 0;
    },

    /** Badge count RAFFLE: red envelope windows open now that the member has not grabbed. */
    openRaffleCount: async (memberId: number) => {
      const { visible, now } = await visibleEvents(memberId);
      const zone = await timeZone();
      let open = 0;
      for (const event of visible) {
        if (!isOpen(event, now)) continue;
        const raffle = await raffleOf(event, memberId, now, zone);
        if (raffle?.open && !raffle.open.claimed) open += 1;
      }
      return open;
    },

    overview: async (memberId: number, language: Language): Promise<TicketOverview> => {
      await requireEnabled();
      const { visible, held, now } = await visibleEvents(memberId);
      const zone = await timeZone();
      const views = await Promise.all(
        visible.map((event) => view(event, memberId, held.get(event.id), language, now, zone)),
      );
      const counts = Object.fromEntries(TICKET_KINDS.map((kind) => [kind, 0])) as Record<TicketKind, number>;
      for (const event of views) counts[event.kind] += event.unopened;
      return { events: views, counts };
    },

    event: async (memberId: number, eventId: number, language: Language): Promise<TicketEventView> => {
      await requireEnabled();
      const { visible, held, now } = await visibleEvents(memberId);
      const event = visible.find((row) => row.id === eventId);
      if (!event) throw new AppError('not_found_entity');
      return view(event, memberId, held.get(event.id), language, now, await timeZone());
    },

    /**
     * Opens a ticket in one transaction: NEW → OPENED (conditional), the draw, the budget's
     * conditional update (a money prize beyond it becomes RETRY), the payment through the core.
     */
    open: async (memberId: number, ticketId: number, language: Language): Promise<TicketOpenResult> => {
      await requireEnabled();
      const result = await db.transaction(async (tx) => {
        const now = clock.now();
        const [ticket] = await tx
          .update(tickets)
          .set({ status: 'OPENED', openedAt: now })
          .where(
            and(
              eq(tickets.id, ticketId),
              eq(tickets.memberId, memberId),
              eq(tickets.status, 'NEW'),
              sql`exists (select 1 from ${ticketEvents} where ${ticketEvents.id} = ${tickets.eventId} and ${ticketEvents.enabled})`,
            ),
          )
          .returning();
        if (!ticket) {
          const [seen] = await tx
            .select({ status: tickets.status })
            .from(tickets)
            .where(and(eq(tickets.id, ticketId), eq(tickets.memberId, memberId)));
          throw new AppError(seen?.status === 'OPENED' ? 'ticket_already_opened' : 'not_found_entity');
        }
        const event = await loadEvent(tx, ticket.eventId);
        if (!event) throw new AppError('not_found_entity');
        let index = drawIndex(
          event.prizes.map((prize) => prize.weight),
          random,
        );
        let prize = event.prizes[index] as TicketPrize;
        let budgetFallback = false;
        const money = moneyOf(prize);
        if (money > 0n) {
          const [fits] = await tx
            .update(ticketEvents)
            .set({ spent: sql`${ticketEvents.spent} + ${money}` })
            .where(
              and(
                eq(ticketEvents.id, event.id),
                sql`${ticketEvents.spent} + ${money} <= ${ticketEvents.budget}`,
              ),
            )
            .returning({ id: ticketEvents.id });
          if (!fits) {
            index = retryIndex(event.prizes);
            prize = event.prizes[index] as TicketPrize;
            budgetFallback = true;
          }
        }
        const grant = (corePrize: CorePrize, turnover?: TurnoverRule) =>
          core.grant(tx, {
            memberId,
            source: 'TICKET',
            sourceRef: `ticket:${ticket.id}`,
            title: event.title,
            prize: corePrize,
            ...(turnover ? { turnover } : {}),
            claim: 'AUTO',
          });
        let rewardId: number | null = null;
        if (prize.kind === 'MONEY')
          rewardId = (await grant({ kind: 'MONEY', amount: moneyOf(prize) })).rewardId;
        if (prize.kind === 'BONUS') {
          const turnover =
            prize.turnoverMultiple > 0
              ? { multiple: prize.turnoverMultiple, base: 'BONUS' as const, weights: FULL_WEIGHTS }
              : undefined;
          rewardId = (await grant({ kind: 'BONUS', amount: moneyOf(prize) }, turnover)).rewardId;
        }
        if (prize.kind === 'POINTS')
          rewardId = (await grant({ kind: 'POINTS', points: BigInt(prize.points) })).rewardId;
        const deliveryStatus: DeliveryStatus = prize.kind === 'ITEM' ? 'PENDING' : 'NOT_APPLICABLE';
        await tx
          .update(tickets)
          .set({ prizeIndex: index, prize, budgetFallback, rewardId, deliveryStatus })
          .where(eq(tickets.id, ticket.id));
        return { ticket, event, index, prize, budgetFallback, rewardId, deliveryStatus };
      });
      return {
        ticketId: result.ticket.id,
        eventId: result.event.id,
        prizeIndex: result.index,
        prize: prizeView(result.prize, result.index, totalWeight(result.event.prizes), language),
        budgetFallback: result.budgetFallback,
        rewardId: result.rewardId,
        deliveryStatus: result.deliveryStatus,
      };
    },

    records: async (
      memberId: number,
      query: { pageNum: number; pageSize: number },
      language: Language,
    ): Promise<TicketRecordPage> => {
      await requireEnabled();
      const since = new Date(clock.now().getTime() - TICKET_RECORD_DAYS * 86_400_000);
      const where = and(
        eq(tickets.memberId, memberId),
        eq(tickets.status, 'OPENED'),
        gte(tickets.openedAt, since),
      );
      const [total] = await db.select({ n: count() }).from(tickets).where(where);
      const rows = await db
        .select({ ticket: tickets, event: ticketEvents })
        .from(tickets)
        .innerJoin(ticketEvents, eq(ticketEvents.id, tickets.eventId))
        .where(where)
        .orderBy(desc(tickets.openedAt), desc(tickets.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      const zone = await timeZone();
      const n = total?.n ?? 0;
      return {
        list: rows.map(({ ticket, event }) => ({
          id: ticket.id,
          eventId: event.id,
          kind: event.kind,
          title: event.title[language],
          openedAt: ticket.openedAt ? formatTimestamp(ticket.openedAt, zone) : '',
          prize: prizeView(
            ticket.prize ?? { kind: 'RETRY', weight: 0 },
            ticket.prizeIndex ?? 0,
            totalWeight(event.prizes),
            language,
          ),
          deliveryStatus: ticket.deliveryStatus,
        })),
        total: n,
        totalPages: Math.ceil(n / query.pageSize),
      };
    },

    /** Redeems a gift code or cash voucher: once per member, never beyond its uses, in one transaction. */
    redeem: async (memberId: number, text: string): Promise<TicketRedeemResult> => {
      await requireEnabled();
      const now = clock.now();
      const [code] = await db
        .select()
        .from(ticketCodes)
        .where(sql`upper(${ticketCodes.code}) = ${text.toUpperCase()}`);
      if (!code || (code.expiresAt !== null && code.expiresAt <= now))
        throw new AppError('promo_code_invalid');
      const event = await loadEvent(db, code.eventId);
      if (!event || !isOpen(event, now) || !(await audience.includes(memberId, event.audience))) {
        throw new AppError('promo_code_invalid');
      }
      return db.transaction(async (tx) => {
        const [redeemed] = await tx
          .insert(ticketCodeRedemptions)
          .values({ codeId: code.id, memberId, redeemedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!redeemed) throw new AppError('reward_already_claimed');
        const [used] = await tx
          .update(ticketCodes)
          .set({ uses: sql`${ticketCodes.uses} + 1` })
          .where(and(eq(ticketCodes.id, code.id), sql`${ticketCodes.uses} < ${ticketCodes.maxUses}`))
          .returning({ id: ticketCodes.id });
        if (!used) throw new AppError('promo_code_invalid');
        if (code.reward.kind === 'TICKETS') {
          const issued = await issue(tx, {
            eventId: event.id,
            memberId,
            key: `code:${code.id}`,
            count: code.reward.count,
          });
          return { eventId: event.id, tickets: issued.length, amount: null };
        }
        const amount = parseMinorUnits(code.reward.amount) ?? 0n;
        const [fits] = await tx
          .update(ticketEvents)
          .set({ spent: sql`${ticketEvents.spent} + ${amount}` })
          .where(
            and(
              eq(ticketEvents.id, event.id),
              sql`${ticketEvents.spent} + ${amount} <= ${ticketEvents.budget}`,
            ),
          )
          .returning({ id: ticketEvents.id });
        if (!fits) throw new AppError('reward_budget_exhausted');
        await core.grant(tx, {
          memberId,
          source: 'TICKET',
          sourceRef: `code:${code.id}`,
          title: event.title,
          prize: { kind: 'MONEY', amount },
          claim: 'AUTO',
        });
        return { eventId: event.id, tickets: 0, amount: formatMinorUnits(amount) };
      });
    },

    /** A red envelope during the event's raffle window: one ticket per member per window (its issue key). */
    raffleClaim: async (memberId: number, eventId: number) => {
      await requireEnabled();
      const event = await openEventFor(memberId, eventId);
      if (!event.schedule) throw new AppError('raffle_not_open');
      const { open } = raffleWindows(event.schedule, clock.now(), await timeZone(), event);
      if (!open) throw new AppError('raffle_not_open');
      const [ticket] = await issue(db, { eventId, memberId, key: raffleKey(eventId, open.key), count: 1 });
      if (!ticket) throw new AppError('reward_already_claimed');
      return { eventId, ticketId: ticket.id };
    },

    consumer: earningConsumer,
    drainEarning,

    /** The daily job: net-loss tickets of the merchant day that ended, then what waits is issued. */
    jobs: (): PeriodJob[] => [
      {
        name: 'tickets-negative-profit',
        period: { every: 'day' },
        lagMs: 5 * 60_000,
        catchUp: 2,
        run: async ({ period }) => {
          await drainEarning();
          const earned = await earnNegativeProfit(period.key);
          return { earned, issued: await issueEarned() };
        },
      },
    ],

    admin: {
      events: async (query: { kind?: TicketKind | undefined; pageNum: number; pageSize: number }) => {
        const where: SQL | undefined = query.kind ? eq(ticketEvents.kind, query.kind) : undefined;
        const [total] = await db.select({ n: count() }).from(ticketEvents).where(where);
        const rows = await db
          .select()
          .from(ticketEvents)
          .where(where)
          .orderBy(desc(ticketEvents.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize);
        const n = total?.n ?? 0;
        return {
          list: await adminView(rows, await timeZone()),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },

      saveEvent: async (actor: Actor, id: number | null, input: EventInput, language: Language) => {
        const columns = columnsOf(input);
        const row = await db.transaction(async (tx) => {
          const now = clock.now();
          if (id === null) {
            const [created] = await tx
              .insert(ticketEvents)
              .values({ ...columns, createdAt: now, updatedAt: now })
              .returning();
            if (!created) throw new Error('the event was not created');
            await audit.record(tx, actor, {
              action: 'ticket.save',
              targetType: 'ticket_event',
              targetId: created.id,
              after: input,
            });
            return created;
          }
          const [before] = await tx.select().from(ticketEvents).where(eq(ticketEvents.id, id)).for('update');
          if (!before) throw new AppError('not_found_entity');
          if (columns.budget < before.spent) {
            throw fieldError({
              budget: validationText('budgetBelowSpent', language).replace(
                '{spent}',
                formatMinorUnits(before.spent),
              ),
            });
          }
          const [updated] = await tx
            .update(ticketEvents)
            .set({ ...columns, updatedAt: now })
            .where(eq(ticketEvents.id, id))
            .returning();
          if (!updated) throw new AppError('not_found_entity');
          await audit.record(tx, actor, {
            action: 'ticket.save',
            targetType: 'ticket_event',
            targetId: id,
            before: {
              ...before,
              budget: formatMinorUnits(before.budget),
              spent: formatMinorUnits(before.spent),
            },
            after: input,
          });
          return updated;
        });
        return (await adminView([row], await timeZone()))[0] as TicketEventAdmin;
      },

      grant: async (actor: Actor, input: z.output<typeof ticketGrantSchema>, language: Language) => {
        const event = await loadEvent(db, input.eventId);
        if (!event) throw new AppError('not_found_entity');
        const accounts = [...new Set(input.accounts.map((account) => account.toLowerCase()))];
        const found = await Promise.all(accounts.map((account) => members.findByUsername(account)));
        const types = await system.getMemberTypes();
        const missing = accounts.filter((_, n) => !found[n] || types.isTrial(found[n].type));
        if (missing.length > 0) {
          throw fieldError({
            accounts: validationText('unknownAccount', language).replace('{accounts}', missing.join(', ')),
          });
        }
        return db.transaction(async (tx) => {
          let issued = 0;
          for (const member of found) {
            if (!member) continue;
            issued += (
              await issue(tx, {
                eventId: event.id,
                memberId: member.id,
                key: `grant:${input.requestId}`,
                count: input.count,
              })
            ).length;
          }
          await audit.record(tx, actor, {
            action: 'ticket.grant',
            targetType: 'ticket_event',
            targetId: event.id,
            after: { accounts, count: input.count, requestId: input.requestId, issued },
          });
          return { members: accounts.length, issued };
        });
      },

      codes: async (query: { eventId?: number | undefined; pageNum: number; pageSize: number }) => {
        const where = query.eventId ? eq(ticketCodes.eventId, query.eventId) : undefined;
        const [total] = await db.select({ n: count() }).from(ticketCodes).where(where);
        const rows = await db
          .select()
          .from(ticketCodes)
          .where(where)
          .orderBy(desc(ticketCodes.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize);
        const zone = await timeZone();
        const n = total?.n ?? 0;
        return {
          list: rows.map((row) => codeOf(row, zone)),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },

      createCodes: async (
        actor: Actor,
        input: z.output<typeof ticketCodeInputSchema>,
        language: Language,
      ) => {
        if (!(await loadEvent(db, input.eventId))) throw new AppError('not_found_entity');
        const now = clock.now();
        const texts =
          input.code !== undefined ? [input.code] : Array.from({ length: input.count }, generateCode);
        try {
          const rows = await db.transaction(async (tx) => {
            const created = await tx
              .insert(ticketCodes)
              .values(
                texts.map((code) => ({
                  eventId: input.eventId,
                  code,
                  reward: input.reward,
                  maxUses: input.maxUses,
                  expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
                  createdAt: now,
                })),
              )
              .returning();
            await audit.record(tx, actor, {
              action: 'ticket.save',
              targetType: 'ticket_code',
              targetId: input.eventId,
              after: { ...input, codes: created.length },
            });
            return created;
          });
          const zone = await timeZone();
          return { list: rows.map((row) => codeOf(row, zone)) };
        } catch (error) {
          if (uniqueViolation(error)) throw fieldError({ code: validationText('codeTaken', language) });
          throw error;
        }
      },

      deliveries: async (query: {
        status?: DeliveryStatus | undefined;
        pageNum: number;
        pageSize: number;
      }) => {
        const where = query.status
          ? eq(tickets.deliveryStatus, query.status)
          : sql`${tickets.deliveryStatus} <> 'NOT_APPLICABLE'`;
        const [total] = await db.select({ n: count() }).from(tickets).where(where);
        const rows = await db
          .select({ ticket: tickets, event: ticketEvents })
          .from(tickets)
          .innerJoin(ticketEvents, eq(ticketEvents.id, tickets.eventId))
          .where(where)
          .orderBy(asc(tickets.openedAt), asc(tickets.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize);
        const n = total?.n ?? 0;
        return {
          list: await deliveryOf(rows, await timeZone()),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },

      deliver: async (actor: Actor, ticketId: number, input: z.output<typeof ticketDeliveryUpdateSchema>) => {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(tickets)
            .set({ deliveryStatus: input.status, deliveryNote: input.note })
            .where(and(eq(tickets.id, ticketId), inArray(tickets.deliveryStatus, ['PENDING', 'SHIPPED'])))
            .returning();
          if (!updated) throw new AppError('not_found_entity');
          await audit.record(tx, actor, {
            action: 'ticket.deliver',
            targetType: 'ticket',
            targetId: ticketId,
            after: input,
          });
          const event = await loadEvent(tx, updated.eventId);
          if (!event) throw new AppError('not_found_entity');
          return { ticket: updated, event };
        });
        return (await deliveryOf([row], await timeZone()))[0] as TicketDelivery;
      },

      report: async (): Promise<{ list: TicketReportRow[] }> => {
        const rows = await db.select().from(ticketEvents).orderBy(desc(ticketEvents.id));
        const won = await queryRows<{
          event_id: string;
          kind: string | null;
          issued: string;
          opened: string;
        }>(
          db,
          sql`select event_id::text as event_id, prize->>'kind' as kind, count(*)::text as issued,
              (count(*) filter (where status = 'OPENED'))::text as opened
            from ${tickets} group by event_id, prize->>'kind'`,
        );
        return {
          list: rows.map((row) => {
            const mine = won.filter((entry) => Number(entry.event_id) === row.id);
            const wonByKind = { MONEY: 0, BONUS: 0, POINTS: 0, ITEM: 0, RETRY: 0 };
            for (const entry of mine) {
              if (entry.kind && entry.kind in wonByKind)
                wonByKind[entry.kind as keyof typeof wonByKind] += Number(entry.opened);
            }
            return {
              eventId: row.id,
              kind: row.kind,
              title: row.title,
              budget: formatMinorUnits(row.budget),
              spent: formatMinorUnits(row.spent),
              remaining: formatMinorUnits(row.budget - row.spent),
              issued: mine.reduce((sum, entry) => sum + Number(entry.issued), 0),
              opened: mine.reduce((sum, entry) => sum + Number(entry.opened), 0),
              won: wonByKind,
            };
          }),
        };
      },
    },
  };
};
