import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/index.ts';

/** Values a failing statement carries; none may reach the log. */
const PLANTED = {
  cast: 'planted-cast-7f3a9c',
  unique: 'planted-unique-1b8e42',
  notNull: 'planted-row-value-5d2c77',
  wrapped: 'planted-wrapped-93ab10',
};

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    // Test-only: statements that fail in the database, as a bug in a handler would make them fail.
    beforeReady: (app) => {
      app.get('/test/failing-query/:kind', async (request) => {
        const { kind } = request.params as { kind: string };
        const { db } = t;
        if (kind === 'cast') await db.execute(sql`select ${PLANTED.cast}::int`);
        if (kind === 'unique') {
          for (let i = 0; i < 2; i += 1)
            await db.execute(
              sql`insert into rate_limit_buckets (key, count, reset_at) values (${PLANTED.unique}, 1, now())`,
            );
        }
        if (kind === 'not-null')
          await db.execute(
            sql`insert into rate_limit_buckets (key, count, reset_at) values (${PLANTED.notNull}, null, now())`,
          );
        if (kind === 'wrapped') {
          try {
            await db.execute(sql`select ${PLANTED.wrapped}::timestamptz`);
          } catch (error) {
            throw new Error('could not read the schedule', { cause: error });
          }
        }
        if (kind === 'plain') throw new Error('a plain failure keeps its message');
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
}

/** Requests the failing route and answers the error the app logged for it. */
const failAndReadLog = async (kind: string): Promise<{ status: number; err: LoggedError; text: string }> => {
  const start = lines.length;
  const response = await t.app.inject({ method: 'GET', url: `/test/failing-query/${kind}` });
  const text = lines.slice(start).join('');
  const logged = lines
    .slice(start)
    .map((line) => JSON.parse(line) as { err?: LoggedError })
    .find((entry) => entry.err !== undefined);
  if (!logged?.err) throw new Error(`nothing logged for ${kind}: ${text}`);
  return { status: response.statusCode, err: logged.err, text };
};

describe('logs of failed SQL', () => {
  it('writes the statement and its SQLSTATE, never a parameter (quoted input in the message too)', async () => {
    const { status, err, text } = await failAndReadLog('cast');
    expect(status).toBe(500);
    expect(text).not.toContain(PLANTED.cast);
    expect(err.query).toBe('select $1::int');
    expect(err.message).toBe('Failed query: select $1::int');
    expect(err.cause).toMatchObject({ code: '22P02' });
    expect(err.cause?.message).toContain('invalid input syntax for type integer');
    expect(err.stack).toMatch(/^DrizzleQueryError: Failed query: select \$1::int\n\s+at /);
  });

  it('never writes the row values of a constraint failure (detail), only the names', async () => {
    const unique = await failAndReadLog('unique');
    expect(unique.text).not.toContain(PLANTED.unique);
    expect(unique.err.cause).toMatchObject({ code: '23505', constraint: 'rate_limit_buckets_pkey' });
    expect(unique.err.cause?.message).toContain('"rate_limit_buckets_pkey"');

    const notNull = await failAndReadLog('not-null');
    expect(notNull.text).not.toContain(PLANTED.notNull);
    expect(notNull.err.cause).toMatchObject({ code: '23502', table: 'rate_limit_buckets', column: 'count' });
  });

  it('redacts a failed query wrapped in another error, and leaves other errors as they were', async () => {
    const wrapped = await failAndReadLog('wrapped');
    expect(wrapped.text).not.toContain(PLANTED.wrapped);
    expect(wrapped.err.message).toBe('could not read the schedule');
    expect(wrapped.err.cause).toMatchObject({ query: 'select $1::timestamptz', cause: { code: '22007' } });

    const plain = await failAndReadLog('plain');
    expect(plain.err).toMatchObject({ type: 'Error', message: 'a plain failure keeps its message' });
    expect(plain.err.stack).toContain('a plain failure keeps its message');
  });
});
