import { z } from 'zod';
import { multiline } from '../text.ts';
import { endpoint } from '../endpoint.ts';
import {
  BANNER_GROUPS,
  LINKAGE_TYPES,
  POPUP_AUDIENCES,
  PROMOTION_TYPES,
  type LinkageType,
} from '../notices/schemas.ts';
import { ANNOUNCEMENT_AUDIENCES } from '../notices/constants.ts';
import {
  imageUrlSchema,
  linkUrlSchema,
  localizedHtmlSchema,
  localizedTextSchema,
} from '../content-fields.ts';
import { DISPLAY_LANGUAGE_CODES, HOST_STATUSES, hostLanguagesSchema } from '../live/schemas.ts';

/*
 * Site content as the console edits it: one resource per list (banners, player notices,
 * announcements, popups, help articles, hot matches, live hosts), each text in every language, and
 * image uploads.
 */

/** A scheduled item shows from `startsAt` until `endsAt` (ISO instants, either open). */
const scheduleFields = {
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
};
const scheduleRefine = (value: { startsAt: string | null; endsAt: string | null }) =>
  value.startsAt === null || value.endsAt === null || Date.parse(value.startsAt) < Date.parse(value.endsAt);
const scheduleIssue = { path: ['endsAt'], message: 'endBeforeStart' };

export const contentIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

