import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  type AnnouncementAudience,
  type AnnouncementAdmin,
  type Announcement,
  type AnnouncementPage,
  type BannerAdmin,
  type Banner,
  type HotMatch,
  type HotMatchAdmin,
  type Language,
  type MemberTypes,
  type Notices,
  type NoticeType,
  type PlayerNotice,
  type PlayerNoticeAdmin,
  type Popup,
  type PopupAdmin,
  type PopupAudience,
  type announcementInputSchema,
  type bannerInputSchema,
  type hotMatchInputSchema,
  type playerNoticeInputSchema,
  type popupInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { createListAdmin, listFields, sanitizeLocalizedHtml } from '../../platform/content/list-admin.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import type { SystemService } from '../system/service.ts';
import { announcements, banners, hotMatches, playerNotices, popups } from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/** How long this instance reuses the lists every page view reads; other instances see a change within it. */
const DEFAULT_CACHE_MS = 3000;
/** Promotion announcements in the notices answer (one popup page). */
const PROMOTION_LIMIT = 9;
/** A hot match stays on the home page until two hours after kick-off. */
const HOT_MATCH_GRACE_MS = 2 * 60 * 60 * 1000;

type BannerRow = typeof banners.$inferSelect;
type PlayerNoticeRow = typeof playerNotices.$inferSelect;
type AnnouncementRow = typeof announcements.$inferSelect;
type PopupRow = typeof popups.$inferSelect;
type HotMatchRow = typeof hotMatches.$inferSelect;

