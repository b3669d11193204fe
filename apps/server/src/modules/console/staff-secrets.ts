import type { Database } from '../../platform/db/client.ts';
import { resealColumn } from '../../platform/crypto/secret-columns.ts';
import type { ResealMode, SecretBox } from '../../platform/crypto/secrets.ts';
import { staff, staffChallenges } from './tables.ts';

/** The additional data that binds a staff member's encrypted TOTP secret to its column and row. */
export const staffTotpContext = (staffId: string | number) => `staff.totp_secret:${staffId}`;

/** The same for the secret an enrolment challenge holds until its first code. */
export const staffPendingContext = (tokenHash: string | number) =>
  `staff_challenges.pending_secret:${tokenHash}`;

/** Encrypts plain staff TOTP secrets (an older install's) or, in mode `all`, those under an older key. */
export const resealStaffSecrets = async (db: Database, secrets: SecretBox, mode: ResealMode) =>
  (await resealColumn(
    db,
    secrets,
    { table: staff, key: staff.id, value: staff.totpSecret, context: staffTotpContext },
    mode,
  )) +
  (await resealColumn(
    db,
    secrets,
    {
      table: staffChallenges,
      key: staffChallenges.tokenHash,
      value: staffChallenges.pendingSecret,
      context: staffPendingContext,
    },
    mode,
  ));
