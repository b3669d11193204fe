import { z } from 'zod';

/** Every answer of the gateway: `{ success: true, value }` or a failure with a stable `errorCode`. */
export const okEnvelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
});

export type OkEnvelope<T> = { success: true; value: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** Field errors travel as `value.fields`, one translated message per field. */
export type FieldErrors = Record<string, string>;
