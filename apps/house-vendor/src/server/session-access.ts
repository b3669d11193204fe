import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { HouseErrorCode } from '../api/schemas.ts';
import type { HouseDatabase } from './db.ts';
import { HouseError } from './errors.ts';
import { PlatformRefusal, type PlatformClient } from './platform-client.ts';
import { houseSessions } from './tables.ts';

export type SessionRow = typeof houseSessions.$inferSelect;

/** Refusals of the platform the player can act on; anything else is the platform being unavailable. */
const PLAYER_REFUSALS = new Set<string>(['insufficient_funds', 'player_locked', 'session_expired']);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What every game of the house reads first: the game page's session from its bearer token, the
 * player's refusal a failed platform call stands for, and the session's balance.
 */
export const createSessionAccess = ({
  db,
  platform,
  clock,
  log,
}: {
  db: HouseDatabase;
  platform: PlatformClient;
  clock: () => Date;
  log?: { warn(details: object, message: string): void } | undefined;
}) => {
  /** The refusal to answer for a failed platform call: the player's own, or `platform_unavailable`. */
  const refusalOf = (error: unknown): HouseError => {
    if (error instanceof PlatformRefusal) {
      if (PLAYER_REFUSALS.has(error.code)) return new HouseError(error.code as HouseErrorCode);
      log?.warn({ code: error.code }, 'platform refused a house vendor call');
    } else {
      log?.warn({ err: error }, 'platform unavailable for a house vendor call');
    }
    return new HouseError('platform_unavailable');
  };
  return {
    refusalOf,
    /** The live session of a bearer token; `session_invalid` without one. */
    sessionOf: async (token: string | undefined): Promise<SessionRow> => {
      if (!token) throw new HouseError('session_invalid');
      const [session] = await db
        .select()
        .from(houseSessions)
        .where(and(eq(houseSessions.tokenHash, sha256(token)), gt(houseSessions.expiresAt, clock())));
      if (!session) throw new HouseError('session_invalid');
      return session;
    },

    /** The player's balance at the platform, as the session's wallet has it. */
    balanceOf: async (session: SessionRow): Promise<string> => {
      try {
        return (await platform.balance(session.platformSessionId)).balance;
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
};
export type SessionAccess = ReturnType<typeof createSessionAccess>;
