import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashServerSeed } from '../engine/fair.ts';
import type { RotatedSeeds, SeedsView } from '../api/schemas.ts';
import type { HouseDatabase } from './db.ts';
import { HouseError } from './errors.ts';
import { houseRounds, houseSeedPairs } from './tables.ts';

type Executor = Parameters<Parameters<HouseDatabase['transaction']>[0]>[0] | HouseDatabase;
export type SeedPair = typeof houseSeedPairs.$inferSelect;

/** 256 bits from the operating system's secure source. */
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

export const seedsView = (pair: SeedPair): SeedsView => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/** Gives the player an active pair unless one exists (the partial unique index decides races). */
const ensureSeedPair = async (executor: Executor, playerId: string, clientSeed = newClientSeed()) => {
  const serverSeed = newServerSeed();
  await executor
    .insert(houseSeedPairs)
    .values({ playerId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
};

export const activeSeedPair = async (executor: Executor, playerId: string): Promise<SeedPair> => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [pair] = await executor
      .select()
      .from(houseSeedPairs)
      .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.active, true)));
    if (pair) return pair;
    await ensureSeedPair(executor, playerId);
  }
  throw new Error(`no seed pair for ${playerId}`);
};

/**
 * The pair and nonce of a new round. The update locks the pair's row, so a rotation waits for the
 * round's transaction and then sees the round (and refuses while it is unfinished).
 */
export const takeNonce = async (executor: Executor, playerId: string) => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [pair] = await executor
      .update(houseSeedPairs)
      .set({ nextNonce: sql`${houseSeedPairs.nextNonce} + 1` })
      .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.active, true)))
      .returning();
    if (pair) return { pair, nonce: pair.nextNonce - 1 };
    await ensureSeedPair(executor, playerId);
  }
  throw new Error(`no seed pair for ${playerId}`);
};

/**
 * Reveals the active server seed and starts a new pair with the player's client seed. Refused while
 * a round of the pair is unfinished: its outcome could be computed from the revealed seed.
 */
export const rotateSeeds = (db: HouseDatabase, playerId: string, clientSeed: string, now: Date) =>
  db.transaction(async (tx): Promise<RotatedSeeds> => {
    await ensureSeedPair(tx, playerId);
    const [previous] = await tx
      .update(houseSeedPairs)
      .set({ active: false, revealedAt: now })
      .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.active, true)))
      .returning();
    if (!previous) throw new Error(`no seed pair for ${playerId}`);
    const [unfinished] = await tx
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.seedPairId, previous.id),
          inArray(houseRounds.status, ['PENDING', 'OPEN', 'SETTLING']),
        ),
      )
      .limit(1);
    if (unfinished) throw new HouseError('round_open');
    await ensureSeedPair(tx, playerId, clientSeed);
    const current = await activeSeedPair(tx, playerId);
    return {
      previous: {
        serverSeed: previous.serverSeed,
        serverSeedHash: previous.serverSeedHash,
        clientSeed: previous.clientSeed,
        roundsPlayed: previous.nextNonce,
      },
      current: seedsView(current),
    };
  });
