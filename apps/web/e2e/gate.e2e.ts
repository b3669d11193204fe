import { afterEach, describe, expect, it } from 'vitest';
import { siteConfigSchema, SYSTEM_STATUS } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { textOf, useBrowserSuite, visible } from './support/app.ts';

describe.skipIf(!hasBrowser)('start-up gate', () => {
  const suite = useBrowserSuite();

  /** The operator's texts for the status pages, as the gateway serves them. */
  const statusTexts = async () => {
    const answer = (await (await fetch(`${suite.server.url}/wps/system/config`)).json()) as {
      value: unknown;
    };
    const config = siteConfigSchema.parse(answer.value);
    return { maintenance: config.maintenance, blocked: config.regionRestriction };
  };

  afterEach(async () => {
    await suite.server.setSystemStatus(SYSTEM_STATUS.NORMAL);
  });

  it('shows the maintenance page while the site is in maintenance', async () => {
    const texts = await statusTexts();
    await suite.server.setSystemStatus(SYSTEM_STATUS.MAINTENANCE);
    const page = await suite.openPage('/', { language: 'EN' });

    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(texts.maintenance.heading.EN);
    await visible(page.getByText(texts.maintenance.info.EN ?? ''));
    await visible(page.getByRole('button', { name: 'Customer service' }));
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });

  it('shows the blocked-region page with the visitor IP', async () => {
    const texts = await statusTexts();
    await suite.server.setSystemStatus(SYSTEM_STATUS.REGION_RESTRICTED);
    const page = await suite.openPage('/', { language: 'EN' });

    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(texts.blocked.heading.EN);
    expect(await textOf(page.getByText('Your IP address:'))).toContain('127.0.0.1');
    await visible(page.getByText(texts.blocked.info.EN ?? ''));
    await visible(page.getByRole('button', { name: 'Customer service' }));
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });
});
