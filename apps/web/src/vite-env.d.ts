/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the gateway; unset or empty means the same origin that serves the app. */
  readonly VITE_API_URL?: string;
}
