import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  LAUNCH_TOKEN_TTL_SECONDS,
  MAX_LEDGER_MINOR_UNITS,
  PLAYER_SESSION_HOURS,
  type Language,
  type WalletKind,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { createToken, sha256 } from '../../platform/crypto/tokens.ts';
import { launchTokens, playerSessions } from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

export interface LaunchGrant {
  memberId: number;
  vassalage: string;
  nodeId: number;
  gameCode: string;
  demo: boolean;
  walletKind: WalletKind;
  currency: string;
  language: Language;
}

export type PlayerSessionRow = typeof playerSessions.$inferSelect;

/** Free-play players are not members to a vendor: their id names the session that holds the demo balance. */
const DEMO_PLAYER_PREFIX = 'demo-';

/** The id a vendor knows the player by: the member id, or the free-play session. */
export const playerIdOf = (session: Pick<PlayerSessionRow, 'demo' | 'id' | 'memberId'>) =>
  session.demo ? `${DEMO_PLAYER_PREFIX}${session.id}` : String(session.memberId);

/** What a player id names: a member, or a free-play session; undefined when it is neither. */
export const parsePlayerId = (
  playerId: string,
): { demo: false; memberId: number } | { demo: true; sessionId: number } | undefined => {
  const demo = playerId.startsWith(DEMO_PLAYER_PREFIX);
  const digits = demo ? playerId.slice(DEMO_PLAYER_PREFIX.length) : playerId;
  if (!/^[1-9]\d{0,15}$/.test(digits)) return undefined;
  const id = Number(digits);
  return demo ? { demo, sessionId: id } : { demo, memberId: id };
};

export type PlayerSessions = ReturnType<typeof createPlayerSessions>;

/** Sessions remembered per instance: more than this and the memory starts again. */
const SESSION_CACHE_MAX = 50_000;

/**
 * Launch tokens and the player sessions they open at a vendor. A session row never changes but
 * for its demo balance (always read from the database), so each instance remembers the sessions
 * it has read by token hash, and their expiry is still checked on every call.
 */
export const createPlayerSessions = ({ db, clock = systemClock }: { db: Database; clock?: Clock }) => {
  const remembered = new Map<string, PlayerSessionRow>();
  return {
    /** A one-time token for the launch URL; only its hash is stored. */
    issueLaunchToken: async (grant: LaunchGrant, executor: Executor = db) => {
      const token = createToken();
      const expiresAt = new Date(clock.now().getTime() + LAUNCH_TOKEN_TTL_SECONDS * 1000);
      await executor.insert(launchTokens).values({ tokenHash: sha256(token), ...grant, expiresAt });
      return { token, expiresAt };
    },

    /**
     * Exchanges a launch token for a player session, once: the conditional update lets exactly one
     * of two simultaneous exchanges through. Undefined for an unknown, used, expired or other vendor's token.
     */
    openSession: async (vassalage: string, token: string, demoBalance: bigint) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const [grant] = await tx
          .update(launchTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(launchTokens.tokenHash, sha256(token)),
              eq(launchTokens.vassalage, vassalage),
              isNull(launchTokens.usedAt),
              gt(launchTokens.expiresAt, now),
            ),
          )
          .returning();
        if (!grant) return undefined;
        const sessionToken = createToken();
        const [session] = await tx
          .insert(playerSessions)
          .values({
            tokenHash: sha256(sessionToken),
            memberId: grant.memberId,
            vassalage,
            nodeId: grant.nodeId,
            gameCode: grant.gameCode,
            demo: grant.demo,
            walletKind: grant.walletKind,
            demoBalance: grant.demo ? demoBalance : null,
            currency: grant.currency,
            language: grant.language,
            expiresAt: new Date(now.getTime() + PLAYER_SESSION_HOURS * 3_600_000),
          })
          .returning();
        if (!session) throw new Error('the player session was not stored');
        return { sessionToken, session };
      }),

    /** A vendor's live session by its token; undefined when unknown, another vendor's, or expired. */
    findLiveSession: async (vassalage: string, sessionToken: string) => {
      const tokenHash = sha256(sessionToken);
      let session = remembered.get(tokenHash);
      if (!session) {
        [session] = await db.select().from(playerSessions).where(eq(playerSessions.tokenHash, tokenHash));
        if (!session) return undefined;
        if (remembered.size >= SESSION_CACHE_MAX) remembered.clear();
        remembered.set(tokenHash, session);
      }
      return session.vassalage === vassalage && session.expiresAt > clock.now() ? session : undefined;
    },

    /** A free-play session by id, live or not (its late wins still land on its demo balance). */
    findDemoSession: async (vassalage: string, sessionId: number, executor: Executor = db) => {
      const [session] = await executor
        .select()
        .from(playerSessions)
        .where(
          and(
            eq(playerSessions.id, sessionId),
            eq(playerSessions.vassalage, vassalage),
            eq(playerSessions.demo, true),
          ),
        );
      return session;
    },

    /**
     * Moves a free-play balance under its guard; undefined when a debit would take it below zero or a
     * credit beyond the bigint range (compared without computing the overflowing sum).
     */
    moveDemoBalance: async (executor: Executor, sessionId: number, delta: bigint) => {
      const magnitude = sql`${(delta < 0n ? -delta : delta).toString()}::bigint`;
      const [row] = await executor
        .update(playerSessions)
        .set({ demoBalance: sql`${playerSessions.demoBalance} + ${delta.toString()}::bigint` })
        .where(
          and(
            eq(playerSessions.id, sessionId),
            delta < 0n
              ? sql`${playerSessions.demoBalance} >= ${magnitude}`
              : sql`${playerSessions.demoBalance} <= ${MAX_LEDGER_MINOR_UNITS.toString()}::bigint - ${magnitude}`,
          ),
        )
        .returning({ demoBalance: playerSessions.demoBalance });
      return row?.demoBalance ?? undefined;
    },

    /** Deletes launch tokens that can no longer be used. */
    purgeExpiredTokens: async () => {
      await db
        .delete(launchTokens)
        .where(lt(launchTokens.expiresAt, new Date(clock.now().getTime() - 86_400_000)));
    },
  };
};
