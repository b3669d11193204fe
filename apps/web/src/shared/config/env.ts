import { z } from 'zod';

const envSchema = z.object({
  /** Origin of the gateway; empty means the same origin that serves the app (the default). */
  VITE_API_URL: z.string().default(''),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
} as const;
