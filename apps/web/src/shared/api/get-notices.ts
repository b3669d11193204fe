import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints, WEB_NOTICE_TYPES, type Language, type Notices } from '@platform/contract';
import { call } from '../lib/api-client.ts';
import { useLanguage } from '../../i18n/index.ts';
import { useSession } from '../lib/session.ts';

/**
 * `GET /wps/relay/notices?types=B,PL,PU,H&platform=W`. Public; with a session the popups are the
 * logged-in audiences' (A and F), without one audience B's.
 */
export const getNotices = (language: Language): Promise<Notices> =>
  call(noticeEndpoints.notices, { query: { types: WEB_NOTICE_TYPES.join(','), platform: 'W', language } });

/** One request serves the banners, marquee, bell list, popups and hot matches of the whole page. */
export const noticesQueryOptions = (language: Language, isLoggedIn: boolean) =>
  queryOptions({
    queryKey: ['notices', language, isLoggedIn],
    queryFn: () => getNotices(language),
    staleTime: 60_000,
  });

export const useNotices = () => useQuery(noticesQueryOptions(useLanguage(), useSession() !== null));
