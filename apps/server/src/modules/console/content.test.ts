import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AnnouncementAdmin,
  BannerAdmin,
  HelpArticleAdmin,
  HotMatchAdmin,
  PlayerNoticeAdmin,
  PopupAdmin,
} from '@platform/contract';
import { OPERATOR_HTML_MAX } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { announcements, popups } from '../notices/tables.ts';
import { helpArticles } from '../system/tables.ts';

let t: TestApp;
let content: string;
let admin: string;
let finance: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  content = await createStaffAndLogin(t, 'contenteditor', 'CONTENT');
  admin = await createStaffAndLogin(t, 'contentadmin', 'ADMIN');
  finance = await createStaffAndLogin(t, 'contentfinance', 'FINANCE');
  support = await createStaffAndLogin(t, 'contentsupport', 'SUPPORT');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T>(method: Method, url: string, payload?: unknown, token = content) =>
  send<T>(t, {
    method,
    url: `/console-api/content/${url}`,
    token,
    language: 'EN',
    ...(payload === undefined ? {} : { payload }),
  });

const auditOf = async (targetType: string, targetId: number) => {
  const answer = await send<{
    list: { action: string; staffUsername: string; before: unknown; after: unknown }[];
  }>(t, {
    method: 'GET',
    url: `/console-api/audit?targetType=${targetType}&targetId=${targetId}`,
    token: admin,
  });
  return answer.body.value.list;
};

/** Every vector that would run in a browser if it were stored and shown as it came. */
const HOSTILE =
  '<p>Hello <strong>world</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><a href=" JaVaScRiPt:alert(4)">again</a>' +
  '<svg onload=alert(5)></svg><iframe src="https://evil.example"></iframe><p style="x:expression(alert(6))">s</p>';
const expectClean = (html: string) => {
  expect(html).toContain('<p>Hello <strong>world</strong></p>');
  expect(html).not.toMatch(/script|onerror|onload|javascript|iframe|svg|style=/i);
};