const adminFields = {
  id: z.number().int(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone (schedules and match times stay ISO instants). */
  createdAt: z.string(),
  updatedAt: z.string(),
};
const inputFields = {
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
};
/** A link that must be given unless the linkage is NONE; internal ones are paths, external http(s). */
const linkRefine = (value: { linkageType: LinkageType; url: string | null }) =>
  value.linkageType === 'NONE'
    ? value.url === null
    : value.url !== null && (value.linkageType === 'INTERNAL') === value.url.startsWith('/');
const linkIssue = { path: ['url'], message: 'invalidUrl' };

/** Banner text drawn over the art in the shown language, so the art itself carries no words. */
export const BANNER_HEADLINE_MAX = 40;
export const BANNER_SUBLINE_MAX = 80;

export const bannerInputSchema = z
  .strictObject({
    groupName: z.enum(BANNER_GROUPS),
    title: localizedTextSchema(100),
    /** The large line over the art, in every language, or none (the art speaks for itself). */
    headline: localizedTextSchema(BANNER_HEADLINE_MAX).nullable().default(null),
    /** A smaller line under the headline; only with a headline. */
    subline: localizedTextSchema(BANNER_SUBLINE_MAX).nullable().default(null),
    imageUrl: imageUrlSchema,
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    url: linkUrlSchema.nullable().default(null),
    ...inputFields,
    ...scheduleFields,
  })
  .refine(linkRefine, linkIssue)
  .refine(scheduleRefine, scheduleIssue)
  .refine((value) => value.subline === null || value.headline !== null, {
    path: ['subline'],
    message: 'sublineWithoutHeadline',
  });
export type BannerInput = z.input<typeof bannerInputSchema>;
export const bannerAdminSchema = z.object({
  ...adminFields,
  groupName: z.enum(BANNER_GROUPS),
  title: localizedTextSchema(100),
  headline: localizedTextSchema(BANNER_HEADLINE_MAX).nullable(),
  subline: localizedTextSchema(BANNER_SUBLINE_MAX).nullable(),
  imageUrl: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  url: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type BannerAdmin = z.infer<typeof bannerAdminSchema>;

export const playerNoticeInputSchema = z
  .strictObject({
    title: localizedTextSchema(100),
    content: multiline(localizedTextSchema(2000)),
    marquee: z.boolean().default(true),
    ...inputFields,
    ...scheduleFields,
  })
  .refine(scheduleRefine, scheduleIssue);
export type PlayerNoticeInput = z.input<typeof playerNoticeInputSchema>;
export const playerNoticeAdminSchema = z.object({
  ...adminFields,
  title: localizedTextSchema(100),
  content: localizedTextSchema(2000),
  marquee: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PlayerNoticeAdmin = z.infer<typeof playerNoticeAdminSchema>;

export const announcementInputSchema = z.strictObject({
  title: localizedTextSchema(100),
  content: localizedHtmlSchema,
  promotionType: z.enum(PROMOTION_TYPES).nullable().default(null),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('ALL'),
  ...inputFields,
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export const announcementAdminSchema = z.object({
  ...adminFields,
  title: localizedTextSchema(100),
  content: localizedHtmlSchema,
  promotionType: z.enum(PROMOTION_TYPES).nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
});
export type AnnouncementAdmin = z.infer<typeof announcementAdminSchema>;

export const popupInputSchema = z
  .strictObject({
    audience: z.enum(POPUP_AUDIENCES),
    title: localizedTextSchema(100),
    content: localizedHtmlSchema,
    imageUrl: imageUrlSchema.nullable().default(null),
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    url: linkUrlSchema.nullable().default(null),
    ...inputFields,
    ...scheduleFields,
  })
  .refine(linkRefine, linkIssue)
  .refine(scheduleRefine, scheduleIssue);
export type PopupInput = z.input<typeof popupInputSchema>;
export const popupAdminSchema = z.object({
  ...adminFields,
  audience: z.enum(POPUP_AUDIENCES),
  title: localizedTextSchema(100),
  content: localizedHtmlSchema,
  imageUrl: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  url: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PopupAdmin = z.infer<typeof popupAdminSchema>;

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'invalidSlug');
export const helpArticleInputSchema = z.strictObject({
  slug: slugSchema,
  title: localizedTextSchema(100),
  content: localizedHtmlSchema,
  ...inputFields,
});
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;
export const helpArticleAdminSchema = z.object({
  ...adminFields,
  slug: z.string(),
  title: localizedTextSchema(100),
  content: localizedHtmlSchema,
});
export type HelpArticleAdmin = z.infer<typeof helpArticleAdminSchema>;

/** Decimal odds: above 1 (a winning bet pays more than its stake), at most 2 decimals. */
const oddsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'invalidOdds')
  .refine((odds) => Number(odds) > 1, 'invalidOdds');
export const hotMatchInputSchema = z.strictObject({
  league: localizedTextSchema(80),
  homeTeam: localizedTextSchema(80),
  awayTeam: localizedTextSchema(80),
  homeTeamImage: imageUrlSchema.nullable().default(null),
  awayTeamImage: imageUrlSchema.nullable().default(null),
  matchTime: z.iso.datetime({ offset: true }),
  homeTeamOdds: oddsSchema,
  awayTeamOdds: oddsSchema,
  ...inputFields,
});
export type HotMatchInput = z.input<typeof hotMatchInputSchema>;
export const hotMatchAdminSchema = z.object({
  ...adminFields,
  league: localizedTextSchema(80),
  homeTeam: localizedTextSchema(80),
  awayTeam: localizedTextSchema(80),
  homeTeamImage: z.string().nullable(),
  awayTeamImage: z.string().nullable(),
  matchTime: z.string(),
  homeTeamOdds: z.string(),
  awayTeamOdds: z.string(),
});
export type HotMatchAdmin = z.infer<typeof hotMatchAdminSchema>;

/**
 * A host's chat link: an https address with a host name and no credentials (never `javascript:`,
 * `data:` or plain http), opened in the customer-service window.
 */
export const chatUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s/?#]+\S*$/, 'httpsLinkRequired')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'httpsLinkRequired');

/** A live host (spec: live model): name in every language, picture, status, languages, chat link. */
export const liveHostInputSchema = z.strictObject({
  name: localizedTextSchema(40),
  imageUrl: imageUrlSchema,
  status: z.enum(HOST_STATUSES).default('OFFLINE'),
  languages: hostLanguagesSchema,
  chatUrl: chatUrlSchema,
  ...inputFields,
});
export type LiveHostInput = z.input<typeof liveHostInputSchema>;
export const liveHostAdminSchema = z.object({
  ...adminFields,
  name: localizedTextSchema(40),
  imageUrl: z.string(),
  status: z.enum(HOST_STATUSES),
  languages: z.array(z.enum(DISPLAY_LANGUAGE_CODES)),
  chatUrl: z.string(),
  /** Made by the demo data. */
  isDemo: z.boolean(),
});
export type LiveHostAdmin = z.infer<typeof liveHostAdminSchema>;

/** `POST /console-api/media` (body: the png or jpg itself): where the stored image is served. */
export const mediaUploadSchema = z.object({ url: z.string() });

const tags = ['console content'];

/**
 * One list of content for `content.read` / `content.write`: `GET` every row, `POST` one, `PUT /:id`
 * replaces one, `DELETE /:id` removes it. Operator HTML is sanitised before it is stored.
 */
const contentResource = <const Name extends string, Input extends z.ZodType, Admin extends z.ZodType>(
  name: Name,
  label: string,
  schemas: { input: Input; admin: Admin },
) => ({
  list: endpoint({
    method: 'GET',
    path: `/console-api/content/${name}`,
    tags,
    summary: `Every ${label}`,
    access: { staff: 'content.read' },
    response: z.array(schemas.admin),
  }),
  create: endpoint({
    method: 'POST',
    path: `/console-api/content/${name}`,
    tags,
    summary: `Add a ${label}`,
    access: { staff: 'content.write' },
    body: schemas.input,
    response: schemas.admin,
  }),
  update: endpoint({
    method: 'PUT',
    path: `/console-api/content/${name}/:id`,
    tags,
    summary: `Replace a ${label}`,
    access: { staff: 'content.write' },
    params: contentIdParamsSchema,
    body: schemas.input,
    response: schemas.admin,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/console-api/content/${name}/:id`,
    tags,
    summary: `Delete a ${label}`,
    access: { staff: 'content.write' },
    params: contentIdParamsSchema,
    response: z.null(),
  }),
});

/** Site content (`/console-api/content/<resource>`) and image uploads; every change is audited. */
export const contentAdminEndpoints = {
  banners: contentResource('banners', 'banner', { input: bannerInputSchema, admin: bannerAdminSchema }),
  notices: contentResource('notices', 'player notice', {
    input: playerNoticeInputSchema,
    admin: playerNoticeAdminSchema,
  }),
  announcements: contentResource('announcements', 'announcement (HTML sanitised before storage)', {
    input: announcementInputSchema,
    admin: announcementAdminSchema,
  }),
  popups: contentResource('popups', 'public popup (HTML sanitised before storage)', {
    input: popupInputSchema,
    admin: popupAdminSchema,
  }),
  help: contentResource('help', 'help article (HTML sanitised before storage; the slug is unique)', {
    input: helpArticleInputSchema,
    admin: helpArticleAdminSchema,
  }),
  hotMatches: contentResource('hot-matches', 'hot match', {
    input: hotMatchInputSchema,
    admin: hotMatchAdminSchema,
  }),
  liveHosts: contentResource('live-hosts', 'live host (the chat link must be https)', {
    input: liveHostInputSchema,
    admin: liveHostAdminSchema,
  }),
  uploadMedia: endpoint({
    method: 'POST',
    path: '/console-api/media',
    tags,
    summary: 'Upload an image (png or jpg, at most 5 MB, checked by content); answers its address',
    description:
      'The body is the image itself. The same bytes always answer the same `/wps/media/<sha256>.<ext>` address.',
    access: { staff: 'content.write' },
    upload: true,
    response: mediaUploadSchema,
  }),
};
