import type { z } from 'zod';
import type { memberDetailSchema, memberWalletSchema } from '@platform/contract';

export type MemberDetail = z.infer<typeof memberDetailSchema>;
export type MemberWallet = z.infer<typeof memberWalletSchema>;
