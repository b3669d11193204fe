import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type Language, type VendorLane } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** `GET /wps/relay/games/vendors` (public): every category with its vendors. */
export const getVendorLanes = (language: Language): Promise<VendorLane[]> =>
  call(gameEndpoints.vendorLanes, { query: { language } });

export const vendorLanesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'vendors', language],
    queryFn: () => getVendorLanes(language),
    // Cached per session (spec section 9), though a vendor's maintenance badge may then lag.
    staleTime: Infinity,
  });

export const useVendorLanes = () => useQuery(vendorLanesQueryOptions(useLanguage()));
