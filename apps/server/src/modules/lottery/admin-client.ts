import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  LOTTERY_CATEGORIES,
  VENDOR_SIGNATURE_HEADER,
  formatMinorUnits,
  lotteryDrawSchema,
  lotteryExposureSchema,
  lotteryReportRowSchema,
  lotterySettingsSchema,
  type AuditAction,
  type ErrorCode,
  type LotteryAdminGame,
  type LotteryCancelInput,
  type LotteryDrawQuery,
  type LotteryConfirmInput,
  type LotteryExposureQuery,
  type LotteryReportQuery,
  type LotteryResultInput,
  type lotterySettingsInputSchema,
} from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { LotteryService } from './service.ts';
import type { Catalogue } from '../games/catalogue.ts';
import { withTimeout, type VendorPost } from '../../platform/http/vendor-http.ts';
import { signVendorBody } from '../../platform/http/vendor-signature.ts';

/** A lottery vendor that does not answer within this time is reported unavailable (a cancel refunds many orders). */
export const LOTTERY_ADMIN_TIMEOUT_MS = 10_000;

/** The vendor's refusals (protocol "Admin calls") and the platform's codes for them. */
const REFUSALS: Record<string, ErrorCode> = {
  same_staff: 'lottery_second_staff_required',
  result_changed: 'lottery_result_changed',
  already_drawn: 'lottery_draw_already_drawn',
  draw_settled: 'lottery_draw_settled',
  draw_not_due: 'lottery_draw_not_due',
  draw_cancelled: 'lottery_draw_cancelled',
  result_invalid: 'lottery_result_invalid',
  result_missing: 'lottery_result_missing',
  not_vn_game: 'lottery_not_regional',
  game_not_found: 'lottery_game_not_found',
  draw_not_found: 'lottery_draw_not_found',
  bet_type_unknown: 'lottery_bet_type_unknown',
  settings_invalid: 'lottery_settings_invalid',
};
/** Refusals that say the platform's call is wrong (secret, clock): the vendor is unusable until fixed. */
const BROKEN_LINK = new Set(['invalid_signature', 'request_expired']);

const envelopeSchema = z.union([
  z.object({ success: z.literal(true), value: z.unknown() }),
  z.object({ success: z.literal(false), errorCode: z.string(), message: z.string().optional() }),
]);

const vendorDraw = lotteryDrawSchema.omit({ vassalage: true });
const vendorSettings = lotterySettingsSchema.omit({ vassalage: true });
const vendorExposure = lotteryExposureSchema.omit({ vassalage: true });

type SettingsInput = z.output<typeof lotterySettingsInputSchema>;
type Call =
  | 'settings.get'
  | 'settings.set'
  | 'draws.list'
  | 'results.enter'
  | 'results.confirm'
  | 'draws.cancel'
  | 'exposure'
  | 'report';

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;

/**
 * The console's side of a lottery vendor's admin API: each call is `POST <lotteryUrl>/admin/<call>`
 * with the body signed by the vendor's secret (as the vendor signs its wallet calls), the acting staff
 * member named in every write. The vendor's refusals become the platform's stable codes; a vendor that
 * does not answer, or answers what does not read, is `lottery_vendor_unavailable` (and logged). Writes
 * the vendor accepted are audited with what was sent and what the vendor answered.
 */
