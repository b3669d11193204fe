import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { domainEvents, eventCheckpoints } from './tables.ts';
import type { DomainEventInput, DomainEventType } from './types.ts';

/** The next events for a consumer, all committed, in `(tx, id)` order. */
export interface EventBatch {
  size: number;
  /** A condition on `domain_events` selecting exactly this batch, for consumers that aggregate in SQL. */
  range: SQL;
}

/** A reader of the events: what it computes from them, applied exactly once per event. */
export interface EventConsumerDefinition {
  /** Unique and stable: the checkpoint's key. */
  name: string;
  /**
   * Applies a batch, in the transaction that advances the checkpoint, so a crash applies all of a
   * batch or none of it. The result must not depend on how the events are split into batches.
   */
  apply(tx: Executor, batch: EventBatch): Promise<void>;
  /** Empties what the consumer computed, so a replay from the first event starts clean. */
  reset(tx: Executor): Promise<void>;
}

export interface EventConsumer {
  readonly name: string;
  /** Applies the next batch; answers how many events it applied (0 when caught up or busy elsewhere). */
  poll(): Promise<number>;
  /** Applies batches until caught up, waiting out one another instance is applying; answers how many this call applied. */
  drain(): Promise<number>;
  /** Events recorded but not yet applied. */
  lag(): Promise<number>;
  /** Empties the consumer's tables and applies every event from the first. */
  replay(): Promise<number>;
  /**
   * Holds the consumer still until the caller's transaction ends, for a change that rewrites what
   * the consumer computed (moving a team): no batch is applied half before and half after it.
   */
  hold(tx: Executor): Promise<void>;
}

const DEFAULT_BATCH = 2_000;
/** How long `drain` waits before looking again while another instance applies a batch. */
const BUSY_WAIT_MS = 20;

export type EventsService = ReturnType<typeof createEventsService>;

/**
 * Domain events (ARCHITECTURE.md, "The core every domain shares"): recorded in the transaction of
 * the change, read by consumers in commit-safe order, each remembering how far it got.
 */
