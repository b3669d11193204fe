import type { Database } from '../../platform/db/client.ts';
import { resealColumn } from '../../platform/crypto/secret-columns.ts';
import type { ResealMode, SecretBox } from '../../platform/crypto/secrets.ts';
import { gameVendors } from './tables.ts';

/** The additional data that binds a vendor's encrypted signing secret to its row. */
export const vendorSecretContext = (vassalage: string | number) => `game_vendors.secret:${vassalage}`;

/** Encrypts plain vendor signing secrets (an older install's) or, in mode `all`, those under an older key. */
export const resealVendorSecrets = (db: Database, secrets: SecretBox, mode: ResealMode) =>
  resealColumn(
    db,
    secrets,
    {
      table: gameVendors,
      key: gameVendors.vassalage,
      value: gameVendors.secret,
      context: vendorSecretContext,
    },
    mode,
  );
