/** The build's settings: Vite writes the `VITE_*` variables in at build time, typed in vite-env.d.ts. */
export const env = {
  /** Origin of the gateway; empty means the same origin that serves the app (the default). */
  apiUrl: import.meta.env.VITE_API_URL ?? '',
} as const;
