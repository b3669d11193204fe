/**
 * Captures the avatar on a phone and a desktop, dark (Japanese) and light (English), into
 * /screenshots/avatar (git-ignored): the member centre of a member who chose an icon (the header's
 * member button and the centre both show it), the chooser open on it, and a member without an
 * avatar yet (the plain figure, the chooser's first words). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/avatar-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { callAsMember } from './support/app.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestServer,
  PHONE,
  settled,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const CHOSEN = { username: 'shotavatar', password: 'secret123' };
const PLAIN = { username: 'shotplain', password: 'secret123' };

const shots = await startScreenshots('avatar', onTestServer());
const { server, outDir } = shots;

/** A member logged in once (the session stays for the shots); `icon` the 1-based icon they choose. */
const prepare = async (member: { username: string; password: string }, icon?: number) => {
  await server.createMember(member);
  const setup = await shots.browser.newContext({ baseURL: server.url });
  const page = await setup.newPage();
  const token = await logInForToken(page, member.username, member.password);
  if (icon !== undefined) {
    const { icons } = (await callAsMember(page, 'GET', '/wps/member/info/icon')) as {
      icons: { id: number }[];
    };
    await callAsMember(page, 'PUT', '/wps/member/info/icon', { iconId: icons[icon - 1]?.id });
  }
  await setup.close();
  return token;
};

/** The member centre, its avatar's picture drawn (or the plain figure). */
const openCentre = async (page: Page) => {
  await page.goto('/member');
  await page.locator('.member-center__avatar').waitFor();
  await settled(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.member-avatar img')].every((image) => image.complete),
  );
};

const openChooser = async (page: Page) => {
  await page.locator('.member-center__change button').click();
  await page.locator('.avatar-chooser__grid').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.avatar-chooser img')].every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  const chosen = await prepare(CHOSEN, 5);
  const plain = await prepare(PLAIN);
  await shots.eachLook(
    'avatar chosen',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token: chosen, username: CHOSEN.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await openCentre(page);
      await page.screenshot({ path: `${outDir}centre-${name}.png` });
      await openChooser(page);
      await page.screenshot({ path: `${outDir}chooser-${name}.png` });
    },
  );
  await shots.eachLook(
    'avatar none',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token: plain, username: PLAIN.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await openCentre(page);
      await openChooser(page);
      await page.screenshot({ path: `${outDir}chooser-none-${name}.png` });
    },
  );
});
