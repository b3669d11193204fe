import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import type { RequestBody } from '../endpoint.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { enumValues } from '../statuses.ts';

/*
 * The wallet module: balance, deposits, withdrawals, bank accounts, payment password, transfers
 * between wallets and the transaction history.
 */

/** `GET /wps/v2/wallets/balance`. */
export const balanceSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});

export type Balance = z.infer<typeof balanceSchema>;

/** How a deposit channel takes money: a bank transfer the member proves, or an online gateway. */
export const DEPOSIT_CHANNEL_KIND = { BANK_TRANSFER: 'BANK_TRANSFER', ONLINE: 'ONLINE' } as const;

export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KIND)[keyof typeof DEPOSIT_CHANNEL_KIND];

/** The payment gateways an online channel can use; SANDBOX is built in and never moves real money. */
export const PAYMENT_GATEWAYS = ['SANDBOX'] as const;

export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Deposit order states (issue 4): only PENDING and EXPIRED orders can still be credited or failed. */
export const DEPOSIT_STATUS = {
  PENDING: 'PENDING',
  CREDITED: 'CREDITED',
  FAILED: 'FAILED',
  EXPIRED: 'EXPIRED',
} as const;

export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

/** Withdrawal states: the amount is held while PENDING, paid out when APPROVED, returned when REJECTED. */
export const WITHDRAWAL_STATUS = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];

/** Why money moved: the history's type filter and the ledger's transfer type. */
/** BET, WIN and ROLLBACK are game vendors' debits, credits and refunds; TEAM_TRANSFER moves between an agent and a downline; COMMISSION pays an agent from the operator's commission account (agent income). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'ADJUSTMENT',
  'BET',
  'WIN',
  'ROLLBACK',
  'TEAM_TRANSFER',
  'COMMISSION',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'BONUS',
  'REBATE',
  'BONUS_FORFEIT',
  /** Points mall (issue 26): cash paid for points, the money part of a redemption, and its refund on rejection. */
  'POINTS_PURCHASE',
  'POINTS_REDEEM',
  'POINTS_REFUND',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A member's wallet: the main wallet, the amount held for pending withdrawals, a game vendor's wallet. */
export const walletKindSchema = z.union([
  z.literal('MAIN'),
  z.literal('HOLD'),
  z.templateLiteral(['VENDOR:', z.string().regex(/^[A-Z0-9_]{1,32}$/)]),
]);

export type WalletKind = z.infer<typeof walletKindSchema>;

/** Uploaded proof images (spec section 9): png or jpg, at most 5 MB, checked by content. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const localizedName = z.object({ JA: z.string(), EN: z.string() });

/** Where a bank-transfer deposit is sent. */
export const payeeAccountSchema = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

/** `GET /wps/deposit/channels`: the enabled channels, in the operator's order, with their limits. */
export const depositChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(enumValues(DEPOSIT_CHANNEL_KIND)),
  name: localizedName,
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Bank transfers only: the payee account to send the money to. */
  payee: payeeAccountSchema.nullable(),
  /** Shown under the form, per language; may be empty. */
  instructions: localizedName,
});

export type DepositChannel = z.infer<typeof depositChannelSchema>;

/**
 * `POST /wps/deposit/orders`: `requestId` is made once per form, so a double submit opens one order.
 * A bank transfer then takes its proof with `PUT /wps/deposit/orders/:orderNo/proof`; an online
 * order answers the gateway's `paymentUrl` to open.
 */
export const depositRequestSchema = z.strictObject({
  requestId: z.uuid(),
  channelId: z.number().int().positive(),
  amount: amountSchema(),
});

/** As a client sends it: the amount in minor units, encoded to the wire's decimal string by the call. */
export type DepositRequest = RequestBody<typeof depositRequestSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelKind: z.enum(enumValues(DEPOSIT_CHANNEL_KIND)),
  channelName: localizedName,
  amount: z.string(),
  status: z.enum(enumValues(DEPOSIT_STATUS)),
  /** Online orders: the gateway page to send the member to while PENDING. */
  paymentUrl: z.string().nullable(),
  /** Bank transfers: the account the money goes to. */
  payee: payeeAccountSchema.nullable(),
  hasProof: z.boolean(),
  /** Why it failed, as the operator wrote it. */
  reason: z.string().nullable(),
  /** The ledger transfer that credited it. */
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});

export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const orderNoParamsSchema = z.strictObject({ orderNo: z.string().trim().min(1).max(32) });

/** `GET /wps/deposit/orders` and `GET /wps/withdrawals`: the member's own orders, newest first. */
export const memberOrdersQuerySchema = z.strictObject({ ...pageQuery });

/** `GET /wps/member/bank-accounts`. The number is masked except its last 4 digits. */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  maskedNumber: z.string(),
  createdAt: z.string(),
});

export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A member binds at most this many bank accounts. */
export const BANK_ACCOUNT_LIMIT = 5;

/**
 * `POST /wps/member/bank-accounts`. The account name must equal the member's payee name; a member
 * without one sets it with the first account (checked by the operator's payee-name rule).
 */
export const bankAccountRequestSchema = z.strictObject({
  bankName: z.string().trim().min(1).max(64),
  accountName: z.string().trim().min(1).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{4,34}$/, 'invalidAccountNumber'),
});

