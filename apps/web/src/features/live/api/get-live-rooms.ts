import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveEndpoints, type Language, type LiveRoom } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** A table's state changes with every hand; the server asks each vendor at most every 3 s. */
const ROOMS_REFETCH_MS = 5_000;

/** `GET /wps/relay/live/rooms` (public): the vendors' live tables with their state and road. */
export const getLiveRooms = (): Promise<LiveRoom[]> => call(liveEndpoints.rooms);

/** Keyed by the language the names come in (the client sends it as a header). */
export const liveRoomsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['live', 'rooms', language],
    queryFn: getLiveRooms,
    staleTime: ROOMS_REFETCH_MS,
    refetchInterval: ROOMS_REFETCH_MS,
  });

export const useLiveRooms = () => useQuery(liveRoomsQueryOptions(useLanguage()));
