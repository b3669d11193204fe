import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_OPEN_PER_DAY,
  INBOX_EVENT,
  countFeedbackWords,
  toLanguage,
  validationText,
  type Feedback,
  type FeedbackAdmin,
  type FeedbackRequest,
  type FeedbackStatus,
  type FeedbackType,
  type InboxKind,
  type InboxMessage,
  type InboxPage,
  type InboxRead,
  type Language,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { Realtime } from '../../platform/realtime/socket.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { AuditService, Actor } from '../../platform/audit/service.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import { feedback, memberMessages } from './tables.ts';

/** How much of the question the reply in the inbox quotes. */
const QUOTE_CHARACTERS = 200;

type MessageRow = typeof memberMessages.$inferSelect;
type FeedbackRow = typeof feedback.$inferSelect;

/** The page of a member or console list (`pageNum` from 1). */
export interface MessagePage {
  pageNum: number;
  pageSize: number;
}

const pageOf = <T>(list: T[], total: number, page: MessagePage) => ({
  list,
  total,
  totalPages: Math.ceil(total / page.pageSize),
});

export type InboxService = ReturnType<typeof createInboxService>;

/**
 * The member's inbox (spec: messageV2). Every read and change is scoped to the member id the
 * caller passes, which the routes take from the session. A message is stored in the transaction of
 * what it tells of and pushed over the socket only after that commits.
 */
export const createInboxService = ({
  db,
  system,
  realtime,
}: {
  db: Database;
  system: SystemService;
  realtime: () => Realtime | null;
}) => {
  const toMessage = (row: MessageRow, timeZone: string): InboxMessage => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    createdAt: formatTimestamp(row.createdAt, timeZone),
  });

  const unreadCount = async (memberId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
    return row?.n ?? 0;
  };

  return {
    unreadCount,

    /** The member's messages, newest first. */
    list: async (memberId: number, page: MessagePage): Promise<InboxPage> => {
      const mine = eq(memberMessages.memberId, memberId);
      const [rows, [total], site] = await Promise.all([
        db
          .select()
          .from(memberMessages)
          .where(mine)
          .orderBy(desc(memberMessages.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
        db.select({ n: count() }).from(memberMessages).where(mine),
        system.getSiteSetting(),
      ]);
      return pageOf(
        rows.map((row) => toMessage(row, site.timeZone)),
        total?.n ?? 0,
        page,
      );
    },

    /** Marks the member's own messages read (ids of other members' messages change nothing); answers what stays unread. */
    markRead: async (memberId: number, input: InboxRead) => {
      const filters: SQL[] = [eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)];
      if ('ids' in input) filters.push(inArray(memberMessages.id, input.ids));
      await db
        .update(memberMessages)
        .set({ readAt: sql`now()` })
        .where(and(...filters));
      return { count: await unreadCount(memberId) };
    },

    /** Stores a message in the caller's transaction; hand the answer to `push` once it has committed. */
    deliver: async (
      executor: Executor,
      memberId: number,
      message: { kind: InboxKind; title: string; content: string },
    ): Promise<MessageRow> => {
      const [row] = await executor
        .insert(memberMessages)
        .values({ memberId, ...message })
        .returning();
      if (!row) throw new Error('message insert returned no row');
      return row;
    },

    /** Tells the member's open sessions, on any instance, of a committed message. */
    push: async (row: MessageRow) => {
      const site = await system.getSiteSetting();
      realtime()?.toMember(row.memberId, INBOX_EVENT, toMessage(row, site.timeZone));
    },
  };
};

const REPLY_TITLE: Record<Language, string> = { EN: 'Reply to your feedback', JA: 'フィードバックへの回答' };

const FEEDBACK_TYPE_NAMES: Record<FeedbackType, Record<Language, string>> = {
  DEPOSIT: { EN: 'Deposit', JA: '入金' },
  WITHDRAWAL: { EN: 'Withdrawal', JA: '出金' },
  GAME: { EN: 'Game', JA: 'ゲーム' },
  CUSTOMER_SERVICE: { EN: 'Customer service', JA: 'カスタマーサービス' },
  APPLICATION: { EN: 'Application', JA: 'アプリ' },
  OTHER: { EN: 'Other', JA: 'その他' },
};

/** The inbox text of a reply: the reply, then the question it answers, quoted with its type. */
const replyContent = (reply: string, question: FeedbackRow, language: Language) => {
  const characters = Array.from(question.content);
  const quote =
    characters.length > QUOTE_CHARACTERS
      ? `${characters.slice(0, QUOTE_CHARACTERS).join('')}…`
      : question.content;
  const type = FEEDBACK_TYPE_NAMES[question.questionType][language];
  return language === 'JA'
    ? `${reply}\n\nお客様のフィードバック（${type}）：「${quote}」`
    : `${reply}\n\nYour feedback (${type}): “${quote}”`;
};

