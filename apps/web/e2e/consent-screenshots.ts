/**
 * Captures the analytics consent banner on the home page (the operator set a Google tag id and
 * requires consent), on a phone and a desktop, dark (Japanese) and light (English), into
 * /screenshots/web-consent (git-ignored). Google's script is answered locally with an empty one.
 * Run after `npm run build`: `npx tsx apps/web/e2e/consent-screenshots.ts`.
 */
import { DESKTOP, LOOKS, PHONE, onTestServer, startScreenshots, webStored } from './support/screenshots.ts';
import { createConsoleApi } from './support/console-api.ts';

const shots = await startScreenshots('web-consent', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  await createConsoleApi(server.url).request('PUT', '/settings/resources', {
    resources: { logoUrl: null, faviconUrl: null },
    analytics: { gtagId: 'G-DEMO12345', consentRequired: true },
    cdn: { images: null, launch: null },
    merchantWallet: { isSingle: false },
  });
  await shots.eachLook(
    'consent banner',
    { viewports: [PHONE, DESKTOP], looks: LOOKS, stored: (look) => webStored(look) },
    async ({ page, context, name }) => {
      await context.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ contentType: 'application/javascript', body: '' }),
      );
      await page.goto('/');
      const banner = page.locator('.consent-banner');
      await banner.waitFor();
      // The page's first entrance (its arrival dialog) is closed, so the banner is seen over the home page.
      const arrival = page.locator('dialog[open]');
      if (await arrival.count()) await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${outDir}consent-${name}.png` });
    },
  );
});
