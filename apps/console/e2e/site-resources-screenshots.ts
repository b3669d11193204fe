/**
 * Captures the console's Resources & analytics page (with a tag id, CDNs and a failed check) and
 * its Member types page (with a type in both lists refused), on a phone and a desktop, dark
 * (Japanese) and light (English), into /screenshots/console-site-resources (git-ignored). Run after
 * `npm run build`: `npx tsx apps/console/e2e/site-resources-screenshots.ts`.
 */
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  PHONE,
  settled,
  startScreenshots,
  type Look,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi } from './support/console.ts';

const shots = await startScreenshots('console-site-resources', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await consoleApi(server, token, 'PUT', '/settings/domains', {
    domains: [{ domain: 'www.example.com', isMain: true, remark: '' }],
  });
  await consoleApi(server, token, 'PUT', '/settings/resources', {
    resources: { logoUrl: '/favicon.svg', faviconUrl: null },
    analytics: { gtagId: 'G-DEMO12345', consentRequired: true },
    cdn: { images: 'https://img.example-cdn.com', launch: null },
    merchantWallet: { isSingle: false },
  });
  const looks = {
    viewports: [PHONE, DESKTOP],
    looks: LOOKS,
    stored: (look: Look) => consoleStored(look, token),
  };

  await shots.eachLook('resources', looks, async ({ page, name }) => {
    await page.goto('/console/settings/resources');
    await page.locator('form.settings-form').waitFor();
    await settled(page);
    await page.screenshot({ path: `${outDir}resources-${name}.png`, fullPage: true });
    // A launch CDN on plain http: refused under its input before anything is sent.
    await page.locator('input[name="cdn.launch"]').fill('http://play.example-cdn.com');
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="cdn.launch"][aria-invalid="true"]').waitFor();
    await page.locator('input[name="cdn.launch"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${outDir}resources-invalid-${name}.png` });
  });

  await shots.eachLook('member types', looks, async ({ page, name }) => {
    await page.goto('/console/settings/member-types');
    await page.locator('form.settings-form').waitFor();
    await settled(page);
    await page.screenshot({ path: `${outDir}member-types-${name}.png`, fullPage: true });
    const agentTypes = page.locator('.chip-input input').first();
    await agentTypes.fill('4');
    await agentTypes.press('Enter');
    await page.locator('button[type="submit"]').click();
    await page.locator('.field--invalid').first().waitFor();
    await page.screenshot({ path: `${outDir}member-types-refused-${name}.png`, fullPage: true });
  });
});
