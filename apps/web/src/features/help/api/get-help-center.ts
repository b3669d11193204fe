import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemEndpoints, type HelpCenter, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** `GET /wps/system/helpCenter?lang=JA&device=WEB`: the help articles in one language. */
export const getHelpCenter = (language: Language): Promise<HelpCenter> =>
  call(systemEndpoints.helpCenter, { query: { lang: language, device: 'WEB' } });

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['help', language],
    queryFn: () => getHelpCenter(language),
    staleTime: 5 * 60_000,
  });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions(useLanguage()));
