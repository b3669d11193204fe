import type { z } from 'zod';
import type { memberDetailSchema } from '@platform/contract';

export type MemberDetail = z.infer<typeof memberDetailSchema>;
