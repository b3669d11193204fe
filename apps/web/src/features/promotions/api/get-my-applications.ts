import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promotionEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { PROMOTIONS_QUERY_KEY } from './get-promotions.ts';

export const APPLICATIONS_PAGE_SIZE = 10;

/** `GET /wps/relay/promotions/applications`: the member's applications with their status, newest first. */
export const useMyApplications = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'applications', token, language, pageNum],
    queryFn: () =>
      call(promotionEndpoints.myApplications, { query: { pageNum, pageSize: APPLICATIONS_PAGE_SIZE } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
