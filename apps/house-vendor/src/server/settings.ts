import { and, eq, sql } from 'drizzle-orm';
import type { HouseDatabase } from './db.ts';
import { houseSettings } from './tables.ts';

const SECRET_KEY = 'platform_secret';

/**
 * How the stored platform secret is kept. The platform's process hands in one that encrypts it
 * with the platform's secrets key (its row is then useless without that key); without one it is
 * stored as given.
 */
export interface SecretCodec {
  /** The stored form of the secret. */
  seal(secret: string): string;
  /** The secret from its stored form; throws when it does not open. */
  open(stored: string): string;
}

const PLAIN: SecretCodec = { seal: (secret) => secret, open: (stored) => stored };

/**
 * The secret the platform gave the house vendor when it was registered, kept in its own table and
 * read once: every money call signs with it.
 */
export const createSecretStore = (
  db: HouseDatabase,
  override: string | undefined,
  codec: SecretCodec = PLAIN,
) => {
  let known = override;
  return {
    read: async (): Promise<string> => {
      if (known) return known;
      const [row] = await db.select().from(houseSettings).where(eq(houseSettings.key, SECRET_KEY));
      if (!row) throw new Error('the house vendor has no platform secret yet: register it first');
      known = codec.open(row.value);
      return known;
    },
    write: async (secret: string) => {
      const value = codec.seal(secret);
      await db
        .insert(houseSettings)
        .values({ key: SECRET_KEY, value })
        .onConflictDoUpdate({ target: houseSettings.key, set: { value } });
      known = override ?? secret;
    },
  };
};

/**
 * Rewrites the stored platform secret through `rewrite` (which answers the new stored form, or
 * null to keep it), when the row is still the one read: the host's data migration and key
 * rotation. Does nothing before the house tables exist. Answers whether it rewrote.
 */
export const rewriteStoredSecret = async (
  db: HouseDatabase,
  rewrite: (stored: string) => string | null,
): Promise<boolean> => {
  const result = await db.execute(sql`select to_regclass('house_settings') is not null as present`);
  const [exists] = (result as { rows: { present: boolean }[] }).rows;
  if (!exists?.present) return false;
  const [row] = await db.select().from(houseSettings).where(eq(houseSettings.key, SECRET_KEY));
  if (!row) return false;
  const next = rewrite(row.value);
  if (next === null) return false;
  const updated = await db
    .update(houseSettings)
    .set({ value: next })
    .where(and(eq(houseSettings.key, SECRET_KEY), eq(houseSettings.value, row.value)))
    .returning({ key: houseSettings.key });
  return updated.length > 0;
};
