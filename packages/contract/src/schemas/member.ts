import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages.ts';

/** `GET /wps/member/info` (spec section 3, "Member info"). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** Real wallet balance, 2 decimals. */
  balance: z.string(),
  currencySymbol: z.string(),
  currency: z.string(),
  unreadMessageCount: z.number().int(),
  availablePromoCount: z.number().int(),
  isVip: z.boolean(),
  vipLevel: z.number().int(),
  label: z.string().nullable(),
  rank: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The login before the current session's, `YYYY-MM-DD HH:mm:ss`; null on the first login. */
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** `GET /wps/v2/wallets/balance`. */
export const balanceSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** `PUT /wps/member/language`: a logged-in language change is saved to the server. */
export const languageUpdateSchema = z.strictObject({ language: z.enum(SUPPORTED_LANGUAGES) });
