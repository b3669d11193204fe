import type { Database } from '../../platform/db/client.ts';
import { resealColumn } from '../../platform/crypto/secret-columns.ts';
import type { ResealMode, SecretBox } from '../../platform/crypto/secrets.ts';
import { depositChannels } from './tables.ts';

/** The additional data that binds a deposit channel's encrypted gateway signing secret to its row. */
export const gatewaySecretContext = (channelId: string | number) =>
  `deposit_channels.gateway_secret:${channelId}`;

/** Encrypts plain gateway signing secrets (an older install's) or, in mode `all`, those under an older key. */
export const resealGatewaySecrets = (db: Database, secrets: SecretBox, mode: ResealMode) =>
  resealColumn(
    db,
    secrets,
    {
      table: depositChannels,
      key: depositChannels.id,
      value: depositChannels.gatewaySecret,
      context: gatewaySecretContext,
    },
    mode,
  );
