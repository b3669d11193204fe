/** How long a mirror may take to answer before it counts as unreachable. */
export const SPEED_CHECK_TIMEOUT_MS = 5000;

/**
 * Times one round trip from this browser to a mirror's health endpoint. `no-cors` because the
 * answer is not read (only that it arrived), `no-store` so a cached answer cannot fake speed.
 * Answers the milliseconds, or null when the domain did not answer in time.
 */
export const measureDomain = async (domain: string): Promise<number | null> => {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SPEED_CHECK_TIMEOUT_MS);
  const started = performance.now();
  try {
    await fetch(`https://${domain}/health`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: controller.signal,
    });
    return Math.round(performance.now() - started);
  } catch {
    return null;
  } finally {
    window.clearTimeout(timer);
  }
};