export const createEventsService = ({ db, clock }: { db: Database; clock: Clock }) => {
  const ensureCheckpoint = (executor: Executor, name: string) =>
    executor.insert(eventCheckpoints).values({ consumer: name }).onConflictDoNothing();

  return {
    /** Records events in the caller's transaction, so they commit (or vanish) with the change. */
    record: async (executor: Executor, events: DomainEventInput | DomainEventInput[], at = clock.now()) => {
      const list = Array.isArray(events) ? events : [events];
      if (list.length === 0) return;
      await executor.insert(domainEvents).values(
        list.map((event) => ({
          type: event.type,
          memberId: event.memberId,
          occurredAt: at,
          payload: event.payload,
        })),
      );
    },

    /**
     * The insert of one event per row of `source` (`from ...`), for a statement that makes the change
     * and records it in one round trip; `memberId` and `payload` are SQL over those rows.
     */
    insertSql: (event: { type: DomainEventType; memberId: SQL; payload: SQL; at: Date }, source: SQL) =>
      sql`insert into ${domainEvents} (type, member_id, occurred_at, payload)
        select ${event.type}::text, ${event.memberId}, ${event.at.toISOString()}::timestamptz, ${event.payload}
        ${source}`,

    consumer: (definition: EventConsumerDefinition, batchSize = DEFAULT_BATCH): EventConsumer => {
      const { name } = definition;
      /** The next batch applied: how many events, or undefined while another instance applies one. */
      const applyNext = async (): Promise<number | undefined> =>
        db.transaction(async (tx) => {
          await ensureCheckpoint(tx, name);
          // Another instance applying a batch holds the row: this one has nothing to do now.
          const [checkpoint] = await tx
            .select()
            .from(eventCheckpoints)
            .where(eq(eventCheckpoints.consumer, name))
            .for('update', { skipLocked: true });
          if (!checkpoint) return undefined;
          // Only below the oldest open transaction: one still open may yet commit an event with a
          // smaller (tx, id), and reading past it would skip that event for good.
          // The ids are compared as xid8, never as their text (ORDER BY a text alias would rank
          // '949' above '1134').
          const ends = await queryRows<{ last_tx: string; id: string | number; n: string | number }>(
            tx,
            sql`
            select tx::text as last_tx, id, count(*) over () as n from (
              select tx, id from ${domainEvents}
              where (tx, id) > (${checkpoint.tx}::xid8, ${checkpoint.eventId}::bigint)
                and tx < pg_snapshot_xmin(pg_current_snapshot())
              order by tx, id
              limit ${batchSize}
            ) batch
            order by tx desc, id desc
            limit 1`,
          );
          const end = ends[0];
          if (!end) return 0;
          const last = { tx: end.last_tx, id: Number(end.id) };
          const range = sql`(${domainEvents.tx}, ${domainEvents.id}) > (${checkpoint.tx}::xid8, ${checkpoint.eventId}::bigint)
            and (${domainEvents.tx}, ${domainEvents.id}) <= (${last.tx}::xid8, ${last.id}::bigint)`;
          await definition.apply(tx, {
            size: Number(end.n),
            range,
          });
          await tx
            .update(eventCheckpoints)
            .set({ tx: last.tx, eventId: last.id, updatedAt: clock.now() })
            .where(eq(eventCheckpoints.consumer, name));
          return Number(end.n);
        });
      const poll = async () => (await applyNext()) ?? 0;
      /** Whether the checkpoint has passed an event: it was applied. */
      const hasApplied = async (event: { tx: string; id: number }) =>
        (
          await queryRows<{ passed: boolean }>(
            db,
            sql`select (${eventCheckpoints.tx}, ${eventCheckpoints.eventId}) >= (${event.tx}::xid8, ${event.id}::bigint) as passed
              from ${eventCheckpoints} where ${eventCheckpoints.consumer} = ${name}`,
          )
        )[0]?.passed === true;
      /**
       * Caught up means every event committed before the call is applied: a batch stops below the
       * oldest open transaction, so an event can wait behind another transaction (another consumer's
       * tick) for a moment, and `drain` waits it out, as it waits out a batch another instance applies.
       */
      const drain = async () => {
        const [latest] = await queryRows<{ last_tx: string; id: string | number }>(
          db,
          sql`select tx::text as last_tx, id from ${domainEvents} order by tx desc, id desc limit 1`,
        );
        const target = latest === undefined ? undefined : { tx: latest.last_tx, id: Number(latest.id) };
        let total = 0;
        for (;;) {
          const applied = await applyNext();
          if (applied === 0 && (target === undefined || (await hasApplied(target)))) return total;
          if (applied === undefined || applied === 0) await sleep(BUSY_WAIT_MS);
          else total += applied;
        }
      };
      return {
        name,
        poll,
        drain,
        lag: async () => {
          const [checkpoint] = await db
            .select()
            .from(eventCheckpoints)
            .where(eq(eventCheckpoints.consumer, name));
          const [row] = await db
            .select({ n: count() })
            .from(domainEvents)
            .where(
              checkpoint
                ? sql`(${domainEvents.tx}, ${domainEvents.id}) > (${checkpoint.tx}::xid8, ${checkpoint.eventId}::bigint)`
                : undefined,
            );
          return row?.n ?? 0;
        },
        replay: async () => {
          await db.transaction(async (tx) => {
            await ensureCheckpoint(tx, name);
            await tx.select().from(eventCheckpoints).where(eq(eventCheckpoints.consumer, name)).for('update');
            await definition.reset(tx);
            await tx
              .update(eventCheckpoints)
              .set({ tx: '0', eventId: 0, updatedAt: clock.now() })
              .where(eq(eventCheckpoints.consumer, name));
          });
          return drain();
        },
        hold: async (tx) => {
          await ensureCheckpoint(tx, name);
          await tx.select().from(eventCheckpoints).where(eq(eventCheckpoints.consumer, name)).for('update');
        },
      };
    },
  };
};
