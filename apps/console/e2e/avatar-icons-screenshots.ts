/**
 * Captures the console's avatar icons page on a desktop and a phone, dark (Japanese) and light
 * (English), into /screenshots/console-avatar (git-ignored): the default set with an icon staff
 * uploaded, members' choices counted, the upload with a new image waiting to be added, and the
 * removal's question. Run after `npm run build -w @platform/web -w @platform/console`:
 * `npx tsx apps/console/e2e/avatar-icons-screenshots.ts`.
 */
import { createTestMember } from '@platform/server/testing';
import { createStaffAndLogin } from '../../server/src/testing/console.ts';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestApp,
  PHONE,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { drawPng } from './support/finance.ts';

const shots = await startScreenshots('console-avatar', onTestApp({ withConsole: true }));
const { server: app, outDir } = shots;
const { services } = app;

/** A round badge on a transparent ground, as an operator's own icon might be. */
const badge = (rgb: [number, number, number]) =>
  drawPng(128, 128, (x, y) => {
    const distance = Math.hypot(x - 64, y - 64);
    if (distance > 62) return [255, 255, 255];
    if (distance > 54) return [250, 246, 230];
    return Math.abs(x - 64) + Math.abs(y - 64) < 30 ? [250, 246, 230] : rgb;
  });

await shots.run(async () => {
  const token = await createStaffAndLogin(app, 'shotavatars', 'ADMIN');
  const staff = await services.staff.findByUsername('shotavatars');
  if (!staff) throw new Error('no staff member');
  const actor = { staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
  const { url } = await services.media.upload(actor, badge([190, 40, 60]));
  const icons = await services.avatars.admin.add(actor, url, 'EN');
  // Members who chose icons: the page counts them.
  for (const [index, iconAt] of [0, 0, 4, 8].entries()) {
    const member = await createTestMember(services, { username: `shotava${index}`, password: 'secret123' });
    const icon = icons[iconAt];
    if (icon) await services.avatars.chooseIcon(member.id, icon.id);
  }

  await shots.eachLook(
    'console avatar icons',
    { viewports: [DESKTOP, PHONE], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/content/avatar-icons');
      await page.locator('.avatar-icons__item').nth(8).waitFor();
      await settled(page);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.avatar-icons img')].every(
          (image) => image.complete,
        ),
      );
      await page.screenshot({ path: `${outDir}icons-${name}.png`, fullPage: true });

      // An image uploaded and waiting for "Add icon".
      await page.locator('.image-upload__file').setInputFiles({
        name: 'blue.png',
        mimeType: 'image/png',
        buffer: badge([30, 110, 200]),
      });
      await page.locator('.image-upload__preview img').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}add-${name}.png` });

      await page.locator('.avatar-icons__actions .btn').nth(2).click();
      await page.locator('dialog[open]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}remove-${name}.png` });
    },
  );
});
