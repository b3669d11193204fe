import { asc, eq, sql } from 'drizzle-orm';
import {
  ARCADE_CLASSIFY,
  BINGO_LANGUAGE,
  CATEGORY_GROUP,
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  formatMinorUnits,
  isListCentre,
  type Game,
  type GameCategory,
  type GameClassify,
  type GameList,
  type GameMenu,
  type Language,
  type LobbyVendor,
  type MaintenanceWindow,
  type VendorLane,
  type VendorStatus,
  type WalletKind,
  type WalletMode,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { SecretBox } from '../../platform/crypto/secrets.ts';
import { gameCatalogueState, gameVendors, games } from './tables.ts';
import { vendorSecretContext } from './vendor-secrets.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/**
 * How often an instance checks the catalogue's version (one row) while serving its snapshot; its
 * own changes apply at once, other instances' within this time.
 */
export const CATALOGUE_CHECK_MS = 2_000;

/** A maintenance window. */
export interface MaintenanceSpan {
  start: Date;
  end: Date;
}

export interface CatalogueVendor {
  vassalage: string;
  displayName: string;
  logoUrl: string | null;
  categories: GameCategory[];
  walletMode: WalletMode;
  status: VendorStatus;
  maintenance: MaintenanceSpan | null;
  sortOrder: number;
  launchUrl: string;
  /** Where the vendor publishes its live tables, if it does. */
  roomsUrl: string | null;
  /** The base of the vendor's lottery API, if it runs lotteries. */
  lotteryUrl: string | null;
}

export interface CatalogueGame {
  nodeId: number;
  gameId: string;
  vassalage: string;
  gameCode: string;
  gameType: GameCategory;
  gameClassify: GameClassify | null;
  names: Record<Language, string>;
  iconUrl: string;
  lagerIcon: string | null;
  supportsTrial: boolean;
  minBet: bigint;
  minLineNum: number;
  platforms: string[];
  enabled: boolean;
  isHot: boolean;
  isNew: boolean;
  sortOrder: number;
  maintenance: MaintenanceSpan | null;
  /** Both names lower-cased and width-folded, for search. */
  searchText: string;
}

export interface CatalogueSnapshot {
  vendors: Map<string, CatalogueVendor>;
  /** Every game, enabled or not, by node id (vendor calls settle rounds of disabled games too). */
  byNode: Map<number, CatalogueGame>;
  /** The same games by vendor and game code. */
  byCode: Map<string, CatalogueGame>;
  /** The lobby's games: enabled, of an active vendor, in the operator's order. */
  lobby: CatalogueGame[];
  /** Lobby games matching a filter, by the filter, filled as filters are asked for. */
  matching: Map<string, CatalogueGame[]>;
  /** Pages answered from this snapshot, most recently used last (see `list`). */
  pages: Map<string, GameList>;
  /**
   * Every start and end of a lobby game's or vendor's maintenance window (ms, ascending): between
   * two of them every page reads the same, so a page is remembered for the span it was built in.
   */
  boundaries: number[];
  version: number;
  checkedAt: number;
}

/** Distinct filters remembered per snapshot; lobby traffic repeats a few, searches add the rest. */
const MATCHING_CACHE_SIZE = 1000;
/**
 * Pages remembered per snapshot. A page of 48 games takes some tens of KB with the serialised and
 * compressed copies the routes keep beside it, so this bounds the memory to a few tens of MB
 * however many distinct searches come in.
 */
const PAGE_CACHE_SIZE = 500;
/** Decrypted vendor secrets kept (far more than vendors; old values of rotated secrets fall out). */
const OPENED_SECRETS_MAX = 256;

export interface GameFilter {
  gameType?: GameCategory | undefined;
  gameClassify?: GameClassify | undefined;
  vassalage?: string | undefined;
  isNew?: 0 | 1 | undefined;
  isHot?: 0 | 1 | undefined;
  gameName?: string | undefined;
  /** Games whose minimum bet is at most this (minor units). */
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  platform?: string | undefined;
}

/** The wallet a vendor's games play against: the main wallet, or the vendor's own for transfer mode. */
export const walletKindFor = (vassalage: string, walletMode: WalletMode | undefined): WalletKind =>
  walletMode === 'TRANSFER' ? `VENDOR:${vassalage}` : 'MAIN';

const codeKey = (vassalage: string, gameCode: string) => `${vassalage}\n${gameCode}`;

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

const windowOf = (start: Date | null, end: Date | null): MaintenanceSpan | null =>
  start && end ? { start, end } : null;

const isActive = (window: MaintenanceSpan | null, now: Date) =>
  window !== null && window.start <= now && now < window.end;

/** How many of the ascending `boundaries` are at or before `time`: the span of time it falls in. */
const spanOf = (boundaries: number[], time: number) => {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((boundaries[middle] ?? 0) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
};

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * The game catalogue as the lobby reads it: one snapshot in memory per instance, read again after
 * `CATALOGUE_TTL_MS` or at once after this instance changed it, and filtered in memory, so lobby
 * lists cost no database round trip.
 */
export const createCatalogue = ({
  db,
  system,
  secrets,
  clock = systemClock,
}: {
  db: Database;
  system: SystemService;
  /** Opens the vendors' signing secrets, which the table keeps encrypted. */
  secrets: SecretBox;
  clock?: Clock;
}) => {
  let current: CatalogueSnapshot | null = null;
  /** Decrypted signing secrets by vendor and stored value. */
  const openedSecrets = new Map<string, string>();
  /** Signing secrets by vendor with when they were read, trusted for `CATALOGUE_CHECK_MS`. */
  const signingSecrets = new Map<string, { secret: string | undefined; readAt: number }>();
  let loading: Promise<CatalogueSnapshot> | null = null;
  /** Raised by `invalidate`, so a load already under way cannot bring back what was invalidated. */
  let generation = 0;
  let checking = false;

  const readVersion = async () => {
    const [row] = await db.select({ version: gameCatalogueState.version }).from(gameCatalogueState);
    return row?.version ?? 0;
  };

  const load = async (): Promise<CatalogueSnapshot> => {
    const version = await readVersion();
    const [vendorRows, gameRows] = await Promise.all([
      db.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.vassalage)),
      db.select().from(games).orderBy(asc(games.sortOrder), asc(games.nodeId)),
    ]);
    const vendors = new Map<string, CatalogueVendor>(
      vendorRows.map((row) => [
        row.vassalage,
        {
          vassalage: row.vassalage,
          displayName: row.displayName,
          logoUrl: row.logoUrl,
          categories: row.categories,
          walletMode: row.walletMode,
          status: row.status,
          maintenance: windowOf(row.maintenanceStart, row.maintenanceEnd),
          sortOrder: row.sortOrder,
          launchUrl: row.launchUrl,
          roomsUrl: row.roomsUrl,
          lotteryUrl: row.lotteryUrl,
        },
      ]),
    );
    const byNode = new Map<number, CatalogueGame>();
    const byCode = new Map<string, CatalogueGame>();
    const lobby: CatalogueGame[] = [];
    for (const row of gameRows) {
      const game: CatalogueGame = {
        nodeId: row.nodeId,
        gameId: row.gameId,
        vassalage: row.vassalage,
        gameCode: row.gameCode,
        gameType: row.gameType,
        gameClassify: row.gameClassify,
        names: { JA: row.nameJa, EN: row.nameEn },
        iconUrl: row.iconUrl,
        lagerIcon: row.lagerIcon,
        supportsTrial: row.supportsTrial,
        minBet: row.minBet,
        minLineNum: row.minLineNum,
        platforms: row.platforms,
        enabled: row.enabled,
        isHot: row.isHot,
        isNew: row.isNew,
        sortOrder: row.sortOrder,
        maintenance: windowOf(row.maintenanceStart, row.maintenanceEnd),
        searchText: `${fold(row.nameJa)}\n${fold(row.nameEn)}`,
      };
      byNode.set(game.nodeId, game);
      byCode.set(codeKey(game.vassalage, game.gameCode), game);
      if (game.enabled && vendors.get(game.vassalage)?.status === 'ACTIVE') lobby.push(game);
    }
    const vendorRank = new Map([...vendors.keys()].map((code, index) => [code, index]));
    const rankOf = (game: CatalogueGame) => vendorRank.get(game.vassalage) ?? 0;
    // The operator's game order first; the vendors' order, then the catalogue's, break ties.
    lobby.sort((a, b) => a.sortOrder - b.sortOrder || rankOf(a) - rankOf(b) || a.nodeId - b.nodeId);
    const windows = [
      ...lobby.map((game) => game.maintenance),
      ...[...vendors.values()].map((vendor) => vendor.maintenance),
    ].filter((window) => window !== null);
    const boundaries = windows
      .flatMap((window) => [window.start.getTime(), window.end.getTime()])
      .sort((a, b) => a - b);
    return {
      vendors,
      byNode,
      byCode,
      lobby,
      matching: new Map(),
      pages: new Map(),
      boundaries,
      version,
      checkedAt: clock.now().getTime(),
    };
  };

  /**
   * Loads the snapshot, one load at a time. A load begun before `invalidate` read the catalogue as
   * it was before the change: it neither becomes the snapshot nor is it shared with later callers.
   */
  const reload = () => {
    if (loading) return loading;
    const started = generation;
    const pending = load()
      .then((loaded) => {
        if (generation === started) current = loaded;
        return loaded;
      })
      .finally(() => {
        if (loading === pending) loading = null;
      });
    loading = pending;
    return pending;
  };

  /** Keeps serving the snapshot while it checks the version in the background, reloading only on a change. */
  const revalidate = (snap: CatalogueSnapshot) => {
    checking = true;
    void readVersion()
      .then((version) =>
        version === snap.version ? void (snap.checkedAt = clock.now().getTime()) : reload(),
      )
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };

  const snapshot = async (): Promise<CatalogueSnapshot> => {
    if (!current) return reload();
    if (clock.now().getTime() - current.checkedAt >= CATALOGUE_CHECK_MS && !checking) revalidate(current);
    return current;
  };

  /** The window a member sees for a game now: its own maintenance or its vendor's, whichever ends later. */
  const maintenanceOf = (game: CatalogueGame, vendor: CatalogueVendor | undefined, now: Date) => {
    const windows = [game.maintenance, vendor?.maintenance ?? null].filter((window) => isActive(window, now));
    if (windows.length === 0) return null;
    return windows.reduce((a, b) => (a && b && b.end > a.end ? b : a));
  };

  const present = async () => {
    const [snap, site] = await Promise.all([snapshot(), system.getSiteSetting()]);
    const now = clock.now();
    const formatWindow = (window: MaintenanceSpan | null): MaintenanceWindow | null =>
      window && {
        startTime: formatTimestamp(window.start, site.timeZone),
        endTime: formatTimestamp(window.end, site.timeZone),
      };
    const toGame = (game: CatalogueGame, language: Language): Game => {
      const vendor = snap.vendors.get(game.vassalage);
      return {
        nodeId: game.nodeId,
        gameId: game.gameId,
        vassalage: game.vassalage,
        displayName: vendor?.displayName ?? game.vassalage,
        gameType: game.gameType,
        gameCode: game.gameCode,
        gameName: game.names[language],
        iconUrl: game.iconUrl,
        lagerIcon: game.lagerIcon,
        isHot: game.isHot ? 1 : 0,
        isNew: game.isNew ? 1 : 0,
        supportPlay: game.supportsTrial ? 0 : 1,
        minBet: formatMinorUnits(game.minBet),
        minLineNum: game.minLineNum,
        gameClassify: game.gameClassify,
        maintenance: formatWindow(maintenanceOf(game, vendor, now)),
      };
    };
    const lobbyVendor = (vendor: CatalogueVendor, gameCount: number): LobbyVendor => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      logoUrl: vendor.logoUrl,
      walletMode: vendor.walletMode,
      gameCount,
      maintenance: formatWindow(isActive(vendor.maintenance, now) ? vendor.maintenance : null),
    });
    return { snap, site, now, toGame, lobbyVendor, formatWindow };
  };

  /** Lobby games matching a filter, worked out once per snapshot and filter. */
  const filterKey = (filter: GameFilter) =>
    JSON.stringify([
      filter.gameType,
      filter.gameClassify,
      filter.vassalage,
      filter.isNew,
      filter.isHot,
      filter.gameName && fold(filter.gameName),
      filter.minBet?.toString(),
      filter.minLineNum,
      filter.platform,
    ]);

  const matching = (snap: CatalogueSnapshot, filter: GameFilter, key = filterKey(filter)) => {
    const known = snap.matching.get(key);
    if (known) return known;
    const found = snap.lobby.filter((game) => matches(game, filter));
    if (snap.matching.size >= MATCHING_CACHE_SIZE) snap.matching.clear();
    snap.matching.set(key, found);
    return found;
  };

  const matches = (game: CatalogueGame, filter: GameFilter) => {
    if (filter.gameType !== undefined && game.gameType !== filter.gameType) return false;
    if (filter.gameClassify !== undefined && game.gameClassify !== filter.gameClassify) return false;
    if (filter.vassalage !== undefined && filter.vassalage !== 'ALL' && game.vassalage !== filter.vassalage)
      return false;
    if (filter.isNew !== undefined && game.isNew !== (filter.isNew === 1)) return false;
    if (filter.isHot !== undefined && game.isHot !== (filter.isHot === 1)) return false;
    if (filter.minBet !== undefined && game.minBet > filter.minBet) return false;
    if (filter.minLineNum !== undefined && game.minLineNum > filter.minLineNum) return false;
    if (filter.platform) {
      const wanted = filter.platform.split(',').map((item) => item.trim());
      if (!game.platforms.some((platform) => wanted.includes(platform))) return false;
    }
    if (filter.gameName && !game.searchText.includes(fold(filter.gameName))) return false;
    return true;
  };

  /** Counts of lobby games per vendor within one category (and classify). */
  const vendorCounts = (lobby: CatalogueGame[], test: (game: CatalogueGame) => boolean) => {
    const counts = new Map<string, number>();
    for (const game of lobby)
      if (test(game)) counts.set(game.vassalage, (counts.get(game.vassalage) ?? 0) + 1);
    return counts;
  };

  /**
   * One page of the lobby's games matching the filter. The same page of the same snapshot, language,
   * time zone and span between maintenance boundaries is the same object (callers do not change
   * it), so the routes can serialise it once.
   */
  const list = async (
    filter: GameFilter,
    page: { pageNum: number; pageSize: number },
    language: Language,
  ): Promise<GameList> => {
    const { snap, site, now, toGame } = await present();
    const filtered = filterKey(filter);
    const span = spanOf(snap.boundaries, now.getTime());
    const key = `${filtered}\n${page.pageNum}\n${page.pageSize}\n${language}\n${site.timeZone}\n${span}`;
    const known = snap.pages.get(key);
    if (known) {
      snap.pages.delete(key);
      snap.pages.set(key, known);
      return known;
    }
    const found = matching(snap, filter, filtered);
    const start = (page.pageNum - 1) * page.pageSize;
    const built = {
      games: found.slice(start, start + page.pageSize).map((game) => toGame(game, language)),
      total: found.length,
      totalPages: Math.ceil(found.length / page.pageSize),
    };
    if (snap.pages.size >= PAGE_CACHE_SIZE) {
      const [oldest] = snap.pages.keys();
      if (oldest !== undefined) snap.pages.delete(oldest);
    }
    snap.pages.set(key, built);
    return built;
  };

  return {
    /**
     * Raises the catalogue's version in the transaction of a change, so every instance reloads;
     * after the commit, `invalidate` makes this one reload at once.
     */
    bumpVersion: async (executor: Executor) => {
      await executor
        .insert(gameCatalogueState)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: gameCatalogueState.id,
          set: { version: sql`${gameCatalogueState.version} + 1` },
        });
    },

    /** Forgets the snapshot: the next read loads the catalogue again. */
    invalidate: () => {
      generation += 1;
      current = null;
      loading = null;
      signingSecrets.clear();
    },

    snapshot,

    /** The game behind a node id, enabled or not, with its vendor. */
    findGame: async (nodeId: number) => {
      let snap = await snapshot();
      // A game added on another instance moments ago: look again if the catalogue has changed since.
      if (!snap.byNode.has(nodeId) && (await readVersion()) !== snap.version) snap = await reload();
      const game = snap.byNode.get(nodeId);
      return game && { game, vendor: snap.vendors.get(game.vassalage) };
    },

    /** A vendor's game by its code, enabled or not (rounds of a disabled game still settle). */
    findByCode: async (vassalage: string, gameCode: string) =>
      (await snapshot()).byCode.get(codeKey(vassalage, gameCode)),

    findVendor: async (vassalage: string) => (await snapshot()).vendors.get(vassalage),

    /** Every vendor, active or not, in the operator's order. */
    vendors: async () => [...(await snapshot()).vendors.values()].sort((a, b) => a.sortOrder - b.sortOrder),

    /**
     * A vendor's signing secret; undefined for an unknown vendor. Remembered for
     * `CATALOGUE_CHECK_MS` (a rotation on this instance applies at once; `fresh` reads it again,
     * which the signature check does before refusing, so a new secret is accepted at once and an
     * old one at most that long on other instances). Each stored value is decrypted once.
     */
    findVendorSecret: async (vassalage: string, { fresh = false }: { fresh?: boolean } = {}) => {
      const now = clock.now().getTime();
      const remembered = signingSecrets.get(vassalage);
      if (!fresh && remembered && now - remembered.readAt < CATALOGUE_CHECK_MS) return remembered.secret;
      const [row] = await db
        .select({ secret: gameVendors.secret })
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, vassalage));
      let secret: string | undefined;
      if (row) {
        const key = `${vassalage}\n${row.secret}`;
        secret = openedSecrets.get(key);
        if (secret === undefined) {
          secret = secrets.open(row.secret, vendorSecretContext(vassalage));
          if (openedSecrets.size >= OPENED_SECRETS_MAX) openedSecrets.clear();
          openedSecrets.set(key, secret);
        }
      }
      if (signingSecrets.size >= OPENED_SECRETS_MAX) signingSecrets.clear();
      signingSecrets.set(vassalage, { secret, readAt: now });
      return secret;
    },

    /** Whether a game or its vendor is under maintenance now, and until when. */
    maintenanceOf,

    /**
     * The navigation (spec: Hot first, then each category with at least one vendor; FAV and RECENT
     * need login). Hot leads only once a game is marked hot: a fresh install opens on its games, not
     * on an empty list.
     */
    menus: async (): Promise<GameMenu[]> => {
      const { snap, site, lobbyVendor } = await present();
      const vendorsWith = (test: (game: CatalogueGame) => boolean) => {
        const counts = vendorCounts(snap.lobby, test);
        return [...snap.vendors.values()]
          .filter((vendor) => counts.has(vendor.vassalage))
          .map((vendor) => lobbyVendor(vendor, counts.get(vendor.vassalage) ?? 0));
      };
      const account = (
        code: 'HOT' | 'NEW' | 'FAV' | 'RECENT',
        path: string,
        needsLogin: boolean,
      ): GameMenu => ({
        code,
        path,
        centre: 'ACCOUNT',
        needsLogin,
        isGame: 'GAME',
        group: null,
        vendors: [],
        classifies: [],
      });
      const bingo = (site.languages as readonly string[]).includes(BINGO_LANGUAGE);
      const menus: GameMenu[] = snap.lobby.some((game) => game.isHot) ? [account('HOT', '/hot', false)] : [];
      for (const category of GAME_CATEGORIES) {
        const vendors = vendorsWith((game) => game.gameType === category);
        if (vendors.length === 0) continue;
        const present = new Set(
          snap.lobby.filter((game) => game.gameType === category).map((game) => game.gameClassify),
        );
        menus.push({
          code: category,
          path: `/${category.toLowerCase()}`,
          centre: isListCentre(category) ? 'LIST' : 'GAME',
          needsLogin: false,
          isGame: isListCentre(category) ? 'VASSALAGE' : 'GAME',
          group: CATEGORY_GROUP[category] ?? null,
          vendors,
          classifies:
            category === 'RNG'
              ? GAME_CLASSIFIES.filter((code) => present.has(code) && (code !== 'BG' || bingo))
              : [],
        });
        if (category === 'RNG') {
          const arcade = vendorsWith(
            (game) => game.gameType === 'RNG' && game.gameClassify === ARCADE_CLASSIFY,
          );
          if (arcade.length > 0) {
            menus.push({
              code: 'ARCADE',
              path: '/arcade',
              centre: 'LIST',
              needsLogin: false,
              isGame: 'VASSALAGE',
              group: null,
              vendors: arcade,
              classifies: [],
            });
          }
        }
      }
      if (snap.lobby.some((game) => game.isNew)) menus.push(account('NEW', '/new', false));
      menus.push(account('FAV', '/favorite', true), account('RECENT', '/recent', true));
      return menus;
    },

    list,

    /** The hot games, in the operator's order (every one: the hot list does not page). */
    hot: async (language: Language, platform?: string): Promise<Game[]> =>
      (await list({ isHot: 1, platform }, { pageNum: 1, pageSize: Number.MAX_SAFE_INTEGER }, language)).games,

    /** Lobby games by node id, in the order given, skipping any no longer in the lobby. */
    byNodes: async (nodeIds: number[], language: Language, filter: GameFilter = {}) => {
      const { snap, toGame } = await present();
      const inLobby = new Set(snap.lobby.map((game) => game.nodeId));
      return nodeIds
        .map((nodeId) => snap.byNode.get(nodeId))
        .filter(
          (game): game is CatalogueGame =>
            game !== undefined && inLobby.has(game.nodeId) && matches(game, filter),
        )
        .map((game) => toGame(game, language));
    },

    /** Every category with its vendors (the vendor lanes). */
    lanes: async (filter: GameFilter): Promise<VendorLane[]> => {
      const { snap, lobbyVendor } = await present();
      return GAME_CATEGORIES.flatMap((category) => {
        const counts = vendorCounts(
          snap.lobby,
          (game) => game.gameType === category && matches(game, filter),
        );
        const vendors = [...snap.vendors.values()]
          .filter((vendor) => counts.has(vendor.vassalage))
          .map((vendor) => lobbyVendor(vendor, counts.get(vendor.vassalage) ?? 0));
        return vendors.length > 0 ? [{ gameCategory: category, vendors }] : [];
      });
    },

    /** Lobby games of a category to offer instead of one under maintenance. */
    suggestions: async (instead: CatalogueGame, language: Language, limit: number) => {
      const { snap, now, toGame } = await present();
      const playable = snap.lobby.filter(
        (game) =>
          game.nodeId !== instead.nodeId &&
          maintenanceOf(game, snap.vendors.get(game.vassalage), now) === null,
      );
      const sameType = playable.filter((game) => game.gameType === instead.gameType);
      const ranked = [
        ...sameType.filter((game) => game.isHot),
        ...sameType.filter((game) => !game.isHot),
        ...playable.filter((game) => game.gameType !== instead.gameType && game.isHot),
      ];
      return ranked.slice(0, limit).map((game) => toGame(game, language));
    },

    /** The time a window ends, in the API's format. */
    formatEnd: async (window: { end: Date } | null) =>
      window ? formatTimestamp(window.end, (await system.getSiteSetting()).timeZone) : null,
  };
};
