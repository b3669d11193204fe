import { z } from 'zod';
import { pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';

/*
 * Messages: feedback and complaints, and the member's inbox.
 */

/** Feedback a member may have waiting for a reply from the last 24 hours; more is refused until one ages out. */
export const FEEDBACK_OPEN_PER_DAY = 10;

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

/** Inbox message kinds: a reply to the member's feedback, a message from the operator or from the upline agent. */
export const INBOX_KINDS = ['FEEDBACK_REPLY', 'SYSTEM', 'UPLINE'] as const;

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
