/** A screen whose code is still loading after this long is given up (spec section 9: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code did not arrive within `CHUNK_TIMEOUT_MS`: the page-slow message. */
export class SlowLoadError extends Error {
  override readonly name = 'SlowLoadError';

  constructor() {
    super(`The screen did not load within ${CHUNK_TIMEOUT_MS} ms`);
  }
}

/** Why a screen's code did not load: a script chunk, a style chunk, or the time-out. */
export type LoadFailure = 'script' | 'style' | 'slow';

/**
 * A failed `import()`: the browser's own `TypeError` (Chromium "Failed to fetch dynamically imported
 * module", Firefox "error loading dynamically imported module", Safari "Importing a module script
 * failed").
 */
const SCRIPT_FAILURE = /dynamically imported module|importing a module script failed/i;
/** Vite's preload helper rejects the import when one of the chunk's stylesheets does not load. */
const STYLE_FAILURE = 'Unable to preload CSS';

/** What kind of load failure `error` is; `null` for anything else (a screen that failed to render). */
export const loadFailureOf = (error: unknown): LoadFailure | null => {
  if (error instanceof SlowLoadError) return 'slow';
  if (!(error instanceof Error)) return null;
  if (error.message.startsWith(STYLE_FAILURE)) return 'style';
  if (error instanceof TypeError && SCRIPT_FAILURE.test(error.message)) return 'script';
  return null;
};

/** `loading`, or a `SlowLoadError` once it has taken longer than `CHUNK_TIMEOUT_MS`. */
export const withinChunkTimeout = <T>(loading: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SlowLoadError()), CHUNK_TIMEOUT_MS);
    void loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
