import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  formatMinorUnits,
  parseMinorUnits,
  type GameAdmin,
  type GameImportResult,
  type MaintenanceInput,
  type VendorAdmin,
  type VendorSecret,
  type WalletMode,
  type gameAdminQuerySchema,
  type gameImportSchema,
  type gameUpdateSchema,
  type vendorCreateSchema,
  type vendorUpdateSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { SecretBox } from '../../platform/crypto/secrets.ts';
import type { SystemService } from '../system/service.ts';
import type { Catalogue } from './catalogue.ts';
import { lockWalletModes } from './wallet-mode-service.ts';
import { vendorSecretContext } from './vendor-secrets.ts';
import { gameVendors, games } from './tables.ts';

type VendorRow = typeof gameVendors.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A new signing secret: 256 random bits, hex. */
const newSecret = () => randomBytes(32).toString('hex');

const toWindow = (start: Date | null, end: Date | null): MaintenanceInput | null =>
  start && end ? { startTime: start.toISOString(), endTime: end.toISOString() } : null;

const fromWindow = (window: MaintenanceInput | null | undefined) =>
  window === undefined
    ? {}
    : {
        maintenanceStart: window ? new Date(window.startTime) : null,
        maintenanceEnd: window ? new Date(window.endTime) : null,
      };

const toGameAdmin = (row: GameRow): GameAdmin => ({
  nodeId: row.nodeId,
  gameId: row.gameId,
  vassalage: row.vassalage,
  gameType: row.gameType,
  gameCode: row.gameCode,
  names: { JA: row.nameJa, EN: row.nameEn },
  iconUrl: row.iconUrl,
  lagerIcon: row.lagerIcon,
  gameClassify: row.gameClassify,
  supportsTrial: row.supportsTrial,
  minBet: formatMinorUnits(row.minBet),
  minLineNum: row.minLineNum,
  platforms: row.platforms,
  enabled: row.enabled,
  isHot: row.isHot,
  isNew: row.isNew,
  sortOrder: row.sortOrder,
  maintenance: toWindow(row.maintenanceStart, row.maintenanceEnd),
});

/** What the audit log keeps of a vendor: everything but its secret. */
const auditedVendor = ({ secret: _secret, ...rest }: VendorRow) => rest;

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;

