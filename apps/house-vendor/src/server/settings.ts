import { eq } from 'drizzle-orm';
import type { HouseDatabase } from './db.ts';
import { houseSettings } from './tables.ts';

const SECRET_KEY = 'platform_secret';

/** The secret the platform gave the house vendor when it was registered, kept in its own table. */
export const createSecretStore = (db: HouseDatabase, override: string | undefined) => ({
  read: async (): Promise<string> => {
    if (override) return override;
    const [row] = await db.select().from(houseSettings).where(eq(houseSettings.key, SECRET_KEY));
    if (!row) throw new Error('the house vendor has no platform secret yet: register it first');
    return row.value;
  },
  has: async () =>
    Boolean(override) ||
    (await db.select().from(houseSettings).where(eq(houseSettings.key, SECRET_KEY))).length > 0,
  write: async (secret: string) => {
    await db
      .insert(houseSettings)
      .values({ key: SECRET_KEY, value: secret })
      .onConflictDoUpdate({ target: houseSettings.key, set: { value: secret } });
  },
});
