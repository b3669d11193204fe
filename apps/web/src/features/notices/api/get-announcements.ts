import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  noticeEndpoints,
  ANNOUNCEMENT_PAGE_SIZE,
  type AnnouncementPage,
  type Language,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';

/**
 * `GET /wps/relay/announcements` (public): newest first, one page of the popup (9). The session
 * decides the audience (everyone, members, agents), so the answer is kept per token.
 */
export const getAnnouncements = (language: Language, pageNum: number): Promise<AnnouncementPage> =>
  call(noticeEndpoints.announcements, { query: { pageNum, pageSize: ANNOUNCEMENT_PAGE_SIZE, language } });

export const announcementsQueryOptions = (token: string, language: Language, pageNum: number) =>
  queryOptions({
    queryKey: ['announcements', token, language, pageNum],
    queryFn: () => getAnnouncements(language, pageNum),
    staleTime: 60_000,
  });

/** A page of announcements; while the next page loads the previous one stays on screen. */
export const useAnnouncements = (pageNum: number) =>
  useQuery({
    ...announcementsQueryOptions(useSession()?.token ?? '', useLanguage(), pageNum),
    placeholderData: keepPreviousData,
  });
