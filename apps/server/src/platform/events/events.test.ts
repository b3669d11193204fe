import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { systemClock } from '../clock.ts';
import { queryRows } from '../db/client.ts';
import { createEventsService } from './service.ts';
import { domainEvents } from './tables.ts';

/*
 * The consumers' reading order on a real PostgreSQL server (PGlite has one connection, so no
 * transaction can stay open beside another): an event committed after an older transaction opened
 * waits behind it, and `drain` answers only once it is applied.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('event consumers on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('drain waits for an event behind an open transaction, ranking transaction ids as numbers', async () => {
    const events = createEventsService({ db: t.db, clock: systemClock });
    const applied: number[] = [];
    const name = `test-order-${Date.now()}`;
    const consumer = events.consumer({
      name,
      apply: async (tx, batch) => {
        const rows = await queryRows<{ id: string | number }>(
          tx,
          sql`select id from ${domainEvents} where ${batch.range} and payload->>'probe' = ${name} order by tx, id`,
        );
        applied.push(...rows.map((row) => Number(row.id)));
      },
      reset: () => Promise.resolve(),
    });
    // An old transaction id whose text ranks above any later one ('9' > '1234'): the latest event
    // must be found by number, or drain takes this one for the last and answers too early.
    const [old] = await queryRows<{ id: string | number }>(
      t.db,
      sql`insert into ${domainEvents} (tx, type, member_id, occurred_at, payload)
        values ('9'::xid8, 'member.login', null, now(), ${JSON.stringify({ probe: name })}::jsonb) returning id`,
    );
    await consumer.drain();
    expect(applied).toEqual([Number(old?.id)]);

    // A transaction opens (and takes an id) before the next event is written; it stays open a moment.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened = () => {};
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      opened();
      await released;
    });
    await isOpen;
    const [later] = await queryRows<{ id: string | number; tx: string }>(
      t.db,
      sql`insert into ${domainEvents} (type, member_id, occurred_at, payload)
        values ('member.login', null, now(), ${JSON.stringify({ probe: name })}::jsonb) returning id, tx::text as tx`,
    );
    expect(BigInt(later?.tx ?? 0)).toBeGreaterThan(9n);

    let drained = false;
    const draining = consumer.drain().then(() => {
      drained = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Behind the open transaction, the event cannot be applied yet, and drain has not answered.
    expect(drained).toBe(false);
    expect(applied).toEqual([Number(old?.id)]);
    release();
    await holder;
    await draining;
    expect(applied).toEqual([Number(old?.id), Number(later?.id)]);
  });
});
