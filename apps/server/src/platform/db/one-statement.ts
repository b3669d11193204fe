import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Executor } from './client.ts';
import { sqlStateOf } from './database-errors.ts';

/**
 * SQLSTATEs after which a one-statement write has kept nothing: `statement_not_done()` (migration
 * 0015: it could not do all of its writes) and a deadlock with a twin request on a general path,
 * which takes its locks in another order.
 */
const NOT_DONE_STATES = new Set(['P9001', '40P01']);

/**
 * The usual case of a call as one statement on its own: `withClause` (`with a as (...), b as
 * (...)`) does every write, and `answer` (a scalar subquery of its CTEs, jsonb) is null unless all
 * of them happened. Runs prepared and outside any transaction block: one round trip, atomic by
 * itself. Answers undefined, with nothing kept, when the answer is null (a replay, a refusal, a
 * twin at the same time): the caller then takes its general path, which says why.
 */
export const inOneStatement = async <T>(
  executor: Executor,
  withClause: SQL,
  answer: SQL,
): Promise<T | undefined> => {
  try {
    const [row] = await queryPrepared<{ answer: T }>(
      executor,
      sql`${withClause} select coalesce((${answer}), statement_not_done()) as answer`,
    );
    return row?.answer;
  } catch (error) {
    if (NOT_DONE_STATES.has(sqlStateOf(error) ?? '')) return undefined;
    throw error;
  }
};
