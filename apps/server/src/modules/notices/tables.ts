import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  AnnouncementAudience,
  BannerGroup,
  LinkageType,
  LocalizedText,
  PopupAudience,
  PromotionType,
} from '@platform/contract';
import { listColumns, localizedColumn as localized } from '../../platform/content/list-columns.ts';

/** Shown from `starts_at` until `ends_at`; either may be open. */
const scheduleColumns = {
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
};

/** Carousel and page banners by group (`w_home`, `w_reg`, `w_leftmenu`, `w_forget`). */
export const banners = pgTable(
  'banners',
  {
    ...listColumns(),
    groupName: text('group_name').$type<BannerGroup>().notNull(),
    title: localized('title'),
    headline: jsonb('headline').$type<LocalizedText>(),
    subline: jsonb('subline').$type<LocalizedText>(),
    imageUrl: text('image_url').notNull(),
    linkageType: text('linkage_type').$type<LinkageType>().notNull(),
    url: text('url'),
    ...scheduleColumns,
  },
  (t) => [
    index('banners_group_idx').on(t.groupName, t.sortOrder),
    check(
      'banners_schedule',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** Player notices: plain-text notes; the ones marked `marquee` scroll on the home page. */
export const playerNotices = pgTable(
  'player_notices',
  {
    ...listColumns(),
    title: localized('title'),
    content: localized('content'),
    marquee: boolean('marquee').notNull().default(true),
    ...scheduleColumns,
  },
  (t) => [
    check(
      'player_notices_schedule',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * Announcements: sanitised HTML, optionally a promotion, for everyone, members or agents. The popup
 * lists them 9 a page; agents also read theirs in the agent centre.
 */
export const announcements = pgTable(
  'announcements',
  {
    ...listColumns(),
    title: localized('title'),
    content: localized('content'),
    promotionType: text('promotion_type').$type<PromotionType>(),
    audience: text('audience').$type<AnnouncementAudience>().notNull().default('ALL'),
  },
  (t) => [check('announcements_audience', sql`${t.audience} in ('ALL', 'MEMBERS', 'AGENTS')`)],
);

/** Public popups by audience: A logged in, B not, F first login. */
export const popups = pgTable(
  'popups',
  {
    ...listColumns(),
    audience: text('audience').$type<PopupAudience>().notNull(),
    title: localized('title'),
    content: localized('content'),
    imageUrl: text('image_url'),
    linkageType: text('linkage_type').$type<LinkageType>().notNull(),
    url: text('url'),
    ...scheduleColumns,
  },
  (t) => [
    check(
      'popups_schedule',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** Hot sports matches of the home carousel, kept by the operator; odds in hundredths (1.95 is 195). */
export const hotMatches = pgTable(
  'hot_matches',
  {
    ...listColumns(),
    league: localized('league'),
    homeTeam: localized('home_team'),
    awayTeam: localized('away_team'),
    homeTeamImage: text('home_team_image'),
    awayTeamImage: text('away_team_image'),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
    homeTeamOdds: integer('home_team_odds').notNull(),
    awayTeamOdds: integer('away_team_odds').notNull(),
  },
  (t) => [
    index('hot_matches_time_idx').on(t.matchTime),
    check('hot_matches_odds', sql`${t.homeTeamOdds} > 0 and ${t.awayTeamOdds} > 0`),
  ],
);
