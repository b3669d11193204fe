import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  formatMinorUnits,
  validationText,
  type ApplicationAdmin,
  type ApplicationQueuePage,
  type GameCategory,
  type Language,
  type MyApplicationPage,
  type PromotionAdmin,
  type PromotionDetail,
  type PromotionList,
  type PromotionStatus,
  type PromotionSummary,
  type RewardStatus,
  type applicationQueueQuerySchema,
  type promotionApplySchema,
  type promotionInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import type { ImageUpload } from '../../../platform/http/uploads.ts';
import { sanitizeLocalizedHtml } from '../../../platform/content/list-admin.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import { systemClock, type Clock } from '../../../platform/clock.ts';
import type { SystemService } from '../../system/service.ts';
import type { MembersService } from '../../members/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import type { NotificationsService } from '../../notifications/service.ts';
import type { AudienceCheck } from '../audience.ts';
import type { RewardsCore } from '../core/service.ts';
import { rewards } from '../core/tables.ts';
import { promotionApplicationImages, promotionEntries, promotions } from './tables.ts';

type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;
type PromotionInput = z.output<typeof promotionInputSchema>;
type ApplyInput = z.output<typeof promotionApplySchema>;
type QueueQuery = z.output<typeof applicationQueueQuerySchema>;

/** An upload no application took within a day is removed when the member uploads again. */
const UNUSED_IMAGE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WAITING = ['PENDING', 'IN_PROCESS'] as const;

/** `promotion:<id>`: the reward's source reference (one reward per member and promotion). */
const sourceRefOf = (promotionId: number) => `promotion:${promotionId}`;

/**
 * The member's status of a promotion (spec's list): a part taken shows its progress; otherwise
 * the time decides (COMING_SOON, CLOSED), then whether there is something to do (JOIN) or not (null).
 */
