import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type Language, type VendorLane } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { BETS_QUERY_KEY } from './get-bet-records.ts';

/** `GET /wps/relay/games/vendors` (public): every category with its vendors, for the vendor filter. */
export const getVendorLanes = (language: Language): Promise<VendorLane[]> =>
  call(gameEndpoints.vendorLanes, { query: { language } });

export const vendorLanesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...BETS_QUERY_KEY, 'vendors', language],
    queryFn: () => getVendorLanes(language),
    // Spec section 9: vendor lanes are cached per session.
    staleTime: Infinity,
  });

export const useVendorLanes = () => useQuery(vendorLanesQueryOptions(useLanguage()));
