import { eq } from 'drizzle-orm';
import type { HouseDatabase } from './db.ts';
import { houseSettings } from './tables.ts';

const SECRET_KEY = 'platform_secret';

/**
 * The secret the platform gave the house vendor when it was registered, kept in its own table and
 * read once: every money call signs with it.
 */
export const createSecretStore = (db: HouseDatabase, override: string | undefined) => {
  let known = override;
  return {
    read: async (): Promise<string> => {
      if (known) return known;
      const [row] = await db.select().from(houseSettings).where(eq(houseSettings.key, SECRET_KEY));
      if (!row) throw new Error('the house vendor has no platform secret yet: register it first');
      known = row.value;
      return known;
    },
    write: async (secret: string) => {
      await db
        .insert(houseSettings)
        .values({ key: SECRET_KEY, value: secret })
        .onConflictDoUpdate({ target: houseSettings.key, set: { value: secret } });
      known = override ?? secret;
    },
  };
};