export const promotionStatus = (
  promotion: Pick<PromotionRow, 'startsAt' | 'endsAt' | 'joinMode'>,
  entry: Pick<EntryRow, 'status' | 'rewardId' | 'claimMode'> | undefined,
  rewardStatus: RewardStatus | undefined,
  now: Date,
  visitor: boolean,
): PromotionStatus | null => {
  if (entry) {
    if (entry.status === 'PENDING') return 'APPLYING';
    if (entry.status === 'IN_PROCESS') return 'IN_PROCESS';
    if (entry.status === 'REJECTED') return 'REJECTED';
    if (entry.rewardId === null) return 'JOINED';
    if (rewardStatus === 'PENDING') return 'CLAIM';
    if (rewardStatus === 'CLAIMED') return entry.claimMode === 'AUTO' ? 'ISSUED' : 'CLAIMED';
    return 'CLOSED';
  }
  if (now < promotion.startsAt) return 'COMING_SOON';
  if (now >= promotion.endsAt) return 'CLOSED';
  return visitor || promotion.joinMode === 'NONE' ? null : 'JOIN';
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/**
 * Promotions: the operator's list (audited `promotion.save`), the member's list, join and apply,
 * and the review queue (audited `promotion.review`). Every reward goes through the rewards core's
 * `grant` in the same transaction as the promotion's budget, so both commit or neither does.
 */
export const createPromotionsService = ({
  db,
  audit,
  system,
  members,
  wallet,
  notifications,
  audience,
  core,
  clock = systemClock,
}: {
  db: Database;
  audit: AuditService;
  system: SystemService;
  members: MembersService;
  wallet: WalletService;
  notifications: NotificationsService;
  audience: AudienceCheck;
  core: Pick<RewardsCore, 'grant' | 'requireEnabled'>;
  clock?: Clock;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;

  const requireSwitch = core.requireEnabled;

  const isEveryone = (row: PromotionRow) =>
    row.audience.vipLevels.length === 0 &&
    row.audience.agentIds.length === 0 &&
    row.audience.labels.length === 0;

  /** The published promotions the caller may see (a visitor: those for everyone). */
  const visibleTo = async (memberId: number | null, rows: PromotionRow[]) => {
    if (memberId === null) return rows.filter(isEveryone);
    const shown = await Promise.all(rows.map((row) => audience.includes(memberId, row.audience)));
    return rows.filter((_row, index) => shown[index]);
  };

  const entriesOf = async (memberId: number, promotionIds: number[]) => {
    if (promotionIds.length === 0) return new Map<number, EntryRow>();
    const rows = await db
      .select()
      .from(promotionEntries)
      .where(
        and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, promotionIds)),
      );
    return new Map(rows.map((row) => [row.promotionId, row]));
  };

  /**
   * The status of the rewards granted for some entries (the rewards core's rows): a PENDING one past
   * its expiry reads EXPIRED, as the core's claim would find it.
   */
  const rewardStatusesOf = async (entries: Iterable<EntryRow>) => {
    const ids = [...entries].flatMap((entry) => (entry.rewardId === null ? [] : [entry.rewardId]));
    if (ids.length === 0) return new Map<number, RewardStatus>();
    const rows = await db
      .select({ id: rewards.id, status: rewards.status, expiresAt: rewards.expiresAt })
      .from(rewards)
      .where(inArray(rewards.id, ids));
    const now = clock.now();
    return new Map(
      rows.map((row): [number, RewardStatus] => [
        row.id,
        row.status === 'PENDING' && row.expiresAt !== null && row.expiresAt <= now ? 'EXPIRED' : row.status,
      ]),
    );
  };

  const toSummary = (
    row: PromotionRow,
    language: Language,
    status: PromotionStatus | null,
  ): PromotionSummary => ({
    id: row.id,
    title: row.title[language],
    coverImageUrl: row.coverImageUrl,
    categories: row.categories,
    joinMode: row.joinMode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reward:
      row.rewardKind === null
        ? null
        : {
            kind: row.rewardKind,
            amount: row.rewardAmount === null ? null : formatMinorUnits(row.rewardAmount),
            claimMode: row.claimMode,
            turnoverMultiple: row.turnover?.multiple ?? null,
          },
    status,
  });

  /** The caller's view of some promotions, in the order given. */
  const viewsOf = async (memberId: number | null, rows: PromotionRow[]) => {
    const entries =
      memberId === null
        ? new Map<number, EntryRow>()
        : await entriesOf(
            memberId,
            rows.map((row) => row.id),
          );
    const rewards = await rewardStatusesOf(entries.values());
    const now = clock.now();
    return rows.map((row) => {
      const entry = entries.get(row.id);
      const rewardStatus = entry?.rewardId == null ? undefined : rewards.get(entry.rewardId);
      return { row, entry, status: promotionStatus(row, entry, rewardStatus, now, memberId === null) };
    });
  };

  const findVisible = async (memberId: number | null, id: number) => {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.published, true)));
    if (!row || (await visibleTo(memberId, [row])).length === 0) throw new AppError('not_found_entity');
    return row;
  };

  const detailOf = async (memberId: number | null, row: PromotionRow, language: Language) => {
    const [view] = await viewsOf(memberId, [row]);
    if (!view) throw new AppError('not_found_entity');
    const detail: PromotionDetail = {
      ...toSummary(row, language, view.status),
      content: row.content[language],
      rejectReason: view.entry?.rejectReason ?? null,
    };
    return detail;
  };

  const requireOpen = (row: PromotionRow) => {
    const now = clock.now();
    if (now < row.startsAt || now >= row.endsAt) throw new AppError('promotion_not_open');
  };

  /**
   * Grants the promotion's reward in `tx`: the budget first (a conditional update that never lets
   * `spent` pass `budget`), then the core's grant, keyed `promotion:<id>` per member.
   */
  const grantIn = async (tx: Executor, row: PromotionRow, memberId: number, amount: bigint) => {
    if (row.rewardKind === null) throw new Error(`promotion ${row.id} has no reward to grant`);
    const paid = sql`${amount.toString()}::bigint`;
    const [kept] = await tx
      .update(promotions)
      .set({ spent: sql`${promotions.spent} + ${paid}` })
      .where(
        and(
          eq(promotions.id, row.id),
          sql`(${promotions.budget} is null or ${promotions.spent} + ${paid} <= ${promotions.budget})`,
        ),
      )
      .returning({ id: promotions.id });
    if (!kept) throw new AppError('reward_budget_exhausted');
    const turnover = row.rewardKind === 'BONUS' && row.turnover ? row.turnover : undefined;
    return core.grant(tx, {
      memberId,
      source: 'PROMOTION',
      sourceRef: sourceRefOf(row.id),
      title: row.title,
      prize: { kind: row.rewardKind, amount },
      ...(turnover ? { turnover } : {}),
      expiresAt:
        row.claimMode === 'MANUAL' && row.claimDays !== null
          ? new Date(clock.now().getTime() + row.claimDays * DAY_MS)
          : null,
      claim: row.claimMode,
    });
  };

  /** Inserts the member's one entry; a second (even at the same moment) is `promotion_already_joined`. */
  const insertEntry = async (tx: Executor, values: typeof promotionEntries.$inferInsert) => {
    const [entry] = await tx.insert(promotionEntries).values(values).onConflictDoNothing().returning();
    if (!entry) throw new AppError('promotion_already_joined');
    return entry;
  };

  /* Console. */

  const waitingCounts = async () => {
    const rows = await db
      .select({ promotionId: promotionEntries.promotionId, n: count() })
      .from(promotionEntries)
      .where(inArray(promotionEntries.status, [...WAITING]))
      .groupBy(promotionEntries.promotionId);
    return new Map(rows.map((row) => [row.promotionId, row.n]));
  };

  const toAdmin = (row: PromotionRow, zone: string, waiting: number): PromotionAdmin => ({
    id: row.id,
    title: row.title,
    coverImageUrl: row.coverImageUrl,
    content: row.content,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    audience: row.audience,
    categories: row.categories,
    joinMode: row.joinMode,
    reward:
      row.rewardKind === null
        ? null
        : {
            kind: row.rewardKind,
            amount: row.rewardAmount === null ? null : formatMinorUnits(row.rewardAmount),
            claimMode: row.claimMode,
            claimDays: row.claimDays,
            turnover: row.turnover,
          },
    budget: row.budget === null ? null : formatMinorUnits(row.budget),
    spent: formatMinorUnits(row.spent),
    sortOrder: row.sortOrder,
    published: row.published,
    waiting,
    createdAt: formatTimestamp(row.createdAt, zone),
    updatedAt: formatTimestamp(row.updatedAt, zone),
  });

  /** A promotion as the audit log keeps it: amounts as decimals, the long HTML left out. */
  const auditView = (row: PromotionRow) => ({
    ...row,
    content: undefined,
    rewardAmount: row.rewardAmount === null ? null : formatMinorUnits(row.rewardAmount),
    budget: row.budget === null ? null : formatMinorUnits(row.budget),
    spent: formatMinorUnits(row.spent),
  });

  const valuesOf = (input: PromotionInput, language: Language) => ({
    title: input.title,
    coverImageUrl: input.coverImageUrl,
    content: sanitizeLocalizedHtml(input.content, language),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    audience: input.audience,
    categories: [...new Set<GameCategory>(input.categories)],
    joinMode: input.joinMode,
    rewardKind: input.rewardKind,
    rewardAmount: input.rewardKind === null ? null : (input.rewardAmount ?? null),
    claimMode: input.claimMode,
    claimDays: input.claimDays,
    turnover: input.rewardKind === 'BONUS' ? input.turnover : null,
    budget: input.budget ?? null,
    sortOrder: input.sortOrder,
    published: input.published,
  });

  const toApplication = (
    entry: EntryRow,
    promotion: PromotionRow,
    username: string,
    imageCount: number,
    zone: string,
  ): ApplicationAdmin => ({
    id: entry.id,
    promotionId: promotion.id,
    promotionTitle: promotion.title.EN,
    rewardKind: promotion.rewardKind,
    suggestedAmount: promotion.rewardAmount === null ? null : formatMinorUnits(promotion.rewardAmount),
    memberId: entry.memberId,
    username,
    remark: entry.remark,
    imageCount,
    status: entry.status,
    amount: entry.amount === null ? null : formatMinorUnits(entry.amount),
    rejectReason: entry.rejectReason,
    reviewedBy: entry.reviewedBy,
    createdAt: formatTimestamp(entry.createdAt, zone),
    reviewedAt: entry.reviewedAt === null ? null : formatTimestamp(entry.reviewedAt, zone),
  });

  const imageCounts = async (entryIds: number[]) => {
    if (entryIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ entryId: promotionApplicationImages.entryId, n: count() })
      .from(promotionApplicationImages)
      .where(inArray(promotionApplicationImages.entryId, entryIds))
      .groupBy(promotionApplicationImages.entryId);
    return new Map(rows.map((row) => [row.entryId ?? 0, row.n]));
  };

  const applicationById = async (id: number) => {
    const [found] = await db
      .select({ entry: promotionEntries, promotion: promotions })
      .from(promotionEntries)
      .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
      .where(and(eq(promotionEntries.id, id), eq(promotions.joinMode, 'APPLY')));
    if (!found) throw new AppError('not_found_entity');
    const [usernames, images, zone] = await Promise.all([
      members.findUsernames([found.entry.memberId]),
      imageCounts([found.entry.id]),
      timeZone(),
    ]);
    return toApplication(
      found.entry,
      found.promotion,
      usernames.get(found.entry.memberId) ?? '',
      images.get(found.entry.id) ?? 0,
      zone,
    );
  };

  /**
   * Decides a waiting application in one transaction: the conditional status change (a second
   * decision at the same moment finds nothing waiting), the work of the decision, the audit entry
   * and the member's notice (pushed once committed).
   */
  const decide = async (
    actor: Actor,
    id: number,
    status: 'APPROVED' | 'REJECTED',
    extra: { amount?: bigint; rejectReason?: string },
  ) => {
    const notice = await db.transaction(async (tx) => {
      const [entry] = await tx
        .update(promotionEntries)
        .set({
          status,
          amount: extra.amount ?? null,
          rejectReason: extra.rejectReason ?? null,
          reviewedBy: actor.username,
          reviewedAt: clock.now(),
        })
        .where(and(eq(promotionEntries.id, id), inArray(promotionEntries.status, [...WAITING])))
        .returning();
      const [promotion] = entry
        ? await tx.select().from(promotions).where(eq(promotions.id, entry.promotionId))
        : [];
      if (!entry || !promotion || promotion.joinMode !== 'APPLY') {
        const [exists] = await tx
          .select({ id: promotionEntries.id })
          .from(promotionEntries)
          .where(eq(promotionEntries.id, id));
        throw new AppError(exists ? 'application_not_pending' : 'not_found_entity');
      }
      if (status === 'APPROVED') {
        const amount = extra.amount ?? 0n;
        const granted = await grantIn(tx, promotion, entry.memberId, amount);
        await tx
          .update(promotionEntries)
          .set({ rewardId: granted.rewardId, claimMode: promotion.claimMode })
          .where(eq(promotionEntries.id, id));
      }
      await audit.record(tx, actor, {
        action: 'promotion.review',
        targetType: 'promotion_application',
        targetId: id,
        after: {
          status,
          promotionId: promotion.id,
          memberId: entry.memberId,
          amount: extra.amount === undefined ? null : formatMinorUnits(extra.amount),
          reason: extra.rejectReason ?? null,
        },
      });
      const { balance } = await wallet.getMainBalance(entry.memberId, tx);
      return notifications.record(tx, entry.memberId, {
        kind: status === 'APPROVED' ? 'PROMOTION_APPROVED' : 'PROMOTION_REJECTED',
        orderNo: sourceRefOf(promotion.id),
        amount: extra.amount ?? 0n,
        balance,
        reason: extra.rejectReason ?? null,
      });
    });
    await notifications.push(notice);
    return applicationById(id);
  };

  return {
    /** Published promotions the caller sees, running or coming, the operator's order first. */
    list: async (
      memberId: number | null,
      query: { category?: GameCategory | undefined },
      language: Language,
    ): Promise<PromotionList> => {
      await requireSwitch();
      const rows = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.published, true),
            query.category === undefined
              ? undefined
              : sql`${promotions.categories} @> ${JSON.stringify([query.category])}::jsonb`,
          ),
        )
        .orderBy(asc(promotions.sortOrder), desc(promotions.startsAt), desc(promotions.id));
      const views = await viewsOf(memberId, await visibleTo(memberId, rows));
      return { list: views.map((view) => toSummary(view.row, language, view.status)) };
    },

    detail: async (memberId: number | null, id: number, language: Language) => {
      await requireSwitch();
      return detailOf(memberId, await findVisible(memberId, id), language);
    },

    /** One click: the entry, and the promotion's reward (if any) within its budget, in one transaction. */
    join: async (memberId: number, id: number, language: Language) => {
      await requireSwitch();
      const row = await findVisible(memberId, id);
      if (row.joinMode !== 'JOIN') throw new AppError('promotion_not_open');
      requireOpen(row);
      await db.transaction(async (tx) => {
        const entry = await insertEntry(tx, { promotionId: row.id, memberId, status: 'APPROVED' });
        if (row.rewardKind === null || row.rewardAmount === null) return;
        const granted = await grantIn(tx, row, memberId, row.rewardAmount);
        await tx
          .update(promotionEntries)
          .set({ rewardId: granted.rewardId, amount: row.rewardAmount, claimMode: row.claimMode })
          .where(eq(promotionEntries.id, entry.id));
      });
      return detailOf(memberId, row, language);
    },

    /** Keeps one checked image for the member's next application; older unused uploads go. */
    uploadImage: async (memberId: number, image: ImageUpload) => {
      await requireSwitch();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .delete(promotionApplicationImages)
          .where(
            and(
              eq(promotionApplicationImages.memberId, memberId),
              isNull(promotionApplicationImages.entryId),
              lt(promotionApplicationImages.createdAt, new Date(clock.now().getTime() - UNUSED_IMAGE_MS)),
            ),
          );
        await tx.insert(promotionApplicationImages).values({
          id,
          memberId,
          contentType: image.contentType,
          size: image.bytes.length,
          sha256: image.sha256,
          bytes: image.bytes,
          createdAt: clock.now(),
        });
      });
      return { id };
    },

    /** The application and its images (the member's own unused uploads), in one transaction. */
    apply: async (memberId: number, id: number, input: ApplyInput, language: Language) => {
      await requireSwitch();
      const row = await findVisible(memberId, id);
      if (row.joinMode !== 'APPLY') throw new AppError('promotion_not_open');
      requireOpen(row);
      if (new Set(input.imageIds).size !== input.imageIds.length) throw new AppError('upload_invalid_image');
      await db.transaction(async (tx) => {
        const entry = await insertEntry(tx, {
          promotionId: row.id,
          memberId,
          status: 'PENDING',
          remark: input.remark,
        });
        for (const [position, imageId] of input.imageIds.entries()) {
          const [taken] = await tx
            .update(promotionApplicationImages)
            .set({ entryId: entry.id, position })
            .where(
              and(
                eq(promotionApplicationImages.id, imageId),
                eq(promotionApplicationImages.memberId, memberId),
                isNull(promotionApplicationImages.entryId),
              ),
            )
            .returning({ id: promotionApplicationImages.id });
          if (!taken) throw new AppError('upload_invalid_image');
        }
      });
      return detailOf(memberId, row, language);
    },

    myApplications: async (
      memberId: number,
      query: { pageNum: number; pageSize: number },
      language: Language,
    ): Promise<MyApplicationPage> => {
      await requireSwitch();
      const where = and(eq(promotionEntries.memberId, memberId), eq(promotions.joinMode, 'APPLY'));
      const [rows, [total], zone] = await Promise.all([
        db
          .select({ entry: promotionEntries, promotion: promotions })
          .from(promotionEntries)
          .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
          .where(where)
          .orderBy(desc(promotionEntries.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db
          .select({ n: count() })
          .from(promotionEntries)
          .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
          .where(where),
        timeZone(),
      ]);
      const [rewards, images] = await Promise.all([
        rewardStatusesOf(rows.map((row) => row.entry)),
        imageCounts(rows.map((row) => row.entry.id)),
      ]);
      const now = clock.now();
      const n = total?.n ?? 0;
      return {
        list: rows.map(({ entry, promotion }) => ({
          id: entry.id,
          promotionId: promotion.id,
          promotionTitle: promotion.title[language],
          remark: entry.remark,
          imageCount: images.get(entry.id) ?? 0,
          status:
            promotionStatus(
              promotion,
              entry,
              entry.rewardId === null ? undefined : rewards.get(entry.rewardId),
              now,
              false,
            ) ?? 'APPLYING',
          amount: entry.amount === null ? null : formatMinorUnits(entry.amount),
          rejectReason: entry.rejectReason,
          createdAt: formatTimestamp(entry.createdAt, zone),
          reviewedAt: entry.reviewedAt === null ? null : formatTimestamp(entry.reviewedAt, zone),
        })),
        total: n,
        totalPages: Math.ceil(n / query.pageSize),
      };
    },

    admin: {
      list: async (): Promise<PromotionAdmin[]> => {
        const [rows, waiting, zone] = await Promise.all([
          db.select().from(promotions).orderBy(asc(promotions.sortOrder), desc(promotions.id)),
          waitingCounts(),
          timeZone(),
        ]);
        return rows.map((row) => toAdmin(row, zone, waiting.get(row.id) ?? 0));
      },

      save: async (actor: Actor, id: number | null, input: PromotionInput, language: Language) => {
        const values = valuesOf(input, language);
        const zone = await timeZone();
        const saved = await db.transaction(async (tx) => {
          const [before] =
            id === null ? [] : await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
          if (id !== null && !before) throw new AppError('not_found_entity');
          if (before && values.budget !== null && values.budget < before.spent)
            throw fieldError({ budget: validationText('invalidValue', language) });
          const [after] = before
            ? await tx
                .update(promotions)
                .set({ ...values, updatedAt: clock.now() })
                .where(eq(promotions.id, before.id))
                .returning()
            : await tx.insert(promotions).values(values).returning();
          if (!after) throw new Error('promotion save returned no row');
          await audit.record(tx, actor, {
            action: 'promotion.save',
            targetType: 'promotion',
            targetId: after.id,
            ...(before ? { before: auditView(before) } : {}),
            after: auditView(after),
          });
          return after;
        });
        return toAdmin(saved, zone, (await waitingCounts()).get(saved.id) ?? 0);
      },

      applications: async (query: QueueQuery): Promise<ApplicationQueuePage> => {
        const filters: SQL[] = [eq(promotions.joinMode, 'APPLY')];
        if (query.promotionId !== undefined)
          filters.push(eq(promotionEntries.promotionId, query.promotionId));
        if (query.status !== undefined) filters.push(eq(promotionEntries.status, query.status));
        if (query.username !== undefined && query.username !== '') {
          const member = await members.findByUsername(query.username);
          filters.push(eq(promotionEntries.memberId, member?.id ?? 0));
        }
        const where = and(...filters);
        const [rows, [total], zone] = await Promise.all([
          db
            .select({ entry: promotionEntries, promotion: promotions })
            .from(promotionEntries)
            .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
            .where(where)
            .orderBy(
              sql`case when ${promotionEntries.status} in ('PENDING', 'IN_PROCESS') then 0 else 1 end`,
              asc(promotionEntries.id),
            )
            .limit(query.pageSize)
            .offset((query.pageNum - 1) * query.pageSize),
          db
            .select({ n: count() })
            .from(promotionEntries)
            .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
            .where(where),
          timeZone(),
        ]);
        const [usernames, images] = await Promise.all([
          members.findUsernames(rows.map((row) => row.entry.memberId)),
          imageCounts(rows.map((row) => row.entry.id)),
        ]);
        const n = total?.n ?? 0;
        return {
          list: rows.map(({ entry, promotion }) =>
            toApplication(
              entry,
              promotion,
              usernames.get(entry.memberId) ?? '',
              images.get(entry.id) ?? 0,
              zone,
            ),
          ),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },

      image: async (id: number, index: number) => {
        const [image] = await db
          .select({
            contentType: promotionApplicationImages.contentType,
            bytes: promotionApplicationImages.bytes,
          })
          .from(promotionApplicationImages)
          .where(
            and(eq(promotionApplicationImages.entryId, id), eq(promotionApplicationImages.position, index)),
          );
        if (!image) throw new AppError('not_found_entity');
        return image;
      },

      /** PENDING → IN_PROCESS: staff took the application up (the member sees IN_PROCESS). */
      take: async (actor: Actor, id: number) => {
        await db.transaction(async (tx) => {
          const [taken] = await tx
            .update(promotionEntries)
            .set({ status: 'IN_PROCESS', reviewedBy: actor.username })
            .where(and(eq(promotionEntries.id, id), eq(promotionEntries.status, 'PENDING')))
            .returning({ id: promotionEntries.id });
          if (!taken) {
            const [exists] = await tx
              .select({ id: promotionEntries.id })
              .from(promotionEntries)
              .where(eq(promotionEntries.id, id));
            throw new AppError(exists ? 'application_not_pending' : 'not_found_entity');
          }
          await audit.record(tx, actor, {
            action: 'promotion.review',
            targetType: 'promotion_application',
            targetId: id,
            after: { status: 'IN_PROCESS' },
          });
        });
        return applicationById(id);
      },

      approve: (actor: Actor, id: number, amount: bigint) => decide(actor, id, 'APPROVED', { amount }),

      reject: (actor: Actor, id: number, reason: string) =>
        decide(actor, id, 'REJECTED', { rejectReason: reason }),
    },
  };
};
