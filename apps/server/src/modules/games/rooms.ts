import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  VENDOR_ROOMS_MAX,
  VENDOR_STATUS,
  formatMinorUnits,
  parseMinorUnits,
  vendorRoomSchema,
  type Language,
  type LiveRoom,
  type VendorRoom,
} from '@platform/contract';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { SystemService } from '../system/service.ts';
import type { Catalogue } from './catalogue.ts';
import { withCurrency, withTimeout, type HttpGet } from '../../platform/http/vendor-http.ts';

/** A vendor that does not answer within this time shows no tables this time. */
export const ROOMS_TIMEOUT_MS = 2_000;
/** How long one instance serves a vendor's tables before asking again: their state changes by the second. */
export const ROOMS_CACHE_MS = 3_000;

const roomListSchema = z.object({ rooms: z.array(z.unknown()) });
/** Our envelope (the house vendor's `{ success, value }`) or the list itself. */
const vendorAnswerSchema = z.union([
  z.object({ success: z.literal(true), value: roomListSchema }),
  roomListSchema,
]);

/** A vendor's decimal amount ("5", "5.5") with the balance's 2 decimals ("5.00", "5.50"). */
const amountOf = (text: string | null) => {
  const minor = text === null ? undefined : parseMinorUnits(text);
  return minor === undefined ? null : formatMinorUnits(minor);
};

interface RoomsVendor {
  vassalage: string;
  roomsUrl: string;
}

export type RoomsService = ReturnType<typeof createRoomsService>;

/**
 * The live lobby's tables: every active vendor with a rooms address is asked for its tables
 * (`vendorRoomSchema`), and each table is shown with the catalogue game it opens, in the vendors'
 * order. A table whose game is not in the lobby (disabled, unknown) is left out; a vendor that is
 * slow, fails or answers what does not read shows none, and is logged, so the operator learns that
 * its address is broken.
 */
export const createRoomsService = ({
  catalogue,
  system,
  get,
  log,
}: {
  catalogue: Catalogue;
  system: SystemService;
  get: HttpGet;
  log: Pick<FastifyBaseLogger, 'warn'> | undefined;
}) => {
  const cache = createTtlCache<string, VendorRoom[]>(ROOMS_CACHE_MS);

  const ask = async (vendor: RoomsVendor, currency: string): Promise<VendorRoom[]> => {
    try {
      const answer = await withTimeout(
        (signal) => get(withCurrency(vendor.roomsUrl, currency), signal),
        ROOMS_TIMEOUT_MS,
      );
      if (answer.status !== 200) throw new Error(`status ${answer.status}`);
      const parsed = vendorAnswerSchema.parse(JSON.parse(answer.body));
      const published = 'value' in parsed ? parsed.value.rooms : parsed.rooms;
      const rooms = new Map<string, VendorRoom>();
      let unread = 0;
      for (const item of published.slice(0, VENDOR_ROOMS_MAX)) {
        const room = vendorRoomSchema.safeParse(item);
        if (!room.success) unread += 1;
        else if (!rooms.has(room.data.roomId)) rooms.set(room.data.roomId, room.data);
      }
      if (unread > 0)
        log?.warn({ vassalage: vendor.vassalage, unread }, 'some of the vendor’s live tables did not read');
      return [...rooms.values()];
    } catch (error) {
      log?.warn({ err: error, vassalage: vendor.vassalage }, 'the vendor’s live tables did not answer');
      return [];
    }
  };

  return {
    /** Every vendor's tables in the request's language; each vendor asked at most once per {@link ROOMS_CACHE_MS}. */
    list: async (language: Language): Promise<LiveRoom[]> => {
      const vendors = (await catalogue.vendors()).filter(
        (vendor): vendor is typeof vendor & RoomsVendor =>
          vendor.status === VENDOR_STATUS.ACTIVE && vendor.roomsUrl !== null,
      );
      if (vendors.length === 0) return [];
      const { currency } = await system.getSiteSetting();
      const published = await Promise.all(
        vendors.map(async (vendor) => ({
          vendor,
          rooms: await cache.get(`${vendor.vassalage}\n${vendor.roomsUrl}\n${currency.code}`, () =>
            ask(vendor, currency.code),
          ),
        })),
      );
      const found = await Promise.all(
        published.flatMap(({ vendor, rooms }) =>
          rooms.map(async (room) => ({
            room,
            game: await catalogue.findByCode(vendor.vassalage, room.gameCode),
          })),
        ),
      );
      const inLobby = new Map(
        (
          await catalogue.byNodes(
            found.flatMap(({ game }) => (game ? [game.nodeId] : [])),
            language,
          )
        ).map((game) => [game.nodeId, game]),
      );
      return found.flatMap(({ room, game: known }) => {
        const game = known && inLobby.get(known.nodeId);
        if (!game) return [];
        return [
          {
            roomId: room.roomId,
            name: room.names?.[language] ?? game.gameName,
            status: room.status,
            players: room.players,
            minBet: amountOf(room.minBet),
            maxBet: amountOf(room.maxBet),
            road: room.road,
            game,
          },
        ];
      });
    },
  };
};