export type BankAccountRequest = z.input<typeof bankAccountRequestSchema>;

/** `GET /wps/member/security`: what the security centre shows about the wallet's protections. */
export const walletSecuritySchema = z.object({
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** Locked after too many wrong payment passwords; customer service unlocks it. */
  paymentPasswordLocked: z.boolean(),
});

export type WalletSecurity = z.infer<typeof walletSecuritySchema>;

/**
 * `PUT /wps/member/payment-password`: set the first one, or change it with the current one. The new
 * one follows the operator's payment-password rule.
 */
export const paymentPasswordRequestSchema = z.strictObject({
  currentPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmPassword: z.string().max(128),
});

export type PaymentPasswordRequest = z.input<typeof paymentPasswordRequestSchema>;

/** `GET /wps/withdrawals/config`: the limits a withdrawal respects. */
export const withdrawalConfigSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Withdrawals a member may request per day in the merchant's time zone. */
  dailyCount: z.number().int(),
  /** Requested today so far. */
  usedToday: z.number().int(),
});

export type WithdrawalConfig = z.infer<typeof withdrawalConfigSchema>;

/** `POST /wps/withdrawals`: the amount is held at once; the payment password is checked first. */
export const withdrawalRequestSchema = z.strictObject({
  requestId: z.uuid(),
  amount: amountSchema(),
  bankAccountId: z.number().int().positive(),
  paymentPassword: z.string().min(1).max(128),
});

/** As a client sends it: the amount in minor units, encoded to the wire's decimal string by the call. */
export type WithdrawalRequest = RequestBody<typeof withdrawalRequestSchema>;

export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  amount: z.string(),
  status: z.enum(enumValues(WITHDRAWAL_STATUS)),
  bankName: z.string(),
  maskedNumber: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const depositOrderPageSchema = pageOf(depositOrderSchema);

export type DepositOrderPage = z.infer<typeof depositOrderPageSchema>;

export const withdrawalOrderPageSchema = pageOf(withdrawalOrderSchema);

export type WithdrawalOrderPage = z.infer<typeof withdrawalOrderPageSchema>;

/** `GET /wps/wallet/wallets`: the member's wallets with their balances, main first. */
export const memberWalletsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.object({ kind: walletKindSchema, balance: z.string() })),
});

export type MemberWallets = z.infer<typeof memberWalletsSchema>;

/**
 * `POST /wps/wallet/transfer` (spec: the relay's wallet transfer, page transferFund): between the
 * main wallet and a game vendor's wallet. `amount` omitted moves everything (the page's "all back").
 */
export const walletTransferRequestSchema = z
  .strictObject({
    requestId: z.uuid(),
    from: walletKindSchema,
    to: walletKindSchema,
    amount: amountSchema().optional(),
  })
  .refine((input) => input.from !== input.to, { path: ['to'], message: 'sameWallet' });

/** As a client sends it: the amount in minor units, encoded to the wire's decimal string by the call. */
export type WalletTransferRequest = RequestBody<typeof walletTransferRequestSchema>;

export const walletTransferResultSchema = z.object({
  transferId: z.number().int().nullable(),
  amount: z.string(),
  /** Both wallets after the transfer. */
  wallets: memberWalletsSchema.shape.wallets,
  replayed: z.boolean(),
});

export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/**
 * `GET /wps/wallet/transactions` (spec: transactionHistory). Days are in the merchant's time zone;
 * the range is at most 90 days.
 */
export const transactionQuerySchema = z
  .strictObject({
    type: z.enum(TRANSACTION_TYPES).optional(),
    startDate: dateQuery,
    endDate: dateQuery,
    ...pageQuery,
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });

export type TransactionQuery = z.input<typeof transactionQuerySchema>;

/** The longest history range one query may ask for. */
export const TRANSACTION_RANGE_MAX_DAYS = 90;

/** One ledger transfer as the member sees it: signed from the main wallet's side. */
export const transactionRowSchema = z.object({
  /** The ledger transfer id: every row is exactly one transfer. */
  transferId: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed, 2 decimals: positive into the member's wallets, negative out; 0 between their own wallets. */
  amount: z.string(),
  from: walletKindSchema.nullable(),
  to: walletKindSchema.nullable(),
  /** The main wallet's balance after it, when the transfer touched the main wallet. */
  balanceAfter: z.string().nullable(),
  /** The deposit or withdrawal order it belongs to. */
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});

export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionPageSchema = pageOf(transactionRowSchema).extend({
  /** Over the whole filtered range, not just the page. */
  totals: z.object({ in: z.string(), out: z.string(), net: z.string() }),
});

export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** The sandbox gateway's signed notification (the body of the POST to the merchant's notify URL). */
export const sandboxNotificationSchema = z.strictObject({
  merchantOrderNo: z.string().max(32),
  reference: z.string().max(64),
  /** Minor units. */
  amount: z.string().regex(/^\d{1,18}$/),
  currency: z.string().max(8),
  status: z.enum(['SUCCESS', 'FAILED']),
  /** Unix milliseconds when the gateway sent it. */
  timestamp: z.number().int(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;
