/**
 * Captures the profile page's default password section (not set, then set) on a desktop, dark
 * (Japanese) and light (English), into /screenshots/console-default-password (git-ignored). Run after
 * `npm run build -w @platform/console`: `npx tsx apps/console/e2e/default-password-screenshots.ts`.
 */
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi } from './support/console.ts';

const shots = await startScreenshots('console-default-password', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  for (const state of ['not-set', 'set'] as const) {
    if (state === 'set')
      await consoleApi(server, token, 'PUT', '/settings/default-password', { password: '246810' });
    await shots.eachLook(
      `default password ${state}`,
      { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
      async ({ page, name }) => {
        await page.goto('/console/settings/profile');
        const section = page.getByTestId('default-password-state');
        await section.waitFor();
        await section.scrollIntoViewIfNeeded();
        await settled(page);
        await page.screenshot({ path: `${outDir}${state}-${name}.png` });
      },
    );
  }
});
