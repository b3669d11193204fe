import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase, queryRows, type Database } from '../platform/db/client.ts';
import { createEventsService } from '../platform/events/service.ts';
import { createStatisticsService } from '../platform/statistics/service.ts';
import { createSystemService } from '../modules/system/service.ts';

/**
 * `npm run stats:rebuild`: empties the statistics and recomputes them from every domain event, then
 * says whether they came out identical to what the live consumer had kept (they should; a difference
 * means the live tables had drifted, and they are now right). Reports read partial figures while it
 * runs, so run it when the site is quiet.
 */
const digest = async (db: Database) => {
  const [row] = await queryRows<{ members: string; teams: string; digest: string }>(
    db,
    sql`select
      (select count(*) from member_daily_stats)::text as members,
      (select count(*) from team_daily_stats)::text as teams,
      md5(coalesce((select string_agg(s::text, ',' order by member_id, day, category) from member_daily_stats s), '')
        || coalesce((select string_agg(s::text, ',' order by agent_id, day, category) from team_daily_stats s), '')) as digest`,
  );
  if (!row) throw new Error('the statistics digest answered no row');
  return row;
};

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const { db } = database;
const system = createSystemService({ db, merchantCode: config.merchantCode });
const statistics = createStatisticsService({
  db,
  events: createEventsService({ db, clock: systemClock }),
  timeZone: async () => (await system.getSiteSetting()).timeZone,
});
const before = await digest(db);
const replayed = await statistics.rebuild();
const after = await digest(db);
await database.close();
console.log(
  `stats:rebuild ok: ${replayed} events replayed into ${after.members} member rows and ${after.teams} team rows; ${
    after.digest === before.digest
      ? 'identical to the live statistics'
      : `the live statistics differed (${before.members} member rows, ${before.teams} team rows) and are now rebuilt`
  }`,
);