export const createLotteryAdmin = ({
  db,
  catalogue,
  audit,
  post,
  published,
  clock,
  log,
}: {
  db: Database;
  catalogue: Catalogue;
  /** The lottery vendors' draws feeds (the lottery service's), for the games' regions and schedules. */
  published: LotteryService['published'];
  audit: AuditService;
  post: VendorPost;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'> | undefined;
}) => {
  const lotteryVendor = async (vassalage: string) => {
    const vendor = await catalogue.findVendor(vassalage);
    const secret = vendor?.lotteryUrl ? await catalogue.findVendorSecret(vassalage) : undefined;
    if (!vendor?.lotteryUrl || !secret) throw new AppError('lottery_vendor_unknown');
    return { lotteryUrl: vendor.lotteryUrl.replace(/\/+$/, ''), secret };
  };

  const call = async <T>(
    vassalage: string,
    name: Call,
    payload: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> => {
    const { lotteryUrl, secret } = await lotteryVendor(vassalage);
    const body = JSON.stringify({ timestamp: Math.floor(clock.now().getTime() / 1000), ...payload });
    const unavailable = (reason: string, detail: Record<string, unknown> = {}) => {
      log?.warn({ vassalage, call: name, ...detail }, `lottery admin call failed: ${reason}`);
      return new AppError('lottery_vendor_unavailable');
    };
    let answer;
    try {
      answer = await withTimeout(
        (signal) =>
          post(
            `${lotteryUrl}/admin/${name}`,
            body,
            { [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, body) },
            signal,
          ),
        LOTTERY_ADMIN_TIMEOUT_MS,
      );
    } catch (error) {
      throw unavailable('no answer', { err: error });
    }
    let parsed;
    try {
      parsed = envelopeSchema.safeParse(JSON.parse(answer.body));
    } catch {
      throw unavailable('not JSON', { status: answer.status });
    }
    if (!parsed.success) throw unavailable('not an envelope', { status: answer.status });
    const envelope = parsed.data;
    if (!envelope.success) {
      const mapped = REFUSALS[envelope.errorCode];
      if (mapped) throw new AppError(mapped);
      if (BROKEN_LINK.has(envelope.errorCode))
        throw unavailable('the vendor refused the platform’s signature or clock', {
          errorCode: envelope.errorCode,
        });
      log?.warn(
        { vassalage, call: name, errorCode: envelope.errorCode, message: envelope.message },
        'lottery admin call refused for a reason the platform does not know',
      );
      throw new AppError('lottery_vendor_refused');
    }
    const value = schema.safeParse(envelope.value);
    if (!value.success) throw unavailable('an answer that does not read', { issues: value.error.issues });
    return value.data;
  };

  const staffOf = (actor: Actor) => ({ id: String(actor.staffId), username: actor.username });

  const record = (actor: Actor, action: AuditAction, targetId: string, before: unknown, after: unknown) =>
    audit.record(db, actor, { action, targetType: 'lottery_draw', targetId, before, after });

  const drawTarget = (vassalage: string, gameId: string, drawNo: string) =>
    `${vassalage}:${gameId}:${drawNo}`;

  const withVendor =
    (vassalage: string) =>
    <T extends object>(value: T) => ({ vassalage, ...value });

  return {
    /** The catalogue's lottery games (LOTT, ELOTT) of vendors with a lottery API, in the catalogue's order. */
    games: async (): Promise<LotteryAdminGame[]> => {
      const snap = await catalogue.snapshot();
      const feeds = await published();
      const categories: readonly string[] = LOTTERY_CATEGORIES;
      return [...snap.byNode.values()]
        .filter((game) => categories.includes(game.gameType) && snap.vendors.get(game.vassalage)?.lotteryUrl)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.nodeId - b.nodeId)
        .map((game) => {
          const draws = feeds.get(game.vassalage)?.get(game.gameCode);
          return {
            vassalage: game.vassalage,
            vendorName: snap.vendors.get(game.vassalage)?.displayName ?? game.vassalage,
            gameId: game.gameId,
            gameType: game.gameType as LotteryAdminGame['gameType'],
            names: game.names,
            enabled: game.enabled,
            region: draws?.region ?? null,
            nextDraw: draws?.open
              ? { drawNo: draws.open.drawNo, closesAt: draws.open.closesAt, drawsAt: draws.open.drawsAt }
              : null,
          };
        });
    },

    settings: async ({ vassalage, gameId }: { vassalage: string; gameId: string }) =>
      withVendor(vassalage)(await call(vassalage, 'settings.get', { gameId }, vendorSettings)),

    setSettings: async (actor: Actor, input: SettingsInput) => {
      const { vassalage, gameId, betType, odds } = input;
      const figures = {
        odds,
        minStake: formatMinorUnits(input.minStake),
        maxStake: formatMinorUnits(input.maxStake),
        maxExposure: formatMinorUnits(input.maxExposure),
      };
      const before = await call(vassalage, 'settings.get', { gameId }, vendorSettings);
      const after = await call(
        vassalage,
        'settings.set',
        { staff: staffOf(actor), gameId, betType, ...figures },
        vendorSettings,
      );
      await audit.record(db, actor, {
        action: 'lottery.settings',
        targetType: 'lottery_game',
        targetId: `${vassalage}:${gameId}`,
        before: before.betTypes.find((row) => row.betType === betType) ?? null,
        after: { betType, ...figures },
      });
      return withVendor(vassalage)(after);
    },

    draws: async ({ vassalage, gameId, status, limit }: LotteryDrawQuery & { limit: number }) =>
      (
        await call(
          vassalage,
          'draws.list',
          { ...(gameId ? { gameId } : {}), ...(status ? { status } : {}), limit },
          z.array(vendorDraw),
        )
      ).map(withVendor(vassalage)),

    enterResult: async (actor: Actor, { vassalage, gameId, drawNo, result }: LotteryResultInput) => {
      const drawn = await call(
        vassalage,
        'results.enter',
        { staff: staffOf(actor), gameId, drawNo, result },
        vendorDraw,
      );
      await record(actor, 'lottery.result_enter', drawTarget(vassalage, gameId, drawNo), null, { result });
      return withVendor(vassalage)(drawn);
    },

    /** Confirms the entry the staff member reviewed, named by its `enteredAt` as the vendor listed it. */
    confirmResult: async (actor: Actor, { vassalage, gameId, drawNo, enteredAt }: LotteryConfirmInput) => {
      const drawn = await call(
        vassalage,
        'results.confirm',
        { staff: staffOf(actor), gameId, drawNo, enteredAt },
        vendorDraw,
      );
      await record(
        actor,
        'lottery.result_confirm',
        drawTarget(vassalage, gameId, drawNo),
        { enteredBy: drawn.enteredBy, enteredAt: drawn.enteredAt },
        { result: drawn.result },
      );
      return withVendor(vassalage)(drawn);
    },

    cancelDraw: async (actor: Actor, { vassalage, gameId, drawNo, reason }: LotteryCancelInput) => {
      const cancelled = await call(
        vassalage,
        'draws.cancel',
        { staff: staffOf(actor), gameId, drawNo, reason },
        vendorDraw,
      );
      await record(actor, 'lottery.draw_cancel', drawTarget(vassalage, gameId, drawNo), null, {
        reason,
        orders: cancelled.orders,
        turnover: cancelled.turnover,
      });
      return withVendor(vassalage)(cancelled);
    },

    exposure: async ({ vassalage, gameId, drawNo, limit }: LotteryExposureQuery & { limit: number }) =>
      withVendor(vassalage)(
        await call(vassalage, 'exposure', { gameId, ...(drawNo ? { drawNo } : {}), limit }, vendorExposure),
      ),

    report: async ({ vassalage, from, to, gameId }: LotteryReportQuery) =>
      call(
        vassalage,
        'report',
        { from: new Date(from).toISOString(), to: new Date(to).toISOString(), ...(gameId ? { gameId } : {}) },
        z.array(lotteryReportRowSchema),
      ),
  };
};
