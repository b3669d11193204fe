/**
 * Captures the site header on phones 390 and 360 pixels wide, as a visitor and as a member with a
 * VIP rank (the demo ranks' "Silver (demo)", a long label), in both themes and languages, into
 * /screenshots/header (git-ignored), and prints each page's width beside the window's (a header
 * wider than the window makes the whole page scroll sideways). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/header-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import { createTestMember, fundTestMember } from '@platform/server/testing';
import { seedDemoVip } from '../../server/src/seed/demo-vip.ts';
import { logInForToken, onTestApp, PHONE, startScreenshots, webStored } from './support/screenshots.ts';

const VIEWPORTS = [PHONE, { name: 'phone360', width: 360, height: 780 }] as const;
const LOOKS = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'JA' },
  { theme: 'dark', language: 'EN' },
  { theme: 'light', language: 'EN' },
] as const;
const MEMBER = { username: 'shotheader', password: 'secret123' };

const shots = await startScreenshots('header', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

/** The demo ranks, and a member whose three deposits make it Silver, with a five-figure balance. */
const prepare = async () => {
  await seedDemoVip(services);
  const member = await createTestMember(services, MEMBER);
  await fundTestMember(services, MEMBER.username, '12345.67');
  for (const [index, amount] of [6000, 4000, 2500].entries()) {
    const at = new Date(Date.now() - (index + 1) * 60_000).toISOString();
    const payload = { orderId: 9100 + index, amount: String(amount * 100) };
    await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
      values ('deposit.credited', ${member.id}, ${at}::timestamptz, ${JSON.stringify(payload)}::jsonb)`);
  }
  await services.statistics.drain();
  await services.vip.overview(member.id);
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  for (const who of ['visitor', 'member'] as const) {
    const session = { token, username: MEMBER.username, isAgent: false };
    await shots.eachLook(
      `header ${who}`,
      {
        viewports: VIEWPORTS,
        looks: LOOKS,
        stored: (look) => webStored(look, who === 'member' ? session : undefined),
      },
      async ({ page, name, viewport }) => {
        await page.goto('/');
        const header = page.getByRole('banner');
        await header.waitFor();
        if (who === 'member') await header.getByRole('group', { name: /残高|Balance/ }).waitFor();
        await page.waitForTimeout(1500);
        // The arrival popups, when any: the header is the subject.
        while (await page.locator('dialog[open]').count()) {
          await page.keyboard.press('Escape');
          await page.waitForTimeout(300);
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        process.stdout.write(
          `${who} ${name}: page ${String(width)} px wide in a ${String(viewport.width)} px window\n`,
        );
        await page.screenshot({
          path: `${outDir}header-${who}-${name}.png`,
          clip: { x: 0, y: 0, width: Math.max(width, viewport.width), height: 120 },
          fullPage: true,
        });
        if (who === 'member') {
          // The member menu, with the VIP rank a phone's header leaves out.
          await header.locator('.member-menu__trigger').click();
          await page.getByRole('menu').waitFor();
          await page.screenshot({
            path: `${outDir}menu-${name}.png`,
            clip: { x: 0, y: 0, width: viewport.width, height: 560 },
          });
        }
      },
    );
  }
});
