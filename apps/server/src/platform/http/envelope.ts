import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@platform/contract';

/** The success envelope with its value. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Response schemas of a route: its success value plus the shared failure envelope. */
export const replies = <T extends z.ZodType>(value: T) => ({
  200: okEnvelope(value),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const emptyValue = z.null();