export interface FeedbackSearch extends MessagePage {
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackType | undefined;
  /** The member's username, exactly (case does not matter). */
  account?: string | undefined;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

/**
 * Feedback and complaints (spec section 3): members submit within the configured word limits,
 * staff reply once from the console and the reply reaches the member's inbox.
 */
export const createFeedbackService = ({
  db,
  system,
  members,
  inbox,
  audit,
}: {
  db: Database;
  system: SystemService;
  members: MembersService;
  inbox: InboxService;
  audit: AuditService;
}) => {
  const toFeedback = (row: FeedbackRow, timeZone: string): Feedback => ({
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    status: row.status,
    reply: row.reply,
    createdAt: formatTimestamp(row.createdAt, timeZone),
    repliedAt: row.repliedAt && formatTimestamp(row.repliedAt, timeZone),
  });

  const toAdmin = (row: FeedbackRow, account: string, timeZone: string): FeedbackAdmin => ({
    ...toFeedback(row, timeZone),
    memberId: row.memberId,
    account,
    repliedBy: row.repliedBy,
  });

  return {
    /**
     * Stores a submission of the configured length. The per-day count and the insert run under a
     * lock on the member, so two submissions at once cannot both take the last place.
     */
    submit: async (memberId: number, input: FeedbackRequest, language: Language): Promise<Feedback> => {
      const [{ feedbackWords }, { timeZone }] = await Promise.all([
        system.getContentSetting(),
        system.getSiteSetting(),
      ]);
      const words = countFeedbackWords(input.content);
      if (words < feedbackWords.min || words > feedbackWords.max) {
        throw fieldError({
          content: validationText('feedbackWords', language)
            .replace('{min}', String(feedbackWords.min))
            .replace('{max}', String(feedbackWords.max)),
        });
      }
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feedback:${memberId}`}, 0))`);
        const [open] = await tx
          .select({
            n: count(),
            retryAfter: sql<
              string | null
            >`ceil(extract(epoch from (min(${feedback.createdAt}) + interval '1 day' - now())))`,
          })
          .from(feedback)
          .where(
            and(
              eq(feedback.memberId, memberId),
              eq(feedback.status, 'OPEN'),
              gt(feedback.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if (open && open.n >= FEEDBACK_OPEN_PER_DAY) {
          throw new AppError('too_many_requests', {
            headers: { 'retry-after': String(Math.max(1, Number(open.retryAfter ?? 1))) },
          });
        }
        const [created] = await tx
          .insert(feedback)
          .values({ memberId, questionType: input.questionType, content: input.content })
          .returning();
        if (!created) throw new Error('feedback insert returned no row');
        return created;
      });
      return toFeedback(row, timeZone);
    },

    /** The member's own submissions, newest first. */
    listOwn: async (memberId: number, page: MessagePage) => {
      const mine = eq(feedback.memberId, memberId);
      const [rows, [total], { timeZone }] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(mine)
          .orderBy(desc(feedback.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
        db.select({ n: count() }).from(feedback).where(mine),
        system.getSiteSetting(),
      ]);
      return pageOf(
        rows.map((row) => toFeedback(row, timeZone)),
        total?.n ?? 0,
        page,
      );
    },

    /** The console's inbox: open submissions first, oldest first, then replied ones, newest first. */
    search: async (query: FeedbackSearch) => {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(feedback.status, query.status));
      if (query.questionType) filters.push(eq(feedback.questionType, query.questionType));
      if (query.account) {
        const member = await members.findByUsername(query.account);
        if (!member) return pageOf([], 0, query);
        filters.push(eq(feedback.memberId, member.id));
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const isOpen = sql`${feedback.status} = 'OPEN'`;
      const [rows, [total], { timeZone }] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(
            sql`case when ${isOpen} then 0 else 1 end`,
            sql`case when ${isOpen} then ${feedback.id} end`,
            desc(feedback.id),
          )
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feedback).where(where),
        system.getSiteSetting(),
      ]);
      const accounts = await members.findUsernames(rows.map((row) => row.memberId));
      return pageOf(
        rows.map((row) => toAdmin(row, accounts.get(row.memberId) ?? '', timeZone)),
        total?.n ?? 0,
        query,
      );
    },

    /**
     * Replies once: the status change (only from OPEN, so of two staff replying at once one gets
     * `conflict`), the member's inbox message and the audit entry commit together; the member's
     * open sessions hear of the message after that.
     */
    reply: async (actor: Actor, id: number, reply: string): Promise<FeedbackAdmin> => {
      const [question] = await db.select().from(feedback).where(eq(feedback.id, id));
      if (!question) throw new AppError('not_found_entity');
      const member = await members.findById(question.memberId);
      if (!member) throw new AppError('not_found_entity');
      const language = toLanguage(member.language);
      const { row, message } = await db.transaction(async (tx) => {
        const [replied] = await tx
          .update(feedback)
          .set({ status: 'REPLIED', reply, repliedBy: actor.username, repliedAt: sql`now()` })
          .where(and(eq(feedback.id, id), eq(feedback.status, 'OPEN')))
          .returning();
        if (!replied) throw new AppError('conflict');
        const delivered = await inbox.deliver(tx, replied.memberId, {
          kind: 'FEEDBACK_REPLY',
          title: REPLY_TITLE[language],
          content: replyContent(reply, replied, language),
        });
        await audit.record(tx, actor, {
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: id,
          before: { status: question.status },
          after: { status: replied.status, reply, messageId: delivered.id },
        });
        return { row: replied, message: delivered };
      });
      await inbox.push(message);
      const { timeZone } = await system.getSiteSetting();
      return toAdmin(row, member.username, timeZone);
    },
  };
};
