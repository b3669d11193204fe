/**
 * Captures the tickets page on a phone and a desktop, dark (Japanese) and light (English), for the
 * demo member with the demo ticket events (`seedDemoTickets`): the prize wheel with its odds and the
 * raffle banner, a result after a spin, the golden egg, and the records, into /screenshots/tickets
 * (git-ignored). Run after `npm run build -w @platform/web`: `npx tsx apps/web/e2e/tickets-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import { seedDemoTickets } from '../../server/src/seed/demo-tickets.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  settled,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const MEMBER = { username: 'demomember', password: 'demo1234' };

const shots = await startScreenshots('tickets', onTestApp());
const { outDir } = shots;
const { services } = shots.server;

await shots.run(async () => {
  await seedDemoTickets(services);
  // One spin per shot: the demo member's wheel tickets are topped up.
  const admin = await services.staff.findByUsername('demoadmin');
  const wheel = (await services.tickets.admin.events({ pageNum: 1, pageSize: 100 })).list.find(
    (event) => event.kind === 'PRIZE_WHEEL',
  );
  if (!admin || !wheel) throw new Error('no demo tickets');
  await services.tickets.admin.grant(
    { staffId: admin.id, username: admin.username, ip: '127.0.0.1' },
    { eventId: wheel.id, accounts: [MEMBER.username], count: 6, requestId: randomUUID() },
    'EN',
  );
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'tickets',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      // Without motion the wheel jumps to the drawn segment, so the result is there at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/member/tickets');
      await page.locator('.tickets-tab--prize_wheel').click();
      await page.locator('.tickets-wheel').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}wheel-${name}.png`, fullPage: true });
      // A points prize needs the points ledger (the rebate slice): until it is installed that draw is
      // refused and the ticket stays unopened, so the shot spins again.
      for (
        let attempt = 0;
        attempt < 8 && !(await page.locator('.tickets-result').isVisible());
        attempt += 1
      ) {
        await page.locator('.tickets-event__actions button').first().click();
        await page
          .locator('.tickets-result')
          .or(page.locator('.tickets-event__actions [role="alert"]'))
          .waitFor();
      }
      await page.locator('.tickets-result').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}result-${name}.png` });
      await page.locator('.tickets-result__actions button').first().click();
      await page.locator('.tickets-tab--golden_egg').click();
      await page.locator('.tickets-egg').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}egg-${name}.png`, fullPage: true });
      await page.locator('.tickets-tab--records').click();
      await page.locator('.tickets-record').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}records-${name}.png`, fullPage: true });
    },
  );
});
