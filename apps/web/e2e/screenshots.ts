/**
 * Captures the home page signed out and signed in, dark and light, Japanese and English, on a
 * phone and a desktop, into /screenshots (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['dark', 'light'] as const;
const LANGUAGES = ['JA', 'EN'] as const;
const DEMO_MEMBER = { username: 'demomember', password: 'demo1234' };

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

try {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: 1,
        });
        await context.addInitScript(
          ({ theme: storedTheme, language: storedLanguage }) => {
            localStorage.setItem('theme', storedTheme);
            localStorage.setItem('lang', storedLanguage);
          },
          { theme, language },
        );
        const page = await context.newPage();
        const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;

        await page.goto('/');
        await page.getByRole('banner').waitFor();
        await page.screenshot({ path: `${OUT_DIR}home-signed-out-${name}.png`, fullPage: true });

        await page.goto('/login');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await page.screenshot({ path: `${OUT_DIR}login-${name}.png` });
        await dialog.locator('input[name="username"]').fill(DEMO_MEMBER.username);
        await dialog.locator('input[name="password"]').fill(DEMO_MEMBER.password);
        await dialog.locator('button[type="submit"]').click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('banner').getByRole('group').waitFor();
        await page.locator('.hero .amount__value').waitFor();
        await page.screenshot({ path: `${OUT_DIR}home-signed-in-${name}.png`, fullPage: true });

        await context.close();
        process.stdout.write(`saved ${name}\n`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
