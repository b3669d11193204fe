import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { vassalageSchema } from '../games/schemas.ts';
import {
  VENDOR_REPLAY_WINDOW_SECONDS,
  VENDOR_SIGNATURE_HEADER,
  vendorAuthenticateSchema,
  vendorBalanceAnswerSchema,
  vendorBalanceSchema,
  vendorBetSchema,
  vendorRollbackSchema,
  vendorSessionSchema,
  vendorTransactionAnswerSchema,
  vendorWinSchema,
} from './schemas.ts';

const tags = ['vendor-api'];

const PROTOCOL = `Seamless-wallet API for game vendors. Every call is a POST of a JSON body to
\`/vendor-api/{vendor}/{call}\` with the header \`X-Signature: hex(HMAC-SHA256(secret, body))\` over the exact
body bytes, and a \`timestamp\` (seconds since the epoch) in the body within ${VENDOR_REPLAY_WINDOW_SECONDS} s
of the platform's clock. Amounts are decimal strings with 2 decimals at most. Launch: the platform opens the
vendor's launch URL with \`token\`, \`gameCode\`, \`language\`, \`mode\` (real | demo) and \`platform\`; the
vendor exchanges the token once, within 5 minutes, by \`authenticate\`, whose session names the merchant's
\`timeZone\`: every time the vendor shows the player is in it. Rules: every bet, win and rollback
is stored under its (vendor, transactionId); a repeat answers the stored answer and moves nothing; the same id
with other fields is \`transaction_mismatch\`; a bet the balance cannot cover is \`insufficient_funds\` with
the balance; a rollback of a bet never seen answers the final \`transaction_not_found\` and refuses that bet
id later (\`transaction_cancelled\`); a rollback after the round's win is \`round_closed\`; bets need a live
session and an unlocked player, wins and rollbacks never do. Business refusals are HTTP 200 with
\`success: false\`; 401 \`invalid_signature\` / \`request_expired\`, 404 unknown vendor, 400/422 malformed.`;

/** What every vendor call shares: the vendor in the path, the signature header, the protocol's text. */
const vendorCall = {
  tags,
  description: PROTOCOL,
  access: 'vendor',
  params: z.strictObject({ vendor: vassalageSchema }),
  headers: z.object({
    [VENDOR_SIGNATURE_HEADER]: z
      .string()
      .describe('Lower-case hex HMAC-SHA256 of the exact request body bytes, keyed by the vendor’s secret'),
  }),
} as const;

/** The seamless-wallet calls of game vendors, signed with the vendor's secret. */
export const vendorApiEndpoints = {
  authenticate: endpoint({
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/authenticate',
    summary: 'Exchange the launch token for a player session (once, within 5 minutes)',
    body: vendorAuthenticateSchema,
    response: vendorSessionSchema,
  }),
  balance: endpoint({
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/balance',
    summary: 'The player’s balance (a live session)',
    body: vendorBalanceSchema,
    response: vendorBalanceAnswerSchema,
  }),
  bet: endpoint({
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/bet',
    summary: 'Debit a bet',
    body: vendorBetSchema,
    response: vendorTransactionAnswerSchema,
  }),
  win: endpoint({
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/win',
    summary: 'Credit a win (0 for a loss); closes the round unless closeRound is false',
    body: vendorWinSchema,
    response: vendorTransactionAnswerSchema,
  }),
  rollback: endpoint({
    ...vendorCall,
    method: 'POST',
    path: '/vendor-api/:vendor/rollback',
    summary: 'Refund a bet, exactly once',
    body: vendorRollbackSchema,
    response: vendorTransactionAnswerSchema,
  }),
};
