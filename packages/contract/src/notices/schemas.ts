import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { ANNOUNCEMENT_PAGE_SIZE, NOTICE_TYPES, type NoticeType } from './constants.ts';

/*
 * Notices (spec sections 3 and 9): banners, player notices and the marquee, public popups,
 * announcements and hot matches. Member calls answer texts already resolved to the request's language.
 */

/** Banner groups of spec section 3: the home carousel, the registration popup, the side menu, forgot password. */
export const BANNER_GROUPS = ['w_home', 'w_reg', 'w_leftmenu', 'w_forget'] as const;

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a click on a banner or popup does: nothing, an in-app path, or an outside page in a new tab. */
export const LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL'] as const;

export type LinkageType = (typeof LINKAGE_TYPES)[number];

/**
 * Popup audiences (spec section 4, "execution codes"): A logged in, B not logged in, F the first
 * login of an account (seen in addition to A).
 */
export const POPUP_AUDIENCES = ['A', 'B', 'F'] as const;

export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** Promotion types an announcement may carry; its popup then offers the reward-centre button. */
export const PROMOTION_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'EVENT', 'VIP', 'REFERRAL', 'OTHER'] as const;

export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** The image's alternative text. */
  title: z.string(),
  /** Text layers drawn over the art in the request's language (none: the art alone). */
  headline: z.string().nullable(),
  subline: z.string().nullable(),
  imageUrl: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  url: z.string().nullable(),
});

export type Banner = z.infer<typeof bannerSchema>;

export const playerNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  /** Scrolls in the home marquee. */
  marquee: z.boolean(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
  publishedAt: z.string(),
});

export type PlayerNotice = z.infer<typeof playerNoticeSchema>;

export const popupSchema = z.object({
  id: z.number().int(),
  audience: z.enum(POPUP_AUDIENCES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  url: z.string().nullable(),
});

export type Popup = z.infer<typeof popupSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  promotionType: z.enum(PROMOTION_TYPES).nullable(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
  publishedAt: z.string(),
});

export type Announcement = z.infer<typeof announcementSchema>;

/** A hot sports match of the home carousel (spec section 3). */
export const hotMatchSchema = z.object({
  id: z.number().int(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImage: z.string().nullable(),
  awayTeamImage: z.string().nullable(),
  /** ISO instant; the client labels it today, tomorrow or MM/DD HH:mm in the site's time zone. */
  matchTime: z.string(),
  /** Decimal odds as strings with 2 decimals ("1.95"). */
  moneyLine: z.object({ homeTeamOdds: z.string(), awayTeamOdds: z.string() }),
});

export type HotMatch = z.infer<typeof hotMatchSchema>;

/** `GET /wps/relay/notices?types=B,PL,PU,PR,H&platform=W`: only the asked types are present. */
export const noticesQuerySchema = z.strictObject({
  types: z
    .string()
    .trim()
    .max(32)
    .transform((list, context) => {
      const parts = [...new Set(list.split(',').map((part) => part.trim().toUpperCase()))];
      if (parts.length === 0 || !parts.every((part) => (NOTICE_TYPES as readonly string[]).includes(part))) {
        context.addIssue({ code: 'custom', message: 'invalidNoticeTypes', input: list });
        return z.NEVER;
      }
      return parts as NoticeType[];
    }),
  /** W: web (the only platform the web client sends). */
  platform: z.literal('W').default('W'),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

export const noticesSchema = z.object({
  banners: z.array(bannerSchema).optional(),
  playerNotices: z.array(playerNoticeSchema).optional(),
  popups: z.array(popupSchema).optional(),
  promotions: z.array(announcementSchema).optional(),
  hotMatches: z.array(hotMatchSchema).optional(),
});

export type Notices = z.infer<typeof noticesSchema>;

/** `GET /wps/relay/announcements`: newest first, 9 a page by default (the popup's page). */
export const announcementsQuerySchema = z.strictObject({
  pageNum: pageQuery.pageNum,
  pageSize: z.coerce.number().int().min(1).max(100).default(ANNOUNCEMENT_PAGE_SIZE),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

export const announcementPageSchema = pageOf(announcementSchema);

export type AnnouncementPage = z.infer<typeof announcementPageSchema>;
