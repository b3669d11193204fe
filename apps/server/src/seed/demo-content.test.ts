import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_SLUGS, type AnnouncementPage, type HelpCenter, type Notices } from '@platform/contract';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { login, send } from '../testing/requests.ts';
import { seedDemoContent } from './demo-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedDemoContent', () => {
  it('fills every list the home page reads, once', async () => {
    expect(await seedDemoContent(t.services)).toHaveLength(1);
    expect(await seedDemoContent(t.services)).toEqual([]);

    const visitor = await send<Notices>(t, {
      method: 'GET',
      url: '/wps/relay/notices?types=B,PL,PU,PR,H',
      language: 'EN',
    });
    const {
      banners = [],
      playerNotices = [],
      popups = [],
      promotions = [],
      hotMatches = [],
    } = visitor.body.value;
    const groups = banners.map((banner) => banner.groupName);
    expect(groups.filter((group) => group === 'w_home')).toHaveLength(3);
    expect(groups.filter((group) => group !== 'w_home').sort()).toEqual(['w_forget', 'w_leftmenu', 'w_reg']);
    expect(banners.every((banner) => /^\/demo\/banner-[a-z]+\.svg$/.test(banner.imageUrl))).toBe(true);
    expect(playerNotices.filter((notice) => notice.marquee).length).toBeGreaterThanOrEqual(3);
    expect(popups.map((popup) => popup.audience)).toEqual(['B']);
    expect(promotions.map((item) => item.promotionType)).toEqual(['DEPOSIT_BONUS', 'REBATE']);
    expect(hotMatches).toHaveLength(6);
    expect(hotMatches.every((match) => Date.parse(match.matchTime) > Date.now())).toBe(true);
    expect(hotMatches.every((match) => match.homeTeamImage?.startsWith('/demo/team-'))).toBe(true);

    const member = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
    const signedIn = await send<Notices>(t, {
      method: 'GET',
      url: '/wps/relay/notices?types=PU',
      token: member,
    });
    expect(signedIn.body.value.popups?.map((popup) => popup.audience)).toEqual(['A', 'F']);

    const page = await send<AnnouncementPage>(t, { method: 'GET', url: '/wps/relay/announcements' });
    expect([page.body.value.total, page.body.value.totalPages]).toEqual([10, 2]);

    for (const language of ['JA', 'EN']) {
      const help = await send<HelpCenter>(t, {
        method: 'GET',
        url: `/wps/system/helpCenter?lang=${language}`,
      });
      const slugs = help.body.value.articles.map((article) => article.slug);
      expect(slugs).toEqual(
        expect.arrayContaining([HELP_SLUGS.TERMS, HELP_SLUGS.LICENCE, 'deposit', 'withdrawal']),
      );
      const terms = help.body.value.articles.find((article) => article.slug === HELP_SLUGS.TERMS);
      // The seeded HTML is what the sanitiser keeps: headings and lists survive storage.
      expect(terms?.content).toContain('<h3>1. ');
      expect(terms?.title).toMatch(language === 'JA' ? /デモ/ : /demo/);
    }
  });
});
