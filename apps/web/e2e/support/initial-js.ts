import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The built member app. */
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Issue 22's budget for the JavaScript the page loads before its first screen works. */
export const INITIAL_JS_BUDGET_KB = 100;

/**
 * The initial JavaScript: the start script, the app's entry and the modules it preloads, as the
 * built index.html names them (see apps/web/vite.config.ts), each gzipped at level 9. What the page
 * needs before its first screen works; the carousels, popups and other screens load later on their own.
 */
export const initialScript = (webDist = WEB_DIST) => {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = [...new Set(html.match(/\/assets\/[^"\s]+\.js/g) ?? [])];
  const sizes = files.map((file) => ({
    file,
    kb: gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length / 1024,
  }));
  return { kb: sizes.reduce((sum, { kb }) => sum + kb, 0), files: sizes };
};
