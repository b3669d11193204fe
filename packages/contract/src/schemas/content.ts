import { z } from 'zod';
import { multiline } from '../text.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { pageOf, pageQuery } from './common.ts';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  NOTICE_TYPES,
  WINNER_BOARD_SIZE,
  type NoticeType,
} from '../content-constants.ts';

/*
 * Site content (spec sections 1, 2, 3 and 9): banners, player notices and the marquee, announcements,
 * public popups, hot matches, help articles, the winner board and jackpot, feedback and the inbox.
 * Member calls answer texts already resolved to the request's language; console calls carry every
 * language.
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

/** Question types of the feedback and complaints form (spec section 3). */
export const FEEDBACK_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'CUSTOMER_SERVICE',
  'APPLICATION',
  'OTHER',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Social links of the footer, in the order the operator lists them. */
export const SOCIAL_KINDS = [
  'FACEBOOK',
  'X',
  'INSTAGRAM',
  'YOUTUBE',
  'TELEGRAM',
  'LINE',
  'TIKTOK',
  'WHATSAPP',
] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Inbox message kinds: a reply to the member's feedback, or a message from the operator. */
export const INBOX_KINDS = ['FEEDBACK_REPLY', 'SYSTEM'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One Chinese, Japanese or Korean character, the katakana long-vowel mark (`ー`, `ｰ`) included. */
const CJK_CHARACTER =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30FC\\uFF70';
const FEEDBACK_WORD = new RegExp(`[${CJK_CHARACTER}]|(?:(?![${CJK_CHARACTER}])[\\p{L}\\p{N}])+`, 'gu');

/**
 * Counts feedback "words" as the spec's limit means them in both languages: a run of letters or
 * digits is one word, and each Chinese, Japanese or Korean character is one (they have no spaces),
 * so `ボーナス` is four and `abcゲーム` four, not one run.
 * The server and the form count with this one function.
 */
export const countFeedbackWords = (text: string): number => text.match(FEEDBACK_WORD)?.length ?? 0;

/**
 * A member's name on the public winner board: the first and last character kept with `***`
 * between (`a***z`); a name of one or two characters keeps only its first (`a*`).
 */
export const maskCustomerName = (name: string): string => {
  const characters = Array.from(name);
  const first = characters[0] ?? '';
  return characters.length <= 2 ? `${first}*` : `${first}***${characters[characters.length - 1] ?? ''}`;
};

// ---------------------------------------------------------------------------------------------
// Shared field shapes

/** A link target: an in-app path (`/promotions`) or an http(s) page. Never `javascript:` or `data:`. */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/, 'invalidUrl');

// ---------------------------------------------------------------------------------------------
// Member-facing answers

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** The image's alternative text. */
  title: z.string(),
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

/** `GET /wps/system/helpCenter?lang=JA&device=WEB`. */
export const helpCenterQuerySchema = z.strictObject({
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
  device: z.literal('WEB').default('WEB'),
});
export const helpArticleSchema = z.object({
  /** Stable key for links (`term` is the registration terms, `licence` the legal licence). */
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpCenterSchema = z.object({ articles: z.array(helpArticleSchema) });
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** `GET /wps/relay/winners?gameCategory=ALL&language=JA&limitNum=20`: the latest big wins. */
export const winnersQuerySchema = z.strictObject({
  gameCategory: z.string().trim().max(16).default('ALL'),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_SIZE).default(WINNER_BOARD_SIZE),
});
export const winnerSchema = z.object({
  gameName: z.string(),
  /** Masked by `maskCustomerName`: first and last character kept (`a***z`). */
  customerName: z.string(),
  /** What the round paid, 2 decimals. */
  winAmount: z.string(),
  currency: z.string(),
  iconUrl: z.string(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
  winTime: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/** `GET /wps/relay/jackpot`: a vendor's live progressive pool, or null when no vendor publishes one. */
export const jackpotSchema = z
  .object({
    vassalage: z.string(),
    currency: z.string(),
    /** 2 decimals. */
    amount: z.string(),
  })
  .nullable();
export type Jackpot = z.infer<typeof jackpotSchema>;

/** `PUT /wps/feedback` (login, not for trial accounts). Word limits come from the content setting. */
export const feedbackRequestSchema = z.strictObject({
  questionType: z.enum(FEEDBACK_TYPES),
  content: multiline(z.string().trim().min(1).max(5000)),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackSchema = z.object({
  id: z.number().int(),
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
/** `GET /wps/feedback`: the member's own submissions, newest first. */
export const feedbackQuerySchema = z.strictObject(pageQuery);
export const feedbackPageSchema = pageOf(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** `GET /wps/relay/inbox` (login): the member's messages, newest first. */
export const inboxQuerySchema = z.strictObject(pageQuery);
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = pageOf(inboxMessageSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;
/** `GET /wps/relay/inbox/unread`. */
export const inboxUnreadSchema = z.object({ count: z.number().int() });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;
/** `POST /wps/relay/inbox/read`: the given messages, or all with `all: true`. */
export const inboxReadSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type InboxRead = z.infer<typeof inboxReadSchema>;

// ---------------------------------------------------------------------------------------------
// The content setting: site texts and links that are not lists

const appLink = linkUrlSchema.nullable().default(null);

/** `GET/PUT /console-api/settings/content`; the member side reads it in the site config. */
export const contentSettingSchema = z.object({
  /** `/download`: the apps' install pages; a missing one is not offered. */
  downloads: z
    .object({ ios: appLink, iosLite: appLink, android: appLink })
    .default({ ios: null, iosLite: null, android: null }),
  socialLinks: z
    .array(z.strictObject({ kind: z.enum(SOCIAL_KINDS), url: linkUrlSchema }))
    .max(SOCIAL_KINDS.length)
    .default([]),
  /** The representative verification link of the mirror page (the operator's official channel). */
  verificationUrl: linkUrlSchema.nullable().default(null),
  /** Feedback content limits in words (see `countFeedbackWords`). */
  feedbackWords: z
    .object({ min: z.number().int().min(1).max(1000), max: z.number().int().min(1).max(5000) })
    .refine((words) => words.min <= words.max, { path: ['max'], message: 'minAboveMax' })
    .default({ min: 5, max: 500 }),
  /** A settled round enters the winner board when it paid at least this (2 decimals, major units). */
  winnerMinAmount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'invalidAmount')
    .default('1000.00'),
});
export type ContentSetting = z.infer<typeof contentSettingSchema>;
export type ContentSettingInput = z.input<typeof contentSettingSchema>;
