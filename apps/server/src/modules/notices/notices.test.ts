import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementInput,
  AnnouncementPage,
  BannerInput,
  HotMatchInput,
  Notices,
  PlayerNoticeInput,
  PopupInput,
} from '@platform/contract';
import { createTestApp, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';

let t: TestApp;
let staff: string;
let member: string;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const text = (en: string) => ({ JA: `${en}（日本語）`, EN: en });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffAndLogin(t, 'noticeseditor', 'CONTENT');
  member = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
});
afterAll(async () => {
  await t.close();
});

/** Content is made as the operator makes it: through the console API. */
const create = async (resource: string, payload: unknown) => {
  const answer = await send<{ id: number }>(t, {
    method: 'POST',
    url: `/console-api/content/${resource}`,
    token: staff,
    language: 'EN',
    payload,
  });
  if (answer.status !== 200) throw new Error(`${resource}: ${JSON.stringify(answer.body)}`);
  return answer.body.value.id;
};

const notices = async (query: string, options: { token?: string; language?: string } = {}) =>
  send<Notices>(t, { method: 'GET', url: `/wps/relay/notices?${query}`, ...options });

describe('GET /wps/relay/notices', () => {
  it('answers only the asked types, and 422 for types it does not know', async () => {
    const banners = await notices('types=B');
    expect(banners.status).toBe(200);
    expect(Object.keys(banners.body.value)).toEqual(['banners']);
    const several = await notices('types=pl, H ,PR&platform=W');
    expect(Object.keys(several.body.value).sort()).toEqual(['hotMatches', 'playerNotices', 'promotions']);
    expect(several.headers['cache-control']).toBe('no-cache');
    for (const bad of ['types=B,XX', 'types=', 'types=B&platform=X', 'nothing=1', 'types=B&types=PL']) {
      const answer = await notices(bad);
      expect([bad, answer.status, answer.body.errorCode]).toEqual([bad, 422, 'validation_failed']);
    }
  });

  it('shows enabled banners within their schedule, in the operator’s order, titled in the asked language', async () => {
    const banner = (title: string, extra: Partial<BannerInput> = {}): BannerInput => ({
      groupName: 'w_home',
      title: text(title),
      imageUrl: `/demo/${title}.svg`,
      ...extra,
    });
    const second = await create('banners', banner('second', { sortOrder: 2 }));
    const first = await create(
      'banners',
      banner('first', {
        sortOrder: 1,
        linkageType: 'INTERNAL',
        url: '/promotions',
        endsAt: at(HOUR),
        headline: text('First headline'),
        subline: text('First line two'),
      }),
    );
    const third = await create('banners', banner('third', { sortOrder: 2, groupName: 'w_reg' }));
    await create('banners', banner('future', { startsAt: at(HOUR) }));
    await create('banners', banner('ended', { startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }));
    await create('banners', banner('disabled', { enabled: false }));

    const english = await notices('types=B', { language: 'EN' });
    expect(english.body.value.banners).toEqual([
      {
        id: first,
        groupName: 'w_home',
        title: 'first',
        headline: 'First headline',
        subline: 'First line two',
        imageUrl: '/demo/first.svg',
        linkageType: 'INTERNAL',
        url: '/promotions',
      },
      {
        id: second,
        groupName: 'w_home',
        title: 'second',
        headline: null,
        subline: null,
        imageUrl: '/demo/second.svg',
        linkageType: 'NONE',
        url: null,
      },
      {
        id: third,
        groupName: 'w_reg',
        title: 'third',
        headline: null,
        subline: null,
        imageUrl: '/demo/third.svg',
        linkageType: 'NONE',
        url: null,
      },
    ]);
    // The `language` parameter wins over the header; without either the default is Japanese.
    const japanese = await notices('types=B&language=JA', { language: 'EN' });
    expect(japanese.body.value.banners?.[0]).toMatchObject({
      headline: 'First headline（日本語）',
      subline: 'First line two（日本語）',
    });
    expect(japanese.body.value.banners?.map((item) => item.title)).toEqual([
      'first（日本語）',
      'second（日本語）',
      'third（日本語）',
    ]);
    expect((await notices('types=B')).body.value.banners?.[0]?.title).toBe('first（日本語）');
  });

  it('shows scheduled player notices as plain text, in the operator’s order then newest first', async () => {
    const notice = (title: string, extra: Partial<PlayerNoticeInput> = {}): PlayerNoticeInput => ({
      title: text(title),
      content: text(`${title} body`),
      ...extra,
    });
    await create('notices', notice('older'));
    await create('notices', notice('newer', { marquee: false }));
    await create('notices', notice('ordered last', { sortOrder: 5 }));
    await create('notices', notice('later', { startsAt: at(HOUR) }));
    await create('notices', notice('off', { enabled: false }));
    const answer = await notices('types=PL', { language: 'EN' });
    const list = answer.body.value.playerNotices ?? [];
    expect(list.map((item) => [item.title, item.content, item.marquee])).toEqual([
      ['newer', 'newer body', false],
      ['older', 'older body', true],
      ['ordered last', 'ordered last body', true],
    ]);
    expect(list[0]?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows audience B popups to visitors, and A and F to members and trial players', async () => {
    const popup = (audience: PopupInput['audience'], extra: Partial<PopupInput> = {}): PopupInput => ({
      audience,
      title: text(`for ${audience}`),
      content: text(`<p>popup ${audience}</p>`),
      ...extra,
    });
    await create('popups', popup('B'));
    await create('popups', popup('A', { linkageType: 'EXTERNAL', url: 'https://example.com/promo' }));
    await create('popups', popup('F'));
    await create('popups', popup('A', { title: text('A later'), startsAt: at(HOUR) }));
    await create('popups', popup('B', { title: text('B off'), enabled: false }));

    const titles = (answer: { body: { value: Notices } }) =>
      answer.body.value.popups?.map((item) => item.title);
    expect(titles(await notices('types=PU', { language: 'EN' }))).toEqual(['for B']);
    expect(titles(await notices('types=PU', { language: 'EN', token: member }))).toEqual(['for A', 'for F']);
    const trial = await openTrialSession(t.services, t.db, 'popuptrial');
    expect(titles(await notices('types=PU', { language: 'EN', token: trial }))).toEqual(['for A', 'for F']);
    // A token that is not a live session is a visitor, not an error.
    expect(titles(await notices('types=PU', { language: 'EN', token: 'expired-token' }))).toEqual(['for B']);

    const [forA] = (await notices('types=PU', { language: 'EN', token: member })).body.value.popups ?? [];
    expect(forA).toMatchObject({
      audience: 'A',
      content: '<p>popup A</p>',
      linkageType: 'EXTERNAL',
      url: 'https://example.com/promo',
      imageUrl: null,
    });
  });

  it('lists hot matches from two hours before now, by kick-off, with two-decimal odds', async () => {
    const match = (home: string, offsetMs: number, extra: Partial<HotMatchInput> = {}): HotMatchInput => ({
      league: text('League'),
      homeTeam: text(home),
      awayTeam: text('Away'),
      matchTime: at(offsetMs),
      homeTeamOdds: '1.9',
      awayTeamOdds: '12',
      ...extra,
    });
    await create('hot-matches', match('tomorrow', 24 * HOUR));
    await create('hot-matches', match('kicked off', -HOUR, { homeTeamImage: '/demo/crest.svg' }));
    await create('hot-matches', match('finished', -3 * HOUR));
    await create('hot-matches', match('hidden', 2 * HOUR, { enabled: false }));
    const answer = await notices('types=H', { language: 'EN' });
    const list = answer.body.value.hotMatches ?? [];
    expect(list.map((item) => item.homeTeam)).toEqual(['kicked off', 'tomorrow']);
    expect(list[0]).toMatchObject({
      league: 'League',
      awayTeam: 'Away',
      homeTeamImage: '/demo/crest.svg',
      awayTeamImage: null,
      moneyLine: { homeTeamOdds: '1.90', awayTeamOdds: '12.00' },
    });
    expect(Date.parse(list[0]?.matchTime ?? '')).toBeLessThan(Date.now());
  });
});

describe('announcements', () => {
  it('pages enabled announcements 9 at a time, newest first, with the promotion ones in the notices', async () => {
    const announcement = (n: number, extra: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
      title: text(`News ${n}`),
      content: text(`<p>Story ${n}</p>`),
      ...extra,
    });
    for (let n = 1; n <= 10; n += 1) {
      await create('announcements', announcement(n, n % 4 === 0 ? { promotionType: 'DEPOSIT_BONUS' } : {}));
    }
    await create('announcements', announcement(99, { enabled: false, promotionType: 'EVENT' }));

    const first = await send<AnnouncementPage>(t, {
      method: 'GET',
      url: '/wps/relay/announcements',
      language: 'EN',
    });
    expect(first.body.value.total).toBe(10);
    expect(first.body.value.totalPages).toBe(2);
    expect(first.body.value.list.map((item) => item.title)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `News ${n}`),
    );
    expect(first.body.value.list[0]).toMatchObject({ content: '<p>Story 10</p>', promotionType: null });
    expect(first.body.value.list[0]?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await send<AnnouncementPage>(t, {
      method: 'GET',
      url: '/wps/relay/announcements?pageNum=2&language=JA',
    });
    expect(second.body.value.list.map((item) => item.title)).toEqual(['News 1（日本語）']);
    const small = await send<AnnouncementPage>(t, {
      method: 'GET',
      url: '/wps/relay/announcements?pageSize=4',
    });
    expect([small.body.value.list.length, small.body.value.totalPages]).toEqual([4, 3]);
    const bad = await send(t, { method: 'GET', url: '/wps/relay/announcements?pageSize=0&pageNum=x' });
    expect([bad.status, bad.body.errorCode]).toEqual([422, 'validation_failed']);

    const promotions = (await notices('types=PR', { language: 'EN' })).body.value.promotions ?? [];
    expect(promotions.map((item) => [item.title, item.promotionType])).toEqual([
      ['News 8', 'DEPOSIT_BONUS'],
      ['News 4', 'DEPOSIT_BONUS'],
    ]);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('answers enabled articles in the operator’s order, in the asked language', async () => {
    const article = (slug: string, sortOrder: number, enabled = true) => ({
      slug,
      title: text(slug),
      content: text(`<p>${slug} text</p>`),
      sortOrder,
      enabled,
    });
    await create('help', article('licence', 2));
    await create('help', article('term', 1));
    await create('help', article('draft', 0, false));
    const english = await send<{ articles: unknown[] }>(t, {
      method: 'GET',
      url: '/wps/system/helpCenter?lang=EN&device=WEB',
    });
    expect(english.body.value.articles).toEqual([
      { slug: 'term', title: 'term', content: '<p>term text</p>' },
      { slug: 'licence', title: 'licence', content: '<p>licence text</p>' },
    ]);
    const header = await send<{ articles: { title: string }[] }>(t, {
      method: 'GET',
      url: '/wps/system/helpCenter',
      language: 'JA',
    });
    expect(header.body.value.articles.map((item) => item.title)).toEqual([
      'term（日本語）',
      'licence（日本語）',
    ]);
    const bad = await send(t, { method: 'GET', url: '/wps/system/helpCenter?lang=XX&device=APP' });
    expect(bad.status).toBe(422);
  });
});
