/**
 * Captures the console's live hosts page and its host dialog on a phone and a desktop, dark in
 * Japanese and light in English, into /screenshots/console-live (git-ignored). Run after
 * `npm run build`: `npx tsx apps/console/e2e/live-hosts-screenshots.ts`.
 */
import en from '../src/features/content/i18n/en.json' with { type: 'json' };
import ja from '../src/features/content/i18n/ja.json' with { type: 'json' };
import type { LiveHostInput } from '@platform/contract';
import {
  consoleStored,
  onTestServer,
  PHONE,
  SMALL_DESKTOP,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { consoleApi, DEMO_ADMIN, signInThroughApi } from './support/console.ts';

const VIEWPORTS = [PHONE, SMALL_DESKTOP] as const;
const STYLES = [
  { theme: 'dark', language: 'JA', texts: ja },
  { theme: 'light', language: 'EN', texts: en },
] as const;

const HOSTS: LiveHostInput[] = [
  {
    name: { JA: 'ユイ', EN: 'Yui' },
    imageUrl: '/demo/host-yui.svg',
    status: 'ONLINE',
    languages: ['JA', 'EN'],
    chatUrl: 'https://chat.example.com/hosts/yui',
    sortOrder: 1,
  },
  {
    name: { JA: 'ソフィア', EN: 'Sofia' },
    imageUrl: '/demo/host-sofia.svg',
    status: 'BUSY',
    languages: ['EN', 'ES', 'PT'],
    chatUrl: 'https://chat.example.com/hosts/sofia',
    sortOrder: 2,
  },
  {
    name: { JA: 'メイ', EN: 'Mei' },
    imageUrl: '/demo/host-mei.svg',
    status: 'OFFLINE',
    languages: ['ZH', 'JA'],
    chatUrl: 'https://chat.example.com/hosts/mei',
    sortOrder: 3,
    enabled: false,
  },
];

const shots = await startScreenshots('console-live', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  for (const host of HOSTS) {
    const answer = await consoleApi(server, token, 'POST', '/content/live-hosts', host);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.payload));
  }

  await shots.eachLook(
    'console live hosts',
    { viewports: VIEWPORTS, looks: STYLES, stored: (look) => consoleStored(look, token) },
    async ({ page, name, look }) => {
      const shoot = async (shot: string, fullPage = true) => {
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${outDir}${shot}-${name}.png`, fullPage });
      };
      const texts = look.texts;
      await page.goto('/console/content/live-hosts');
      await page.getByRole('heading', { level: 1, name: texts.liveHosts.title }).waitFor();
      await page.locator('img.content-thumb').first().waitFor();
      await shoot('live-hosts');
      const yui = look.language === 'JA' ? 'ユイ' : 'Yui';
      await page
        .getByRole('button', { name: texts.content.actions.editNamed.replace('{{name}}', yui) })
        .click();
      await page.getByRole('dialog', { name: texts.liveHosts.editTitle }).waitFor();
      await shoot('live-host-dialog', false);
    },
  );
});
