import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** The system Chromium (Debian package `chromium`); browser tests never download one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const findBrowser = (): boolean => {
  if (existsSync(CHROMIUM_PATH)) return true;
  const reason = `no Chromium at ${CHROMIUM_PATH} (install the Debian package "chromium")`;
  // In CI a missing browser must fail the run, not pass it silently.
  if (process.env.CI === 'true') throw new Error(`Browser tests cannot run: ${reason}.`);
  process.stderr.write(`\nSkipping the browser tests: ${reason}.\n\n`);
  return false;
};

/** Whether the browser suites run; decided once, when the first suite loads. */
export const hasBrowser = findBrowser();

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });

/**
 * A browser with a profile on disk (`userDataDir`): unlike a new context (an incognito profile),
 * Chromium offers to install a web app there.
 */
export const launchPersistentContext = (
  userDataDir: string,
  options: Omit<Parameters<typeof chromium.launchPersistentContext>[1], 'executablePath' | 'args'>,
): Promise<BrowserContext> =>
  chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: LAUNCH_ARGS,
  });
