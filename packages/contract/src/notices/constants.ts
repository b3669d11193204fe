/*
 * Notices' plain values, apart from their zod schemas (notices/schemas.ts): the web's first load
 * uses them without building any schema.
 */

/**
 * Notice types of `GET /wps/relay/notices` (spec section 7): B banners, PL player notices (the
 * marquee and the bell's list), PU public popups for the caller's audience, PR promotion
 * announcements, H hot matches.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The notice types the web asks for in one request: banners, player notices, popups, hot matches. */
export const WEB_NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'H'];

/**
 * Who an announcement is for, chosen in the console: ALL everyone (visitors too), MEMBERS member
 * accounts, AGENTS agents (their agent centre's announcements page and their popup). A visitor or a
 * trial account sees ALL only; a member ALL and MEMBERS; an agent ALL and AGENTS.
 */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'MEMBERS', 'AGENTS'] as const;

export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Announcements per page of the announcements popup (spec section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** Carousels of spec section 2. */
export const CAROUSEL = {
  BANNER_AUTOPLAY_MS: 5000,
  BANNER_TRANSITION_MS: 1000,
  HOT_MATCH_SLIDES: 2.9,
  HOT_MATCH_AUTOPLAY_MS: 4000,
  VENDOR_LOGO_SLIDES: 11,
  VENDOR_LOGO_ROWS: 2,
  VENDOR_LOGO_AUTOPLAY_MS: 4000,
} as const;
