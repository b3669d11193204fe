import { z } from 'zod';

const envSchema = z.object({
  /** Origin of the gateway; empty means the same origin that serves the console (the default). */
  VITE_API_URL: z.string().default(''),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL,
  /** Where the router lives: Vite's `base` without its trailing slash (`/console`). */
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
} as const;