/** The console's side of games: vendors, their secrets, the catalogue and its import. Every change is audited. */
export const createGamesAdminService = ({
  db,
  audit,
  catalogue,
  secrets,
  system,
}: {
  db: Database;
  audit: AuditService;
  catalogue: Catalogue;
  /** Encrypts the signing secrets at rest. */
  secrets: SecretBox;
  system: Pick<SystemService, 'isSingleWalletNow'>;
}) => {
  /** A vendor may keep its own wallet only while the merchant wallet is not single. */
  const allowWalletMode = async (tx: Executor, walletMode: WalletMode | undefined) => {
    if (walletMode !== 'TRANSFER') return;
    await lockWalletModes(tx);
    if (await system.isSingleWalletNow(tx)) {
      throw new AppError('single_wallet_conflict', { value: { vendors: [] } });
    }
  };
  const counts = async (executor: Executor = db) => {
    const rows = await executor
      .select({
        vassalage: games.vassalage,
        total: count(),
        enabled: sql<number>`count(*) filter (where ${games.enabled})::int`,
      })
      .from(games)
      .groupBy(games.vassalage);
    return new Map(rows.map((row) => [row.vassalage, row]));
  };

  const toVendorAdmin = (row: VendorRow, tally?: { total: number; enabled: number }): VendorAdmin => ({
    vassalage: row.vassalage,
    displayName: row.displayName,
    logoUrl: row.logoUrl,
    categories: row.categories,
    walletMode: row.walletMode,
    status: row.status,
    maintenance: toWindow(row.maintenanceStart, row.maintenanceEnd),
    sortOrder: row.sortOrder,
    launchUrl: row.launchUrl,
    jackpotUrl: row.jackpotUrl,
    roomsUrl: row.roomsUrl,
    lotteryUrl: row.lotteryUrl,
    gameCount: tally?.total ?? 0,
    enabledGameCount: tally?.enabled ?? 0,
    secretHint: secrets.open(row.secret, vendorSecretContext(row.vassalage)).slice(-4),
    createdAt: row.createdAt.toISOString(),
  });

  const vendorAdmin = async (executor: Executor, row: VendorRow) =>
    toVendorAdmin(row, (await counts(executor)).get(row.vassalage));

  const findVendor = async (executor: Executor, vassalage: string, lock = false) => {
    const query = executor.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  /** Runs a change in one transaction with its audit entry, then lets the lobby see it. */
  const change = async <T>(work: (tx: Executor) => Promise<T>) => {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await catalogue.bumpVersion(tx);
      return done;
    });
    catalogue.invalidate();
    return result;
  };

  return {
    listVendors: async (): Promise<VendorAdmin[]> => {
      const [rows, tally] = await Promise.all([
        db.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.vassalage)),
        counts(),
      ]);
      return rows.map((row) => toVendorAdmin(row, tally.get(row.vassalage)));
    },

    /** Registers a vendor; the answer carries its signing secret, which is shown this once. */
    createVendor: async (actor: Actor, input: z.output<typeof vendorCreateSchema>): Promise<VendorSecret> =>
      change(async (tx) => {
        await allowWalletMode(tx, input.walletMode);
        const secret = newSecret();
        const [row] = await tx
          .insert(gameVendors)
          .values({ ...input, secret: secrets.seal(secret, vendorSecretContext(input.vassalage)) })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('conflict');
        await audit.record(tx, actor, {
          action: 'vendor.create',
          targetType: 'vendor',
          targetId: row.vassalage,
          after: auditedVendor(row),
        });
        return { vendor: await vendorAdmin(tx, row), secret };
      }),

    updateVendor: async (
      actor: Actor,
      vassalage: string,
      input: z.output<typeof vendorUpdateSchema>,
    ): Promise<VendorAdmin> =>
      change(async (tx) => {
        const before = await findVendor(tx, vassalage, true);
        if (input.walletMode !== before.walletMode) await allowWalletMode(tx, input.walletMode);
        const { maintenance, ...fields } = input;
        const [row] = await tx
          .update(gameVendors)
          .set({ ...fields, ...fromWindow(maintenance), updatedAt: sql`now()` })
          .where(eq(gameVendors.vassalage, vassalage))
          .returning();
        if (!row) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'vendor.update',
          targetType: 'vendor',
          targetId: vassalage,
          before: auditedVendor(before),
          after: auditedVendor(row),
        });
        return vendorAdmin(tx, row);
      }),

    /** A new signing secret; the old one stops working at once. */
    rotateSecret: async (actor: Actor, vassalage: string): Promise<VendorSecret> =>
      change(async (tx) => {
        await findVendor(tx, vassalage, true);
        const secret = newSecret();
        const [row] = await tx
          .update(gameVendors)
          .set({ secret: secrets.seal(secret, vendorSecretContext(vassalage)), updatedAt: sql`now()` })
          .where(eq(gameVendors.vassalage, vassalage))
          .returning();
        if (!row) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'vendor.secret_rotate',
          targetType: 'vendor',
          targetId: vassalage,
          after: { secretHint: secret.slice(-4) },
        });
        return { vendor: await vendorAdmin(tx, row), secret };
      }),

    /**
     * Adds and updates the vendor's published games by their gameId. New games arrive enabled and
     * marked new; known games take the vendor's fields and keep the operator's flags.
     */
    importGames: async (
      actor: Actor,
      vassalage: string,
      input: z.output<typeof gameImportSchema>,
    ): Promise<GameImportResult> =>
      change(async (tx) => {
        await findVendor(tx, vassalage, true);
        const known = new Set(
          (await tx.select({ gameId: games.gameId }).from(games).where(eq(games.vassalage, vassalage))).map(
            (row) => row.gameId,
          ),
        );
        const listed = new Map(input.games.map((game) => [game.gameId, game]));
        const values = [...listed.values()].map((game) => ({
          vassalage,
          gameId: game.gameId,
          gameCode: game.gameCode,
          gameType: game.gameType,
          gameClassify: game.gameClassify,
          nameJa: game.names.JA,
          nameEn: game.names.EN,
          iconUrl: game.iconUrl,
          lagerIcon: game.lagerIcon,
          supportsTrial: game.supportsTrial,
          minBet: parseMinorUnits(game.minBet) ?? 0n,
          minLineNum: game.minLineNum,
          platforms: game.platforms,
          isNew: true,
        }));
        const excluded = (column: string) => sql.raw(`excluded.${column}`);
        for (let start = 0; start < values.length; start += 1000) {
          await tx
            .insert(games)
            .values(values.slice(start, start + 1000))
            .onConflictDoUpdate({
              target: [games.vassalage, games.gameId],
              set: {
                gameCode: excluded('game_code'),
                gameType: excluded('game_type'),
                gameClassify: excluded('game_classify'),
                nameJa: excluded('name_ja'),
                nameEn: excluded('name_en'),
                iconUrl: excluded('icon_url'),
                lagerIcon: excluded('lager_icon'),
                supportsTrial: excluded('supports_trial'),
                minBet: excluded('min_bet'),
                minLineNum: excluded('min_line_num'),
                platforms: excluded('platforms'),
                updatedAt: sql`now()`,
              },
            });
        }
        const created = [...listed.keys()].filter((gameId) => !known.has(gameId)).length;
        const result = {
          created,
          updated: listed.size - created,
          missing: [...known].filter((gameId) => !listed.has(gameId)).length,
        };
        await audit.record(tx, actor, {
          action: 'game.import',
          targetType: 'vendor',
          targetId: vassalage,
          after: result,
        });
        return result;
      }),

    listGames: async (query: z.output<typeof gameAdminQuerySchema>) => {
      const filters: SQL[] = [];
      if (query.vassalage) filters.push(eq(games.vassalage, query.vassalage));
      if (query.gameType) filters.push(eq(games.gameType, query.gameType));
      if (query.enabled) filters.push(eq(games.enabled, query.enabled === 'true'));
      if (query.name) {
        const pattern = containsPattern(query.name);
        const byName = or(
          ilike(games.nameJa, pattern),
          ilike(games.nameEn, pattern),
          ilike(games.gameCode, pattern),
        );
        if (byName) filters.push(byName);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(games).where(where),
        db
          .select()
          .from(games)
          .where(where)
          .orderBy(asc(games.sortOrder), asc(games.nodeId))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
      ]);
      const n = total[0]?.n ?? 0;
      return { list: rows.map(toGameAdmin), total: n, totalPages: Math.ceil(n / query.pageSize) };
    },

    updateGame: async (
      actor: Actor,
      nodeId: number,
      input: z.output<typeof gameUpdateSchema>,
    ): Promise<GameAdmin> =>
      change(async (tx) => {
        const [before] = await tx.select().from(games).where(eq(games.nodeId, nodeId)).for('update');
        if (!before) throw new AppError('not_found_entity');
        const { maintenance, ...flags } = input;
        const [row] = await tx
          .update(games)
          .set({ ...flags, ...fromWindow(maintenance), updatedAt: sql`now()` })
          .where(eq(games.nodeId, nodeId))
          .returning();
        if (!row) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'game.update',
          targetType: 'game',
          targetId: nodeId,
          before: toGameAdmin(before),
          after: toGameAdmin(row),
        });
        return toGameAdmin(row);
      }),
  };
};
