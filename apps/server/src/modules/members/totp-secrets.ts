import type { Database } from '../../platform/db/client.ts';
import { resealColumn } from '../../platform/crypto/secret-columns.ts';
import type { ResealMode, SecretBox } from '../../platform/crypto/secrets.ts';
import { members } from './tables.ts';

/** The additional data that binds a member's encrypted TOTP secret to its column and row. */
export const memberTotpContext = (memberId: string | number) => `members.totp_secret:${memberId}`;

/** The same for a secret waiting for its first code. */
export const memberTotpPendingContext = (memberId: string | number) =>
  `members.totp_pending_secret:${memberId}`;

/** Encrypts plain member TOTP secrets (an older install's) or, in mode `all`, those under an older key. */
export const resealMemberSecrets = async (db: Database, secrets: SecretBox, mode: ResealMode) =>
  (await resealColumn(
    db,
    secrets,
    { table: members, key: members.id, value: members.totpSecret, context: memberTotpContext },
    mode,
  )) +
  (await resealColumn(
    db,
    secrets,
    { table: members, key: members.id, value: members.totpPendingSecret, context: memberTotpPendingContext },
    mode,
  ));