/** Odds stored in hundredths ("1.95" is 195), read back with two decimals. */
export const oddsToHundredths = (odds: string): number => {
  const [whole = '0', fraction = ''] = odds.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
export const formatOdds = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

const inSchedule = (row: { startsAt: Date | null; endsAt: Date | null }, now: Date) =>
  (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || now < row.endsAt);

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The popup audiences of a caller (spec section 4): A and F with a session (F is the first login's), B without. */
export const audiencesFor = (loggedIn: boolean): readonly PopupAudience[] => (loggedIn ? ['A', 'F'] : ['B']);

/**
 * The announcement audiences of a caller by its account type (null: a visitor): a member reads
 * those for everyone and for members, an agent those for everyone and for agents, a visitor or a
 * trial account those for everyone only.
 */
export const announcementAudiencesFor = (
  memberType: number | null,
  types: MemberTypes,
): AnnouncementAudience[] => {
  if (memberType === MEMBER_TYPE.MEMBER) return ['ALL', 'MEMBERS'];
  if (memberType !== null && types.isAgent(memberType)) return ['ALL', 'AGENTS'];
  return ['ALL'];
};

export interface CallerContext {
  language: Language;
  /** The account type of the live member or trial session that came with the request; null for a visitor. */
  memberType: number | null;
}

export type NoticesService = ReturnType<typeof createNoticesService>;

/**
 * Banners, player notices and the marquee, announcements, public popups and hot matches: what
 * members see (`getNotices`, `listAnnouncements`) and the console's lists. The member side
 * reads each list once per `cacheMs` and filters schedules and audiences per request.
 */
export const createNoticesService = ({
  db,
  audit,
  system,
  clock = systemClock,
  cacheMs = DEFAULT_CACHE_MS,
}: {
  db: Database;
  audit: AuditService;
  system: SystemService;
  clock?: Clock;
  cacheMs?: number;
}) => {
  const cache = createTtlCache<NoticeType, unknown[]>(cacheMs);
  const cached = <R>(type: NoticeType, load: () => PromiseLike<R[]>) => cache.get(type, load) as Promise<R[]>;

  const enabledBanners = () =>
    cached<BannerRow>('B', () =>
      db
        .select()
        .from(banners)
        .where(eq(banners.enabled, true))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),
    );
  /** The operator's pinned order first, then the newest publication. */
  const publishedAt = sql`coalesce(${playerNotices.startsAt}, ${playerNotices.createdAt})`;
  const enabledPlayerNotices = () =>
    cached<PlayerNoticeRow>('PL', () =>
      db
        .select()
        .from(playerNotices)
        .where(eq(playerNotices.enabled, true))
        .orderBy(asc(playerNotices.sortOrder), desc(publishedAt), desc(playerNotices.id)),
    );
  const enabledPopups = () =>
    cached<PopupRow>('PU', () =>
      db.select().from(popups).where(eq(popups.enabled, true)).orderBy(asc(popups.sortOrder), asc(popups.id)),
    );
  const announcementOrder = [
    asc(announcements.sortOrder),
    desc(announcements.createdAt),
    desc(announcements.id),
  ];
  /** Every audience's promotions: each caller keeps the first 9 of its own. */
  const promotions = () =>
    cached<AnnouncementRow>('PR', () =>
      db
        .select()
        .from(announcements)
        .where(and(eq(announcements.enabled, true), isNotNull(announcements.promotionType)))
        .orderBy(...announcementOrder),
    );
  const upcomingMatches = () =>
    cached<HotMatchRow>('H', () =>
      db
        .select()
        .from(hotMatches)
        .where(
          and(
            eq(hotMatches.enabled, true),
            gt(hotMatches.matchTime, new Date(clock.now().getTime() - HOT_MATCH_GRACE_MS)),
          ),
        )
        .orderBy(asc(hotMatches.matchTime), asc(hotMatches.sortOrder), asc(hotMatches.id)),
    );

  const toBanner = (row: BannerRow, language: Language): Banner => ({
    id: row.id,
    groupName: row.groupName,
    title: row.title[language],
    headline: row.headline?.[language] ?? null,
    subline: row.subline?.[language] ?? null,
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    url: row.linkageType === 'NONE' ? null : row.url,
  });
  const toPlayerNotice = (row: PlayerNoticeRow, language: Language, timeZone: string): PlayerNotice => ({
    id: row.id,
    title: row.title[language],
    content: row.content[language],
    marquee: row.marquee,
    publishedAt: formatTimestamp(row.startsAt ?? row.createdAt, timeZone),
  });
  const toPopup = (row: PopupRow, language: Language): Popup => ({
    id: row.id,
    audience: row.audience,
    title: row.title[language],
    content: row.content[language],
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    url: row.linkageType === 'NONE' ? null : row.url,
  });
  const toAnnouncement = (row: AnnouncementRow, language: Language, timeZone: string): Announcement => ({
    id: row.id,
    title: row.title[language],
    content: row.content[language],
    promotionType: row.promotionType,
    publishedAt: formatTimestamp(row.createdAt, timeZone),
  });
  const toHotMatch = (row: HotMatchRow, language: Language): HotMatch => ({
    id: row.id,
    league: row.league[language],
    homeTeam: row.homeTeam[language],
    awayTeam: row.awayTeam[language],
    homeTeamImage: row.homeTeamImage,
    awayTeamImage: row.awayTeamImage,
    matchTime: row.matchTime.toISOString(),
    moneyLine: { homeTeamOdds: formatOdds(row.homeTeamOdds), awayTeamOdds: formatOdds(row.awayTeamOdds) },
  });

  const schedule = (input: { startsAt: string | null; endsAt: string | null }) => ({
    startsAt: dateOrNull(input.startsAt),
    endsAt: dateOrNull(input.endsAt),
  });
  const adminSchedule = (row: { startsAt: Date | null; endsAt: Date | null }) => ({
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
  });

  const listDeps = { db, audit, timeZone: async () => (await system.getSiteSetting()).timeZone };
  const changed = () => cache.clear();

  return {
    /** `GET /wps/relay/notices`: only the asked types, texts in the caller's language, in schedule now. */
    getNotices: async (types: readonly NoticeType[], caller: CallerContext): Promise<Notices> => {
      const asked = new Set(types);
      const { language } = caller;
      const now = clock.now();
      const [site, bannerRows, noticeRows, popupRows, promotionRows, matchRows] = await Promise.all([
        system.getSiteSetting(),
        asked.has('B') ? enabledBanners() : undefined,
        asked.has('PL') ? enabledPlayerNotices() : undefined,
        asked.has('PU') ? enabledPopups() : undefined,
        asked.has('PR') ? promotions() : undefined,
        asked.has('H') ? upcomingMatches() : undefined,
      ]);
      const audiences = audiencesFor(caller.memberType !== null);
      const readable = announcementAudiencesFor(caller.memberType, await system.getMemberTypes());
      const earliestMatch = now.getTime() - HOT_MATCH_GRACE_MS;
      return {
        ...(bannerRows && {
          banners: bannerRows.filter((row) => inSchedule(row, now)).map((row) => toBanner(row, language)),
        }),
        ...(noticeRows && {
          playerNotices: noticeRows
            .filter((row) => inSchedule(row, now))
            .map((row) => toPlayerNotice(row, language, site.timeZone)),
        }),
        ...(popupRows && {
          popups: popupRows
            .filter((row) => audiences.includes(row.audience) && inSchedule(row, now))
            .map((row) => toPopup(row, language)),
        }),
        ...(promotionRows && {
          promotions: promotionRows
            .filter((row) => readable.includes(row.audience))
            .slice(0, PROMOTION_LIMIT)
            .map((row) => toAnnouncement(row, language, site.timeZone)),
        }),
        ...(matchRows && {
          hotMatches: matchRows
            .filter((row) => row.matchTime.getTime() > earliestMatch)
            .map((row) => toHotMatch(row, language)),
        }),
      };
    },

    /**
     * `GET /wps/relay/announcements`: enabled ones for the caller's audiences, pinned first, then
     * newest; 9 a page by default.
     */
    listAnnouncements: async (
      page: { pageNum: number; pageSize: number },
      { language, memberType }: CallerContext,
    ): Promise<AnnouncementPage> => {
      const enabled = and(
        eq(announcements.enabled, true),
        inArray(announcements.audience, announcementAudiencesFor(memberType, await system.getMemberTypes())),
      );
      const [[total], rows, site] = await Promise.all([
        db.select({ n: count() }).from(announcements).where(enabled),
        db
          .select()
          .from(announcements)
          .where(enabled)
          .orderBy(...announcementOrder)
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
        system.getSiteSetting(),
      ]);
      const n = total?.n ?? 0;
      return {
        list: rows.map((row) => toAnnouncement(row, language, site.timeZone)),
        total: n,
        totalPages: Math.ceil(n / page.pageSize),
      };
    },

    banners: createListAdmin(listDeps, {
      table: banners,
      targetType: 'banner',
      orderBy: [asc(banners.groupName), asc(banners.sortOrder), asc(banners.id)],
      changed,
      toValues: (input: z.output<typeof bannerInputSchema>) => ({ ...input, ...schedule(input) }),
      toAdmin: (row, timeZone): BannerAdmin => ({
        ...listFields(row, timeZone),
        groupName: row.groupName,
        title: row.title,
        headline: row.headline,
        subline: row.subline,
        imageUrl: row.imageUrl,
        linkageType: row.linkageType,
        url: row.url,
        ...adminSchedule(row),
      }),
    }),

    playerNotices: createListAdmin(listDeps, {
      table: playerNotices,
      targetType: 'player_notice',
      orderBy: [asc(playerNotices.sortOrder), desc(publishedAt), desc(playerNotices.id)],
      changed,
      toValues: (input: z.output<typeof playerNoticeInputSchema>) => ({ ...input, ...schedule(input) }),
      toAdmin: (row, timeZone): PlayerNoticeAdmin => ({
        ...listFields(row, timeZone),
        title: row.title,
        content: row.content,
        marquee: row.marquee,
        ...adminSchedule(row),
      }),
    }),

    announcements: createListAdmin(listDeps, {
      table: announcements,
      targetType: 'announcement',
      orderBy: announcementOrder,
      changed,
      toValues: (input: z.output<typeof announcementInputSchema>, language) => ({
        ...input,
        content: sanitizeLocalizedHtml(input.content, language),
      }),
      toAdmin: (row, timeZone): AnnouncementAdmin => ({
        ...listFields(row, timeZone),
        title: row.title,
        content: row.content,
        promotionType: row.promotionType,
        audience: row.audience,
      }),
    }),

    popups: createListAdmin(listDeps, {
      table: popups,
      targetType: 'popup',
      orderBy: [asc(popups.audience), asc(popups.sortOrder), asc(popups.id)],
      changed,
      toValues: (input: z.output<typeof popupInputSchema>, language) => ({
        ...input,
        content: sanitizeLocalizedHtml(input.content, language),
        ...schedule(input),
      }),
      toAdmin: (row, timeZone): PopupAdmin => ({
        ...listFields(row, timeZone),
        audience: row.audience,
        title: row.title,
        content: row.content,
        imageUrl: row.imageUrl,
        linkageType: row.linkageType,
        url: row.url,
        ...adminSchedule(row),
      }),
    }),

    hotMatches: createListAdmin(listDeps, {
      table: hotMatches,
      targetType: 'hot_match',
      orderBy: [desc(hotMatches.matchTime), asc(hotMatches.id)],
      changed,
      toValues: (input: z.output<typeof hotMatchInputSchema>) => ({
        ...input,
        matchTime: new Date(input.matchTime),
        homeTeamOdds: oddsToHundredths(input.homeTeamOdds),
        awayTeamOdds: oddsToHundredths(input.awayTeamOdds),
      }),
      toAdmin: (row, timeZone): HotMatchAdmin => ({
        ...listFields(row, timeZone),
        league: row.league,
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
        homeTeamImage: row.homeTeamImage,
        awayTeamImage: row.awayTeamImage,
        matchTime: row.matchTime.toISOString(),
        homeTeamOdds: formatOdds(row.homeTeamOdds),
        awayTeamOdds: formatOdds(row.awayTeamOdds),
      }),
    }),
  };
};