describe('console: site content lists', () => {
  it('creates, lists, replaces and deletes a banner, each change audited with before and after', async () => {
    const input = {
      groupName: 'w_home',
      title: { JA: 'ようこそ', EN: 'Welcome' },
      imageUrl: '/wps/media/abc.png',
      linkageType: 'EXTERNAL',
      url: 'https://example.com/welcome',
      startsAt: '2026-01-01T00:00:00+09:00',
    };
    const created = await call<BannerAdmin>('POST', 'banners', input);
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      ...input,
      startsAt: '2025-12-31T15:00:00.000Z',
      endsAt: null,
      enabled: true,
      sortOrder: 0,
    });
    expect(created.body.value.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { id } = created.body.value;

    const replaced = await call<BannerAdmin>('PUT', `banners/${id}`, {
      ...input,
      linkageType: 'NONE',
      url: null,
      enabled: false,
      sortOrder: 3,
    });
    expect(replaced.body.value).toMatchObject({
      id,
      linkageType: 'NONE',
      url: null,
      enabled: false,
      sortOrder: 3,
    });
    const listed = await call<BannerAdmin[]>('GET', 'banners');
    expect(listed.body.value).toEqual([replaced.body.value]);

    expect((await call('DELETE', `banners/${id}`)).body).toEqual({ success: true, value: null });
    expect((await call<BannerAdmin[]>('GET', 'banners')).body.value).toEqual([]);

    const entries = await auditOf('banner', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.delete',
      'content.update',
      'content.create',
    ]);
    expect(entries.every((entry) => entry.staffUsername === 'contenteditor')).toBe(true);
    expect(entries[1]).toMatchObject({
      before: { linkageType: 'EXTERNAL', url: 'https://example.com/welcome', enabled: true },
      after: { linkageType: 'NONE', url: null, enabled: false, sortOrder: 3 },
    });
    expect(entries[0]).toMatchObject({ before: { id }, after: null });
  });

  it('sanitises announcement HTML before storing it, on create and on update', async () => {
    const created = await call<AnnouncementAdmin>('POST', 'announcements', {
      title: { JA: 'お知らせ', EN: 'News' },
      content: { JA: HOSTILE, EN: HOSTILE },
      promotionType: 'REBATE',
    });
    expect(created.status).toBe(200);
    const { id } = created.body.value;
    const [stored] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expectClean(stored?.content.JA ?? '');
    expectClean(stored?.content.EN ?? '');
    expect(stored?.content.EN).toContain('click');
    expect(created.body.value.content).toEqual(stored?.content);

    const updated = await call<AnnouncementAdmin>('PUT', `announcements/${id}`, {
      title: { JA: 'お知らせ', EN: 'News' },
      content: { JA: '<p>Safe</p>', EN: `${HOSTILE}<a href="https://ok.example">ok</a>` },
    });
    expect(updated.body.value.promotionType).toBeNull();
    const [after] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(after?.content.JA).toBe('<p>Safe</p>');
    expectClean(after?.content.EN ?? '');
    expect(after?.content.EN).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('sanitises popup and help HTML in every language, and refuses HTML that leaves nothing to show', async () => {
    const popup = await call<PopupAdmin>('POST', 'popups', {
      audience: 'A',
      title: { JA: 'ポップアップ', EN: 'Popup' },
      content: { JA: HOSTILE, EN: HOSTILE },
    });
    const [storedPopup] = await t.db.select().from(popups).where(eq(popups.id, popup.body.value.id));
    expectClean(storedPopup?.content.JA ?? '');
    expectClean(storedPopup?.content.EN ?? '');
    const popupUpdate = await call<PopupAdmin>('PUT', `popups/${popup.body.value.id}`, {
      audience: 'B',
      title: { JA: 'ポップアップ', EN: 'Popup' },
      content: { JA: `<p>ja</p>${HOSTILE}`, EN: '<p>en</p>' },
    });
    expect(popupUpdate.body.value.audience).toBe('B');
    expectClean(popupUpdate.body.value.content.JA);

    const help = await call<HelpArticleAdmin>('POST', 'help', {
      slug: 'Deposit',
      title: { JA: '入金', EN: 'Deposits' },
      content: { JA: HOSTILE, EN: HOSTILE },
    });
    expect(help.body.value.slug).toBe('deposit');
    const updatedHelp = await call<HelpArticleAdmin>('PUT', `help/${help.body.value.id}`, {
      slug: 'deposit',
      title: { JA: '入金', EN: 'Deposits' },
      content: { JA: '<p>ja</p>', EN: HOSTILE },
    });
    expect(updatedHelp.status).toBe(200);
    const [storedHelp] = await t.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.id, help.body.value.id));
    expect(storedHelp?.content.JA).toBe('<p>ja</p>');
    expectClean(storedHelp?.content.EN ?? '');

    const empty = await call('POST', 'announcements', {
      title: { JA: 'x', EN: 'x' },
      content: { JA: '<p>ok</p>', EN: '<script>alert(1)</script>' },
    });
    expect([empty.status, empty.body.value]).toEqual([422, { fields: { content: 'Input cannot be empty' } }]);

    // Within the cap as written, over it once escaped: a field error, not a 500 from the answer's shape.
    const ampersands = '&'.repeat(OPERATOR_HTML_MAX / 5 + 1);
    const escaped = await call('POST', 'announcements', {
      title: { JA: 'x', EN: 'x' },
      content: { JA: '<p>ok</p>', EN: ampersands },
    });
    expect([escaped.status, escaped.body.value]).toEqual([
      422,
      { fields: { content: 'Too long once made safe to show (at most 50000 characters of HTML)' } },
    ]);
    const atCap = await call('POST', 'announcements', {
      title: { JA: 'x', EN: 'x' },
      content: { JA: '<p>ok</p>', EN: '&'.repeat(OPERATOR_HTML_MAX / 5) },
    });
    expect(atCap.status).toBe(200);
  });

  it('keeps help slugs unique with help_slug_taken', async () => {
    const article = (slug: string) => ({
      slug,
      title: { JA: 'タイトル', EN: 'Title' },
      content: { JA: '<p>本文</p>', EN: '<p>Text</p>' },
    });
    const terms = await call<HelpArticleAdmin>('POST', 'help', article('term'));
    const licence = await call<HelpArticleAdmin>('POST', 'help', article('licence'));
    const again = await call('POST', 'help', article('TERM'));
    expect([again.status, again.body.errorCode]).toEqual([409, 'help_slug_taken']);
    const clash = await call('PUT', `help/${licence.body.value.id}`, article('term'));
    expect([clash.status, clash.body.errorCode]).toEqual([409, 'help_slug_taken']);
    const same = await call('PUT', `help/${terms.body.value.id}`, article('term'));
    expect(same.status).toBe(200);
    const slugs = (await call<HelpArticleAdmin[]>('GET', 'help')).body.value.map((row) => row.slug);
    expect(slugs.filter((slug) => slug === 'term')).toHaveLength(1);
  });

  it('stores player notices and hot matches as given, odds in hundredths shown with two decimals', async () => {
    const notice = await call<PlayerNoticeAdmin>('POST', 'notices', {
      title: { JA: '通知', EN: 'Notice' },
      content: { JA: '本文 <b>そのまま</b>', EN: 'Plain text' },
      marquee: false,
      startsAt: '2026-03-01T00:00:00Z',
      endsAt: '2026-03-02T00:00:00Z',
    });
    expect(notice.body.value).toMatchObject({
      content: { JA: '本文 <b>そのまま</b>', EN: 'Plain text' },
      marquee: false,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-03-02T00:00:00.000Z',
    });
    const match = await call<HotMatchAdmin>('POST', 'hot-matches', {
      league: { JA: 'リーグ', EN: 'League' },
      homeTeam: { JA: 'ホーム', EN: 'Home' },
      awayTeam: { JA: 'アウェイ', EN: 'Away' },
      matchTime: '2026-05-01T12:00:00+09:00',
      homeTeamOdds: '1.5',
      awayTeamOdds: '2.35',
    });
    expect(match.body.value).toMatchObject({
      matchTime: '2026-05-01T03:00:00.000Z',
      homeTeamOdds: '1.50',
      awayTeamOdds: '2.35',
      homeTeamImage: null,
    });
    const [audit] = await auditOf('hot_match', match.body.value.id);
    expect(audit).toMatchObject({
      action: 'content.create',
      after: { homeTeamOdds: 150, awayTeamOdds: 235 },
    });
  });

  it('answers field errors for bad input and not_found_entity for unknown ids', async () => {
    const banner = await call('POST', 'banners', {
      groupName: 'w_nowhere',
      title: { JA: '', EN: 'x' },
      imageUrl: 'javascript:alert(1)',
    });
    expect(banner.status).toBe(422);
    expect(Object.keys((banner.body.value as { fields: object }).fields).sort()).toEqual([
      'groupName',
      'imageUrl',
      'title',
    ]);
    const link = await call('POST', 'banners', {
      groupName: 'w_home',
      title: { JA: 'x', EN: 'x' },
      imageUrl: '/a.png',
      linkageType: 'EXTERNAL',
      url: '/internal',
    });
    expect([link.status, Object.keys((link.body.value as { fields: object }).fields)]).toEqual([
      422,
      ['url'],
    ]);
    // Banner text over the art: in every language or none, and a second line only under a headline.
    const oneLanguage = await call('POST', 'banners', {
      groupName: 'w_home',
      title: { JA: 'x', EN: 'x' },
      headline: { JA: '見出し', EN: '' },
      imageUrl: '/a.png',
    });
    expect([oneLanguage.status, Object.keys((oneLanguage.body.value as { fields: object }).fields)]).toEqual([
      422,
      ['headline'],
    ]);
    const tooLong = await call('POST', 'banners', {
      groupName: 'w_home',
      title: { JA: 'x', EN: 'x' },
      headline: { JA: 'x', EN: 'x'.repeat(41) },
      imageUrl: '/a.png',
    });
    expect([tooLong.status, Object.keys((tooLong.body.value as { fields: object }).fields)]).toEqual([
      422,
      ['headline'],
    ]);
    const orphan = await call('POST', 'banners', {
      groupName: 'w_home',
      title: { JA: 'x', EN: 'x' },
      subline: { JA: '二行目', EN: 'Second line' },
      imageUrl: '/a.png',
    });
    expect([orphan.status, Object.keys((orphan.body.value as { fields: object }).fields)]).toEqual([
      422,
      ['subline'],
    ]);
    const backwards = await call('POST', 'popups', {
      audience: 'B',
      title: { JA: 'x', EN: 'x' },
      content: { JA: '<p>x</p>', EN: '<p>x</p>' },
      startsAt: '2026-02-02T00:00:00Z',
      endsAt: '2026-02-01T00:00:00Z',
    });
    expect([backwards.status, backwards.body.value]).toEqual([
      422,
      { fields: { endsAt: 'The end date must not be before the start date' } },
    ]);
    const odds = await call('POST', 'hot-matches', {
      league: { JA: 'x', EN: 'x' },
      homeTeam: { JA: 'x', EN: 'x' },
      awayTeam: { JA: 'x', EN: 'x' },
      matchTime: '2026-05-01T12:00:00Z',
      homeTeamOdds: '0',
      awayTeamOdds: '1.00',
    });
    expect(Object.keys((odds.body.value as { fields: object }).fields).sort()).toEqual([
      'awayTeamOdds',
      'homeTeamOdds',
    ]);
    const unknown = await call('PUT', 'notices/999999', {
      title: { JA: 'x', EN: 'x' },
      content: { JA: 'x', EN: 'x' },
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not_found_entity']);
    expect((await call('DELETE', 'hot-matches/999999')).body.errorCode).toBe('not_found_entity');
    expect((await call('DELETE', 'banners/abc')).status).toBe(422);
  });

  it('lets CONTENT and ADMIN staff edit content, and refuses FINANCE and SUPPORT', async () => {
    for (const resource of ['banners', 'notices', 'announcements', 'popups', 'help', 'hot-matches']) {
      expect((await call('GET', resource, undefined, admin)).status).toBe(200);
      for (const token of [finance, support]) {
        const read = await call('GET', resource, undefined, token);
        expect([resource, read.status, read.body.errorCode]).toEqual([resource, 403, 'forbidden']);
        const write = await call('POST', resource, {}, token);
        expect([resource, write.status]).toEqual([resource, 403]);
      }
      expect((await send(t, { method: 'GET', url: `/console-api/content/${resource}` })).status).toBe(401);
    }
  });
});
